import { z } from 'zod';
import { DAYS_PER_MONTH, DAYS_PER_YEAR, headCount, num, safeDivide } from './common';

/** A money field from 0 to `max` reais. */
const money = (negative: string, tooHigh: string, max: number) =>
  num().min(0, { error: negative }).max(max, { error: tooHigh });

/** Inputs of 'Cálculo da Diária' (spec section 5 "Daily cost"). */
export const dailyRateInputSchema = z.object({
  /** Heads in the lot. */
  quantity: headCount(),
  /** Pasture rent, R$ per head per day. */
  rentPerHeadPerDay: money(
    'Arrendamento não pode ser negativo',
    'Arrendamento não pode exceder R$ 100',
    100,
  ),
  /** Supplement, R$ per head per day. */
  supplementPerHeadPerDay: money(
    'Suplemento não pode ser negativo',
    'Suplemento não pode exceder R$ 100',
    100,
  ),
  /** Labour, R$ per day for the whole lot. */
  laborPerDay: money(
    'Mão de obra não pode ser negativa',
    'Mão de obra não pode exceder R$ 10.000',
    10000,
  ),
  /** Other costs, R$ per day for the whole lot. */
  otherPerDay: money(
    'Outras despesas não podem ser negativas',
    'Outras despesas não podem exceder R$ 10.000',
    10000,
  ),
});

export type DailyRateInput = z.infer<typeof dailyRateInputSchema>;

export interface DailyRateOutput {
  /** R$ per day for the lot. */
  costPerDay: number;
  /** R$ per head per day (null when there are no heads). */
  costPerHeadPerDay: number | null;
  /** R$ per 30-day month for the lot. */
  costPerMonth: number;
  /** R$ per head per 30-day month. */
  costPerHeadPerMonth: number | null;
  /** R$ per 365-day year for the lot. */
  costPerYear: number;
}

/**
 * The daily cost (diária) of keeping a lot (spec sections 5 "Daily cost" and 9: a month is 30 days,
 * a year 365).
 *
 * - R$/day (lot) = (rent + supplement, R$/head/day) × heads + labour + other (R$/day for the lot)
 * - R$/head/day = R$/day / heads
 * - R$/month = R$/day × 30; R$/head/month = R$/head/day × 30; R$/year = R$/day × 365
 *
 * @example
 * calculateDailyRate({ quantity: 120, rentPerHeadPerDay: 1.2, supplementPerHeadPerDay: 0.85,
 *   laborPerDay: 180, otherPerDay: 45.5 })
 * //=> costPerDay 471.5, costPerHeadPerDay 3.9291666…, costPerMonth 14145,
 * //   costPerHeadPerMonth 117.875, costPerYear 172097.5
 */
export function calculateDailyRate(input: DailyRateInput): DailyRateOutput {
  const costPerDay =
    (input.rentPerHeadPerDay + input.supplementPerHeadPerDay) * input.quantity +
    input.laborPerDay +
    input.otherPerDay;
  const costPerHeadPerDay = safeDivide(costPerDay, input.quantity);

  return {
    costPerDay,
    costPerHeadPerDay,
    costPerMonth: costPerDay * DAYS_PER_MONTH,
    costPerHeadPerMonth: costPerHeadPerDay === null ? null : costPerHeadPerDay * DAYS_PER_MONTH,
    costPerYear: costPerDay * DAYS_PER_YEAR,
  };
}
