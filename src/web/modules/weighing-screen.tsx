import { LotMoveButton } from './pastures/move-buttons';
import WeighingPage from './weighing/weighing-page';

/*
 * /module/weighing as the registry (index.ts) loads it: the weighing module's page with the
 * pastures module's 'Mover para pasto' on each lot's card. A module imports no other module
 * (eslint.config.js); this file, beside the registry, puts the two together, as routes.tsx does
 * for the herd's pages.
 */
export default function WeighingScreen() {
  return <WeighingPage LotExtra={LotMoveButton} />;
}
