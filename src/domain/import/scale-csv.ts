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
  parseWeightWithUnit,
  poundsToKg,
  type DateOrder,
  type WeightUnit,
} from './scale-cells';
import { detectColumns, HEADER_ROWS, type ColumnMapping, type ColumnRole } from './scale-columns';

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
export * from './scale-columns';

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
