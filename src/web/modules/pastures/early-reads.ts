/*
 * What /pastos asks first (page-queries.ts's prefetch), as URLs main.tsx asks before the app's
 * code loads (lib/early-fetch.ts). Kept beside the prefetch; web/early-pages.test.ts checks that
 * the page asks each of them. No imports: main.tsx's chunk stays small.
 */

/**
 * The farm's history on /pastos comes FARM_HISTORY_PAGE moves at a time (page-queries.ts): it
 * sits below the map and the list, and on a big farm's phone 50 more cards there cost a tenth
 * of a second to open.
 */
export const FARM_HISTORY_PAGE = 20;

export const pasturesEarlyReads = (today: string): string[] => [
  '/api/pastures/paddocks',
  '/api/pastures/options',
  `/api/pastures/stocking?date=${today}`,
  '/api/pastures/map',
  `/api/pastures/history?limit=${FARM_HISTORY_PAGE}`,
  '/api/pastures/settings',
];
