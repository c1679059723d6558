import { z } from 'zod';
import { int, nonNegativeMoney, safeDivide, whenNumbers } from '../calculators/common';
import { pageLimitSchema } from './paging';
import { enteredAtFieldSchema, type SaveOutcome } from './entered-at';
import { HIGH_MORTALITY_PERCENT, type MonthlyFigures } from './monthly-control';

const heads = (label: string, max: number, maxText: string) =>
  int()
    .min(0, { error: `${label} não pode ser negativo` })
    .max(max, { error: `${label} não pode exceder ${maxText} cabeças` });
const money = nonNegativeMoney;

/** The figures of a year, without the year itself (the API takes it from the path). */
export const annualFiguresSchema = z
  .object({
    initialInventory: heads('Estoque inicial', 100000, '100.000'),
    totalPurchases: heads('Total de compras', 100000, '100.000'),
    totalSales: heads('Total de vendas', 100000, '100.000'),
    totalDeaths: heads('Total de mortes', 10000, '10.000'),
    /**
     * Calves born in the year (issue 39 item 9): in the final stock. Optional, 0 when absent, so
     * a year saved before it was asked (an API client, a save waiting offline) still saves.
     */
    totalBirths: heads('Total de nascimentos', 100000, '100.000').optional().default(0),
    totalInvestment: money('Investimento não pode ser negativo'),
    totalRevenue: money('Receita não pode ser negativa'),
    totalCosts: money('Custos não podem ser negativos'),
  })
  .refine(
    (v) =>
      v.totalSales + v.totalDeaths <= v.initialInventory + (v.totalBirths ?? 0) + v.totalPurchases,
    {
      error: 'Vendas e mortes não podem passar do rebanho do ano',
      path: ['totalSales'],
      when: (payload) => {
        const births = (payload.value as { totalBirths?: unknown } | null)?.totalBirths;
        return (
          whenNumbers('initialInventory', 'totalPurchases', 'totalSales', 'totalDeaths')(payload) &&
          (births === undefined || typeof births === 'number')
        );
      },
    },
  );

export type AnnualFigures = z.infer<typeof annualFiguresSchema>;
/** A year's figures as the formulas take them: the births may be absent (a year saved before). */
export type AnnualYear = Omit<AnnualFigures, 'totalBirths'> & { totalBirths?: number };

export const yearSchema = int('Ano inválido')
  .min(2020, { error: 'Ano deve estar entre 2020 e 2100' })
  .max(2100, { error: 'Ano deve estar entre 2020 e 2100' });

/** The whole annual form (spec section 2.10 fields, section 5 "Annual" bounds). */
export const annualResultsSchema = z.object({ year: yearSchema }).and(annualFiguresSchema);
export type AnnualResultsInput = z.infer<typeof annualResultsSchema>;

export interface AnnualOutput {
  /** initial + births + purchases − sales − deaths */
  finalInventory: number;
  /** revenue − investment − costs (decisions.md) */
  netProfit: number;
  /** (revenue − investment) / revenue × 100 */
  grossMarginPercent: number | null;
  /** profit / investment × 100 */
  roiPercent: number | null;
  /** sales / ((initial + final) / 2) × 100 */
  turnoverPercent: number | null;
  /** deaths / initial × 100; 0 when initial is 0 (decisions.md) */
  mortalityPercent: number;
  highMortality: boolean;
  /** revenue / sales */
  averageRevenuePerSale: number | null;
  /** (investment + costs) / (initial + purchases) */
  averageCostPerHead: number | null;
}

/** A saved year as the API returns it. */
export interface AnnualRecord extends AnnualFigures {
  year: number;
  finalInventory: number;
  netProfit: number;
  grossMargin: number | null;
  roiPercent: number | null;
}

/**
 * The body of PUT /api/annual-results/:year: the figures and, optionally, when the person typed
 * them (`enteredAt`, ISO 8601 with offset; offline saves: the version typed last wins).
 */
export const annualSaveSchema = annualFiguresSchema.and(enteredAtFieldSchema);
export type AnnualSaveInput = z.infer<typeof annualSaveSchema>;

/** A year as the app's API returns it: the record and when its figures were typed (ISO). */
export interface AnnualEntry extends AnnualRecord {
  enteredAt: string;
}

/**
 * The query of GET /api/annual-results ('Anos registrados'): the years strictly before `before`
 * (2020 to 2101) when given, newest first, at most `limit` (1 to 100).
 */
export const yearListQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{4}$/, { error: 'Ano inválido' })
    .transform(Number)
    .refine((year) => year >= 2020 && year <= 2101, { error: 'Ano inválido' })
    .optional(),
  limit: pageLimitSchema.optional(),
});

/** The totals of all the farm's saved years, added up by the database (decision 032). */
export interface YearTotals {
  years: number;
  /** R$ over every saved year. */
  totalRevenue: number;
  totalCosts: number;
  netProfit: number;
}

/** A page of saved years: `next` is the `before` of the following page, null at the oldest. */
export interface YearListPage {
  years: AnnualEntry[];
  totals: YearTotals;
  next: number | null;
}

