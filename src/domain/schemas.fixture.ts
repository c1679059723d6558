import type { z } from 'zod';
import { signInSchema, signUpSchema } from './auth';
import { dailyRateInputSchema } from './calculators/daily-rate';
import { EXCHANGE_RATIO_DEFAULTS, exchangeRatioInputSchema } from './calculators/exchange-ratio';
import { premiumInputSchema } from './calculators/premium';
import { REFERENCE_LOT } from './calculators/results.fixture';
import { resultsInputSchema } from './calculators/results';
import { stockingInputSchema } from './calculators/stocking';
import {
  SUPPLEMENTATION_DEFAULTS,
  supplementationInputSchema,
} from './calculators/supplementation';
import { supplementationCostInputSchema } from './calculators/supplementation-cost';
import { annualFiguresSchema, annualResultsSchema } from './records/annual-results';
import { budgetPlanSchema } from './records/budget';
import { herdCategorySchema } from './records/inventory';
import { monthlyControlSchema, monthlyFiguresSchema } from './records/monthly-control';
import { weighingSchema } from './records/weighing';

/** A valid input of each record the API stores (tests of bounds, text and finite values). */
export const VALID_INPUTS = {
  inventory: {
    category: 'Garrotes',
    quantity: 10,
    averageWeight: 300,
    averageValue: 2500,
    location: 'Pasto 1',
  },
  weighing: { animalId: 'BR-001', weighingDate: '2025-03-01', weight: 320, notes: 'Lote A' },
  monthlyFigures: {
    initialQuantity: 100,
    purchases: 10,
    sales: 20,
    deaths: 1,
    totalCosts: 50000,
    totalRevenue: 80000,
  },
  budget: {
    planningName: 'Recria 2025',
    periodMonths: 8,
    expectedQuantity: 150,
    estimatedPurchasePrice: 2350.5,
    estimatedSalePrice: 3980.75,
    monthlySupplementCost: 4200.3,
    monthlyRentCost: 3150,
    monthlyLaborCost: 2800.9,
    otherMonthlyCosts: 650.45,
  },
  annualFigures: {
    initialInventory: 500,
    totalPurchases: 200,
    totalSales: 250,
    totalDeaths: 10,
    totalInvestment: 600000,
    totalRevenue: 1100000,
    totalCosts: 250000,
  },
  results: REFERENCE_LOT,
};

/** Every schema of the product with a valid input. */
export const SCHEMA_SAMPLES: ReadonlyArray<{ name: string; schema: z.ZodType; input: unknown }> = [
  { name: 'results', schema: resultsInputSchema, input: VALID_INPUTS.results },
  { name: 'supplementation', schema: supplementationInputSchema, input: SUPPLEMENTATION_DEFAULTS },
  {
    name: 'supplementation-cost',
    schema: supplementationCostInputSchema,
    input: { quantity: 50, consumptionPercent: 0.2, averageWeight: 350, costPerKg: 2.35, days: 90 },
  },
  {
    name: 'stocking',
    schema: stockingInputSchema,
    input: { area: 100, quantity: 150, averageWeight: 420 },
  },
  {
    name: 'daily-rate',
    schema: dailyRateInputSchema,
    input: {
      quantity: 100,
      rentPerHeadPerDay: 1.5,
      supplementPerHeadPerDay: 2,
      laborPerDay: 150,
      otherPerDay: 50,
    },
  },
  { name: 'exchange-ratio', schema: exchangeRatioInputSchema, input: EXCHANGE_RATIO_DEFAULTS },
  {
    name: 'premium',
    schema: premiumInputSchema,
    input: {
      purchasePrice: 2800,
      marketPrice: 2500,
      quantity: 100,
      dailyGain: 0.8,
      arrobaValue: 300,
      carcassYield: 50,
    },
  },
  { name: 'inventory', schema: herdCategorySchema, input: VALID_INPUTS.inventory },
  { name: 'weighing', schema: weighingSchema, input: VALID_INPUTS.weighing },
  { name: 'monthly figures', schema: monthlyFiguresSchema, input: VALID_INPUTS.monthlyFigures },
  {
    name: 'monthly control',
    schema: monthlyControlSchema,
    input: { monthYear: '2025-03', ...VALID_INPUTS.monthlyFigures },
  },
  { name: 'budget', schema: budgetPlanSchema, input: VALID_INPUTS.budget },
  { name: 'annual figures', schema: annualFiguresSchema, input: VALID_INPUTS.annualFigures },
  {
    name: 'annual results',
    schema: annualResultsSchema,
    input: { year: 2025, ...VALID_INPUTS.annualFigures },
  },
  {
    name: 'sign-up',
    schema: signUpSchema,
    input: { name: 'Zé do Gado', email: 'ze@fazenda.com', password: 'Boiada2025' },
  },
  {
    name: 'sign-in',
    schema: signInSchema,
    input: { email: 'ze@fazenda.com', password: 'Boiada2025' },
  },
];

/** Every leaf of a sample, by path: ['males', 'current', 'year'] → 2025. */
export function leaves(value: unknown, path: string[] = []): Array<[string[], unknown]> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [[path, value]];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [key, ...rest] = path as [string, ...string[]];
  const object = value as Record<string, unknown>;
  return { ...object, [key]: withLeaf(object[key], rest, leaf) };
}
