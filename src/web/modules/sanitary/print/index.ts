/*
 * The sanitary records' print pages (issue 26 item 7), one lazy chunk: the brucellosis proof and
 * the sheets of an animal and a lot (server: src/server/sanitary/out-routes.ts). The links other
 * pages place are in src/web/components/sanitary-links.tsx; they do not import this chunk.
 */
export { BrucellosisProofPage } from './brucellosis-page';
export { AnimalSheetPage, LotSheetPage } from './sheet-page';
