import { formatDateBR, isIsoDate, todayIn } from '../records/dates';
import { roundTo } from '../round';

/*
 * The CSV files the producer downloads (issue 12): what Excel and LibreOffice in Brazil open
 * without an import wizard — UTF-8 with a BOM, ';' between fields, a decimal comma without
 * thousands separators (330,5), dates as dd/mm/aaaa, CRLF line ends and a Portuguese header.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';

export type CsvValue = string | number | null | undefined;

/** How a column's values are written: text as is, numbers with a decimal comma, ISO dates as dd/mm/aaaa. */
export type CsvKind = 'text' | 'number' | 'date';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
  /** 'text' when omitted. */
  kind?: CsvKind;
  /** Decimal places numbers are rounded to (trailing zeros dropped); 6 when omitted. */
  decimals?: number;
}

/**
 * A number with a decimal comma and no thousands separator, rounded at `decimals` places.
 * @example
 * csvNumber(330.5) //=> '330,5'
 * csvNumber(1234567.891, 2) //=> '1234567,89'
 */
export function csvNumber(value: number, decimals = 6): string {
  if (!Number.isFinite(value)) return '';
  const rounded = roundTo(value, decimals);
  // toFixed never switches to exponent notation below 1e21; the zeros it pads are dropped.
  const fixed = rounded.toFixed(decimals);
  const trimmed = decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
  return (trimmed === '-0' ? '0' : trimmed).replace('.', ',');
}

/** A plain number as written above (-12 or -12,5): the only cell that may start with '-'. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;
/** What a spreadsheet takes for the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as written in the file: a cell a spreadsheet would run as a formula gets a leading
 * apostrophe (plain negative numbers stay numbers); a cell with ';', '"', CR or LF is quoted,
 * its quotes doubled.
 * @example
 * csvCell('=1+1') //=> "'=1+1"
 * csvCell('Pasto; sede') //=> '"Pasto; sede"'
 */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function formatValue(value: CsvValue, kind: CsvKind, decimals: number | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value, decimals);
  if (kind !== 'date') return value;
  if (isIsoDate(value)) return formatDateBR(value);
  // A timestamp (createdAt) is written as its day in São Paulo.
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : formatDateBR(todayIn(new Date(time)));
}

const line = (cells: string[]) => cells.map(csvCell).join(CSV_SEPARATOR) + CSV_EOL;

/** The file's start: the BOM and the header row. */
export function csvHeader<T>(columns: ReadonlyArray<CsvColumn<T>>): string {
  return CSV_BOM + line(columns.map((c) => c.header));
}

/** One row's line, ended by CRLF. */
export function csvRow<T>(columns: ReadonlyArray<CsvColumn<T>>, row: T): string {
  return line(columns.map((c) => formatValue(c.value(row), c.kind ?? 'text', c.decimals)));
}

/**
 * The whole file: BOM, the header row, one line per row, each line ended by CRLF.
 * @example
 * toCsv([{ header: 'Peso (kg)', value: (r: { w: number }) => r.w, kind: 'number' }], [{ w: 330.5 }])
 * //=> '\uFEFFPeso (kg)\r\n330,5\r\n'
 */
export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string {
  let out = csvHeader(columns);
  for (const row of rows) out += csvRow(columns, row);
  return out;
}

/**
 * A farm's name as a file name part, without accents: 'Fazenda Boa Vista' → 'fazenda-boa-vista'.
 * 'fazenda' when nothing is left.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'fazenda';
}

/** 'pesagens', 'Fazenda Boa Vista', '2026-11-22' → 'pesagens-fazenda-boa-vista-2026-11-22.csv'. */
export function csvFileName(dataset: string, farmName: string, today: string): string {
  return `${dataset}-${slugify(farmName)}-${today}.csv`;
}
