import type { Forage, GrazingMethod } from '../../domain/pastures/constants';
import { ringAreaHectares, type Position } from '../../domain/pastures/geometry';
import { mapShape } from '../../domain/pastures/simplify';

/*
 * The demo farm's paddocks ('Pastos', issue 42 item 7): a farm near Campo Grande (MS) cut into
 * adjacent irregular quadrilaterals of 5–60 ha — a lattice of columns 330–800 m wide and rows
 * 220–660 m high whose corners are moved up to 20 m, each corner shared by the paddocks around it,
 * so neighbours meet without gaps or overlaps — grouped in retiros (bands of columns), with the
 * grasses of a Cerrado beef ranch, their capacity in 'Águas' and 'Seca', and the rest days of the
 * rotational ones. Pure: the same count gives the same farm.
 */

export interface DemoPaddock {
  name: string;
  retiro: string;
  /** A weaning paddock of the Sede: the weaned calves go there. */
  recria: boolean;
  forage: Forage;
  grazingMethod: GrazingMethod;
  /** 'Área (ha)' as typed (the deed's, a little off the shape's), or null when only drawn. */
  areaHa: number | null;
  capacityRainy: number;
  capacityDry: number;
  restDays: number | null;
  shape: Position[];
  shapeAreaHa: number;
  mapRing: Position[];
}

/** The retiros, in the order the farm's bands run west to east; the first three always. */
export const DEMO_RETIROS = [
  ['Sede', 'Sede'],
  ['Retiro Norte', 'Norte'],
  ['Retiro da Mata', 'Mata'],
  ['Retiro do Córrego', 'Córrego'],
  ['Retiro Boa Vista', 'Boa Vista'],
  ['Retiro São José', 'São José'],
  ['Retiro da Serra', 'Serra'],
  ['Retiro Santa Luzia', 'Santa Luzia'],
] as const;

/** The farm's middle: about 30 km south-east of Campo Grande (MS), in the Cerrado's ranches. */
const MIDDLE = { lat: -20.62, lon: -54.42 };
const METRES_PER_DEGREE = 111_320;

/** Paddocks for a herd: one per 40 animals, from 24 (a small farm) to 500 (20,000 animals). */
export const demoPaddockCount = (animals: number) =>
  Math.min(500, Math.max(24, Math.round(animals / 40)));

/** A whole number 0 ≤ n < 2³² from a text (FNV-1a, then MurmurHash3's mix): the demo's dice. */
export function demoHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number from `min` to `max` (inclusive, whole) picked by `key`. */
const pick = (key: string, min: number, max: number) => min + (demoHash(key) % (max - min + 1));

// [grass, weight, UA/ha in 'Águas', UA/ha in 'Seca', rest days when rotational]
const GRASSES: ReadonlyArray<readonly [Forage, number, number, number, number | null]> = [
  ['Marandu', 30, 1.8, 0.8, null],
  ['Xaraés', 14, 2.0, 0.9, null],
  ['Piatã', 10, 1.8, 0.9, null],
  ['Decumbens', 6, 1.3, 0.6, null],
  ['Humidicola', 4, 1.2, 0.6, null],
  ['Mombaça', 16, 3.5, 1.5, 35],
  ['Tanzânia', 8, 3.0, 1.3, 32],
  ['Zuri', 7, 3.5, 1.6, 30],
  ['Massai', 5, 2.5, 1.2, 28],
];
const RECRIA_GRASSES: Forage[] = ['Humidicola', 'Decumbens', 'Marandu'];

function grassOf(key: string, recria: boolean) {
  if (recria) {
    const forage = RECRIA_GRASSES[demoHash(key) % RECRIA_GRASSES.length]!;
    return GRASSES.find((g) => g[0] === forage)!;
  }
  const total = GRASSES.reduce((s, g) => s + g[1], 0);
  let roll = demoHash(key) % total;
  for (const g of GRASSES) {
    if (roll < g[1]) return g;
    roll -= g[1];
  }
  return GRASSES[0]!;
}

