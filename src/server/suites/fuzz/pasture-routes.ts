import { DEFAULT_TYPICAL_WEIGHTS } from '../../../domain/pastures/constants';
import { MAX_RING_POSITIONS } from '../../../domain/pastures/geometry';
import { MAX_SHAPES } from '../../../domain/pastures/shapes';
import { SHAPES_BODY_MAX_BYTES } from '../../../domain/pastures/schemas';
import type { BodyShape } from './arbitraries';
import type { CursorSpec } from './forged-cursors';
import type { FuzzRoute } from './route-shape';
import { FAKE_UUID, KEY_HEADER, RECORD_HEADERS, cursorOf } from './shapes';

/*
 * 'Pastos' (issue 42) for the fuzz: its routes, its files and /api/v1's paddocks and moves. No
 * input, however broken, writes anything: a body the schema takes names no paddock, move or
 * animal of the farm (FAKE_UUID: 404), or a paddock's name the farm has already ('Pasto Fuzz',
 * made by fuzz.test.ts: 409), or a boundary that crosses itself (400); the typical weights have
 * one field, always broken.
 */

const F = FAKE_UUID;
/** The paddock fuzz.test.ts makes: a new one of this name is a 409. */
export const FUZZ_PADDOCK = 'Pasto Fuzz';
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
  cursorOf(['x', 'nao-e-id']),
  cursorOf(['x'.repeat(201), F]),
  cursorOf([1e308, F]),
];
const SEARCH = ['x'.repeat(61), 'a\u0000b', '\u0007'];

const paddock = (keepName: boolean): BodyShape => ({
  valid: {
    name: FUZZ_PADDOCK,
    areaHa: 10,
    forage: 'Marandu',
    grazingMethod: 'rotational',
    retiro: 'Sede',
    capacityRainy: 2,
    capacityDry: 1,
    restDays: 30,
  },
  optional: ['areaHa', 'retiro', 'capacityRainy', 'capacityDry', 'restDays'],
  // A name of its own would make a paddock where only an optional field was "broken" ('' is
  // taken as none): the name the farm has keeps every such body a 409.
  keep: keepName ? ['name'] : [],
  wrong: {
    name: ['', '   ', 'x'.repeat(61)],
    forage: ['', 'Capim', 'marandu'],
    grazingMethod: ['', 'rotativo', 'CONTINUOUS'],
    areaHa: [0, -1, 100_001],
    capacityRainy: [0, -1, 21],
    capacityDry: [0, 21],
    restDays: [0, 366, 1.5],
  },
});

const height: BodyShape = {
  valid: { measuredOn: '2025-01-05', heightCm: 30 },
  wrong: { measuredOn: ['2100-01-01', '1979-12-31'], heightCm: [0, -1, 301] },
};

const move: BodyShape = {
  valid: { paddockId: F, movedOn: '2025-01-05', animalIds: [F] },
  wrong: {
    paddockId: ['', 'x', `${F}x`],
    movedOn: ['2100-01-01'],
    animalIds: [[], ['x'], [F, F], [null], Array(5001).fill(F)],
  },
};

const undo: BodyShape = { valid: { reason: 'Lançado por engano' }, wrong: { reason: ['', 'ab'] } };

/** A boundary whose sides cross (a bow tie): the import refuses it, whatever else is right. */
const BOW_TIE = [
  [-54.6, -20.5],
  [-54.59, -20.49],
  [-54.59, -20.5],
  [-54.6, -20.49],
  [-54.6, -20.5],
];
/** A closed boundary of `n` corners inside Brazil (a circle near Campo Grande, MS). */
const circle = (n: number) => {
  const ring = Array.from({ length: n - 1 }, (_, i) => {
    const a = (2 * Math.PI * i) / (n - 1);
    return [-54.5 + 0.005 * Math.cos(a), -20.4 + 0.005 * Math.sin(a)];
  });
  return [...ring, ring[0]];
};
const shape: BodyShape = {
  valid: { name: 'Fuzz', ring: BOW_TIE },
  wrong: {
    ring: [
      [],
      BOW_TIE.slice(0, 3),
      [...BOW_TIE.slice(0, 4), ['x', 'y']],
      [...BOW_TIE.slice(0, 4), [1e308, 1e308]],
      [...BOW_TIE.slice(0, 4), [-54.6]],
      [...BOW_TIE.slice(0, 4), [-54.6, -20.5, 3]],
      [...BOW_TIE.slice(0, 4), null],
      [
        [2.35, 48.85],
        [2.36, 48.85],
        [2.36, 48.86],
        [2.35, 48.85],
      ],
      BOW_TIE.slice(0, 4),
      circle(MAX_RING_POSITIONS + 1),
    ],
  },
};
const shapes: BodyShape = {
  valid: { shapes: [shape.valid] },
  limit: SHAPES_BODY_MAX_BYTES,
  wrong: {
    shapes: [
      [],
      Array(MAX_SHAPES + 1).fill({ name: 'A', ring: BOW_TIE }),
      // Over 200,000 corners in all.
      Array.from({ length: 41 }, (_, i) => ({ name: `C${i}`, ring: circle(5000) })),
      [
        { name: 'Dobro', ring: circle(10) },
        { name: 'dobro', ring: circle(10) },
      ],
    ],
  },
};

