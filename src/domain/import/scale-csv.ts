import Papa from 'papaparse';
import { weighingSchemaUntil } from '../records/weighing';
import { formatNumber } from '../format';
import { MAX_IMPORT_LINES } from './import-request';
import { importKey, parseDate, parseTime, parseWeight } from './scale-cells';

export { fingerprint, importKey, parseDate, parseTime, parseWeight } from './scale-cells';
export * from './import-request';

/*
 * Weighings from an electronic scale's CSV export (issue 12 item 2): Tru-Test/Datamars,
 * Gallagher and Portuguese-language indicators. Pure: the browser reads the file, the tests
 * feed strings. Each line keeps a stable import key so the same line imported twice is
 * recognised (stored as `import:<key>` in weighings.idempotency_key).
 */

export const TOO_MANY_LINES_MESSAGE = `O arquivo tem mais de ${formatNumber(MAX_IMPORT_LINES, 0)} linhas. Divida em arquivos menores.`;
export const EMPTY_FILE_MESSAGE = 'O arquivo está vazio.';

/** What a column holds; several 'animalId' columns mean "the first filled one on the line". */
export type ColumnRole = 'animalId' | 'weight' | 'date' | 'time' | 'notes' | 'ignore';

export const COLUMN_ROLE_LABELS: Record<ColumnRole, string> = {
  animalId: 'Identificação do animal',
  weight: 'Peso',
  date: 'Data',
  time: 'Hora',
  notes: 'Observações',
  ignore: 'Ignorar',
};

export interface ColumnMapping {
  /** Whether the first row names the columns. */
  hasHeader: boolean;
  /** One role per column, by position. */
  columns: ColumnRole[];
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
  animalId: string;
  weighingDate: string;
  weight: number;
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

/** The delimiter found the same number of times (at least once) on the most lines; tab, then ';', then ','. */
function guessDelimiter(text: string): ScaleFile['delimiter'] {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 30);
  let best: ScaleFile['delimiter'] = ',';
  let bestScore = -1;
  for (const d of DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, d));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const consistent = counts.filter((c) => c === first).length / counts.length;
    // Consistency first, then more columns; ties keep the earlier (tab, ';').
    const score = consistent * 1000 + first;
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
  // The header is not known yet: one row of slack, checked again in toWeighings.
  if (rows.length > MAX_IMPORT_LINES + 1) return { error: TOO_MANY_LINES_MESSAGE };
  return { delimiter, rows };
}

/** Lower case, no accents, no '(kg)'-style units, words separated by single spaces. */
export function normalizeHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type HeaderKind = 'eid' | 'vid' | 'weight' | 'date' | 'time' | 'notes';

