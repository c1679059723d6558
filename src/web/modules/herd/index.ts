/*
 * Module 'herd' — 'Rebanho' (issue 25, decision 036): the pages at /rebanho, loaded together when
 * /rebanho is first visited (routes.tsx; the animal's page gets the sanitary dialog from there).
 * Where the rest of it lives:
 *   server routes  src/server/herd/routes.ts, import-routes.ts, pricing-routes.ts (mounted in app.ts)
 *   store          src/server/herd/store/ (index.ts gathers it); tables in src/server/db/schema/herd.ts
 *   domain         src/domain/herd/ (api.ts the answers, schemas.ts the inputs, constants.ts)
 *   tests          *.test.ts here, src/server/herd/*.test.ts, src/domain/herd/*.test.ts,
 *                  e2e/herd*.spec.ts
 */
export { HerdPage } from './herd-page';
export { AnimalPage } from './animal-page';
export { EditAnimalPage, NewAnimalPage } from './animal-form-page';
export { UnpricedPage } from './unpriced-page';
