import { readEid } from '../herd/eid';
import { parseDate, parseTime, parseUnit, parseWeight, type WeightUnit } from './scale-cells';

/*
 * Which column of a scale file holds what (scale-csv.ts reads the file): the header row found in
 * the file's first rows, its names recognised in Portuguese and English, else the columns guessed
 * from their content.
 */

/** The header is looked for in the file's first rows (after a scale session's preamble). */
export const HEADER_ROWS = 20;

/**
 * What a column holds. The animal is the first filled 'animalId' (brinco, visual id) on the line,
 * else the first filled 'eid' (electronic id, stored as its 15 digits).
 */
export type ColumnRole =
  | 'animalId'
  | 'eid'
  | 'weight'
  | 'unit'
  | 'date'
  | 'time'
  | 'notes'
  | 'ignore';

export const COLUMN_ROLE_LABELS: Record<ColumnRole, string> = {
  animalId: 'Identificação do animal',
  eid: 'EID (brinco eletrônico)',
  weight: 'Peso',
  unit: 'Unidade do peso (kg ou lb)',
  date: 'Data',
  time: 'Hora',
  notes: 'Observações',
  ignore: 'Ignorar',
};

export interface ColumnMapping {
  /** Whether a row names the columns (the first after `skip`). */
  hasHeader: boolean;
  /** Rows above the header (a scale session's preamble), ignored; 0 without a header. */
  skip: number;
  /** One role per column, by position. */
  columns: ColumnRole[];
  /**
   * The weight column's unit as its header names it ('Weight (lb)'); a unit column or a unit
   * in the cell ('745 lb') says it per line. Pounds are converted to kg.
   */
  weightUnit: WeightUnit;
}

/** Lower case, no accents, no '(kg)'-style units, words separated by single spaces. */
export function normalizeHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type HeaderKind = 'eid' | 'vid' | 'weight' | 'unit' | 'date' | 'time' | 'notes';

const HEADER_NAMES: Record<HeaderKind, string[]> = {
  eid: [
    'eid',
    'electronic id',
    'electronic tag',
    'eid tag',
    'rfid',
    'tag eletronico',
    'tag eletronica',
    'brinco eletronico',
    'identificacao eletronica',
    'chip',
    'sisbov',
  ],
  vid: [
    'vid',
    'visual id',
    'visual tag',
    'vid tag',
    'tag',
    'animal id',
    'animal',
    'id',
    'management tag',
    'brinco',
    'brinco visual',
    'identificacao',
    'identificacao do animal',
    'numero',
    'manejo',
  ],
  weight: ['weight', 'live weight', 'peso', 'peso vivo', 'wt', 'kg', 'lb', 'lbs', 'libras'],
  unit: ['unit', 'units', 'uom', 'weight unit', 'unidade', 'unidades', 'unidade do peso', 'un'],
  date: ['date', 'data', 'weigh date', 'data da pesagem', 'data pesagem'],
  time: ['time', 'hora', 'horario', 'weigh time'],
  notes: ['note', 'notes', 'obs', 'observacao', 'observacoes', 'comment', 'comments', 'comentario'],
};

/** Unit words a header may carry outside brackets ('Weight lb', 'Peso kg'). */
const UNIT_WORDS = /\b(kg|kgs|lb|lbs|libras?)\b/g;
/** An EID column named some other way ('EID Number', 'RFID Tag', 'Electronic ID No.'). */
const EID_WORDS = /\b(eid|rfid)\b|\belectronic\b|\beletronic[oa]\b/;

function headerKind(name: string): HeaderKind | null {
  const n = normalizeHeader(name);
  if (!n) return null;
  const bare = n.replace(UNIT_WORDS, ' ').replace(/\s+/g, ' ').trim();
  for (const [kind, names] of Object.entries(HEADER_NAMES) as [HeaderKind, string[]][]) {
    if (names.includes(n) || (bare && names.includes(bare))) return kind;
  }
  return EID_WORDS.test(n) ? 'eid' : null;
}

/** The unit a weight column's header names: 'Weight (lb)', 'Peso [lbs]', 'LB' → 'lb'. */
export function headerUnit(name: string): WeightUnit {
  return /(^|[^a-z])(lbs?|libras?|pounds?)([^a-z]|$)/i.test(name) ? 'lb' : 'kg';
}

const NUMBER = /^-?[\d.,]+$/;

type CellKind = 'empty' | 'eid' | 'date' | 'time' | 'weight' | 'integer' | 'unit' | 'text';

