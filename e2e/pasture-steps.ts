import type { Page } from './fixtures';
import { post } from './charts-steps';

/* Steps shared by the browser tests that need the farm's paddocks ('Pastos', issue 42). */

/** A paddock of the signed-in producer named `name` (12.5 ha of Mombaça), through the API. */
export const apiPaddock = (page: Page, name: string) =>
  post(page, '/api/pastures/paddocks', {
    name,
    areaHa: 12.5,
    forage: 'Mombaça',
    grazingMethod: 'rotational',
    retiro: null,
    capacityRainy: null,
    capacityDry: null,
    restDays: null,
  });
