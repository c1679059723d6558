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

const pad = (n: string) => n.padStart(2, '0');

/** 'YYYY-MM-DD' from dd/mm/yyyy, dd/mm/yy, yyyy-mm-dd, dd-mm-yyyy or dd.mm.yyyy; null otherwise. */
export function parseDate(cell: string): string | null {
  const s = cell.trim().split(/[ T]/)[0] ?? '';
  let iso: string | null = null;
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s);
  if (m) iso = `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s);
  if (m) {
    const year = m[3]!.length === 2 ? `20${m[3]}` : m[3]!;
    iso = `${year}-${pad(m[2]!)}-${pad(m[1]!)}`;
  }
  return iso && isIsoDate(iso) ? iso : null;
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
