import { formatNumber } from '@/domain/format';

/** '412,5 kg' — weights are typed to 0,1 kg. */
export function formatKg(value: number): string {
  return `${formatNumber(value, 1)} kg`;
}

/**
 * A change of weight with its sign: '+18,4 kg', '-2,5 kg', '0,0 kg'. The minus is the ASCII one
 * that every other number of the app (formatNumber, formatBRL) shows.
 */
export function formatKgChange(value: number): string {
  const text = formatKg(Math.abs(value));
  if (text === formatKg(0)) return text;
  return value > 0 ? `+${text}` : `-${text}`;
}

/** 'em 45 dias', 'em 1 dia', 'no mesmo dia'. */
export function formatPeriod(days: number): string {
  if (days === 0) return 'no mesmo dia';
  return days === 1 ? 'em 1 dia' : `em ${formatNumber(days, 0)} dias`;
}
