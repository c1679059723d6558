import { z } from 'zod';
import {
  arrobaPrice,
  carcassYield,
  DAYS_PER_MONTH,
  DEFAULT_CARCASS_YIELD,
  headCount,
  KG_PER_ARROBA,
  liveWeight,
  nonNegativeMoney,
  num,
  positive,
  positiveMoney,
  roundTo,
  safeDivide,
  whenNumbers,
} from './common';

/** Share of the period in the proteinado (growing) phase; the rest is proteico energético (fattening). */
export const PROTEINADO_PHASE = 0.7;
export const PROTEICO_PHASE = 0.3;

/** R$ per kg of supplement: ≥ 0 and up to R$ 100 (the spec's bound in supplementation cost). */
const costPerKg = () =>
  num()
    .min(0, { error: 'Custo não pode ser negativo' })
    .max(100, { error: 'Custo por kg não pode exceder R$ 100' });
const consumption = () => num().min(0, { error: 'Consumo não pode ser negativo' });

/** Inputs of 'Cálculo de Resultados Pecuários' (spec section 5 "Results"; decisions.md units). */
export const resultsInputSchema = z
  .object({
    /** Heads in the lot. */
    quantity: headCount(),
    /** Live weight at purchase, kg per head. */
    initialWeight: liveWeight(
      'Peso inicial deve ser maior que zero',
      'Peso inicial não pode exceder 1.000 kg',
    ),
    /** Live weight at sale, kg per head. */
    finalWeight: liveWeight(
      'Peso final deve ser maior que zero',
      'Peso final não pode exceder 1.000 kg',
    ),
    /** R$ per head. */
    purchasePrice: positiveMoney('Preço de compra deve ser maior que zero'),
    /** R$ per arroba (15 kg of carcass). */
    arrobaValue: arrobaPrice(),
    /** Carcass yield, % of live weight. */
    carcassYield: carcassYield(),
    /** Length of the period, months (30 days each). */
    months: positive('Período deve ser maior que zero').max(60, { error: 'Período muito longo' }),
    /** R$ per head per month. */
    rent: nonNegativeMoney('Arrendamento não pode ser negativo'),
    /** R$ per kg. */
    proteinadoCost: costPerKg(),
    /** % of live weight per day (0.1 means 0.1%). */
    proteinadoConsumption: consumption().max(1, {
      error: 'Consumo não pode ser maior que 100%',
    }),
    /** R$ per kg. */
    proteicoCost: costPerKg(),
    /** % of live weight per day. */
    proteicoConsumption: consumption().max(2, {
      error: 'Consumo não pode ser maior que 200%',
    }),
    /** Total R$ for the lot. */
    otherExpenses: nonNegativeMoney('Despesas não podem ser negativas'),
  })
  .refine((v) => v.finalWeight > v.initialWeight, {
    error: 'Peso final deve ser maior que peso inicial',
    path: ['finalWeight'],
    when: whenNumbers('finalWeight', 'initialWeight'),
  });

export type ResultsInput = z.infer<typeof resultsInputSchema>;

export const RESULTS_DEFAULTS: Partial<Record<keyof ResultsInput, number>> = {
  carcassYield: DEFAULT_CARCASS_YIELD,
};

export interface ResultsOutput {
  costs: {
    purchase: number;
    rent: number;
    proteinado: number;
    proteico: number;
    other: number;
    total: number;
  };
  /** R$: heads × final live kg × yield / 15 × R$/@. */
  revenue: number;
  profit: number;
  profitPerHead: number | null;
  /** Profit / revenue, in percent. */
  marginPercent: number | null;
  marginFeedback: MarginFeedback | null;
  /** Carcass arrobas gained by the lot: heads × (final − initial) × yield / 15. */
  arrobasProduced: number;
  /** (total cost − purchase) / arrobas produced: what each arroba put on the animals cost. */
  costPerArrobaProduced: number | null;
  /** Implied average daily gain, kg/head/day: (final − initial) / (months × 30). */
  dailyGain: number | null;
}

