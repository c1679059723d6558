import { useParams } from 'react-router';
import { MoveToPaddockButton } from './move-buttons';
import { MapSection } from './map-section';
import { OccupationHistory } from './occupation-history';
import { PaddockPage } from './paddock-page';
import { PastureSettingsCard } from './pasture-settings';
import { PasturesPage } from './pastures-page';
import { ShapesImport } from './shapes-import';
import { StockingCard } from './stocking-card';

/*
 * The module's two pages with their parts in place: /pastos — the map and the stocking above the
 * list, the farm's occupation history and the typical weights below it; a paddock's page — its
 * history and 'Mover para pasto'. On /pastos what is below the first view is laid out when near
 * it (`data-render-near`, styles.css): on a phone the stocking fills the first view, and the
 * map's 500 paddocks, the list and the history below it were 2,100 of the page's 2,350 elements
 * styled and laid out before its first paint (issue 44 item 5).
 */

function FarmParts() {
  return (
    <>
      <StockingCard />
      <div data-render-near>
        <MapSection />
      </div>
    </>
  );
}

function FarmHistory() {
  return (
    <>
      <div data-render-near>
        <OccupationHistory />
      </div>
      <div data-render-near>
        <PastureSettingsCard />
      </div>
    </>
  );
}

export function PasturesScreen() {
  return (
    <PasturesPage MapSection={FarmParts} HistorySection={FarmHistory} Toolbar={ShapesImport} />
  );
}

export function PaddockScreen() {
  const { id } = useParams();
  return (
    <PaddockPage key={id} HistorySection={OccupationHistory} MoveButton={MoveToPaddockButton} />
  );
}
