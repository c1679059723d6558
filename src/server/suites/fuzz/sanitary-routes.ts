import type { CursorSpec } from './forged-cursors';
import type { FuzzRoute } from './route-shape';
import { FAKE_UUID, RECORD_HEADERS } from './shapes';

/*
 * The sanitary records' routes (decision 044) for the fuzz: the reads' queries, and bodies that
 * name no product, protocol, application or animal of the farm (FAKE_UUID), so that no input,
 * however broken, writes anything: the schema refuses it (400) or the farm has no such thing
 * (400 on productId, 404). Creating a product and the weekly e-mail's setting have no such
 * field: their valid bodies would be taken, so no header is fuzzed there.
 */

const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const CURSORS = [
  '',
  '!!',
  '%E0%A4%A',
  '%00',
  'A'.repeat(601),
  Buffer.from('{').toString('base64url'),
  cursorOf([1, 2]),
  cursorOf(['0000-01-01', 'x', FAKE_UUID, FAKE_UUID]),
  cursorOf(['2025-02-30', FAKE_UUID]),
  cursorOf(['2025-01-01', 'nao-e-id']),
  cursorOf(['2025-01-01', 'x'.repeat(201), FAKE_UUID]),
  cursorOf([{}, 'x', FAKE_UUID, FAKE_UUID]),
];
const DAY = '2025-01-01';
const cursor = (key: unknown[], kinds: CursorSpec['kinds']): CursorSpec[] => [
  { field: 'cursor', key, kinds },
];
// '1e2' is not here: the limits are read as numbers, so it is 100, a right one.
const LIMITS = ['', '0', '101', '1.5', '-1', 'abc', '1e3', '1e308', 'Infinity', '1%00'];
const DAYS = ['', '0000-01-01', '2025-02-30', '1979-12-31', '2101-01-01', '05/01/2025', 'a\u0000b'];
const IDS = ['', 'abc', FAKE_UUID.replaceAll('0', 'g'), `${FAKE_UUID}\u0000`, '%E0%A4%A'];
const date = '2025-01-05';

const product = {
  name: 'Vermífugo',
  type: 'Vermífugo',
  withdrawalDays: 28,
  doseUnit: 'mL',
  pricePerDose: 1.5,
  brucellosis: null,
};
const protocol = {
  name: 'Vermifugação',
  productId: FAKE_UUID,
  sex: 'F',
  minAgeMonths: 3,
  maxAgeMonths: 36,
  everyDays: 90,
  notes: 'Nota',
};
const application = {
  productId: FAKE_UUID,
  date,
  dose: 5,
  appliedBy: 'Zé',
  target: { animalIds: [FAKE_UUID] },
};
const WRONG_TARGETS = [
  {},
  { animalIds: [] },
  { animalIds: ['x'] },
  { animalIds: [FAKE_UUID, FAKE_UUID] },
  { lotId: 'x' },
  { category: 'Vaquinha' },
  { dueProtocolId: FAKE_UUID, dueStatus: 'x' },
  { dueProtocolId: 'x', dueStatus: 'overdue' },
  { dueProtocolId: FAKE_UUID, dueStatus: 'overdue', paddockId: 'x' },
];

