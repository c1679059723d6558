import { CATEGORY_SEX, GTA_AGE_BANDS, type Category, type GtaBand, type Sex } from './constants';

/** Age cut-offs of the derived category, in whole months (decision 036). */
export const CATEGORY_MONTHS = {
  /** Bezerro/Bezerra while younger than this. */
  calf: 12,
  /** A male is Garrote from `calf` until this, then Boi. */
  steer: 24,
  /** A female with no calving recorded is Vaca from this age. */
  cowWithoutCalving: 36,
} as const;

/**
 * Whole months from `birthDate` to `today` (both 'YYYY-MM-DD'): a month is complete on the same
 * day of the month, or on the month's last day when it has no such day (born 31/01, one month on
 * 28/02). Negative ages are 0.
 * @example ageInMonths('2024-01-15', '2025-01-14') //=> 11
 * @example ageInMonths('2024-01-15', '2025-01-15') //=> 12
 */
export function ageInMonths(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let months = (ty - by) * 12 + (tm - bm);
  const lastDayOfMonth = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  if (td < bd && td < lastDayOfMonth) months -= 1;
  return Math.max(0, months);
}

/**
 * The birth date of an animal whose age was given in months instead ('idade estimada'): the same
 * day `months` months before `today` (the month's last day when it has no such day).
 * @example birthDateFromAge(14, '2025-03-31') //=> '2024-01-31'
 */
export function birthDateFromAge(months: number, today: string): string {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = ty * 12 + (tm - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(td, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface CategoryFacts {
  /** Null for an animal registered from its weighings whose sex is not known (decision 039). */
  sex: Sex | null;
  /** Null when neither the birth date nor an age is known. */
  birthDate: string | null;
  /** Marked as a breeder ('reprodutor'): a male is Touro. */
  breeder: boolean;
  /** Whether a calving of this female is recorded. */
  hasCalved: boolean;
  /** The producer's choice, which wins when it fits the sex. */
  override: Category | null;
}

/**
 * The animal's category on `today` (decision 036): the override when given; a breeder male is
 * Touro; else by age — Bezerro/Bezerra under 12 months, a male Garrote from 12 to 24 months and
 * Boi after, a female Novilha from 12 months until her first calving and Vaca after it, or from
 * 36 months when no calving is recorded. Null when the age is unknown and nothing says more, and
 * when the sex is unknown (an animal registered from its weighings) unless overridden.
 * @example
 * deriveCategory({ sex: 'F', birthDate: '2023-01-10', breeder: false, hasCalved: false,
 *   override: null }, '2025-01-10') //=> 'Novilha'
 */
export function deriveCategory(facts: CategoryFacts, today: string): Category | null {
  if (facts.override && (facts.sex === null || CATEGORY_SEX[facts.override] === facts.sex)) {
    return facts.override;
  }
  // Without the sex, Bezerro or Bezerra, Boi or Vaca cannot be told (decision 039).
  if (facts.sex === null) return null;
  if (facts.sex === 'M' && facts.breeder) return 'Touro';
  if (facts.sex === 'F' && facts.hasCalved) return 'Vaca';
  if (!facts.birthDate) return null;
  const months = ageInMonths(facts.birthDate, today);
  if (facts.sex === 'M') {
    if (months < CATEGORY_MONTHS.calf) return 'Bezerro';
    return months < CATEGORY_MONTHS.steer ? 'Garrote' : 'Boi';
  }
  if (months < CATEGORY_MONTHS.calf) return 'Bezerra';
  return months < CATEGORY_MONTHS.cowWithoutCalving ? 'Novilha' : 'Vaca';
}

/**
 * The GTA age band of an age in whole months: 0–12, 13–24, 25–36, over 36.
 * @example gtaBand(12) //=> '0-12'
 * @example gtaBand(13) //=> '13-24'
 */
export function gtaBand(months: number): GtaBand {
  return GTA_AGE_BANDS.find((band) => months <= band.maxMonths)!.id;
}
