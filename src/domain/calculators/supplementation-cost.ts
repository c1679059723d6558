import { z } from 'zod';
import { headCount, int, positive } from './common';

/** Inputs of 'Custo de Suplementação' (spec section 5 "Supplementation cost"). */
export const supplementationCostInputSchema = z.object({
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
  /** Price of the supplement, R$ per kg. */
  costPerKg: positive('Custo por kg deve ser maior que zero').max(100, {
    error: 'Custo por kg não pode exceder R$ 100',
  }),
  /** Length of the period, days. */
  days: int()
    .gt(0, { error: 'Período deve ser maior que zero' })
    .max(365, { error: 'Período não pode exceder 365 dias' }),
});

export type SupplementationCostInput = z.infer<typeof supplementationCostInputSchema>;

export interface SupplementationCostOutput {
  /** kg of supplement per head per day. */
  kgPerHeadPerDay: number;
  /** R$ per head per day. */
  costPerHeadPerDay: number;
  /** R$ per day for the lot. */
  costPerDay: number;
  /** kg for the lot over the period. */
  totalKg: number;
  /** R$ for the lot over the period. */
  totalCost: number;
  /** R$ per head over the period. */
  costPerHeadForPeriod: number;
}

/**
 * What supplementing a lot costs (spec section 5 "Supplementation cost"; section 9: consumption is a
 * percent of live weight).
 *
 * - kg/head/day = average live weight (kg) × consumption % / 100
 * - R$/head/day = kg/head/day × R$/kg; R$/day (lot) = R$/head/day × heads
 * - total kg = kg/head/day × heads × days; total R$ = R$/day × days; R$/head for the period =
 *   R$/head/day × days
 *
 * @example
 * calculateSupplementationCost({ quantity: 50, consumptionPercent: 0.2, averageWeight: 350,
 *   costPerKg: 2.35, days: 90 })
 * //=> kgPerHeadPerDay 0.7, costPerHeadPerDay 1.645, costPerDay 82.25, totalKg 3150,
 * //   totalCost 7402.5, costPerHeadForPeriod 148.05
 */
export function calculateSupplementationCost(
  input: SupplementationCostInput,
): SupplementationCostOutput {
  const kgPerHeadPerDay = (input.averageWeight * input.consumptionPercent) / 100;
  const costPerHeadPerDay = kgPerHeadPerDay * input.costPerKg;
  const costPerDay = costPerHeadPerDay * input.quantity;

  return {
    kgPerHeadPerDay,
    costPerHeadPerDay,
    costPerDay,
    totalKg: kgPerHeadPerDay * input.quantity * input.days,
    totalCost: costPerDay * input.days,
    costPerHeadForPeriod: costPerHeadPerDay * input.days,
  };
}
