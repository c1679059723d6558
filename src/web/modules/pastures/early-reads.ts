/*
 * What /pastos asks first (page-queries.ts's prefetch), as URLs main.tsx asks before the app's
 * code loads (lib/early-fetch.ts). Kept beside the prefetch; early-reads.test.ts checks that the
 * page asks each of them. No imports but the date: main.tsx's chunk stays small.
 */
export const pasturesEarlyReads = (today: string): string[] => [
  '/api/pastures/paddocks',
  '/api/pastures/options',
  `/api/pastures/stocking?date=${today}`,
  '/api/pastures/map',
  '/api/pastures/history?limit=20',
  '/api/pastures/settings',
];
