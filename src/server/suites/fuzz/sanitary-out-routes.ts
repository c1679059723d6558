import type { FuzzRoute } from './route-shape';
import { BROKEN_CURSORS, FAKE_UUID, cursorOf } from './shapes';

/*
 * What the sanitary records give out (issue 26 item 7) for the fuzz: the CSV files' periods, the
 * sheets' ids and pages, a month's cost. All reads: no input writes anything.
 */

const SHEET_CURSORS = [
  ...BROKEN_CURSORS,
  cursorOf(['2025-02-30', 'A', FAKE_UUID]),
  cursorOf(['2025-01-01', 'A', 'nao-e-id']),
  cursorOf(['2025-01-01', {}, FAKE_UUID]),
];
const SHEET_LIMITS = ['', '0', '101', '1.5', '-1', 'abc', '1e308'];
const DAYS = ['', '2025-02-30', '2025-13-01', '0000-01-01', '1979-12-31', '2101-01-01', 'ontem'];
const sheet: FuzzRoute = {
  caller: 'owner',
  params: () => ({ id: FAKE_UUID }),
  query: {
    valid: { limit: '10' },
    bad: { cursor: SHEET_CURSORS, limit: SHEET_LIMITS },
    cursors: [
      { field: 'cursor', key: ['2025-01-01', 'A-1', FAKE_UUID], kinds: ['date', 'text', 'uuid'] },
    ],
  },
};

export const SANITARY_OUT_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/export/brucellosis.csv': {
    caller: 'owner',
    query: {
      valid: { semester: '2025-2' },
      bad: {
        semester: ['', '2025-3', '2025', '1979-1', '2101-2', '2025-1\u0000', 'x'.repeat(200)],
      },
    },
  },
  'GET /api/export/sanitary-applications.csv': {
    caller: 'owner',
    query: {
      valid: { from: '2025-01-01', to: '2025-12-31' },
      bad: { from: [...DAYS, '2026-01-01'], to: [...DAYS, '2024-12-31'] },
    },
  },
  'GET /api/sanitary/sheets/animal/:id': sheet,
  'GET /api/sanitary/sheets/lot/:id': sheet,
  'GET /api/sanitary/costs': {
    caller: 'owner',
    query: {
      valid: { month: '2025-06' },
      bad: { month: ['', '2025-13', '2025-6', '1999-12', '2101-01', 'x'.repeat(200)] },
    },
  },
};
