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
 * history and 'Mover para pasto'.
 */

function FarmParts() {
  return (
    <>
      <StockingCard />
      <MapSection />
    </>
  );
}

function FarmHistory() {
  return (
    <>
      <OccupationHistory />
      <PastureSettingsCard />
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
