import { HERD_IMPORT_BODY_MAX_BYTES } from '../../../domain/import/herd-csv';
import type { CursorSpec, PartKind } from './forged-cursors';
import type { FuzzRoute } from './route-shape';
import { BROKEN_CURSORS, FAKE_UUID, RECORD_HEADERS, cursorOf } from './shapes';

/*
 * The herd registry's routes (decision 036) for the fuzz: the reads' queries, and bodies that
 * name no animal of the farm (FAKE_UUID) or no lot of it, so that no input, however broken,
 * writes anything: the schema refuses it (400) or the farm has no such animal (404).
 */

const HERD_CURSORS = [
  ...BROKEN_CURSORS,
  cursorOf(['age', 'asc', 1, 'x', FAKE_UUID]),
  cursorOf(['tag', 'asc', 'x', 'y', 'nao-e-id']),
  cursorOf(['tag', 'asc', {}, 'y', FAKE_UUID]),
];
const LIMITS = ['', '0', '101', '1.5', '-1', 'abc', '1e2', '1e308'];
/** The list's cursor for some sorts: sort, direction, the sort's value, brinco, id. */
const listCursor = (sort: string, dir: string, value: unknown, kind: PartKind): CursorSpec => ({
  field: 'cursor',
  query: { sort, dir },
  key: [sort, dir, value, 'A-1', FAKE_UUID],
  kinds: [{ oneOf: [sort] }, { oneOf: [dir] }, kind, 'text', 'uuid'],
});
const date = '2025-01-05';
const IMPORT_TEXT =
  'Brinco;EID;Sexo;Raça;Nascimento;Lote\nFZ-IMP;;M;Nelore;01/01/2024;Sem lote assim\n';