const settings: BodyShape = {
  valid: { typicalWeights: DEFAULT_TYPICAL_WEIGHTS },
  wrong: {
    typicalWeights: [
      {},
      { ...DEFAULT_TYPICAL_WEIGHTS, Boi: 0 },
      { ...DEFAULT_TYPICAL_WEIGHTS, Boi: 1501 },
      { ...DEFAULT_TYPICAL_WEIGHTS, Boi: '480' },
      { ...DEFAULT_TYPICAL_WEIGHTS, Vaca: null },
    ],
  },
};

const byTag: CursorSpec[] = [{ field: 'cursor', key: ['Piquete 1', F], kinds: ['text', 'uuid'] }];
const byMove: CursorSpec[] = [
  { field: 'cursor', key: ['2025-01-01', AT, F], kinds: ['date', 'instant', 'uuid'] },
];
const byEntry: CursorSpec[] = [{ field: 'cursor', key: [AT, F], kinds: ['instant', 'uuid'] }];

/** An /api/v1 list by entry: its own filters' `valid` and `bad` values, then its page's. */
const v1List = (valid: Record<string, string>, bad: Record<string, string[]>): FuzzRoute => ({
  caller: 'key',
  query: {
    valid: { ...valid, limit: '10' },
    bad: { ...bad, limit: ['0', '1001', 'abc', '1e999', ''], cursor: CURSORS },
    cursors: byEntry,
  },
  headers: KEY_HEADER,
});
const V1_WRITE_HEADERS = { ...KEY_HEADER, 'Idempotency-Key': RECORD_HEADERS['Idempotency-Key'] };

export const PASTURE_ROUTES: Record<string, FuzzRoute> = {
  'GET /api/pastures/paddocks': {
    caller: 'owner',
    query: {
      valid: { q: 'Pasto', retiro: 'Sede', state: 'ready', limit: '10' },
      bad: {
        q: SEARCH,
        retiro: SEARCH,
        state: ['', 'cheio', 'READY', 'ready\u0000'],
        cursor: CURSORS,
        limit: LIMITS,
      },
      free: ['q', 'retiro'],
      cursors: byTag,
    },
  },
  'POST /api/pastures/paddocks': {
    caller: 'owner',
    body: () => paddock(true),
    headers: RECORD_HEADERS,
  },
  'GET /api/pastures/paddocks/:id': { caller: 'owner', params: () => ({ id: F }) },
  'PUT /api/pastures/paddocks/:id': {
    caller: 'owner',
    params: () => ({ id: F }),
    body: () => paddock(false),
    headers: RECORD_HEADERS,
  },
  'POST /api/pastures/paddocks/:id/heights': {
    caller: 'owner',
    params: () => ({ id: F }),
    body: () => height,
    headers: RECORD_HEADERS,
  },
  // The farm's paddock: another's years are a 404 before anything is read.
  'GET /api/pastures/paddocks/:id/years': {
    caller: 'owner',
    params: (ids) => ({ id: ids.paddock }),
  },
  'GET /api/pastures/history': {
    caller: 'owner',
    query: {
      valid: { paddockId: F, limit: '10' },
      bad: { paddockId: IDS, cursor: CURSORS, limit: LIMITS },
      cursors: byMove,
    },
  },
  'POST /api/pastures/shapes': {
    caller: 'owner',
    body: () => shapes,
    items: { field: 'shapes', shape },
  },
  'POST /api/pastures/moves': { caller: 'owner', body: () => move, headers: RECORD_HEADERS },
  'POST /api/pastures/moves/:id/undo': {
    caller: 'owner',
    params: () => ({ id: F }),
    body: () => undo,
    headers: RECORD_HEADERS,
  },
  'GET /api/pastures/stocking': {
    caller: 'owner',
    query: { valid: { date: '2025-01-05' }, bad: { date: [...DAYS, '1e999', '2025-01-05\u0000'] } },
  },
  'PUT /api/pastures/settings': { caller: 'owner', body: () => settings },
  'GET /api/pastures/animals/:id': { caller: 'owner', params: (ids) => ({ id: ids.animal }) },
  'GET /api/export/pastures.csv': {
    caller: 'owner',
    query: {
      valid: { q: 'Pasto', retiro: 'Sede', state: 'occupied' },
      bad: { q: SEARCH, retiro: SEARCH, state: ['', 'cheio', 'OCCUPIED'] },
      free: ['q', 'retiro'],
    },
  },
  'GET /api/export/pastures-occupation.csv': {
    caller: 'owner',
    query: { valid: { paddockId: F }, bad: { paddockId: IDS } },
  },
  'GET /api/v1/paddocks': v1List({}, {}),
  'GET /api/v1/paddock-moves': v1List(
    { paddockId: F, from: '2025-01-01', to: '2025-12-31' },
    {
      paddockId: IDS.filter(Boolean),
      from: ['2025-02-30', '0000-01-01', 'x', '', '2026-01-01'],
      to: ['2025-13-01', '0000-01-01', '99999-01-01', '', '2024-12-31'],
    },
  ),
  'POST /api/v1/paddocks': { caller: 'key', body: () => paddock(true), headers: V1_WRITE_HEADERS },
  'POST /api/v1/paddock-moves': { caller: 'key', body: () => move, headers: V1_WRITE_HEADERS },
  'POST /api/v1/paddock-moves/:id/undo': {
    caller: 'key',
    params: () => ({ id: F }),
    body: () => undo,
    headers: KEY_HEADER,
  },
};
