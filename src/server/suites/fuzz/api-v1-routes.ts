import { VALID_INPUTS } from '../../../domain/schemas.fixture';
import type { CursorSpec } from './forged-cursors';
import { REPRODUCTION_ROUTES } from './reproduction-routes';
import type { FuzzRoute } from './route-shape';
import {
  FAKE_UUID,
  cursorOf,
  KEY_HEADER,
  RECORD_HEADERS,
  MONTHS,
  YEARS,
  month,
  year,
  monthly,
  annual,
  herd,
  bulkItem,
  v1Weighing,
} from './shapes';

/* The public API's routes (/api/v1, an API key) for the fuzz (routes.ts holds the app's). */

/** /api/v1 list cursors it never wrote: garbage, broken JSON, a year 0, 31 February, huge. */
const BAD_CURSORS = [
  'x',
  '%zz',
  'a\u0000b',
  Buffer.from('{').toString('base64url'),
  cursorOf(['0000-01-01', '2025-01-01T00:00:00.000000Z', FAKE_UUID]),
  cursorOf(['2025-02-31', '2025-02-31T00:00:00.000000Z', FAKE_UUID]),
  cursorOf(['2025-01-01T00:00:00.000000Z', 'not-a-uuid']),
  cursorOf([1e308, null, {}]),
  'A'.repeat(5000),
];
/** The lists' keys by entry (entry time, id) and the weighings' (date, entry time, id). */
const AT = '2025-01-01T00:00:00.000000Z';
const BY_ENTRY: CursorSpec[] = [
  { field: 'cursor', key: [AT, FAKE_UUID], kinds: ['instant', 'uuid'] },
];

const LIMITS = ['0', '1001', 'abc', '1e999', ''];

/**
 * A list read by key, in pages by entry: `valid` and `bad` values of its own filters, then the
 * page size's and the cursor's.
 */
const pagedByEntry = (
  valid: Record<string, string> = {},
  bad: Record<string, string[]> = {},
): FuzzRoute => ({
  caller: 'key',
  query: {
    valid: { ...valid, limit: '10' },
    bad: { ...bad, limit: LIMITS, cursor: BAD_CURSORS },
    cursors: BY_ENTRY,
  },
  headers: KEY_HEADER,
});

/** /api/v1's reproduction writes, fuzzed with the bodies of the app's routes they share. */
function reproductionWrites(appPathOf: Record<string, string>): Record<string, FuzzRoute> {
  return Object.fromEntries(
    Object.entries(appPathOf).map(([path, appPath]) => [
      `POST /api/v1/${path}`,
      {
        caller: 'key',
        body: REPRODUCTION_ROUTES[`POST /api/reproduction/${appPath}`]!.body,
        headers: { ...KEY_HEADER, 'Idempotency-Key': RECORD_HEADERS['Idempotency-Key'] },
      },
    ]),
  );
}

export const API_V1_ROUTES: Record<string, FuzzRoute> = {
  'POST /api/v1/inventory': { caller: 'key', body: () => herd, headers: KEY_HEADER },
  'GET /api/v1/weighings': {
    caller: 'key',
    query: {
      valid: { animalId: 'A-1', from: '2025-01-01', to: '2025-12-31', limit: '10', offset: '0' },
      bad: {
        animalId: ['x'.repeat(41), 'a\u0000b'],
        from: ['2025-02-30', '2025-13-01', '0000-01-01', 'x', '1e999'],
        to: ['2025-02-30', '0000-01-01', '99999-01-01', ''],
        limit: ['0', '-1', '1001', '1.5', 'abc', '1e999', ''],
        offset: ['-1', '1.5', 'abc', '100000001', '1e999', '9'.repeat(400)],
        cursor: BAD_CURSORS,
      },
      free: ['animalId'],
      cursors: [
        { field: 'cursor', key: ['2025-01-01', AT, FAKE_UUID], kinds: ['date', 'instant', 'uuid'] },
      ],
    },
    headers: KEY_HEADER,
  },
  'GET /api/v1/inventory': pagedByEntry(),
  'GET /api/v1/animals': pagedByEntry(
    { status: 'all', updatedSince: '2025-01-01T00:00:00Z' },
    {
      status: ['removed', 'ATIVO', '', 'a\u0000b'],
      updatedSince: ['ontem', '2025-02-30T00:00:00Z', '0000-01-01T00:00:00Z', '1e999', ''],
    },
  ),
  'GET /api/v1/animal-events': pagedByEntry(
    { kind: 'sale', animalId: '00000000-0000-4000-8000-000000000000' },
    { kind: ['party', '', 'SALE'], animalId: ['x', '1', "'; drop table animals; --"] },
  ),
  'GET /api/v1/sanitary-products': pagedByEntry(),
  'GET /api/v1/sanitary-protocols': pagedByEntry(),
  'GET /api/v1/sanitary-applications': pagedByEntry(
    { from: '2025-01-01', to: '2025-12-31', animalId: '00000000-0000-4000-8000-000000000000' },
    {
      from: ['2025-02-30', '0000-01-01', 'x', '', '2026-01-01'],
      to: ['2025-13-01', '0000-01-01', '99999-01-01', '', '2024-12-31'],
      animalId: ['x', '1', "'; drop table animals; --"],
    },
  ),
  'GET /api/v1/breeding-seasons': pagedByEntry(),
  'GET /api/v1/reproduction-events': pagedByEntry(
    {
      kind: 'diagnosis',
      seasonId: FAKE_UUID,
      groupId: FAKE_UUID,
      from: '2025-01-01',
      to: '2025-12-31',
    },
    {
      kind: ['calving', '', 'DIAGNOSIS'],
      seasonId: ['x', "'; drop table animals; --"],
      groupId: ['1', 'a\u0000b'],
      from: ['2025-02-30', '0000-01-01', 'x', '2026-01-01'],
      to: ['2025-13-01', '99999-01-01', '', '2024-12-31'],
    },
  ),
  // The module's own bodies (naming no animal of the farm: a 400 or a 404, nothing written).
  ...reproductionWrites({
    inseminations: 'inseminations',
    'natural-services': 'natural-services',
    'pregnancy-checks': 'diagnoses',
    weanings: 'weanings',
  }),
  'POST /api/v1/weighings': { caller: 'key', body: () => v1Weighing, headers: KEY_HEADER },
  'POST /api/v1/weighings/bulk': {
    caller: 'key',
    body: () => ({
      valid: { weighings: [{ ...VALID_INPUTS.weighing, idempotencyKey: 'fuzz-b1' }] },
      wrong: { weighings: [[], Array(1001).fill(0)] },
    }),
    headers: KEY_HEADER,
    items: {
      field: 'weighings',
      shape: bulkItem,
      allInvalid: (answer, count) => {
        const { results } = answer as { results: { status: string }[] };
        return results.length === count && results.every((r) => r.status === 'invalid');
      },
    },
  },
  'GET /api/v1/monthly-control/:month': {
    caller: 'key',
    params: month,
    badParams: MONTHS,
    headers: KEY_HEADER,
  },
  'PUT /api/v1/monthly-control/:month': {
    caller: 'key',
    params: month,
    badParams: MONTHS,
    body: () => monthly,
    headers: KEY_HEADER,
  },
  'GET /api/v1/annual-results/:year': {
    caller: 'key',
    params: year,
    badParams: YEARS,
    headers: KEY_HEADER,
  },
  'PUT /api/v1/annual-results/:year': {
    caller: 'key',
    params: year,
    badParams: YEARS,
    body: () => annual,
    headers: KEY_HEADER,
  },
};