export const SANITARY_ROUTES: Record<string, FuzzRoute> = {
  'POST /api/sanitary/products': {
    caller: 'owner',
    body: () => ({
      valid: product,
      optional: ['pricePerDose', 'brucellosis'],
      wrong: {
        type: ['', 'Remédio'],
        doseUnit: ['', 'litro'],
        withdrawalDays: [-1, 1.5, 366],
        pricePerDose: [0, -1],
        brucellosis: ['B20'],
      },
    }),
  },
  'PUT /api/sanitary/products/:id': {
    caller: 'owner',
    params: () => ({ id: FAKE_UUID }),
    body: () => ({
      valid: product,
      optional: ['pricePerDose', 'brucellosis'],
      wrong: { withdrawalDays: [-1, 366], type: ['Remédio'] },
    }),
    headers: RECORD_HEADERS,
  },
  'DELETE /api/sanitary/products/:id': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
  'POST /api/sanitary/protocols': {
    caller: 'owner',
    body: () => ({
      valid: protocol,
      optional: ['sex', 'minAgeMonths', 'maxAgeMonths', 'notes'],
      wrong: {
        sex: ['X'],
        minAgeMonths: [-1, 361, 1.5],
        maxAgeMonths: [-1, 361, 2],
        everyDays: [0, -1, 3651],
      },
    }),
    headers: RECORD_HEADERS,
  },
  'PUT /api/sanitary/protocols/:id': {
    caller: 'owner',
    params: () => ({ id: FAKE_UUID }),
    body: () => ({
      valid: protocol,
      optional: ['sex', 'minAgeMonths', 'maxAgeMonths', 'notes'],
      wrong: { everyDays: [0, 3651] },
    }),
    headers: RECORD_HEADERS,
  },
  'DELETE /api/sanitary/protocols/:id': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
  // 'Pasto' (issue 42): a paddock of no farm is an empty list.
  'GET /api/sanitary/due/counts': {
    caller: 'owner',
    query: { valid: { paddockId: FAKE_UUID }, bad: { paddockId: IDS } },
  },
  'GET /api/sanitary/due': {
    caller: 'owner',
    query: {
      valid: { status: 'overdue', limit: '10', paddockId: FAKE_UUID },
      bad: {
        status: ['', 'late', 'OVERDUE'],
        protocolId: IDS,
        paddockId: IDS,
        cursor: CURSORS,
        limit: LIMITS,
      },
      cursors: cursor([DAY, 'A-1', FAKE_UUID, FAKE_UUID], ['date', 'text', 'uuid', 'uuid']),
    },
  },
  'GET /api/sanitary/applications': {
    caller: 'owner',
    query: {
      valid: { from: '2025-01-01', to: '2025-12-31', limit: '10' },
      bad: {
        from: [...DAYS, '2026-01-01'],
        to: DAYS,
        animalId: IDS,
        productId: IDS,
        paddockId: IDS,
        cursor: CURSORS,
        limit: LIMITS,
      },
      cursors: cursor([DAY, FAKE_UUID], ['date', 'uuid']),
    },
  },
  'POST /api/sanitary/applications': {
    caller: 'owner',
    body: () => ({
      valid: application,
      optional: ['appliedBy'],
      wrong: { dose: [0, -1, 1001], date: ['2100-12-31'], target: WRONG_TARGETS },
    }),
    headers: RECORD_HEADERS,
  },
  // A protocol of no farm: 404 whatever the category or lot (decision 063).
  'POST /api/sanitary/prior-history': {
    caller: 'owner',
    body: () => ({
      valid: { protocolId: FAKE_UUID, category: 'Boi', lotId: null, paddockId: null },
      optional: ['category', 'lotId', 'paddockId'],
      wrong: {
        protocolId: IDS,
        category: ['Touro Bravo', 1],
        lotId: IDS.slice(1),
        paddockId: IDS.slice(1),
      },
    }),
    headers: RECORD_HEADERS,
  },
  'POST /api/sanitary/applications/:id/undo': {
    caller: 'owner',
    params: () => ({ id: FAKE_UUID }),
    body: () => ({
      valid: { reason: 'Lançado por engano', wholeGroup: true },
      optional: ['wholeGroup'],
      wrong: { reason: ['', 'ab'], wholeGroup: ['sim', 1] },
    }),
  },
  'GET /api/sanitary/brucellosis': {
    caller: 'owner',
    query: {
      valid: { semester: '2025-1', limit: '10' },
      bad: {
        semester: ['', '2025', '2025-3', '0000-1', '1979-2', '2101-1', '2025-1\u0000', '%E0%A4%A'],
        cursor: CURSORS,
        limit: ['', '0', '501', '1.5', 'abc', '1e308'],
      },
      cursors: cursor([DAY, 'A-1', FAKE_UUID], ['date', 'text', 'uuid']),
    },
  },
  'PUT /api/sanitary/settings': {
    caller: 'owner',
    body: () => ({ valid: { weeklyEmail: true }, wrong: { weeklyEmail: ['true', 1, 'sim'] } }),
  },
};
