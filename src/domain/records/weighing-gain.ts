import { formatNumber } from '../format';
import { roundTo } from '../round';
import { daysBetween } from './dates';
import { sortWeighings, type Weighing } from './weighing';

type Dated = Pick<Weighing, 'weighingDate' | 'weight'> & { createdAt?: string };

/** A weighing compared with the animal's weighing before it (issue 39 item 1). */
export interface SinceLast {
  previous: Pick<Weighing, 'weighingDate' | 'weight'>;
  /** kg since the previous weighing (to 0,1 kg, as weights are typed). */
  gain: number;
  days: number;
  /** kg/day over `days`; null on the same day (a gain over no days has no rate). */
  dailyGain: number | null;
}

/**
 * How `weighing` compares with the one before it among `others` (the animal's other weighings,
 * `weighing` not among them): the latest dated on or before its day — one of the same day was
 * entered before it. Null when none is (its first weighing, or one dated before all the others).
 * @example
 * sinceLast([{ weighingDate: '2025-01-01', weight: 314 }], { weighingDate: '2025-02-15', weight: 352.5 })
 * //=> { previous: { weighingDate: '2025-01-01', weight: 314 }, gain: 38.5, days: 45, dailyGain: 0.8555… }
 */
export function sinceLast(
  others: readonly Dated[],
  weighing: Pick<Weighing, 'weighingDate' | 'weight'>,
): SinceLast | null {
  const before = sortWeighings(others.filter((w) => w.weighingDate <= weighing.weighingDate));
  const previous = before.at(-1);
  if (!previous) return null;
  const gain = roundTo(weighing.weight - previous.weight, 1);
  const days = daysBetween(previous.weighingDate, weighing.weighingDate);
  return {
    previous: { weighingDate: previous.weighingDate, weight: previous.weight },
    gain,
    days,
    dailyGain: days === 0 ? null : gain / days,
  };
}

/**
 * A signed pt-BR number: '+38,5', '-12,0', '0,0'. The minus is the ASCII one every number of the
 * app shows, 'Consultar Desempenho' beside this line included (decision 010).
 */
function signed(value: number, decimals: number): string {
  const text = formatNumber(Math.abs(value), decimals);
  if (text === formatNumber(0, decimals)) return text;
  return `${value > 0 ? '+' : '-'}${text}`;
}

/**
 * The result line's gain: '+38,5 kg em 45 dias · 0,856 kg/dia' (GMD to 3 decimals, as the spec's
 * 'Consultar Desempenho'), '-12,0 kg em 30 dias · -0,400 kg/dia', '+2,0 kg no mesmo dia'.
 */
export function formatSinceLast(since: Pick<SinceLast, 'gain' | 'days' | 'dailyGain'>): string {
  const kg = `${signed(since.gain, 1)} kg`;
  if (since.dailyGain === null) return `${kg} no mesmo dia`;
  const period = since.days === 1 ? 'em 1 dia' : `em ${formatNumber(since.days, 0)} dias`;
  return `${kg} ${period} · ${signed(since.dailyGain, 3).replace(/^\+/, '')} kg/dia`;
}