const HEADER_NAMES: Record<HeaderKind, string[]> = {
  eid: [
    'eid',
    'electronic id',
    'electronic tag',
    'eid tag',
    'rfid',
    'tag eletronico',
    'brinco eletronico',
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
  weight: ['weight', 'live weight', 'peso', 'peso vivo', 'wt', 'kg', 'peso kg'],
  date: ['date', 'data', 'weigh date', 'data da pesagem', 'data pesagem'],
  time: ['time', 'hora', 'horario', 'weigh time'],
  notes: ['note', 'notes', 'obs', 'observacao', 'observacoes', 'comment', 'comments', 'comentario'],
};

function headerKind(name: string): HeaderKind | null {
  const n = normalizeHeader(name);
  if (!n) return null;
  for (const [kind, names] of Object.entries(HEADER_NAMES) as [HeaderKind, string[]][]) {
    if (names.includes(n)) return kind;
  }
  return null;
}

const EID = /^\d{3} ?\d{12}$/;
const NUMBER = /^-?[\d.,]+$/;

type CellKind = 'empty' | 'eid' | 'date' | 'time' | 'weight' | 'integer' | 'text';

function cellKind(cell: string): CellKind {
  if (cell === '') return 'empty';
  if (EID.test(cell)) return 'eid';
  if (parseDate(cell)) return 'date';
  if (parseTime(cell)) return 'time';
  if (NUMBER.test(cell)) {
    const n = parseWeight(cell);
    if (n !== null && n >= 20 && n <= 1500 && /[.,]/.test(cell)) return 'weight';
    if (/^\d+$/.test(cell)) return 'integer';
  }
  return 'text';
}

/**
 * Finds the header (if any) and each column's role. Names as the indicators export them decide
 * when there is a header; otherwise the content does (a 15-digit number is an EID, a number
 * between 20 and 1,500 with decimals is a weight, a date is the date). The animal's
 * identification is the visual id when there is one, else the EID, else the first id-like column.
 */
export function detectColumns(rows: readonly string[][]): ColumnMapping {
  const first = rows[0] ?? [];
  const kinds = first.map(headerKind);
  const width = Math.max(0, ...rows.slice(0, 50).map((r) => r.length));
  const named = kinds.filter((k) => k !== null).length;
  const firstLooksLikeData = first.some((c) => {
    const k = cellKind(c);
    return k === 'eid' || k === 'date' || k === 'weight';
  });
  if (named > 0 && !firstLooksLikeData) {
    const columns: ColumnRole[] = Array.from({ length: width }, () => 'ignore');
    const roleOf: Record<Exclude<HeaderKind, 'eid' | 'vid'>, ColumnRole> = {
      weight: 'weight',
      date: 'date',
      time: 'time',
      notes: 'notes',
    };
    kinds.forEach((k, i) => {
      if (k && k !== 'eid' && k !== 'vid' && !columns.includes(roleOf[k])) columns[i] = roleOf[k];
    });
    const vid = kinds.indexOf('vid');
    const eid = kinds.indexOf('eid');
    const id = vid >= 0 ? vid : eid;
    if (id >= 0) columns[id] = 'animalId';
    return { hasHeader: true, columns };
  }
  const hasHeader = !firstLooksLikeData && rows.length > 1 && first.every((c) => !NUMBER.test(c));
  return { hasHeader, columns: guessByContent(rows.slice(hasHeader ? 1 : 0, 51), width) };
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
  const visual = kinds.findIndex(
    (k, i) => (k === 'integer' || k === 'text') && columns[i] === 'ignore',
  );
  take('animalId', visual >= 0 ? visual : kinds.indexOf('eid'));
  return columns;
}

export interface ImportDefaults {
  /** São Paulo's today, 'YYYY-MM-DD': later dates are refused. */
  today: string;
  /** The date of lines that have none ('Data das pesagens'). */
  date?: string | null;
}

/** Each data row as a weighing, or the reason it cannot be one. */
export function toWeighings(
  rows: readonly ScaleRow[],
  mapping: ColumnMapping,
  defaults: ImportDefaults,
): ImportLine[] {
  const data = mapping.hasHeader ? rows.slice(1) : rows;
  if (data.length > MAX_IMPORT_LINES) {
    return [{ line: data[MAX_IMPORT_LINES]!.line, raw: [], error: TOO_MANY_LINES_MESSAGE }];
  }
  const schema = weighingSchemaUntil(defaults.today);
  const indexes = (role: ColumnRole) => mapping.columns.flatMap((r, i) => (r === role ? [i] : []));
  const ids = indexes('animalId');
  const [weightAt] = indexes('weight');
  const [dateAt] = indexes('date');
  const [timeAt] = indexes('time');
  const notesAt = indexes('notes');
  const used = [...ids, weightAt, dateAt, timeAt, ...notesAt].filter((i) => i !== undefined);
  const maxUsed = Math.max(-1, ...used);

  return data.map(({ line, cells }): ImportLine => {
    const fail = (error: string): ImportLine => ({ line, raw: cells, error });
    if (cells.length <= maxUsed && cells.length < mapping.columns.length) {
      return fail('Linha com colunas a menos');
    }
    const animalId = ids.map((i) => cells[i] ?? '').find((c) => c !== '') ?? '';
    if (!animalId) return fail('Identificação do animal ausente');
    if (weightAt === undefined) return fail('Coluna de peso não escolhida');
    const weightText = cells[weightAt] ?? '';
    if (!weightText) return fail('Peso ausente');
    const weight = parseWeight(weightText);
    if (weight === null) return fail('Peso inválido');
    const dateText = dateAt === undefined ? '' : (cells[dateAt] ?? '');
    let weighingDate: string | null;
    if (dateText) {
      weighingDate = parseDate(dateText);
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
    const checked = schema.safeParse({ animalId, weighingDate, weight, notes });
    if (!checked.success) return fail(checked.error.issues[0]!.message);
    const value = checked.data;
    const w = { animalId: value.animalId, weighingDate: value.weighingDate, weight: value.weight };
    return {
      line,
      raw: cells,
      weighing: { ...w, notes: value.notes, time, importKey: importKey({ ...w, time }) },
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
