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
import {
  annualFiguresSchema,
  annualResultsSchema,
  type AnnualYear,
} from './records/annual-results';
import { budgetPlanSchema, type BudgetPlanInput } from './records/budget';
import { herdCategorySchema } from './records/inventory';
import {
  monthlyControlSchema,
  monthlyFiguresSchema,
  type MonthlyFigures,
} from './records/monthly-control';
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
  /** The reference plan shared by the domain, API and browser tests. */
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
  /** Also the documented example of the annual results (2% mortality, not above 2). */
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

/** The year the domain, API and browser tests of the annual results compute by hand. */
export const REFERENCE_YEAR: AnnualYear = {
  initialInventory: 420,
  totalPurchases: 135,
  totalSales: 260,
  totalDeaths: 9,
  totalInvestment: 785000.4,
  totalRevenue: 1394250.75,
  totalCosts: 312480.1,
};

/** The month the domain, API and browser tests of the monthly control compute by hand. */
export const REFERENCE_MONTH: MonthlyFigures = {
  initialQuantity: 350,
  purchases: 45,
  sales: 120,
  deaths: 8,
  totalCosts: 187432.17,
  totalRevenue: 265310.55,
};

/** The documented example of the monthly control (187 head, R$ 45.000 profit). */
export const DOCUMENTED_MONTH: MonthlyFigures = {
  initialQuantity: 200,
  purchases: 20,
  sales: 30,
  deaths: 3,
  totalCosts: 45000,
  totalRevenue: 90000,
};

/** The documented example of the budget (R$ 54.000 profit, 27% ROI). */
export const DOCUMENTED_BUDGET: BudgetPlanInput = {
  planningName: 'Lote 1',
  periodMonths: 12,
  expectedQuantity: 100,
  estimatedPurchasePrice: 2000,
  estimatedSalePrice: 3500,
  monthlySupplementCost: 3000,
  monthlyRentCost: 2500,
  monthlyLaborCost: 2000,
  otherMonthlyCosts: 500,
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

/** A patch over a valid input, and what a schema says of it. */
export type InputPatch = Record<string, unknown>;

/** The first message `schema` gives for `base` with `patch` over it, or null when it passes. */
export function firstMessageOf<T extends object>(schema: z.ZodType, base: T) {
  return (patch: Partial<Record<keyof T, unknown>>): string | null | undefined => {
    const result = schema.safeParse({ ...base, ...patch });
    return result.success ? null : result.error.issues[0]?.message;
  };
}

/** The bounds of a field that several calculators share: patches accepted, patches refused. */
interface SharedBounds {
  accepted: Array<[InputPatch]>;
  rejected: Array<[InputPatch, string]>;
}

/** The bounds of fields that several calculators share. */
export const BOUNDS: Record<'quantity' | 'averageWeight' | 'consumptionPercent', SharedBounds> = {
  /** A head count: 1 to 100.000, whole. */
  quantity: {
    accepted: [[{ quantity: 1 }], [{ quantity: 100000 }]],
    rejected: [
      [{ quantity: 0 }, 'Quantidade deve ser maior que zero'],
      [{ quantity: 100001 }, 'Quantidade não pode exceder 100.000 cabeças'],
      [{ quantity: 2.5 }, 'Informe um número inteiro'],
    ],
  },
  /** An average weight: above zero, up to 1.000 kg. */
  averageWeight: {
    accepted: [[{ averageWeight: 0.1 }], [{ averageWeight: 1000 }]],
    rejected: [
      [{ averageWeight: 0 }, 'Peso médio deve ser maior que zero'],
      [{ averageWeight: 1000.1 }, 'Peso médio não pode exceder 1.000 kg'],
    ],
  },
  /** A daily consumption, in % of the live weight: above zero, up to 10%. */
  consumptionPercent: {
    accepted: [[{ consumptionPercent: 0.01 }], [{ consumptionPercent: 10 }]],
    rejected: [
      [{ consumptionPercent: 0 }, 'Percentual deve ser maior que zero'],
      [{ consumptionPercent: 10.01 }, 'Percentual não pode exceder 10%'],
    ],
  },
};

/** What a number field says when it is missing, NaN and text, in that order. */
export const NUMBER_FIELD_MESSAGES = [
  'Campo obrigatório',
  'Informe um número válido',
  'Informe um número válido',
];

/** The messages `errorOf` gives for `field` missing, NaN and text (see NUMBER_FIELD_MESSAGES). */
export function missingNaNAndText(errorOf: (patch: InputPatch) => unknown, field: string) {
  return [undefined, Number.NaN, '10'].map((value) => errorOf({ [field]: value }));
}
