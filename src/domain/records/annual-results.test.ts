import { describe, expect, it } from 'vitest';
import { formatBRL, formatNumber, formatPercent } from '../format';
import {
  annualFiguresSchema,
  annualResultsSchema,
  calculateAnnual,
  figuresFromMonths,
  herdChange,
  yearSchema,
  type AnnualFigures,
  type AnnualYear,
} from './annual-results';
import { REFERENCE_YEAR, VALID_INPUTS } from '../schemas.fixture';

const year: AnnualYear = REFERENCE_YEAR;

const messageFor = (figures: Partial<Record<keyof AnnualFigures, unknown>>, field: string) => {
  const parsed = annualFiguresSchema.safeParse({ ...year, ...figures });
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('calculateAnnual', () => {
  it('computes a year by hand (checked with Python Decimal)', () => {
    const r = calculateAnnual(year);
    // 420 + 135 − 260 − 9 = 286 head
    expect(r.finalInventory).toBe(286);
    // 1.394.250,75 − 785.000,40 − 312.480,10 = 296.770,25
    expect(r.netProfit).toBeCloseTo(296770.25, 8);
    // (1.394.250,75 − 785.000,40) / 1.394.250,75 × 100 = 43,6973…%
    expect(r.grossMarginPercent).toBeCloseTo(43.6973299099, 9);
    // 296.770,25 / 785.000,40 × 100 = 37,8051…%
    expect(r.roiPercent).toBeCloseTo(37.8051081248, 9);
    // 260 / ((420 + 286) / 2 = 353) × 100 = 73,6543…%
    expect(r.turnoverPercent).toBeCloseTo(73.6543909348, 9);
    // 9 / 420 × 100 = 2,1428…% — above 2: warning
    expect(r.mortalityPercent).toBeCloseTo(2.1428571429, 9);
    expect(r.highMortality).toBe(true);
    // 1.394.250,75 / 260 = 5.362,5029
    expect(r.averageRevenuePerSale).toBeCloseTo(5362.5028846154, 8);
    // (785.000,40 + 312.480,10) / 555 = 1.977,4423
    expect(r.averageCostPerHead).toBeCloseTo(1977.4423423423, 8);

    expect(formatBRL(r.netProfit)).toBe('R$ 296.770,25');
    expect(formatPercent(r.grossMarginPercent, 1)).toBe('43,7%');
    expect(formatPercent(r.roiPercent)).toBe('37,81%');
    expect(formatPercent(r.turnoverPercent)).toBe('73,65%');
    expect(formatPercent(r.mortalityPercent, 2)).toBe('2,14%');
    expect(formatBRL(r.averageRevenuePerSale)).toBe('R$ 5.362,50');
    expect(formatBRL(r.averageCostPerHead)).toBe('R$ 1.977,44');
  });

  it('matches its documented example (2% mortality is not above 2)', () => {
    const r = calculateAnnual(VALID_INPUTS.annualFigures);
    expect(r.finalInventory).toBe(440);
    expect(r.netProfit).toBe(250000);
    expect(r.grossMarginPercent).toBeCloseTo(45.4545454545, 9);
    expect(r.roiPercent).toBeCloseTo(41.6666666667, 9);
    expect(r.turnoverPercent).toBeCloseTo(53.1914893617, 9);
    expect(r.mortalityPercent).toBe(2);
    expect(r.highMortality).toBe(false);
    expect(r.averageRevenuePerSale).toBe(4400);
    expect(r.averageCostPerHead).toBeCloseTo(1214.2857142857, 9);
  });

  it('gives a loss as a negative profit and ROI', () => {
    const r = calculateAnnual({ ...year, totalRevenue: 800000 });
    // 800.000 − 785.000,40 − 312.480,10 = −297.480,50
    expect(r.netProfit).toBeCloseTo(-297480.5, 8);
    expect(r.roiPercent).toBeLessThan(0);
    expect(formatBRL(r.netProfit)).toBe('-R$ 297.480,50');
  });

  it('gives null (shown as —) for every zero divisor, and 0% mortality with no initial stock', () => {
    const r = calculateAnnual({
      initialInventory: 0,
      totalPurchases: 0,
      totalSales: 0,
      totalDeaths: 0,
      totalInvestment: 0,
      totalRevenue: 0,
      totalCosts: 0,
    });
    expect(r).toEqual({
      finalInventory: 0,
      netProfit: 0,
      grossMarginPercent: null,
      roiPercent: null,
      turnoverPercent: null,
      mortalityPercent: 0,
      highMortality: false,
      averageRevenuePerSale: null,
      averageCostPerHead: null,
    });
    expect(formatPercent(r.grossMarginPercent, 1)).toBe('—');
    expect(formatBRL(r.averageRevenuePerSale)).toBe('—');
    expect(formatNumber(r.turnoverPercent)).toBe('—');
  });
});

describe('annual bounds (spec section 5 "Annual")', () => {
  it('year: an integer from 2020 to 2100', () => {
    const message = (value: unknown) => yearSchema.safeParse(value).error?.issues[0]?.message;
    expect(message(2019)).toBe('Ano deve estar entre 2020 e 2100');
    expect(message(2020)).toBeUndefined();
    expect(message(2100)).toBeUndefined();
    expect(message(2101)).toBe('Ano deve estar entre 2020 e 2100');
    expect(message(2025.5)).toBe('Ano inválido');
    expect(message(undefined)).toBe('Campo obrigatório');
  });

  it('initial inventory, purchases and sales: integers from 0 to 100.000', () => {
    expect(messageFor({ initialInventory: -1 }, 'initialInventory')).toBe(
      'Estoque inicial não pode ser negativo',
    );
    expect(messageFor({ initialInventory: 0, totalSales: 100 }, 'initialInventory')).toBe(
      undefined,
    );
    expect(messageFor({ initialInventory: 100000 }, 'initialInventory')).toBeUndefined();
    expect(messageFor({ initialInventory: 100001 }, 'initialInventory')).toBe(
      'Estoque inicial não pode exceder 100.000 cabeças',
    );
    expect(messageFor({ totalPurchases: -1 }, 'totalPurchases')).toBe(
      'Total de compras não pode ser negativo',
    );
    expect(messageFor({ totalPurchases: 0 }, 'totalPurchases')).toBeUndefined();
    expect(messageFor({ totalPurchases: 100000 }, 'totalPurchases')).toBeUndefined();
    expect(messageFor({ totalPurchases: 100001 }, 'totalPurchases')).toBe(
      'Total de compras não pode exceder 100.000 cabeças',
    );
    expect(messageFor({ totalSales: -1 }, 'totalSales')).toBe(
      'Total de vendas não pode ser negativo',
    );
    expect(messageFor({ totalSales: 0 }, 'totalSales')).toBeUndefined();
    const big = { initialInventory: 100000, totalPurchases: 100000, totalDeaths: 0 };
    expect(messageFor({ ...big, totalSales: 100000 }, 'totalSales')).toBeUndefined();
    expect(messageFor({ ...big, totalSales: 100001 }, 'totalSales')).toBe(
      'Total de vendas não pode exceder 100.000 cabeças',
    );
    expect(messageFor({ totalSales: 12.5 }, 'totalSales')).toBe('Informe um número inteiro');
  });

  it('deaths: an integer from 0 to 10.000', () => {
    const big = { initialInventory: 20000, totalSales: 0 };
    expect(messageFor({ totalDeaths: -1 }, 'totalDeaths')).toBe(
      'Total de mortes não pode ser negativo',
    );
    expect(messageFor({ totalDeaths: 0 }, 'totalDeaths')).toBeUndefined();
    expect(messageFor({ ...big, totalDeaths: 10000 }, 'totalDeaths')).toBeUndefined();
    expect(messageFor({ ...big, totalDeaths: 10001 }, 'totalDeaths')).toBe(
      'Total de mortes não pode exceder 10.000 cabeças',
    );
  });

  it('investment, revenue and costs: zero or more', () => {
    expect(messageFor({ totalInvestment: -0.01 }, 'totalInvestment')).toBe(
      'Investimento não pode ser negativo',
    );
    expect(messageFor({ totalInvestment: 0 }, 'totalInvestment')).toBeUndefined();
    expect(messageFor({ totalRevenue: -0.01 }, 'totalRevenue')).toBe(
      'Receita não pode ser negativa',
    );
    expect(messageFor({ totalRevenue: 0 }, 'totalRevenue')).toBeUndefined();
    expect(messageFor({ totalCosts: -0.01 }, 'totalCosts')).toBe('Custos não podem ser negativos');
    expect(messageFor({ totalCosts: 0 }, 'totalCosts')).toBeUndefined();
  });

  it('refuses more heads leaving than the year had', () => {
    // 420 + 135 = 555: 546 sold + 9 dead fits, 547 + 9 does not.
    expect(messageFor({ totalSales: 546 }, 'totalSales')).toBeUndefined();
    expect(messageFor({ totalSales: 547 }, 'totalSales')).toBe(
      'Vendas e mortes não podem passar do rebanho do ano',
    );
    // The year's births are in its herd (issue 39 item 9): 420 + 3 + 135 = 558.
    expect(messageFor({ totalSales: 549, totalBirths: 3 }, 'totalSales')).toBeUndefined();
    expect(messageFor({ totalSales: 550, totalBirths: 3 }, 'totalSales')).toBe(
      'Vendas e mortes não podem passar do rebanho do ano',
    );
  });

  it('takes the births as heads, 0 when absent (a year saved before they were asked)', () => {
    expect(annualFiguresSchema.parse(year).totalBirths).toBe(0);
    expect(messageFor({ totalBirths: -1 }, 'totalBirths')).toBe(
      'Total de nascimentos não pode ser negativo',
    );
    expect(messageFor({ totalBirths: 1.5 }, 'totalBirths')).toBeDefined();
    // 420 + 12 + 135 − 260 − 9 = 298 heads at the end.
    expect(calculateAnnual({ ...year, totalBirths: 12 }).finalInventory).toBe(298);
  });

  it('joins the year and the figures in the whole form', () => {
    expect(annualResultsSchema.parse({ year: 2025, ...year })).toEqual({
      year: 2025,
      ...year,
      totalBirths: 0,
    });
    expect(annualResultsSchema.safeParse({ year: 2019, ...year }).success).toBe(false);
    for (const body of [null, 'texto', [], 42]) {
      expect(annualFiguresSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('herdChange (issue 23: Variação do rebanho)', () => {
  it('values the heads kept at the inventory average and adds them to the result', () => {
    // 420 + 135 − 260 − 9 = 286 heads: 134 fewer than at the start.
    const change = herdChange(year, 2850.5)!;
    // −134 × 2.850,50 = −381.967,00
    expect(change.herdValueChange).toBeCloseTo(-381967, 8);
    // 296.770,25 − 381.967,00 = −85.196,75
    expect(change.resultWithHerdChange).toBeCloseTo(-85196.75, 8);
  });

  it('turns a year that kept more animals than it sold from a loss into a gain', () => {
    const kept: AnnualYear = {
      initialInventory: 100,
      totalPurchases: 50,
      totalSales: 20,
      totalDeaths: 0,
      totalInvestment: 100000,
      totalRevenue: 60000,
      totalCosts: 20000,
    };
    expect(calculateAnnual(kept).netProfit).toBe(-60000);
    // 130 − 100 = 30 heads × R$ 3.000 = R$ 90.000; −60.000 + 90.000 = 30.000
    expect(herdChange(kept, 3000)).toEqual({
      herdValueChange: 90000,
      resultWithHerdChange: 30000,
    });
  });

  it('is zero when the herd ends as it began, and unknown without an inventory value', () => {
    const same = { ...year, totalPurchases: 269, totalSales: 260, totalDeaths: 9 };
    expect(herdChange(same, 3000)).toEqual({
      herdValueChange: 0,
      resultWithHerdChange: calculateAnnual(same).netProfit,
    });
    expect(herdChange(year, null)).toBeNull();
    expect(herdChange(year, Number.NaN)).toBeNull();
  });
});

describe('figuresFromMonths (Preencher com os meses salvos)', () => {
  it('adds up the months, money in cents', () => {
    const month = { purchases: 10, sales: 5, deaths: 1, totalRevenue: 0.1, totalCosts: 1000.2 };
    expect(figuresFromMonths([month, { ...month, totalRevenue: 0.2, sales: 7 }, month])).toEqual({
      totalPurchases: 30,
      totalSales: 17,
      totalDeaths: 3,
      totalRevenue: 0.4,
      totalCosts: 3000.6,
    });
    expect(figuresFromMonths([])).toEqual({
      totalPurchases: 0,
      totalSales: 0,
      totalDeaths: 0,
      totalRevenue: 0,
      totalCosts: 0,
    });
  });
});