/** The answer to a save: the year the server holds now and what became of this save. */
export interface AnnualSaveResult extends AnnualEntry {
  outcome: SaveOutcome;
}

const percent = (part: number, whole: number) => {
  const ratio = safeDivide(part, whole);
  return ratio === null ? null : ratio * 100;
};

/**
 * A year's results (spec section 9 "Annual"; decisions.md "Annual results").
 * @example
 * calculateAnnual({ initialInventory: 500, totalPurchases: 200, totalSales: 250, totalDeaths: 10,
 *   totalInvestment: 600000, totalRevenue: 1100000, totalCosts: 250000 })
 * //=> finalInventory 440, netProfit 250000, grossMarginPercent 45.45..., roiPercent 41.67...,
 * //   turnoverPercent 53.19..., mortalityPercent 2 (no warning: not above 2)
 */
export function calculateAnnual(input: AnnualYear): AnnualOutput {
  // Births are in the year's herd (issue 39 item 9); a year saved without them has 0.
  const births = input.totalBirths ?? 0;
  const finalInventory =
    input.initialInventory + births + input.totalPurchases - input.totalSales - input.totalDeaths;
  const netProfit = input.totalRevenue - input.totalInvestment - input.totalCosts;
  const mortalityPercent = percent(input.totalDeaths, input.initialInventory) ?? 0;
  return {
    finalInventory,
    netProfit,
    grossMarginPercent: percent(input.totalRevenue - input.totalInvestment, input.totalRevenue),
    roiPercent: percent(netProfit, input.totalInvestment),
    turnoverPercent: percent(input.totalSales, (input.initialInventory + finalInventory) / 2),
    mortalityPercent,
    highMortality: mortalityPercent > HIGH_MORTALITY_PERCENT,
    averageRevenuePerSale: safeDivide(input.totalRevenue, input.totalSales),
    averageCostPerHead: safeDivide(
      input.totalInvestment + input.totalCosts,
      input.initialInventory + births + input.totalPurchases,
    ),
  };
}

/**
 * 'Variação do rebanho' (issue 23): what the herd gained or lost in value over the year, so that
 * a year that keeps more animals than it sells is not read as only a loss (decision 025).
 */
export interface HerdChange {
  /** (final − initial heads) × the inventory's average value per head, R$. */
  herdValueChange: number;
  /** net profit + herd value change, R$. */
  resultWithHerdChange: number;
}

/**
 * The year's herd change at `averageValuePerHead` (R$ per head, the inventory's); null without
 * one (no inventory with a value).
 * @example
 * herdChange({ ...year, initialInventory: 100, totalPurchases: 50, totalSales: 20,
 *   totalDeaths: 0, totalRevenue: 60000, totalInvestment: 100000, totalCosts: 20000 }, 3000)
 * //=> { herdValueChange: 90000 (130 − 100 = 30 heads × 3.000), resultWithHerdChange: 30000 }
 */
export function herdChange(
  input: AnnualYear,
  averageValuePerHead: number | null,
): HerdChange | null {
  if (averageValuePerHead === null || !Number.isFinite(averageValuePerHead)) return null;
  const { finalInventory, netProfit } = calculateAnnual(input);
  const herdValueChange = (finalInventory - input.initialInventory) * averageValuePerHead;
  return { herdValueChange, resultWithHerdChange: netProfit + herdValueChange };
}

/** The fields 'Preencher com os meses salvos' fills from the year's monthly controls. */
export type FiguresFromMonths = Pick<
  AnnualFigures,
  'totalPurchases' | 'totalSales' | 'totalDeaths' | 'totalRevenue' | 'totalCosts'
>;

/**
 * The year's purchases, sales, deaths, revenue and costs: the sums of its saved months (money
 * summed in cents, so twelve months add up without binary dust).
 */
export function figuresFromMonths(
  months: ReadonlyArray<
    Pick<MonthlyFigures, 'purchases' | 'sales' | 'deaths' | 'totalRevenue' | 'totalCosts'>
  >,
): FiguresFromMonths {
  const sum = (pick: (m: (typeof months)[number]) => number) =>
    months.reduce((total, m) => total + pick(m), 0);
  const cents = (pick: (m: (typeof months)[number]) => number) =>
    sum((m) => Math.round(pick(m) * 100)) / 100;
  return {
    totalPurchases: sum((m) => m.purchases),
    totalSales: sum((m) => m.sales),
    totalDeaths: sum((m) => m.deaths),
    totalRevenue: cents((m) => m.totalRevenue),
    totalCosts: cents((m) => m.totalCosts),
  };
}

/** GET /api/annual-results/:year/months: the year's saved months, added up. */
export interface AnnualFromMonths extends FiguresFromMonths {
  year: number;
  /** How many months of the year are saved (0: nothing to fill). */
  monthCount: number;
  /** 'Quantidade Inicial' of the year's January when saved: the months' opening stock. */
  januaryInitial: number | null;
}

/** GET /api/annual-results/herd-value: the inventory's value per head, null without a value. */
export interface HerdValue {
  heads: number;
  averageValuePerHead: number | null;
}
