import type { Sex } from '../herd/constants';
import { daysBetween } from '../records/dates';
import { DEFAULT_BIRTH_WEIGHT_KG, P205_MAX_AGE_DAYS, P205_MIN_AGE_DAYS } from './constants';

/* 'Registrar desmame' (issue 41 item 7): the calf's age and 'Peso ajustado aos 205 dias'. */

export interface WeaningFacts {
  /** 'Peso' at weaning, kg. */
  weight: number;
  date: string;
  birthDate: string;
  /** Her recorded birth weight; null when unknown. */
  birthWeight: number | null;
  sex: Sex | null;
}

export interface WeaningFigures {
  ageDays: number;
  /** P205, kg to one decimal; null outside 160–250 days of age. */
  p205: number | null;
  /** The birth weight was taken as 30 kg (M) or 28 kg (F): none recorded. */
  birthWeightAssumed: boolean;
}

/**
 * P205 = (peso ao desmame − peso ao nascer) ÷ idade em dias × 205 + peso ao nascer, only for
 * calves weaned at 160 to 250 days; an unknown birth weight is 30 kg for a male, 28 kg for a
 * female (and for an unknown sex, the female's: the lower, so the adjustment never flatters).
 */
export function weaningFigures(f: WeaningFacts): WeaningFigures {
  const ageDays = daysBetween(f.birthDate, f.date);
  const assumed = f.birthWeight === null;
  const birth = f.birthWeight ?? DEFAULT_BIRTH_WEIGHT_KG[f.sex === 'M' ? 'M' : 'F'];
  const inRange = ageDays >= P205_MIN_AGE_DAYS && ageDays <= P205_MAX_AGE_DAYS;
  const p205 = inRange
    ? Math.round((((f.weight - birth) / ageDays) * 205 + birth) * 10) / 10
    : null;
  return { ageDays, p205, birthWeightAssumed: assumed };
}
