import { DIAGNOSIS_IMPORT_BODY_MAX_BYTES } from '../../../domain/import/diagnosis-csv';
import type { FuzzRoute } from './route-shape';
import { FAKE_UUID, RECORD_HEADERS } from './shapes';

/*
 * What the reproduction records give out and take in besides their own routes (issue 41 item
 * 10) for the fuzz: the CSV files' seasons and filters, the diagnosis file's body (its brinco is
 * no farm's: no input writes anything).
 */

const SEASONS = ['', 'x', '1', `${FAKE_UUID}\u0000`, "'; drop table animals; --", 'x'.repeat(200)];

// Any text is a file whose lines are judged: the preview lists them (200), the import refuses a
// file with an error unless told to skip it (400 here, nothing written).
const file = (preview: boolean) => ({
  valid: { text: 'NINGUEM;P;05/01/2025;60', skipInvalid: false },
  optional: ['skipInvalid'],
  keep: preview ? ['text'] : [],
  wrong: { skipInvalid: ['sim', 1] },
  limit: DIAGNOSIS_IMPORT_BODY_MAX_BYTES,
});

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
  'GET /api/export/reproduction-to-wean.csv': {
    caller: 'owner',
    query: { valid: { seasonId: FAKE_UUID }, bad: { seasonId: SEASONS } },
  },
  'GET /api/export/reproduction-calvings.csv': {
    caller: 'owner',
    query: { valid: { seasonId: FAKE_UUID }, bad: { seasonId: SEASONS } },
  },
  'GET /api/export/reproduction-events.csv': {
    caller: 'owner',
    query: { valid: { seasonId: FAKE_UUID }, bad: { seasonId: SEASONS } },
  },
  'POST /api/reproduction/diagnoses/import/preview': { caller: 'owner', body: () => file(true) },
  'POST /api/reproduction/diagnoses/import': {
    caller: 'owner',
    body: () => file(false),
    headers: RECORD_HEADERS,
  },
};