export const HERD_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/animals': {
    caller: 'owner',
    query: {
      valid: { q: 'A', sort: 'tag', dir: 'asc', status: 'active', limit: '10' },
      bad: {
        q: ['x'.repeat(61), 'a\u0000b'],
        sort: ['', 'name', 'TAG'],
        dir: ['', 'up'],
        status: ['', 'removed', 'ATIVO'],
        category: ['', 'Vaquinha', 'none\u0000'],
        sex: ['', 'X', 'm'],
        lot: ['', 'abc', 'x'.repeat(200)],
        withdrawal: ['', '0', 'sim', '1\u0000', '%E0%A4%A', '1e308'],
        cursor: HERD_CURSORS,
        limit: LIMITS,
      },
      free: ['q'],
      cursors: [
        listCursor('tag', 'asc', 'A-1', 'text'),
        listCursor('lot', 'desc', 'Lote', 'text'),
        listCursor('age', 'asc', '2024-01-01', 'date'),
        listCursor('category', 'desc', 3, { number: [0, 99], integer: true }),
        listCursor('weight', 'desc', 350.5, { number: [-1, 1_000_000] }),
      ],
    },
  },
  'GET /api/animals/options': {
    caller: 'owner',
    query: {
      valid: { q: 'A', sex: 'F', status: 'active' },
      bad: { q: ['x'.repeat(61)], sex: ['', 'x'], status: ['', 'removed'] },
      free: ['q'],
    },
  },
  'GET /api/animals/movements': {
    caller: 'owner',
    query: {
      valid: { month: '2025-06' },
      bad: {
        month: ['', '2025-13', '2025-6', '1999-12', '2101-01', 'x'.repeat(200), '2025-06\u0000'],
        year: ['', '25', '1999', '2101', 'abcd', '2025'],
      },
    },
  },
  'GET /api/animals/:id': { caller: 'owner', params: () => ({ id: FAKE_UUID }) },
  // An animal of the farm: another's timeline is a 404 before its cursor is read.
  'GET /api/animals/:id/timeline': {
    caller: 'owner',
    params: (ids) => ({ id: ids.animal }),
    query: {
      valid: { limit: '10' },
      bad: { cursor: HERD_CURSORS, limit: LIMITS },
      cursors: [
        {
          field: 'cursor',
          key: ['2025-01-01', '2025-01-01T10:00:00.000000Z', FAKE_UUID],
          kinds: ['date', 'instant', 'uuid'],
        },
      ],
    },
  },
  'POST /api/animals': {
    caller: 'owner',
    // A lot the farm does not have: even a body the schema takes writes nothing.
    body: () => ({ valid: { tag: 'FZ-1', sex: 'M', lotId: FAKE_UUID }, optional: ['lotId'] }),
    headers: RECORD_HEADERS,
  },
  'PATCH /api/animals/:id': {
    caller: 'owner',
    params: () => ({ id: FAKE_UUID }),
    body: () => ({ valid: { tag: 'FZ-2', sex: 'F' } }),
  },
  'POST /api/animals/births': {
    caller: 'owner',
    body: () => ({ valid: { motherId: FAKE_UUID, date, tag: 'FZ-3', sex: 'F', birthWeight: 30 } }),
    headers: RECORD_HEADERS,
  },
  // The herd file ('Importar animais'): a lot the farm does not have makes the valid body's line
  // an error, so the import refuses it whole and writes nothing.
  'POST /api/animals/import/preview': {
    caller: 'owner',
    body: () => ({
      valid: { text: IMPORT_TEXT, skipInvalid: false },
      optional: ['skipInvalid'],
      limit: HERD_IMPORT_BODY_MAX_BYTES,
    }),
  },
  'POST /api/animals/import': {
    caller: 'owner',
    body: () => ({
      valid: { text: IMPORT_TEXT, skipInvalid: false },
      optional: ['skipInvalid'],
      limit: HERD_IMPORT_BODY_MAX_BYTES,
    }),
  },
  'POST /api/animals/purchases': {
    caller: 'owner',
    body: () => ({
      valid: { date, tags: ['FZ-4', 'FZ-5'], sex: 'M', weight: 200, lotId: FAKE_UUID },
      optional: ['lotId', 'weight'],
      wrong: { tags: [[], ['FZ-4', 'FZ-4'], [''], [1]] },
    }),
    headers: RECORD_HEADERS,
  },
  'POST /api/animals/sales': {
    caller: 'owner',
    body: () => ({
      valid: { date, animalIds: [FAKE_UUID], priceKind: 'head', price: 3000 },
      wrong: { animalIds: [[], ['x'], [FAKE_UUID, FAKE_UUID]], priceKind: ['', 'litro'] },
    }),
    headers: RECORD_HEADERS,
  },
  'POST /api/animals/deaths': {
    caller: 'owner',
    body: () => ({
      valid: { animalId: FAKE_UUID, date, cause: 'Raio' },
      wrong: { cause: ['', 'raio', 'Ataque'] },
    }),
    headers: RECORD_HEADERS,
  },
  'POST /api/animals/transfers': {
    caller: 'owner',
    body: () => ({
      valid: { date, animalIds: [FAKE_UUID], toPasture: 'Piquete 1' },
      wrong: { animalIds: [[], ['x']] },
    }),
    headers: RECORD_HEADERS,
  },
  'GET /api/animal-events/unpriced': {
    caller: 'owner',
    query: {
      valid: { limit: '10' },
      bad: { cursor: HERD_CURSORS, limit: LIMITS },
      cursors: [{ field: 'cursor', key: ['2025-01-01', FAKE_UUID], kinds: ['date', 'uuid'] }],
    },
  },
  'PUT /api/animal-events/:id/price': {
    caller: 'owner',
    params: () => ({ id: FAKE_UUID }),
    body: () => ({
      valid: { priceKind: 'arroba', price: 310.5, weight: 540.5, carcassYield: 52 },
      optional: ['weight', 'carcassYield'],
      wrong: {
        priceKind: ['', 'litro'],
        price: [0, -1, 'x', 2e9],
        carcassYield: [39, 71, 'x'],
      },
    }),
  },
  'POST /api/animal-events/:id/undo': {
    caller: 'owner',
    params: () => ({ id: FAKE_UUID }),
    body: () => ({
      valid: { reason: 'Lançado por engano', animalId: FAKE_UUID },
      optional: ['animalId'],
      wrong: { reason: ['', 'ab'], animalId: ['', 'abc', 12] },
    }),
  },
};
