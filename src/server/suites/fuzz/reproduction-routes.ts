import type { FuzzRoute } from './route-shape';
import { FAKE_UUID, RECORD_HEADERS } from './shapes';

/*
 * The reproduction records' routes (issue 41, decision 067) for the fuzz: bodies and paths that
 * name no season, animal, protocol or record of the farm (FAKE_UUID), so no input, however broken,
 * writes anything (400 from the schema, 404 from the farm). 'Nova estação', a protocol and a semen
 * have no such field: their valid bodies are taken, so no header is fuzzed there.
 */

const F = FAKE_UUID;
const date = '2025-01-05';
const IDS = ['', 'abc', F.replaceAll('0', 'g'), `${F}\u0000`, '%E0%A4%A'];
const season = { name: 'Estação 2025', startsOn: '2025-01-01', endsOn: '2025-03-31' };
const steps = [
  { day: 0, action: 'Dispositivo', products: 'P4', insemination: false },
  { day: 10, action: 'Inseminação', products: null, insemination: true },
];
const seasonParams = () => ({ id: F });
const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

export const REPRODUCTION_ROUTES: Record<string, FuzzRoute> = {
  'POST /api/reproduction/seasons': {
    caller: 'owner',
    body: () => ({
      valid: season,
      wrong: { endsOn: ['2024-12-31', '2026-06-01', '2025-02-30'], name: ['', 'x'.repeat(81)] },
    }),
  },
  'GET /api/reproduction/seasons/:id': { caller: 'owner', params: seasonParams },
  'PUT /api/reproduction/seasons/:id': {
    caller: 'owner',
    params: seasonParams,
    body: () => ({ valid: season, wrong: { startsOn: ['2025-04-01', ''] } }),
    headers: RECORD_HEADERS,
  },
  'GET /api/reproduction/seasons/:id/females': {
    caller: 'owner',
    params: seasonParams,
    query: {
      valid: { status: 'pregnant', group: 'cow', q: '12', limit: '10' },
      bad: {
        status: ['', 'gorda', 'PREGNANT'],
        group: ['', 'touro'],
        q: ['x'.repeat(41), 'a\u0000b'],
        cursor: ['', '!!', 'A'.repeat(601), cursorOf([1, 2]), cursorOf(['x', 'nao-e-id'])],
        limit: ['', '0', '101', '1.5', 'abc'],
      },
      cursors: [{ field: 'cursor', key: ['A-1', F], kinds: ['text', 'uuid'] }],
    },
  },
  'POST /api/reproduction/seasons/:id/exposures': {
    caller: 'owner',
    params: seasonParams,
    body: () => ({
      valid: { animalIds: [F] },
      wrong: { animalIds: [[], ['x'], [F, F]] },
    }),
    headers: RECORD_HEADERS,
  },
  'DELETE /api/reproduction/seasons/:id/exposures/:animalId': {
    caller: 'owner',
    params: () => ({ id: F, animalId: F }),
  },
  'GET /api/reproduction/seasons/:id/batches': { caller: 'owner', params: seasonParams },
  'POST /api/reproduction/protocols': {
    caller: 'owner',
    body: () => ({
      valid: { name: 'IATF da casa', steps },
      wrong: { steps: [[], [steps[1], steps[0]], [{ ...steps[0], day: 61 }]] },
    }),
  },
  'PUT /api/reproduction/protocols/:id': {
    caller: 'owner',
    params: () => ({ id: F }),
    body: () => ({ valid: { name: 'IATF', steps } }),
    headers: RECORD_HEADERS,
  },
  'POST /api/reproduction/protocols/:id/copy': { caller: 'owner', params: () => ({ id: F }) },
  'POST /api/reproduction/batches': {
    caller: 'owner',
    body: () => ({
      valid: { seasonId: F, protocolId: F, name: 'Lote 1', startsOn: date, animalIds: [F] },
      optional: ['name'],
      wrong: { seasonId: IDS, startsOn: ['2100-01-01', '2025-02-30'] },
    }),
    headers: RECORD_HEADERS,
  },
  'POST /api/reproduction/semen': {
    caller: 'owner',
    body: () => ({
      valid: { bull: 'Jaguar', breed: 'Nelore', center: 'ABS' },
      optional: ['breed', 'center'],
      wrong: { bull: ['', 'x'.repeat(81)] },
    }),
  },
  'POST /api/reproduction/inseminations': {
    caller: 'owner',
    body: () => ({
      valid: {
        animalIds: [F],
        date,
        sire: { semen: 'Jaguar' },
        inseminator: 'Zé',
        batchId: F,
        cost: 85.5,
      },
      optional: ['inseminator', 'batchId', 'cost'],
      wrong: {
        sire: [{}, { bullId: F, semen: 'X' }, { bullId: 'x' }],
        date: ['2100-12-31'],
        // 'Custo por animal (R$)' (decision 073): money to the centavo, > 0, ≤ R$ 100.000,00.
        cost: [0, -1, 12.345, 100000.01, 1e308, 'NaN', '85,50'],
      },
    }),
    headers: RECORD_HEADERS,
  },
  'POST /api/reproduction/natural-services': {
    caller: 'owner',
    body: () => ({
      valid: { animalIds: [F], bullName: 'Touro', startsOn: date, endsOn: '2025-02-05' },
      optional: ['endsOn'],
      wrong: { endsOn: ['2025-01-01'], bullName: [''] },
    }),
    headers: RECORD_HEADERS,
  },
  'POST /api/reproduction/diagnoses': {
    caller: 'owner',
    body: () => ({
      valid: { animalId: F, date, result: 'pregnant', gestationDays: 60 },
      optional: ['gestationDays'],
      wrong: { result: ['', 'prenha'], gestationDays: [19, 301, 1.5] },
    }),
    headers: RECORD_HEADERS,
  },
  'POST /api/reproduction/abortions': {
    caller: 'owner',
    body: () => ({ valid: { animalId: F, date, notes: 'Nota' }, optional: ['notes'] }),
    headers: RECORD_HEADERS,
  },
  'POST /api/reproduction/weanings': {
    caller: 'owner',
    body: () => ({
      valid: { date, calves: [{ animalId: F, weight: 200 }] },
      wrong: { calves: [[], [{ animalId: F, weight: 0 }], [{ animalId: 'x', weight: 200 }]] },
    }),
    headers: RECORD_HEADERS,
  },
  'POST /api/reproduction/events/:id/undo': {
    caller: 'owner',
    params: () => ({ id: F }),
    body: () => ({ valid: { reason: 'Lançado por engano' }, wrong: { reason: ['', 'ab'] } }),
  },
  'GET /api/reproduction/animals/:id': { caller: 'owner', params: () => ({ id: F }) },
  // The season's indicators and lists (issue 41 items 8 and 9).
  'GET /api/reproduction/seasons/:id/indicators': { caller: 'owner', params: seasonParams },
  'GET /api/reproduction/seasons/:id/calvings-by-month': { caller: 'owner', params: seasonParams },
  'GET /api/reproduction/seasons/:id/to-wean': {
    caller: 'owner',
    params: seasonParams,
    query: {
      valid: { limit: '10' },
      bad: {
        cursor: ['', '!!', 'A'.repeat(601), cursorOf([1, 2, 3]), cursorOf(['x', 'A-1', F])],
        limit: ['', '0', '101', '1.5', 'abc'],
      },
      cursors: [
        { field: 'cursor', key: ['2025-01-01', 'A-1', F], kinds: ['date', 'text', 'uuid'] },
      ],
    },
  },
};
