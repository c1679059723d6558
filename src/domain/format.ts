import { roundTo } from './round';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DASH = '—';

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Money in reais, pt-BR: 1234.5 → "R$ 1.234,50". Null, NaN or Infinity show as "—".
 * Cents are rounded half away from zero (1.005 → R$ 1,01).
 */
export function formatBRL(value: number | null | undefined): string {
  if (!usable(value)) return DASH;
  // Intl puts a no-break space after "R$"; a plain space reads and matches the same for people.
  return brl.format(roundTo(value, 2) || 0).replace(/\u00a0/g, ' ');
}

/** A number with pt-BR separators and a fixed number of decimals: 1234.5, 2 → "1.234,50". */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (!usable(value)) return DASH;
  return numberFormat(decimals).format(roundTo(value, decimals) || 0);
}

/** One formatter per number of decimals: making one costs far more than formatting with it. */
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
