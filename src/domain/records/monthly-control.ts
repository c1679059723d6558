import { z } from 'zod';
import { int, nonNegativeMoney, safeDivide, whenNumbers } from '../calculators/common';
import { isIsoMonth } from './dates';
import { enteredAtFieldSchema, type SaveOutcome } from './entered-at';

/** The figures of a month, without the month itself (the API takes it from the path). */
export const monthlyFiguresSchema = z
  .object({
    initialQuantity: int()
      .min(1, { error: 'Quantidade inicial deve ser de pelo menos 1 cabeça' })
      .max(100000, { error: 'Quantidade não pode exceder 100.000 cabeças' }),
    purchases: int()
      .min(0, { error: 'Compras não podem ser negativas' })
      .max(100000, { error: 'Compras não podem exceder 100.000 cabeças' }),
    sales: int()
      .min(0, { error: 'Vendas não podem ser negativas' })
      .max(100000, { error: 'Vendas não podem exceder 100.000 cabeças' }),
    deaths: int()
      .min(0, { error: 'Mortes não podem ser negativas' })
      .max(1000, { error: 'Mortes não podem exceder 1.000 cabeças' }),
    /** R$. */
    totalCosts: nonNegativeMoney('Custos não podem ser negativos'),
    /** R$. */
    totalRevenue: nonNegativeMoney('Receita não pode ser negativa'),
  })
  .refine((v) => v.sales + v.deaths <= v.initialQuantity + v.purchases, {
    error: 'Vendas e mortes não podem passar do rebanho do mês',
    path: ['sales'],
    when: whenNumbers('initialQuantity', 'purchases', 'sales', 'deaths'),
  });

export type MonthlyFigures = z.infer<typeof monthlyFiguresSchema>;

/** Months the form and the API accept: the years of the weighing dates (2000 to 2100). */
export const FIRST_MONTH = '2000-01';
export const LAST_MONTH = '2100-12';

/** The month as the form sends it: 'YYYY-MM', from 2000 to 2100 (PostgreSQL has no year 0). */
export const monthSchema = z
  .string({ error: 'Mês/Ano é obrigatório' })
  .min(1, { error: 'Mês/Ano é obrigatório', abort: true })
  .refine(isIsoMonth, { error: 'Mês/Ano inválido', abort: true })
  .refine((m) => m >= FIRST_MONTH && m <= LAST_MONTH, { error: 'Mês/Ano inválido' });

/** Saved months a page of 'Meses registrados' holds at most (the server never answers more). */
export const MONTH_PAGE_MAX = 100;

/**
 * The query of GET /api/monthly-control: the farm's saved months, newest first, strictly before
 * `before` ('YYYY-MM') when given, at most `limit` (1 to 100, default 24). `limit=1` with the
 * month being opened gives the last closing before it.
 */
export const monthListQuerySchema = z.object({
  before: monthSchema.optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'Limite inválido' })
    .transform(Number)
    .refine((n) => n >= 1 && n <= MONTH_PAGE_MAX, { error: 'Limite inválido' })
    .optional(),
});

/** The totals of all the farm's saved months, added up by the database (decision 032). */
export interface MonthTotals {
  months: number;
  /** R$ over every saved month. */
  totalRevenue: number;
  totalCosts: number;
  netProfit: number;
}

/**
 * A page of saved months: `next` is the `before` of the following page, null at the oldest;
 * `totals` cover every saved month, not the page.
 */
export interface MonthListPage {
  months: MonthlyEntry[];
  totals: MonthTotals;
  next: string | null;
}

/** The whole monthly form (spec section 5 "Monthly control"). */
export const monthlyControlSchema = z.object({ monthYear: monthSchema }).and(monthlyFiguresSchema);

export type MonthlyControlInput = z.infer<typeof monthlyControlSchema>;

/** A saved month as the API returns it. */
export interface MonthlyRecord extends MonthlyFigures {
  monthYear: string;
  finalQuantity: number;
  netProfit: number;
}

/**
 * The body of PUT /api/monthly-control/:month: the figures and, optionally, when the person
 * typed them (`enteredAt`, ISO 8601 with offset; offline saves: the version typed last wins).
 */
export const monthlySaveSchema = monthlyFiguresSchema.and(enteredAtFieldSchema);
export type MonthlySaveInput = z.infer<typeof monthlySaveSchema>;

/** A month as the app's API returns it: the record and when its figures were typed (ISO). */
export interface MonthlyEntry extends MonthlyRecord {
  enteredAt: string;
}

/** The answer to a save: the month the server holds now and what became of this save. */
export interface MonthlySaveResult extends MonthlyEntry {
  outcome: SaveOutcome;
}

export interface MonthlyOutput {
  /** initial + purchases − sales − deaths */
  finalQuantity: number;
  /** revenue − costs */
  netProfit: number;
  /** profit / heads sold; null without sales */
  profitPerHeadSold: number | null;
  /** profit / revenue × 100; null without revenue */
  marginPercent: number | null;
  /** sales + deaths (heads that left the herd) */
  turnover: number;
  /** deaths / initial × 100 */
  mortalityPercent: number;
  /** mortality above 2% (spec section 9) */
  highMortality: boolean;
}

export const HIGH_MORTALITY_PERCENT = 2;

/**
 * A month's results (spec section 9 "Monthly").
 * @example
 * calculateMonthly({ initialQuantity: 200, purchases: 20, sales: 30, deaths: 3,
 *   totalCosts: 45000, totalRevenue: 90000 })
 * //=> { finalQuantity: 187, netProfit: 45000, profitPerHeadSold: 1500, marginPercent: 50,
 * //     turnover: 33, mortalityPercent: 1.5, highMortality: false }
 */
export function calculateMonthly(input: MonthlyFigures): MonthlyOutput {
  const finalQuantity = input.initialQuantity + input.purchases - input.sales - input.deaths;
  const netProfit = input.totalRevenue - input.totalCosts;
  const margin = safeDivide(netProfit, input.totalRevenue);
  const mortalityPercent = (safeDivide(input.deaths, input.initialQuantity) ?? 0) * 100;
  return {
    finalQuantity,
    netProfit,
    profitPerHeadSold: safeDivide(netProfit, input.sales),
    marginPercent: margin === null ? null : margin * 100,
    turnover: input.sales + input.deaths,
    mortalityPercent,
    highMortality: mortalityPercent > HIGH_MORTALITY_PERCENT,
  };
}
