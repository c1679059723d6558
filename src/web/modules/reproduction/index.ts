/*
 * Module 'reproduction' — 'Reprodução' (issue 41): the page at /reproducao (the seasons, the IATF
 * protocols), a season's at /reproducao/estacoes/:id and its chute ('Diagnóstico no tronco') at
 * /reproducao/estacoes/:id/tronco, loaded when first visited; the animal's
 * page gets its 'Reprodução' section from female-section.tsx (routes.tsx puts them together).
 * Where the rest of it lives:
 *   server routes  src/server/reproduction/routes.ts (mounted in app.ts at /api/reproduction)
 *   store          src/server/reproduction/store/
 *   domain         src/domain/reproduction/ (api.ts the answers and routes, schemas.ts the inputs,
 *                  constants.ts the words and numbers)
 *   tests          *.test.ts(x) here, src/server/reproduction/*.test.ts, e2e/reproduction.spec.ts
 */
export { ReproductionPage } from './reproduction-page';
export { ChutePage } from './chute-page';
export { SeasonPage } from './season-page';
