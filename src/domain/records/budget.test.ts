import { describe, expect, it } from 'vitest';
import { formatBRL, formatPercent } from '../format';
import {
  budgetPlanSchema,
  calculateBudget,
  MISSING_PLAN_NAME,
  type BudgetPlanInput,
} from './budget';
import { DOCUMENTED_BUDGET, VALID_INPUTS } from '../schemas.fixture';

/** The reference plan shared by the domain, API and browser tests. */
const plan: BudgetPlanInput = VALID_INPUTS.budget;

const messageFor = (values: Partial<Record<keyof BudgetPlanInput, unknown>>, field: string) => {
  const parsed = budgetPlanSchema.safeParse({ ...plan, ...values });
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('calculateBudget', () => {
  it('computes a plan by hand (checked with Python Decimal)', () => {
    const r = calculateBudget(plan);
    // 4.200,30 + 3.150 + 2.800,90 + 650,45 = 10.801,65 per month
    expect(r.monthlyCosts).toBeCloseTo(10801.65, 9);
    // 2.350,50 × 150 = 352.575
    expect(r.investment).toBeCloseTo(352575, 9);
    // 10.801,65 × 8 = 86.413,20
    expect(r.operatingCosts).toBeCloseTo(86413.2, 9);
    // 3.980,75 × 150 = 597.112,50
    expect(r.revenue).toBeCloseTo(597112.5, 9);
    // 597.112,50 − 352.575 − 86.413,20 = 158.124,30
    expect(r.profit).toBeCloseTo(158124.3, 9);
    // 158.124,30 / 352.575 × 100 = 44,8484…%
    expect(r.roiPercent).toBeCloseTo(44.8484152308, 9);
    // (352.575 + 86.413,20) / 150 = 2.926,588
    expect(r.breakEvenPrice).toBeCloseTo(2926.588, 9);

    expect(formatBRL(r.investment)).toBe('R$ 352.575,00');
    expect(formatBRL(r.operatingCosts)).toBe('R$ 86.413,20');
    expect(formatBRL(r.revenue)).toBe('R$ 597.112,50');
    expect(formatBRL(r.profit)).toBe('R$ 158.124,30');
    expect(formatPercent(r.roiPercent)).toBe('44,85%');
    expect(formatBRL(r.breakEvenPrice)).toBe('R$ 2.926,59');
  });

  it('matches its documented example', () => {
    expect(calculateBudget(DOCUMENTED_BUDGET)).toEqual({
      investment: 200000,
      operatingCosts: 96000,
      revenue: 350000,
      profit: 54000,
      roiPercent: 27,
      breakEvenPrice: 2960,
      monthlyCosts: 8000,
    });
  });

  it('shows a loss as a negative profit and ROI', () => {
    // 3.000 × 100 = 300.000 in; 1.000 × 12 = 12.000 costs; 2.500 × 100 = 250.000 out
    const r = calculateBudget({
      ...plan,
      periodMonths: 12,
      expectedQuantity: 100,
      estimatedPurchasePrice: 3000,
      estimatedSalePrice: 2500,
      monthlySupplementCost: 1000,
      monthlyRentCost: 0,
      monthlyLaborCost: 0,
      otherMonthlyCosts: 0,
    });
    expect(r.profit).toBe(-62000);
    // −62.000 / 300.000 = −20,666…%
    expect(r.roiPercent).toBeCloseTo(-20.6666666667, 9);
    expect(r.breakEvenPrice).toBe(3120);
    expect(formatPercent(r.roiPercent)).toBe('-20,67%');
  });

  it('has no operating costs when every monthly cost is zero', () => {
    const r = calculateBudget({
      ...plan,
      monthlySupplementCost: 0,
      monthlyRentCost: 0,
      monthlyLaborCost: 0,
      otherMonthlyCosts: 0,
    });
    expect(r.operatingCosts).toBe(0);
    expect(r.breakEvenPrice).toBeCloseTo(2350.5, 9);
  });
});

describe('budgetPlanSchema bounds (spec section 5 "Planning")', () => {
  it('needs a name with some non-blank text, trimmed, up to 100 characters', () => {
    expect(MISSING_PLAN_NAME).toEqual({
      title: 'Nome obrigatório',
      description: 'Por favor, informe um nome para este planejamento.',
    });
    expect(messageFor({ planningName: '' }, 'planningName')).toBe('Nome obrigatório');
    expect(messageFor({ planningName: '   ' }, 'planningName')).toBe('Nome obrigatório');
    expect(messageFor({ planningName: undefined }, 'planningName')).toBe('Nome obrigatório');
    expect(messageFor({ planningName: 'a'.repeat(100) }, 'planningName')).toBeUndefined();
    expect(messageFor({ planningName: 'a'.repeat(101) }, 'planningName')).toBe('Nome muito longo');
    expect(budgetPlanSchema.parse({ ...plan, planningName: '  Lote A ' }).planningName).toBe(
      'Lote A',
    );
  });

  it('period: an integer from 1 to 60 months', () => {
    expect(messageFor({ periodMonths: 0 }, 'periodMonths')).toBe(
      'Período deve ser de pelo menos 1 mês',
    );
    expect(messageFor({ periodMonths: 1 }, 'periodMonths')).toBeUndefined();
    expect(messageFor({ periodMonths: 60 }, 'periodMonths')).toBeUndefined();
    expect(messageFor({ periodMonths: 61 }, 'periodMonths')).toBe('Período muito longo');
    expect(messageFor({ periodMonths: 6.5 }, 'periodMonths')).toBe('Informe um número inteiro');
  });

  it('expected quantity: an integer from 1 to 100.000', () => {
    expect(messageFor({ expectedQuantity: 0 }, 'expectedQuantity')).toBe(
      'Quantidade deve ser maior que zero',
    );
    expect(messageFor({ expectedQuantity: 1 }, 'expectedQuantity')).toBeUndefined();
    expect(messageFor({ expectedQuantity: 100000 }, 'expectedQuantity')).toBeUndefined();
    expect(messageFor({ expectedQuantity: 100001 }, 'expectedQuantity')).toBe(
      'Quantidade não pode exceder 100.000 cabeças',
    );
  });

  it('purchase and sale prices: more than zero', () => {
    expect(messageFor({ estimatedPurchasePrice: 0 }, 'estimatedPurchasePrice')).toBe(
      'Preço de compra deve ser maior que zero',
    );
    expect(messageFor({ estimatedPurchasePrice: 0.01 }, 'estimatedPurchasePrice')).toBeUndefined();
    expect(messageFor({ estimatedSalePrice: 0 }, 'estimatedSalePrice')).toBe(
      'Preço de venda deve ser maior que zero',
    );
    expect(messageFor({ estimatedSalePrice: 0.01 }, 'estimatedSalePrice')).toBeUndefined();
  });

  it('monthly costs: zero or more', () => {
    for (const field of [
      'monthlySupplementCost',
      'monthlyRentCost',
      'monthlyLaborCost',
      'otherMonthlyCosts',
    ] as const) {
      expect(messageFor({ [field]: -0.01 }, field)).toBe('Custo não pode ser negativo');
      expect(messageFor({ [field]: 0 }, field)).toBeUndefined();
      expect(messageFor({ [field]: undefined }, field)).toBe('Campo obrigatório');
    }
  });
});