export type MarginLevel = 'invalid' | 'loss' | 'low' | 'fair' | 'excellent';
export interface MarginFeedback {
  level: MarginLevel;
  message: string;
}

/**
 * The spec's margin feedback (section 5 "Margin feedback"), by margin in percent.
 * @example
 * marginFeedback(12) //=> { level: 'fair', message: 'Margem razoável.' }
 */
export function marginFeedback(marginPercent: number): MarginFeedback {
  if (marginPercent < -50)
    return { level: 'invalid', message: 'Margem muito negativa! Revise os custos.' };
  if (marginPercent < 0)
    return { level: 'loss', message: 'Operação no prejuízo. Considere ajustes.' };
  if (marginPercent < 10)
    return { level: 'low', message: 'Margem baixa. Analise oportunidades de melhoria.' };
  if (marginPercent < 30) return { level: 'fair', message: 'Margem razoável.' };
  return { level: 'excellent', message: 'Margem excelente!' };
}

/**
 * Results of a lot from purchase to sale (spec sections 2.1 and 9; decisions.md "Results screen").
 *
 * - purchase = heads × R$/head; rent = R$/head/month × heads × months
 * - supplement (each phase) = (initial + final) / 2 kg × consumption% / 100 × R$/kg × 30 days ×
 *   (months × phase share) × heads, with the proteinado phase 70% of the months and proteico
 *   energético 30%
 * - total = purchase + rent + proteinado + proteico + other
 * - revenue = heads × final kg × yield% / 100 / 15 × R$/@ (carcass arrobas)
 * - margin % = profit / revenue × 100 (the feedback thresholds read it rounded to 2 decimals)
 *
 * @example
 * calculateResults({ quantity: 100, initialWeight: 300, finalWeight: 500, purchasePrice: 2500,
 *   arrobaValue: 300, carcassYield: 50, months: 10, rent: 30, proteinadoCost: 2,
 *   proteinadoConsumption: 0.1, proteicoCost: 1.5, proteicoConsumption: 0.5, otherExpenses: 5000 })
 * //=> revenue 500000, costs.total 328800, profit 171200, marginPercent 34.24
 */
export function calculateResults(input: ResultsInput): ResultsOutput {
  const q = input.quantity;
  const yieldShare = input.carcassYield / 100;
  const averageWeight = (input.initialWeight + input.finalWeight) / 2;
  const supplement = (consumptionPercent: number, costPerKg: number, phase: number) =>
    averageWeight *
    (consumptionPercent / 100) *
    costPerKg *
    DAYS_PER_MONTH *
    (input.months * phase) *
    q;

  const purchase = q * input.purchasePrice;
  const rent = input.rent * q * input.months;
  const proteinado = supplement(
    input.proteinadoConsumption,
    input.proteinadoCost,
    PROTEINADO_PHASE,
  );
  const proteico = supplement(input.proteicoConsumption, input.proteicoCost, PROTEICO_PHASE);
  const other = input.otherExpenses;
  const total = purchase + rent + proteinado + proteico + other;

  const revenue = ((q * input.finalWeight * yieldShare) / KG_PER_ARROBA) * input.arrobaValue;
  const profit = revenue - total;
  const marginRatio = safeDivide(profit, revenue);
  const marginPercent = marginRatio === null ? null : marginRatio * 100;
  const arrobasProduced =
    (q * (input.finalWeight - input.initialWeight) * yieldShare) / KG_PER_ARROBA;

  return {
    costs: { purchase, rent, proteinado, proteico, other, total },
    revenue,
    profit,
    profitPerHead: safeDivide(profit, q),
    marginPercent,
    marginFeedback: marginPercent === null ? null : marginFeedback(roundTo(marginPercent, 2)),
    arrobasProduced,
    costPerArrobaProduced: safeDivide(total - purchase, arrobasProduced),
    dailyGain: safeDivide(input.finalWeight - input.initialWeight, input.months * DAYS_PER_MONTH),
  };
}
