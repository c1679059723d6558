import { encodeKey, type CursorSpec } from './forged-cursors';
import type { FuzzRoute } from './route-shape';
import { FAKE_UUID } from './shapes';

/** A right key of the lists paged by creation (decision 032), and its cursor (decision 056). */
const AT = '2026-01-01T00:00:00.000000Z';
const ROW_KEY = [AT, FAKE_UUID];
const ROW_SPEC: CursorSpec = { field: 'before', key: ROW_KEY, kinds: ['instant', 'uuid'] };
/** The text cursor these lists wrote before decision 056. */
const ROW_CURSOR = '2026-01-01T00:00:00.000000Z~00000000-0000-0000-0000-000000000000';
/** Cursors no list takes: bad dates (year 0, 30 February), bad ids, other shapes. */
const ROW_CURSORS = [
  ROW_CURSOR,
  '',
  'x',
  '0000-01-01T00:00:00.000000Z~00000000-0000-0000-0000-000000000000',
  '2026-02-30T00:00:00.000000Z~00000000-0000-0000-0000-000000000000',
  '2026-01-01T00:00:00.000Z~00000000-0000-0000-0000-000000000000',
  '2026-01-01T00:00:00.000000Z~nao-e-id',
  'x'.repeat(200),
];
/** `limit` values no list takes (1 to 100 only). */
const PAGE_LIMITS = ['', '0', '101', '1.5', '-1', 'abc', '1e2', '1e308'];
/** The lists read a page at a time (decision 032): their `before` and `limit`. */
export const LIST_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/monthly-control': {
    caller: 'owner',
    query: {
      valid: { before: '2025-06', limit: '12' },
      bad: {
        before: ['', '2025-13', '1999-12', '2025-6', 'x'.repeat(200)],
        limit: ['', '0', '101', '1.5', '-1', 'abc', '1e2'],
      },
    },
  },
  'GET /api/annual-results': {
    caller: 'owner',
    query: {
      valid: { before: '2026', limit: '10' },
      bad: {
        before: ['', '0', '0000', '2019', '2102', '20x5', 'x'.repeat(200)],
        limit: PAGE_LIMITS,
      },
    },
  },
  'GET /api/inventory': {
    caller: 'owner',
    query: {
      valid: { before: encodeKey(ROW_KEY), limit: '50' },
      bad: { before: ROW_CURSORS, limit: PAGE_LIMITS },
      cursors: [ROW_SPEC],
    },
  },
  'GET /api/budget-plans': {
    caller: 'owner',
    query: {
      valid: { before: encodeKey(ROW_KEY), limit: '20' },
      bad: { before: ROW_CURSORS, limit: PAGE_LIMITS },
      cursors: [ROW_SPEC],
    },
  },
  'GET /api/lots': {
    caller: 'owner',
    query: {
      // Group, name (natural order, issue 39), id.
      valid: { before: encodeKey(['o', 'Lote 2', FAKE_UUID]), limit: '20', figures: 'none' },
      bad: {
        before: [...ROW_CURSORS, `o~${ROW_CURSOR}`, encodeKey(ROW_KEY)],
        limit: PAGE_LIMITS,
        figures: ['', 'all', 'NONE', 'none\u0000'],
      },
      cursors: [
        {
          field: 'before',
          key: ['c', 'Lote 2', FAKE_UUID],
          kinds: [{ oneOf: ['o', 'c'] }, 'text', 'uuid'],
        },
      ],
    },
  },
  // The weighing screen's pages (decision 031).
  'GET /api/weighings': {
    caller: 'owner',
    query: {
      valid: { animal: 'A-1', limit: '10' },
      bad: {
        cursor: ['eyJ4IjoxfQ', 'WyIwMDAwLTAxLTAxIl0', '!!', '%E0%A4%A', 'A'.repeat(401), ''],
        limit: ['', '0', '101', '1.5', '-1', 'abc', '1e308'],
        animal: ['', 'x'.repeat(41), 'a\u0000b'],
      },
      free: ['animal'],
      cursors: [
        { field: 'cursor', key: ['2025-01-01', AT, FAKE_UUID], kinds: ['date', 'instant', 'uuid'] },
      ],
    },
  },
  'GET /api/weighings/animals': {
    caller: 'owner',
    query: {
      valid: { q: 'A', limit: '10' },
      bad: {
        cursor: ['eyJ4IjoxfQ', '!!', '%E0%A4%A', 'A'.repeat(401), ''],
        limit: ['', '0', '101', '1e308'],
        q: ['x'.repeat(41), 'a\u0000b'],
        lot: ['x', '1e308', '0000-01-01'],
        paddock: ['', 'x', '1e308', '0000-01-01', 'a\u0000b'],
      },
      free: ['q'],
      cursors: [{ field: 'cursor', key: ['A-1'], kinds: ['text'] }],
    },
  },
  'GET /api/weighings/history': {
    caller: 'owner',
    query: {
      valid: { animal: 'A-1' },
      bad: { animal: ['', 'x'.repeat(41), 'a\u0000b'] },
      free: ['animal'],
    },
  },
};
