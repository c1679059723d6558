import { isIsoDate } from '../records/dates';

/* The cells of a scale's CSV line read the way scale indicators write them (weights, dates,
 * times), and the hashes that name a line (its import key) or a request. Pure. */

/**
 * kg from a scale's text: '345,5', '345.5', '1.234,5', '1,234.5', '345 kg'. With both marks the
 * last one is the decimal mark; a mark repeated is a thousands separator; a single one is decimal.
 */
export function parseWeight(cell: string): number | null {
  const s = cell.replace(/\s|kg$/gi, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  let normalized: string;
  if (dot >= 0 && comma >= 0) {
    const decimal = dot > comma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalized = s.split(thousands).join('').replace(decimal, '.');
    if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  } else {
    const mark = dot >= 0 ? '.' : comma >= 0 ? ',' : null;
    if (!mark) normalized = s;
    else if (s.split(mark).length > 2) {
      if (!new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(s)) return null;
      normalized = s.split(mark).join('');
    } else normalized = s.replace(mark, '.');
  }
  const n = Number(normalized);
  return Number.isFinite(n) ? n : null;
}

/** Pounds to kg: the international pound, exactly 0.45359237 kg. */
export const KG_PER_POUND = 0.45359237;

/** kg from pounds, rounded to 0.1 kg (a scale's resolution). */
export function poundsToKg(pounds: number): number {
  return Math.round(pounds * KG_PER_POUND * 10) / 10;
}

export type WeightUnit = 'kg' | 'lb';

/**
 * The unit a cell names: 'kg', 'lb' (lb, lbs, libra(s), pound(s)), null when empty, or
 * 'unknown' for anything else.
 */
export function parseUnit(cell: string): WeightUnit | null | 'unknown' {
  const s = cell.trim().toLowerCase().replace(/\.$/, '');
  if (s === '') return null;
  if (/^(kg|kgs|quilos?|kilos?|kilograms?|quilogramas?)$/.test(s)) return 'kg';
  if (/^(lb|lbs|libras?|pounds?)$/.test(s)) return 'lb';
  return 'unknown';
}

/**
 * A weight cell with the unit it may carry at its end ('745 lb', '338,5 kg'); the unit is null
 * when the cell names none.
 */
export function parseWeightWithUnit(
  cell: string,
): { value: number; unit: WeightUnit | null } | null {
  const m = /^(.*?)\s*(kg|kgs|lb|lbs)\.?$/i.exec(cell.trim());
  const value = parseWeight(m ? m[1]! : cell);
  if (value === null) return null;
  return { value, unit: m ? (parseUnit(m[2]!) as WeightUnit) : null };
}

const pad = (n: string) => n.padStart(2, '0');

/** Day first (dd/mm, as Brazil writes) or month first (mm/dd, as the United States write). */
export type DateOrder = 'dmy' | 'mdy';

/** A two-digit year: 00–69 are the 2000s, 70–99 the 1900s (then refused as too old). */
export function fullYear(year: string): string {
  if (year.length !== 2) return year;
  return `${Number(year) < 70 ? '20' : '19'}${year}`;
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;

/**
 * 'YYYY-MM-DD' from dd/mm/yyyy, dd/mm/yy, yyyy-mm-dd, dd-mm-yyyy or dd.mm.yyyy (mm/dd/yyyy and
 * mm/dd/yy with order 'mdy'); null otherwise.
 */
export function parseDate(cell: string, order: DateOrder = 'dmy'): string | null {
  const s = cell.trim().split(/[ T]/)[0] ?? '';
  let iso: string | null = null;
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s);
  if (m) iso = `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  m = NUMERIC_DATE.exec(s);
  if (m) {
    const [day, month] = order === 'dmy' ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    iso = `${fullYear(m[3]!)}-${pad(month)}-${pad(day)}`;
  }
  return iso && isIsoDate(iso) ? iso : null;
}

/**
 * How a file's dates can be read, from every date cell: 'dmy' when some first number is over 12
 * (or no date is written day-and-month), 'mdy' when only month-first works (some second number
 * over 12, no first one), 'ambiguous' when both numbers are 12 or less everywhere. A file that
 * fits neither order (both over 12 somewhere) reads day-first and its wrong lines are refused.
 */
export function dateOrderOf(cells: Iterable<string>): DateOrder | 'ambiguous' {
  let firstOver12 = false;
  let secondOver12 = false;
  let seen = false;
  for (const cell of cells) {
    const m = NUMERIC_DATE.exec(cell.trim().split(/[ T]/)[0] ?? '');
    if (!m) continue;
    seen = true;
    if (Number(m[1]) > 12) firstOver12 = true;
    if (Number(m[2]) > 12) secondOver12 = true;
    if (firstOver12 && secondOver12) break;
  }
  if (!seen || firstOver12) return 'dmy';
  return secondOver12 ? 'mdy' : 'ambiguous';
}

/** 'HH:MM' or 'HH:MM:SS' (hours padded); null otherwise. Takes the time of a 'date time' cell too. */
export function parseTime(cell: string): string | null {
  const parts = cell.trim().split(/[ T]/);
  const s = parts[parts.length - 1] ?? '';
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return null;
  return `${pad(m[1]!)}:${m[2]}${m[3] ? `:${m[3]}` : ''}`;
}

/** FNV-1a, 32 bits, from a given offset basis. */
function fnv1a(text: string, basis: number): string {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The line's import key: 16 hex digits (two FNV-1a hashes) of `animalId|date|time|weight`.
 * @example importKey({ animalId: 'A1', weighingDate: '2025-03-10', time: null, weight: 345.5 }) // 16 hex
 */
export function importKey(w: {
  animalId: string;
  weighingDate: string;
  time: string | null;
  weight: number;
}): string {
  const text = `${w.animalId}|${w.weighingDate}|${w.time ?? ''}|${w.weight}`;
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x01000193);
}

/** A short hash of many strings (e.g. a request's import keys), to name it in a cache. */
export function fingerprint(parts: readonly string[]): string {
  const text = parts.join('\n');
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x01000193);
}
