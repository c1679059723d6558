import Papa from 'papaparse';
import { weighingSchemaUntil } from '../records/weighing';
import { formatNumber } from '../format';
import { readEid } from '../herd/eid';
import { MAX_IMPORT_LINES } from './import-request';
import {
  dateOrderOf,
  importKey,
  parseDate,
  parseTime,
  parseUnit,
  parseWeight,
  parseWeightWithUnit,
  poundsToKg,
  type DateOrder,
  type WeightUnit,
} from './scale-cells';

export {
  dateOrderOf,
  fingerprint,
  importKey,
  parseDate,
  parseTime,
  parseUnit,
  parseWeight,
  parseWeightWithUnit,
  poundsToKg,
  KG_PER_POUND,
  type DateOrder,
  type WeightUnit,
} from './scale-cells';
export * from './import-request';

/*
 * Weighings from an electronic scale's CSV export (issue 12 item 2): Tru-Test/Datamars,
 * Gallagher and Portuguese-language indicators. Pure: the browser reads the file, the tests
 * feed strings. Each line keeps a stable import key so the same line imported twice is
 * recognised (stored as `import:<key>` in weighings.idempotency_key).
 */

export const TOO_MANY_LINES_MESSAGE = `O arquivo tem mais de ${formatNumber(MAX_IMPORT_LINES, 0)} linhas. Divida em arquivos menores.`;
export const EMPTY_FILE_MESSAGE = 'O arquivo está vazio.';
export const UNKNOWN_UNIT_MESSAGE = 'Unidade de peso desconhecida: use kg ou lb';
export const MISSING_ID_MESSAGE = 'Identificação do animal ausente';

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

export interface ScaleFile {
  delimiter: ',' | ';' | '\t';
  /** Non-empty rows, header included, each with its line number in the file (1-based). */
  rows: ScaleRow[];
}

export interface ScaleRow {
  line: number;
  cells: string[];
}

export interface ImportedWeighing {
  /** A brinco as written (trimmed), or an EID's 15 digits however the file wrote it. */
  animalId: string;
  weighingDate: string;
  /** kg. */
  weight: number;
  /** The weight in the file when it was in pounds (then `weight` is its kg); not sent. */
  pounds?: number;
  notes: string | null;
  /** 'HH:MM' or 'HH:MM:SS' as the scale wrote it; null without a time column. */
  time: string | null;
  /** Short stable hash of animal, date, time and weight. */
  importKey: string;
}

export interface ImportLine {
  line: number;
  raw: string[];
  weighing?: ImportedWeighing;
  /** Why the line cannot be imported, in Portuguese. */
  error?: string;
}

/**
 * Decodes the file's bytes: UTF-16 with a BOM, UTF-8 (BOM dropped), or windows-1252 (a superset of Latin-1 for
 * text) when the bytes are not valid UTF-8, as Excel and older indicators save.
 */
export function decodeScaleFile(bytes: Uint8Array): string {
  // UTF-16 with its byte-order mark, as some Windows programs save "Unicode text".
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const DELIMITERS = ['\t', ';', ','] as const;

/** Counts `ch` outside double quotes. */
function countOutsideQuotes(line: string, ch: string): number {
  let n = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === ch && !quoted) n++;
  }
  return n;
}

/**
 * The delimiter found the same number of times (at least once) on the most lines; tab, then ';',
 * then ','. A session's preamble ('Session: 12', 'Date: 27/08/2003') has other counts and is
 * outvoted by the header and the data.
 */
function guessDelimiter(text: string): ScaleFile['delimiter'] {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, HEADER_ROWS + 30);
  let best: ScaleFile['delimiter'] = ',';
  let bestScore = -1;
  for (const d of DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, d));
    // The most common non-zero count (the larger on a tie).
    const tally = new Map<number, number>();
    for (const c of counts) if (c > 0) tally.set(c, (tally.get(c) ?? 0) + 1);
    let usual = 0;
    for (const [c, n] of tally) {
      if (n > (tally.get(usual) ?? 0) || (n === tally.get(usual) && c > usual)) usual = c;
    }
    if (usual === 0) continue;
    const consistent = counts.filter((c) => c === usual).length / counts.length;
    // Consistency first, then more columns; ties keep the earlier (tab, ';').
    const score = consistent * 1000 + usual;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/** Splits the text into rows; `{ error }` when empty or above MAX_IMPORT_LINES data lines. */
