// The pages the server renders with the producer's data (decisions 052, 077, 080 and 081) and,
// for each, what its take-over imports beside React DOM and the app (paths from src/web): read by
// scripts/build-pages.mjs (each page's list in take-over-chunks.json) and by
// scripts/chunk-groups.ts (which puts those modules in few chunks, decision 099).
export const TAKE_OVER_PAGES = {
  '/dashboard': ['pages/dashboard/dashboard-page.tsx'],
  '/module/weighing': ['pages/module/module-page.tsx', 'modules/weighing-screen.tsx'],
  '/module/inventory': ['pages/module/module-page.tsx', 'modules/inventory/inventory-page.tsx'],
  '/module/results': ['pages/module/module-page.tsx', 'modules/results/results-page.tsx'],
  '/rebanho': [
    'modules/herd/index.ts',
    'modules/reproduction/expose-selection.tsx',
    'modules/pastures/move-selection.tsx',
  ],
  '/sanidade': ['modules/sanitary/index.ts'],
  '/reproducao': ['modules/reproduction/index.ts'],
  '/reproducao/estacoes/:id': ['modules/reproduction/index.ts'],
  '/reproducao/estacoes/:id/tronco': ['modules/reproduction/index.ts'],
  '/pastos': ['modules/pastures/index.ts'],
  '/financeiro': ['modules/finance/index.ts'],
};
