/*
 * Module 'sanitary' — 'Sanidade' (issue 26): the page at /sanidade, loaded when it is first
 * visited; print/ holds the proof and sheets (/sanidade/brucelose, /sanidade/ficha/...), their own
 * chunk. The links other pages place are in src/web/components/sanitary-links.tsx.
 * Where the rest of it lives:
 *   server routes  src/server/sanitary/routes.ts, out-routes.ts (mounted in app.ts)
 *   store          src/server/sanitary/store/ (index.ts gathers it); tables in
 *                  src/server/db/schema/sanitary.ts
 *   domain         src/domain/sanitary/ (api.ts the answers, schemas.ts the inputs, due.ts)
 *   tests          *.test.ts(x) here, src/server/sanitary/*.test.ts, src/domain/sanitary/*.test.ts,
 *                  e2e/sanitary*.spec.ts
 */
export { SanitaryPage } from './sanitary-page';
export { ApplicationDialog, type ApplicationDialogProps } from './application-dialog';