export function readScaleCsv(text: string): ScaleFile | { error: string } {
  const clean = text.replace(/^\uFEFF/, '');
  const delimiter = guessDelimiter(clean);
  const parsed = Papa.parse<string[]>(clean, { delimiter, skipEmptyLines: false });
  const rows: ScaleRow[] = [];
  parsed.data.forEach((cells, i) => {
    const trimmed = cells.map((c) => (c ?? '').trim());
    if (trimmed.some((c) => c !== '')) rows.push({ line: i + 1, cells: trimmed });
  });
  if (rows.length === 0) return { error: EMPTY_FILE_MESSAGE };
  // The header and a preamble are not known yet: their rows of slack, checked in toWeighings.
  if (rows.length > MAX_IMPORT_LINES + HEADER_ROWS) return { error: TOO_MANY_LINES_MESSAGE };
  return { delimiter, rows };
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

export interface ImportDefaults {
  /** São Paulo's today, 'YYYY-MM-DD': later dates are refused. */
  today: string;
  /** The date of lines that have none ('Data das pesagens'). */
  date?: string | null;
  /**
   * The person's answer when the file's dates read both ways (every day and month 12 or less);
   * 'dmy', as Brazil writes, when not given. A file that reads one way only is read that way.
   */
  dateOrder?: DateOrder;
}

/** The rows under the header (or all of them without one). */
export function dataRows<T>(rows: readonly T[], mapping: ColumnMapping): readonly T[] {
  return rows.slice(mapping.skip + (mapping.hasHeader ? 1 : 0));
}

/** The header's cells, or null without one. */
export function headerCells(
  rows: readonly ScaleRow[],
  mapping: ColumnMapping,
): readonly string[] | null {
  return mapping.hasHeader ? (rows[mapping.skip]?.cells ?? null) : null;
}

/**
 * How the file's dates read (dateOrderOf over its date column): 'ambiguous' asks the person
 * 'As datas estão como dia/mês ou mês/dia?'.
 */
export function fileDateOrder(
  rows: readonly ScaleRow[],
  mapping: ColumnMapping,
): DateOrder | 'ambiguous' {
  const at = mapping.columns.indexOf('date');
  if (at < 0) return 'dmy';
  return dateOrderOf(
    (function* () {
      for (const row of dataRows(rows, mapping)) yield row.cells[at] ?? '';
    })(),
  );
}

type Read<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The line's animal: the first filled brinco column (an EID written there is stored as its 15
 * digits; Excel's 9.82E+14 is refused), else the first filled EID column, which must be an EID.
 */
function animalOf(cells: readonly string[], brincos: number[], eids: number[]): Read<string> {
  for (const i of brincos) {
    const cell = cells[i] ?? '';
    if (!cell) continue;
    const eid = readEid(cell);
    if (eid.ok) return { ok: true, value: eid.eid };
    // '9.82E+14' is Excel's; a brinco such as '12E3' stays a brinco.
    if (eid.reason === 'scientific' && /e\s*\+/i.test(cell))
      return { ok: false, error: eid.message };
    return { ok: true, value: cell };
  }
  for (const i of eids) {
    const cell = cells[i] ?? '';
    if (!cell) continue;
    const eid = readEid(cell);
    return eid.ok ? { ok: true, value: eid.eid } : { ok: false, error: eid.message };
  }
  return { ok: false, error: MISSING_ID_MESSAGE };
}

/** The line's weight in kg (pounds converted), and the pounds when it was in pounds. */
function weightOf(
  text: string,
  unitCell: string | undefined,
  headerUnit: WeightUnit,
): Read<{ kg: number; pounds?: number }> {
  const read = parseWeightWithUnit(text);
  if (!read) return { ok: false, error: 'Peso inválido' };
  const column = unitCell === undefined ? null : parseUnit(unitCell);
  if (column === 'unknown') return { ok: false, error: UNKNOWN_UNIT_MESSAGE };
  const unit = read.unit ?? column ?? headerUnit;
  return unit === 'lb'
    ? { ok: true, value: { kg: poundsToKg(read.value), pounds: read.value } }
    : { ok: true, value: { kg: read.value } };
}

/** Each data row as a weighing, or the reason it cannot be one. */
export function toWeighings(
  rows: readonly ScaleRow[],
  mapping: ColumnMapping,
  defaults: ImportDefaults,
): ImportLine[] {
  const data = dataRows(rows, mapping);
  if (data.length > MAX_IMPORT_LINES) {
    return [{ line: data[MAX_IMPORT_LINES]!.line, raw: [], error: TOO_MANY_LINES_MESSAGE }];
  }
  const schema = weighingSchemaUntil(defaults.today);
  const indexes = (role: ColumnRole) => mapping.columns.flatMap((r, i) => (r === role ? [i] : []));
  const ids = indexes('animalId');
  const eids = indexes('eid');
  const [weightAt] = indexes('weight');
  const [unitAt] = indexes('unit');
  const [dateAt] = indexes('date');
  const [timeAt] = indexes('time');
  const notesAt = indexes('notes');
  const used = [...ids, ...eids, weightAt, unitAt, dateAt, timeAt, ...notesAt].filter(
    (i) => i !== undefined,
  );
  const maxUsed = Math.max(-1, ...used);
  const detected = fileDateOrder(rows, mapping);
  const order = detected === 'ambiguous' ? (defaults.dateOrder ?? 'dmy') : detected;

  return data.map(({ line, cells }): ImportLine => {
    const fail = (error: string): ImportLine => ({ line, raw: cells, error });
    if (cells.length <= maxUsed && cells.length < mapping.columns.length) {
      return fail('Linha com colunas a menos');
    }
    const animal = animalOf(cells, ids, eids);
    if (!animal.ok) return fail(animal.error);
    if (weightAt === undefined) return fail('Coluna de peso não escolhida');
    const weightText = cells[weightAt] ?? '';
    if (!weightText) return fail('Peso ausente');
    const read = weightOf(
      weightText,
      unitAt === undefined ? undefined : cells[unitAt],
      mapping.weightUnit,
    );
    if (!read.ok) return fail(read.error);
    const dateText = dateAt === undefined ? '' : (cells[dateAt] ?? '');
    let weighingDate: string | null;
    if (dateText) {
      weighingDate = parseDate(dateText, order);
      if (!weighingDate) return fail('Data inválida');
    } else {
      weighingDate = defaults.date || null;
      if (!weighingDate) return fail('Data ausente: informe a data das pesagens');
    }
    const timeText = timeAt === undefined ? '' : (cells[timeAt] ?? '');
    const time = timeText ? parseTime(timeText) : dateText ? parseTime(dateText) : null;
    if (timeText && !time) return fail('Hora inválida');
    const notes =
      notesAt
        .map((i) => cells[i] ?? '')
        .filter((c) => c !== '')
        .join(' ') || null;
    const checked = schema.safeParse({
      animalId: animal.value,
      weighingDate,
      weight: read.value.kg,
      notes,
    });
    if (!checked.success) return fail(checked.error.issues[0]!.message);
    const value = checked.data;
    const w = { animalId: value.animalId, weighingDate: value.weighingDate, weight: value.weight };
    return {
      line,
      raw: cells,
      weighing: {
        ...w,
        ...(read.value.pounds === undefined ? {} : { pounds: read.value.pounds }),
        notes: value.notes,
        time,
        importKey: importKey({ ...w, time }),
      },
    };
  });
}

/** One file, start to end: `{ error }` or the rows, the detected mapping and the lines. */
export function parseScaleFile(
  text: string,
  defaults: ImportDefaults,
): { error: string } | { file: ScaleFile; mapping: ColumnMapping; lines: ImportLine[] } {
  const file = readScaleCsv(text);
  if ('error' in file) return file;
  const mapping = detectColumns(file.rows.map((r) => r.cells));
  const lines = toWeighings(file.rows, mapping, defaults);
  if (lines.length === 1 && lines[0]!.error === TOO_MANY_LINES_MESSAGE) {
    return { error: TOO_MANY_LINES_MESSAGE };
  }
  return { file, mapping, lines };
}
