import { OFX_MAX_BYTES } from '../../../domain/finance/ofx-decode';
import type { BodyShape } from './arbitraries';
import type { CursorSpec } from './forged-cursors';
import type { FuzzRoute } from './route-shape';
import { FAKE_UUID, KEY_HEADER, RECORD_HEADERS, USER_HEADER, cursorOf } from './shapes';

/*
 * 'Financeiro' (issue 43) for the fuzz. No input, however broken, writes anything: a body the
 * schema takes names no account or entry of the farm (FAKE_UUID: 404), or an account's name the
 * farm has ('Frete', seeded by fuzz.test.ts's first read: 409); no JSON text is an OFX file; the
 * settings have one field, always broken. Then the book's file and /api/v1's entries (a key).
 */

const F = FAKE_UUID;
const OTHER = '00000000-0000-4000-8000-000000000001';
const AT = '2025-01-01T00:00:00.000000Z';
const IDS = ['', 'abc', F.replaceAll('0', 'g'), `${F}\u0000`, '%E0%A4%A', `${F}0`];
const DAYS = ['', '0000-01-01', '2025-02-30', '1979-12-31', '2101-01-01', '05/01/2025', 'a\u0000b'];
const LIMITS = ['', '0', '101', '1.5', '-1', 'abc', '1e3', '1e308', 'Infinity', '1%00'];
const CURSORS = [
  '',
  '!!',
  '%E0%A4%A',
  '%00',
  'A'.repeat(1025),
  Buffer.from('{').toString('base64url'),
  cursorOf([1, 2]),
  cursorOf(['0000-01-01', AT, F]),
  cursorOf(['2025-01-01', '2025-01-01T00:00:00.000000+00:00', F]),
  cursorOf(['2025-01-01', AT, 'nao-e-id']),
  cursorOf([1e308, AT, F]),
];
const SEARCH = ['x'.repeat(61), 'a\u0000b', '\u0007'];
/** 'Centro de custo' as no filter writes it. */
const CENTERS = [
  '',
  'fazenda',
  'FARM',
  'lot',
  'lot:',
  `lot:${F}:x`,
  `lote:${F}`,
  `lot:${F.replaceAll('0', 'A')}`,
  `paddock:${F}\u0000`,
  `paddock:${F}0`,
  '%E0%A4%A',
];

const entryFields = (): BodyShape => ({
  valid: {
    type: 'expense',
    date: '2025-01-05',
    description: 'Ração',
    amount: 10,
    accountId: F,
    costCenter: { type: 'lot', id: F },
    status: 'realized',
  },
  optional: ['costCenter'],
  wrong: {
    type: ['', 'transfer', 'EXPENSE'],
    date: ['0000-01-01', '2025-02-30', '2100-01-01', '1979-12-31'],
    description: ['', '   ', 'x'.repeat(201), 'a\u0000b'],
    amount: [0, -1, 0.001, 1e308, 1e9, '10'],
    status: ['', 'pago', 'planned'],
    costCenter: [{ type: 'lot' }, { type: 'pasto', id: F }, { type: 'paddock', id: 'x' }],
  },
});
const newEntry = (): BodyShape => {
  const shape = entryFields();
  return {
    ...shape,
    valid: { ...shape.valid, instalments: 1 },
    optional: [...shape.optional!, 'instalments'],
    wrong: { ...shape.wrong, instalments: [0, 121, 1.5, 2, '2'] },
  };
};

const account: BodyShape = {
  valid: { name: 'Frete', kind: 'expense' },
  // A name of its own would make an account where only the kind was "broken".
  keep: ['name'],
  wrong: { kind: ['', 'Despesa', 'EXPENSE', 'coe'] },
};
const rename: BodyShape = {
  valid: { name: 'Diesel' },
  wrong: { name: ['', '   ', 'x'.repeat(61), 'a\u0000b'] },
};
const settle: BodyShape = {
  valid: { date: '2025-01-05', amount: 10 },
  optional: ['amount'],
  wrong: { date: ['2100-01-01', '0000-01-01', ''], amount: [0, -1, 0.001, 1e308] },
};
const undo: BodyShape = { valid: { reason: 'Lançado por engano' }, wrong: { reason: ['', 'ab'] } };
const settings: BodyShape = {
  valid: { funruralRate: 1.5 },
  wrong: { funruralRate: [-1, 10.01, 1.555, 1e308, '1.5', null] },
};
/** No JSON text is an OFX statement (no '<OFX>'): each body is refused as a file. */
const ofx: BodyShape = {
  valid: { OFXHEADER: '100' },
  limit: OFX_MAX_BYTES,
  wrong: { OFXHEADER: ['', '<OFX>', '200<OFX></OFX>'] },
};
const item: BodyShape = {
  valid: { entryId: F, accountId: OTHER },
  wrong: { entryId: ['', 'x'], accountId: ['', `${F}0`], costCenter: [{ type: 'lot' }] },
};
const categorise: BodyShape = {
  valid: { items: [item.valid] },
  wrong: { items: [[], Array(1001).fill(item.valid), [item.valid, item.valid]] },
};
const reconcile: BodyShape = {
  valid: { bankEntryId: F, entryId: OTHER },
  wrong: { bankEntryId: ['', 'x', OTHER], entryId: ['', F.replaceAll('0', 'g')] },
};

