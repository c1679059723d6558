import { FarmPageShell } from '../../components/farm-page-shell';

/** The sanitary page's frame: the farm pages' (header, the way back, as wide as the dashboard). */
export const SanitaryShell = FarmPageShell;
