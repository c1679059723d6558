import { HTTPException } from 'hono/http-exception';
import { AppError, handleError } from '../errors';
import { registerAnnualResults } from './annual-results';
import { apiApp, type ApiV1Deps } from './common';
import { FINANCE_MANAGER_MESSAGE } from '../../domain/finance/constants';
import { registerDocs } from './docs';
import { registerFinance } from './finance';
import { registerHerd } from './herd';
import { registerInventory } from './inventory';
import { registerMonthlyControl } from './monthly-control';
import { registerPastures } from './pastures';
import { registerReproduction } from './reproduction';
import { registerSanitary } from './sanitary';
import { registerWeighings } from './weighings';

/**
 * The versioned public API, /api/v1 (issue 11 item 4; decision 015): a farm's records for
 * integrations, authenticated by the farm's API key instead of a session cookie. Its OpenAPI
 * document (/api/v1/openapi.json) is generated from the same zod schemas it validates with;
 * /api/v1/docs shows it with Swagger UI.
 */
export function apiV1Routes(deps: ApiV1Deps) {
  const api = apiApp();
  api.onError((err, c) => {
    // Hono's JSON validator reports a body that does not parse (400) or is not JSON (415) bare.
    if (err instanceof HTTPException && err.status === 400) {
      return handleError(
        new AppError(400, 'INVALID_JSON', 'Os dados enviados não são um JSON válido.'),
        c,
      );
    }
    if (err instanceof HTTPException && err.status === 415) {
      return handleError(
        new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Envie os dados como JSON (Content-Type: application/json).',
        ),
        c,
      );
    }
    return handleError(err, c);
  });

  // The OpenAPI document and its viewer are public.
  const anyone = deps.access({ caller: 'public' });
  api.use('/openapi.json', anyone);
  api.use('/docs/*', anyone);
  registerDocs(api);
  // The farm's API key: a read-write one and the farm's active Master plan to write.
  const key = deps.access({ caller: 'key' });
  for (const path of [
    '/inventory',
    '/weighings',
    '/monthly-control',
    '/annual-results',
    '/animals',
    '/animal-events',
    '/sanitary-products',
    '/sanitary-protocols',
    '/sanitary-applications',
    '/breeding-seasons',
    '/reproduction-events',
    '/inseminations',
    '/natural-services',
    '/pregnancy-checks',
    '/weanings',
    '/paddocks',
    '/paddock-moves',
  ]) {
    // '/weighings/*' covers '/weighings' too (one verification, counted once).
    api.use(`${path}/*`, key);
  }
  // The Financeiro's (issue 43 item 7): its plan feature and its role rule too, as in the app.
  const financeKey = deps.access({
    caller: 'key',
    feature: 'finance',
    manager: FINANCE_MANAGER_MESSAGE,
  });
  for (const path of ['/finance-entries', '/finance-accounts']) api.use(`${path}/*`, financeKey);
  registerInventory(api, deps);
  registerWeighings(api, deps);
  registerMonthlyControl(api, deps);
  registerAnnualResults(api, deps);
  registerHerd(api, deps);
  registerSanitary(api, deps);
  registerReproduction(api, deps);
  registerPastures(api, deps);
  registerFinance(api, deps);
  return api;
}
