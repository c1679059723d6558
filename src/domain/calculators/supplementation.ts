import { z } from 'zod';
import { ceilWhole, DAYS_PER_MONTH, DAYS_PER_WEEK, headCount, positive } from './common';

/** Inputs of 'Cálculo de Quantidade a Ser Colocada' (spec section 5 "Supplement quantity"). */
export const supplementationInputSchema = z.object({
  /** Heads in the lot. */
  quantity: headCount(),
  /** Consumption, % of live weight per head per day (0.1 means 0.1%). */
  consumptionPercent: positive('Percentual deve ser maior que zero').max(10, {
    error: 'Percentual não pode exceder 10%',
  }),
  /** Average live weight, kg per head. */
  averageWeight: positive('Peso médio deve ser maior que zero').max(1000, {
    error: 'Peso médio não pode exceder 1.000 kg',
  }),
  /** Weight of one bag of supplement, kg. */
  bagWeight: positive('Peso do saco deve ser maior que zero').max(100, {
    error: 'Peso do saco não pode exceder 100 kg',
  }),
});

export type SupplementationInput = z.infer<typeof supplementationInputSchema>;

/** The spec's defaults (section 9): 100 head, 0.1 %, 300 kg, 30 kg bag. */
export const SUPPLEMENTATION_DEFAULTS: SupplementationInput = {
  quantity: 100,
  consumptionPercent: 0.1,
  averageWeight: 300,
  bagWeight: 30,
};

export interface SupplementationOutput {
  /** kg of supplement per head per day. */
  kgPerHeadPerDay: number;
  /** kg for the lot per day. */
  kgPerDay: number;
  /** Whole bags per day (rounded up). */
  bagsPerDay: number;
  /** kg for the lot per week (7 days). */
  kgPerWeek: number;
  bagsPerWeek: number;
  /** kg for the lot per month (30 days). */
  kgPerMonth: number;
  bagsPerMonth: number;
}

/**
 * How much supplement to put in the trough (spec sections 5 and 9).
 *
 * - kg/head/day = average live weight (kg) × consumption % / 100
 * - kg/day = kg/head/day × heads; kg/week = kg/day × 7; kg/month = kg/day × 30
 * - bags = ceiling of kg / bag weight (kg), ignoring floating-point dust (`ceilWhole`)
 *
 * @example
 * calculateSupplementation({ quantity: 100, consumptionPercent: 0.1, averageWeight: 300, bagWeight: 30 })
 * //=> { kgPerHeadPerDay: 0.3, kgPerDay: 30, bagsPerDay: 1, kgPerWeek: 210, bagsPerWeek: 7,
 * //     kgPerMonth: 900, bagsPerMonth: 30 }
 */
export function calculateSupplementation(input: SupplementationInput): SupplementationOutput {
  const kgPerHeadPerDay = (input.averageWeight * input.consumptionPercent) / 100;
  const kgPerDay = kgPerHeadPerDay * input.quantity;
  const kgPerWeek = kgPerDay * DAYS_PER_WEEK;
  const kgPerMonth = kgPerDay * DAYS_PER_MONTH;
  const bags = (kg: number) => ceilWhole(kg / input.bagWeight);

  return {
    kgPerHeadPerDay,
    kgPerDay,
    bagsPerDay: bags(kgPerDay),
    kgPerWeek,
    bagsPerWeek: bags(kgPerWeek),
    kgPerMonth,
    bagsPerMonth: bags(kgPerMonth),
  };
}