/** The lattice: each column's width and row's height (m), and a corner's offset (m). */
const columnWidth = (c: number) => pick(`coluna ${c}`, 330, 800);
const rowHeight = (r: number) => pick(`linha ${r}`, 220, 660);
const jitter = (c: number, r: number, axis: string) => pick(`canto ${c} ${r} ${axis}`, -20, 20);

function lattice(columns: number, rows: number) {
  const xs = [0];
  for (let c = 0; c < columns; c++) xs.push(xs[c]! + columnWidth(c));
  const ys = [0];
  for (let r = 0; r < rows; r++) ys.push(ys[r]! + rowHeight(r));
  const [width, height] = [xs[columns]!, ys[rows]!];
  const cos = Math.cos((MIDDLE.lat * Math.PI) / 180);
  /** Corner (c, r) as [lon, lat]: metres from the farm's middle to degrees, 6 decimals. */
  return (c: number, r: number): Position => {
    const x = xs[c]! - width / 2 + jitter(c, r, 'x');
    const y = ys[r]! - height / 2 + jitter(c, r, 'y');
    const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
    return [
      round6(MIDDLE.lon + x / (METRES_PER_DEGREE * cos)),
      round6(MIDDLE.lat + y / METRES_PER_DEGREE),
    ];
  };
}

/**
 * `count` paddocks: a lattice of about 1.5 columns a row, filled row by row from the south; the
 * retiros are bands of columns (3, or one per 64 paddocks up to 8); the Sede's first paddocks
 * (6 %, at least 2) are its 'Recria'. Named by retiro ('Sede 01', 'Norte 12', 'Recria 02').
 */
export function demoPaddockLayout(count: number): DemoPaddock[] {
  const retiros = Math.min(DEMO_RETIROS.length, Math.max(3, Math.ceil(count / 64)));
  const columns = Math.max(retiros, Math.ceil(Math.sqrt(count * 1.5)));
  const rows = Math.ceil(count / columns);
  const corner = lattice(columns, rows);
  const recrias = Math.max(2, Math.round(count * 0.06));
  const cells = Array.from({ length: count }, (_, i) => {
    const [c, r] = [i % columns, Math.floor(i / columns)];
    return { c, r, band: Math.floor((c * retiros) / columns) };
  }).sort((a, b) => a.band - b.band || a.r - b.r || a.c - b.c);
  const numbers = new Map<string, number>();
  return cells.map(({ c, r, band }, i) => {
    const [retiro, short] = DEMO_RETIROS[band]!;
    const recria = i < recrias;
    const prefix = recria ? 'Recria' : short;
    const n = (numbers.get(prefix) ?? 0) + 1;
    numbers.set(prefix, n);
    const name = `${prefix} ${String(n).padStart(2, '0')}`;
    // South-west, south-east, north-east, north-west: anticlockwise, as GeoJSON's outer rings.
    const open = [corner(c, r), corner(c + 1, r), corner(c + 1, r + 1), corner(c, r + 1)];
    const shape = [...open, open[0]!];
    const shapeAreaHa = Math.round(ringAreaHectares(shape) * 100) / 100;
    const [forage, , rainy, dry, rest] = grassOf(name, recria);
    const typed = demoHash(`${name} escritura`) % 3 !== 0;
    return {
      name,
      retiro,
      recria,
      forage,
      grazingMethod: rest === null ? 'continuous' : 'rotational',
      areaHa: typed ? Math.round(shapeAreaHa * (0.97 + (demoHash(name) % 8) / 100)) : null,
      capacityRainy: Math.round(rainy * (0.9 + (demoHash(`${name} águas`) % 21) / 100) * 10) / 10,
      capacityDry: Math.round(dry * (0.9 + (demoHash(`${name} seca`) % 21) / 100) * 10) / 10,
      restDays: rest,
      shape,
      shapeAreaHa,
      mapRing: mapShape(shape),
    } satisfies DemoPaddock;
  });
}
