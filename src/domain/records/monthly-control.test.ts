import { describe, expect, it } from 'vitest';
import { formatBRL, formatPercent } from '../format';
import {
  calculateMonthly,
  monthlyControlSchema,
  monthlyFiguresSchema,
  monthSchema,
  type MonthlyFigures,
} from './monthly-control';
import { DOCUMENTED_MONTH, REFERENCE_MONTH } from '../schemas.fixture';

const month: MonthlyFigures = REFERENCE_MONTH;

/** The first message for `field`, or undefined when the figures pass. */
const messageFor = (figures: Partial<Record<keyof MonthlyFigures, unknown>>, field: string) => {
  const parsed = monthlyFiguresSchema.safeParse({ ...month, ...figures });
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('calculateMonthly', () => {
  it('computes a month by hand (checked with Python Decimal)', () => {
    const r = calculateMonthly(month);
    // 350 + 45 − 120 − 8 = 267 head
    expect(r.finalQuantity).toBe(267);
    // 265.310,55 − 187.432,17 = 77.878,38
    expect(r.netProfit).toBeCloseTo(77878.38, 9);
    // 77.878,38 / 120 sold = 648,9865
    expect(r.profitPerHeadSold).toBeCloseTo(648.9865, 9);
    // 77.878,38 / 265.310,55 × 100 = 29,35366874…%
    expect(r.marginPercent).toBeCloseTo(29.3536687478, 9);
    // 120 sold + 8 dead
    expect(r.turnover).toBe(128);
    // 8 / 350 × 100 = 2,2857…% — above 2%: warning
    expect(r.mortalityPercent).toBeCloseTo(2.2857142857, 9);
    expect(r.highMortality).toBe(true);

    expect(formatBRL(r.netProfit)).toBe('R$ 77.878,38');
    expect(formatBRL(r.profitPerHeadSold)).toBe('R$ 648,99');
    expect(formatPercent(r.marginPercent)).toBe('29,35%');
    expect(formatPercent(r.mortalityPercent)).toBe('2,29%');
  });

  it('matches its documented example', () => {
    expect(calculateMonthly(DOCUMENTED_MONTH)).toEqual({
      finalQuantity: 187,
      netProfit: 45000,
      profitPerHeadSold: 1500,
      marginPercent: 50,
      turnover: 33,
      mortalityPercent: 1.5,
      highMortality: false,
    });
  });

  it('gives a loss as a negative profit and margin', () => {
    const r = calculateMonthly({ ...month, totalCosts: 300000, totalRevenue: 200000 });
    expect(r.netProfit).toBe(-100000);
    expect(r.marginPercent).toBe(-50);
    expect(formatBRL(r.netProfit)).toBe('-R$ 100.000,00');
  });

  it('warns only above 2% mortality', () => {
    const at = (deaths: number) => calculateMonthly({ ...month, initialQuantity: 1000, deaths });
    expect(at(20).mortalityPercent).toBe(2);
    expect(at(20).highMortality).toBe(false);
    expect(at(21).mortalityPercent).toBeCloseTo(2.1, 9);
    expect(at(21).highMortality).toBe(true);
    expect(at(0).mortalityPercent).toBe(0);
  });

  it('gives null (shown as —) for a zero divisor, never NaN or Infinity', () => {
    const r = calculateMonthly({ ...month, sales: 0, totalRevenue: 0, totalCosts: 0 });
    expect(r.profitPerHeadSold).toBeNull();
    expect(r.marginPercent).toBeNull();
    expect(r.netProfit).toBe(0);
    expect(formatBRL(r.profitPerHeadSold)).toBe('—');
    expect(formatPercent(r.marginPercent)).toBe('—');
  });
});

describe('monthlyFiguresSchema bounds (spec section 5 "Monthly control")', () => {
  it('accepts the month and strips unknown keys', () => {
    expect(monthlyFiguresSchema.parse({ ...month, userId: 'x' })).toEqual(month);
  });

  it('initial quantity: an integer from 1 to 100.000', () => {
    expect(messageFor({ initialQuantity: 0, sales: 0, deaths: 0 }, 'initialQuantity')).toBe(
      'Quantidade inicial deve ser de pelo menos 1 cabeça',
    );
    expect(messageFor({ initialQuantity: 1, sales: 0, deaths: 0 }, 'initialQuantity')).toBe(
      undefined,
    );
    expect(messageFor({ initialQuantity: 100000 }, 'initialQuantity')).toBeUndefined();
    expect(messageFor({ initialQuantity: 100001 }, 'initialQuantity')).toBe(
      'Quantidade não pode exceder 100.000 cabeças',
    );
    expect(messageFor({ initialQuantity: 350.5 }, 'initialQuantity')).toBe(
      'Informe um número inteiro',
    );
    expect(messageFor({ initialQuantity: undefined }, 'initialQuantity')).toBe('Campo obrigatório');
    expect(messageFor({ initialQuantity: Number.NaN }, 'initialQuantity')).toBe(
      'Informe um número válido',
    );
  });

  it('purchases and sales: integers from 0 to 100.000', () => {
    expect(messageFor({ purchases: -1 }, 'purchases')).toBe('Compras não podem ser negativas');
    expect(messageFor({ purchases: 0 }, 'purchases')).toBeUndefined();
    expect(messageFor({ purchases: 100000 }, 'purchases')).toBeUndefined();
    expect(messageFor({ purchases: 100001 }, 'purchases')).toBe(
      'Compras não podem exceder 100.000 cabeças',
    );
    expect(messageFor({ sales: -1 }, 'sales')).toBe('Vendas não podem ser negativas');
    expect(messageFor({ sales: 0 }, 'sales')).toBeUndefined();
    const big = { initialQuantity: 100000, purchases: 100000, deaths: 0 };
    expect(messageFor({ ...big, sales: 100000 }, 'sales')).toBeUndefined();
    expect(messageFor({ ...big, sales: 100001 }, 'sales')).toBe(
      'Vendas não podem exceder 100.000 cabeças',
    );
  });

  it('deaths: an integer from 0 to 1.000', () => {
    const big = { initialQuantity: 5000, sales: 0 };
    expect(messageFor({ deaths: -1 }, 'deaths')).toBe('Mortes não podem ser negativas');
    expect(messageFor({ deaths: 0 }, 'deaths')).toBeUndefined();
    expect(messageFor({ ...big, deaths: 1000 }, 'deaths')).toBeUndefined();
    expect(messageFor({ ...big, deaths: 1001 }, 'deaths')).toBe(
      'Mortes não podem exceder 1.000 cabeças',
    );
    expect(messageFor({ deaths: 1.5 }, 'deaths')).toBe('Informe um número inteiro');
  });

  it('costs and revenue: zero or more', () => {
    expect(messageFor({ totalCosts: -0.01 }, 'totalCosts')).toBe('Custos não podem ser negativos');
    expect(messageFor({ totalCosts: 0 }, 'totalCosts')).toBeUndefined();
    expect(messageFor({ totalRevenue: -0.01 }, 'totalRevenue')).toBe(
      'Receita não pode ser negativa',
    );
    expect(messageFor({ totalRevenue: 0 }, 'totalRevenue')).toBeUndefined();
  });

  it('refuses more heads leaving than the month had, even with other errors', () => {
    // 350 + 45 = 395 heads: 390 sold + 5 dead fits, 391 + 5 does not.
    expect(messageFor({ sales: 390, deaths: 5 }, 'sales')).toBeUndefined();
    expect(messageFor({ sales: 391, deaths: 5 }, 'sales')).toBe(
      'Vendas e mortes não podem passar do rebanho do mês',
    );
    expect(messageFor({ sales: 391, deaths: 5, totalCosts: -1 }, 'sales')).toBe(
      'Vendas e mortes não podem passar do rebanho do mês',
    );
  });

  it('refuses what is not an object', () => {
    for (const body of [null, 'texto', [], 42]) {
      expect(monthlyFiguresSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('monthSchema', () => {
  it('requires a month written YYYY-MM', () => {
    const message = (value: unknown) => monthSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('')).toBe('Mês/Ano é obrigatório');
    expect(message(undefined)).toBe('Mês/Ano é obrigatório');
    expect(message('2025-13')).toBe('Mês/Ano inválido');
    expect(message('2025-00')).toBe('Mês/Ano inválido');
    expect(message('2025-3')).toBe('Mês/Ano inválido');
    expect(message('2025-03-01')).toBe('Mês/Ano inválido');
    expect(message('2025-01')).toBeUndefined();
    expect(message('2025-12')).toBeUndefined();
  });

  it('joins the month and the figures in the whole form', () => {
    expect(monthlyControlSchema.parse({ monthYear: '2025-03', ...month })).toEqual({
      monthYear: '2025-03',
      ...month,
    });
    expect(monthlyControlSchema.safeParse(month).success).toBe(false);
  });
});