function cellKind(cell: string): CellKind {
  if (cell === '') return 'empty';
  // Fifteen digits however written, or Excel's 9.82E+14 (an EID that lost its digits).
  const eid = readEid(cell);
  if (eid.ok || eid.reason === 'scientific') return 'eid';
  if (parseDate(cell)) return 'date';
  if (parseTime(cell)) return 'time';
  const unit = parseUnit(cell);
  if (unit === 'kg' || unit === 'lb') return 'unit';
  if (NUMBER.test(cell)) {
    const n = parseWeight(cell);
    if (n !== null && n >= 20 && n <= 1500 && /[.,]/.test(cell)) return 'weight';
    if (/^\d+$/.test(cell)) return 'integer';
  }
  return 'text';
}

const looksLikeData = (cell: string) => {
  const k = cellKind(cell);
  return k === 'eid' || k === 'date' || k === 'weight';
};

/**
 * The header's index among the first HEADER_ROWS rows: the first row (with no data in it) where
 * two cells are known column names, else the first where one is; -1 when none.
 */
function findHeader(rows: readonly string[][]): number {
  let single = -1;
  for (let i = 0; i < Math.min(HEADER_ROWS, rows.length); i++) {
    const row = rows[i]!;
    if (row.some(looksLikeData)) continue;
    const named = row.filter((c) => headerKind(c) !== null).length;
    if (named >= 2) return i;
    if (named === 1 && single < 0) single = i;
  }
  return single;
}

/**
 * Finds the header (if any) and each column's role. The header is the first row of the first 20
 * with column names as the indicators export them (rows above it, a session's preamble, are
 * skipped); without one the content decides (a 15-digit number is an EID, a number between 20
 * and 1,500 with decimals is a weight, a date is the date). The animal's identification is the
 * visual id (brinco) when the line has one, else the EID.
 */
export function detectColumns(rows: readonly string[][]): ColumnMapping {
  const at = findHeader(rows);
  if (at >= 0) {
    const header = rows[at]!;
    const kinds = header.map(headerKind);
    const width = Math.max(0, ...rows.slice(at, at + 51).map((r) => r.length));
    const columns: ColumnRole[] = Array.from({ length: width }, () => 'ignore');
    const roleOf: Record<HeaderKind, ColumnRole> = {
      eid: 'eid',
      vid: 'animalId',
      weight: 'weight',
      unit: 'unit',
      date: 'date',
      time: 'time',
      notes: 'notes',
    };
    kinds.forEach((k, i) => {
      if (k && !columns.includes(roleOf[k])) columns[i] = roleOf[k];
    });
    const weightAt = columns.indexOf('weight');
    return {
      hasHeader: true,
      skip: at,
      columns,
      weightUnit: weightAt >= 0 ? headerUnit(header[weightAt] ?? '') : 'kg',
    };
  }
  const width = Math.max(0, ...rows.slice(0, 50).map((r) => r.length));
  const first = rows[0] ?? [];
  const hasHeader =
    !first.some(looksLikeData) && rows.length > 1 && first.every((c) => !NUMBER.test(c));
  return {
    hasHeader,
    skip: 0,
    columns: guessByContent(rows.slice(hasHeader ? 1 : 0, 51), width),
    weightUnit: 'kg',
  };
}

function guessByContent(sample: readonly string[][], width: number): ColumnRole[] {
  const majority = (i: number): CellKind => {
    const counts = new Map<CellKind, number>();
    for (const row of sample) {
      const k = cellKind(row[i] ?? '');
      if (k !== 'empty') counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    let best: CellKind = 'empty';
    let max = 0;
    for (const [k, n] of counts) {
      if (n > max) [best, max] = [k, n];
    }
    return best;
  };
  const kinds = Array.from({ length: width }, (_, i) => majority(i));
  const columns: ColumnRole[] = kinds.map(() => 'ignore');
  const take = (role: ColumnRole, i: number) => {
    if (i >= 0 && !columns.includes(role) && columns[i] === 'ignore') columns[i] = role;
  };
  take('date', kinds.indexOf('date'));
  take('time', kinds.indexOf('time'));
  take('weight', kinds.indexOf('weight'));
  take('unit', kinds.indexOf('unit'));
  if (!columns.includes('weight')) {
    // Whole-number weights: the last whole-number column whose values are all 20–1,500.
    const inRange = (i: number) =>
      sample.every((r) => {
        const n = parseWeight(r[i] ?? '');
        return n !== null && n >= 20 && n <= 1500;
      });
    for (let i = width - 1; i >= 0; i--) {
      if (kinds[i] === 'integer' && inRange(i)) {
        take('weight', i);
        break;
      }
    }
  }
  take('eid', kinds.indexOf('eid'));
  take(
    'animalId',
    kinds.findIndex((k, i) => (k === 'integer' || k === 'text') && columns[i] === 'ignore'),
  );
  return columns;
}
