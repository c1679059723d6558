import { roundTo } from './round';

const DASH = '—';

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Money in reais, pt-BR: 1234.5 → "R$ 1.234,50". Null, NaN or Infinity show as "—".
 * Cents are rounded half away from zero (1.005 → R$ 1,01).
 */
export function formatBRL(value: number | null | undefined): string {
  if (!usable(value)) return DASH;
  // As Intl's pt-BR currency ("-R$ 1.234,50"), with a plain space where Intl puts a no-break one.
  const digits = fixedPtBr(value, 2);
  return digits.startsWith('-') ? `-R$ ${digits.slice(1)}` : `R$ ${digits}`;
}

/** A number with pt-BR separators and a fixed number of decimals: 1234.5, 2 → "1.234,50". */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (!usable(value)) return DASH;
  return fixedPtBr(value, decimals);
}

/**
 * `value` rounded to `decimals` places with pt-BR separators, written out by hand: the same text as
 * Intl.NumberFormat('pt-BR'), without its first use's cost (tens of milliseconds on a slow phone,
 * while the app starts). Below 1e12, toFixed writes the exact decimal of an already rounded value
 * (its error is far below the last place), which is Intl's text; larger ones go to Intl, whose
 * shortest digits differ from toFixed's past 2^53.
 */
function fixedPtBr(value: number, decimals: number): string {
  const rounded = roundTo(value, decimals) || 0;
  if (Math.abs(rounded) >= 1e12) return numberFormat(decimals).format(rounded);
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** One formatter per number of decimals (numbers from 1e12 only). */
const numberFormats = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(decimals, format);
  }
  return format;
}

/** A percentage already in percent units: 12.345, 2 → "12,35%". */
export function formatPercent(value: number | null | undefined, decimals = 2): string {
  return usable(value) ? `${formatNumber(value, decimals)}%` : DASH;
}
