import type { FuzzRoute } from './route-shape';
import { FAKE_UUID } from './shapes';

/*
 * What the reproduction records give out and take in besides their own routes (issue 41 item
 * 10) for the fuzz: the CSV files' seasons and filters. No input writes anything.
 */

const SEASONS = ['', 'x', '1', `${FAKE_UUID}\u0000`, "'; drop table animals; --", 'x'.repeat(200)];

export const REPRODUCTION_OUT_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/export/reproduction-females.csv': {
    caller: 'owner',
    query: {
      valid: { seasonId: FAKE_UUID, status: 'pregnant', group: 'cow', q: '12' },
      bad: {
        seasonId: SEASONS,
        status: ['', 'gorda', 'PREGNANT'],
        group: ['', 'touro'],
        q: ['x'.repeat(41), 'a\u0000b'],
      },
    },
  },
  'GET /api/export/reproduction-events.csv': {
    caller: 'owner',
    query: { valid: { seasonId: FAKE_UUID }, bad: { seasonId: SEASONS } },
  },
};