/** The filters of 'Lançamentos' (and its file), each valid, and their wrong values. */
const ENTRY_FILTERS = {
  from: '2025-01-01',
  to: '2025-12-31',
  type: 'expense',
  accountId: F,
  status: 'planned',
  source: 'bank',
  costCenter: `lot:${F}`,
  review: '1',
  q: 'ração',
};
const BAD_FILTERS = {
  from: [...DAYS, '2026-01-01'],
  to: [...DAYS, '2024-12-31'],
  type: ['', 'receita', 'INCOME'],
  accountId: IDS,
  status: ['', 'pago'],
  source: ['', 'rebanho'],
  costCenter: CENTERS,
  review: ['', '0', 'true'],
  q: SEARCH,
};

const byEntry: CursorSpec[] = [
  { field: 'cursor', key: ['2025-01-01', AT, F], kinds: ['date', 'instant', 'uuid'] },
];
const id = () => ({ id: F });
const entry = (body: () => BodyShape): FuzzRoute => ({
  caller: 'owner',
  params: id,
  body,
  headers: RECORD_HEADERS,
});

export const FINANCE_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/finance/entries': {
    caller: 'owner',
    query: {
      valid: { ...ENTRY_FILTERS, limit: '10' },
      bad: { ...BAD_FILTERS, cursor: CURSORS, limit: LIMITS },
      free: ['q'],
      cursors: byEntry,
    },
  },
  // The book's file: the list's filters, no page (a cursor or a limit sent is ignored).
  'GET /api/finance/entries.csv': {
    caller: 'owner',
    query: { valid: ENTRY_FILTERS, bad: BAD_FILTERS, free: ['q'] },
  },
  'POST /api/finance/entries': { caller: 'owner', body: newEntry, headers: RECORD_HEADERS },
  'PUT /api/finance/entries/:id': entry(entryFields),
  'POST /api/finance/entries/:id/settle': entry(() => settle),
  'POST /api/finance/entries/:id/undo': entry(() => undo),
  'POST /api/finance/accounts': { caller: 'owner', body: () => account, headers: RECORD_HEADERS },
  'PUT /api/finance/accounts/:id': {
    caller: 'owner',
    params: id,
    body: () => rename,
    headers: USER_HEADER,
  },
  'POST /api/finance/accounts/:id/archive': { caller: 'owner', params: id },
  'POST /api/finance/accounts/:id/restore': { caller: 'owner', params: id },
  'GET /api/finance/cash-flow': {
    caller: 'owner',
    query: {
      valid: { from: '2025-01', to: '2025-12' },
      bad: {
        from: ['', '2025-13', '0000-01', '1979-12', '2101-01', '2025-1', '2026-01', '1e308'],
        to: ['', '2025-00', '99999-01', '2024-12', 'a\u0000b'],
      },
    },
  },
  'GET /api/finance/results': {
    caller: 'owner',
    query: {
      valid: { year: '2025' },
      bad: { year: ['', '0', '0000', '1979', '2101', '20250', '2025.0', '1e308', 'abc'] },
    },
  },
  'PUT /api/finance/settings': { caller: 'owner', body: () => settings },
  'POST /api/finance/imports/ofx': { caller: 'owner', body: () => ofx },
  'POST /api/finance/imports/categorise': {
    caller: 'owner',
    body: () => categorise,
    items: { field: 'items', shape: item },
  },
  'POST /api/finance/reconcile': { caller: 'owner', body: () => reconcile },
};

/* /api/v1's entries (issue 43 item 7): the app's bodies, a key's headers, pages by entry. */

const V1_WRITE = { ...KEY_HEADER, 'Idempotency-Key': RECORD_HEADERS['Idempotency-Key'] };
const v1ByEntry: CursorSpec[] = [{ field: 'cursor', key: [AT, F], kinds: ['instant', 'uuid'] }];
const V1_CURSORS = [...CURSORS.slice(0, 6), cursorOf([AT, 'nao-e-id']), cursorOf([1e308, F])];
const v1Entry = (body: () => BodyShape): FuzzRoute => ({
  caller: 'key',
  params: id,
  body,
  headers: KEY_HEADER,
});

export const FINANCE_V1_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/v1/finance-entries': {
    caller: 'key',
    query: {
      valid: {
        from: '2025-01-01',
        to: '2025-12-31',
        type: 'expense',
        accountId: F,
        status: 'planned',
        source: 'bank',
        costCenter: 'farm',
        limit: '10',
      },
      bad: {
        from: BAD_FILTERS.from.filter(Boolean),
        to: BAD_FILTERS.to.filter(Boolean),
        type: BAD_FILTERS.type,
        accountId: IDS.filter(Boolean),
        status: BAD_FILTERS.status,
        source: BAD_FILTERS.source,
        costCenter: CENTERS,
        limit: ['0', '1001', 'abc', '1e999', ''],
        cursor: V1_CURSORS,
      },
      cursors: v1ByEntry,
    },
    headers: KEY_HEADER,
  },
  'GET /api/v1/finance-entries/:id': { caller: 'key', params: id, headers: KEY_HEADER },
  'POST /api/v1/finance-entries': { caller: 'key', body: newEntry, headers: V1_WRITE },
  'POST /api/v1/finance-entries/:id/settle': v1Entry(() => settle),
  'POST /api/v1/finance-entries/:id/undo': v1Entry(() => undo),
};
