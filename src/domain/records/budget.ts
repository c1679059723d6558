import { z } from 'zod';
import { int, nonNegativeMoney, positiveMoney, safeDivide } from '../calculators/common';
import { text } from '../text';

export const MISSING_PLAN_NAME = {
  title: 'Nome obrigatório',
  description: 'Por favor, informe um nome para este planejamento.',
} as const;

/** 'Planejamento e Orçamento' (spec section 5 "Planning"; decisions.md "Planning"). */
export const budgetPlanSchema = z.object({
  planningName: text('Nome obrigatório')
    .min(1, { error: 'Nome obrigatório' })
    .max(100, { error: 'Nome muito longo' }),
  periodMonths: int()
    .min(1, { error: 'Período deve ser de pelo menos 1 mês' })
    .max(60, { error: 'Período muito longo' }),
  expectedQuantity: int()
    .min(1, { error: 'Quantidade deve ser maior que zero' })
    .max(100000, { error: 'Quantidade não pode exceder 100.000 cabeças' }),
  /** R$ per head. */
  estimatedPurchasePrice: positiveMoney('Preço de compra deve ser maior que zero'),
  /** R$ per head. */
  estimatedSalePrice: positiveMoney('Preço de venda deve ser maior que zero'),
  /** R$ per month, for the lot. */
  monthlySupplementCost: nonNegativeMoney('Custo não pode ser negativo'),
  monthlyRentCost: nonNegativeMoney('Custo não pode ser negativo'),
  monthlyLaborCost: nonNegativeMoney('Custo não pode ser negativo'),
  otherMonthlyCosts: nonNegativeMoney('Custo não pode ser negativo'),
});

export type BudgetPlanInput = z.infer<typeof budgetPlanSchema>;

export interface BudgetOutput {
  /** purchase price × heads */
  investment: number;
  /** monthly costs × months */
  operatingCosts: number;
  /** sale price × heads */
  revenue: number;
  /** revenue − investment − operating */
  profit: number;
  /** profit / investment × 100 */
  roiPercent: number | null;
  /** (investment + operating) / heads: the sale price per head that breaks even */
  breakEvenPrice: number | null;
  /** sum of the four monthly costs */
  monthlyCosts: number;
}

/** A saved plan as the API returns it. */
export interface BudgetPlan extends BudgetPlanInput {
  id: string;
  totalInvestment: number;
  estimatedProfit: number;
  createdAt: string;
}

/**
 * A plan's figures (decisions.md "Planning").
 * @example
 * calculateBudget({ planningName: 'Lote 1', periodMonths: 12, expectedQuantity: 100,
 *   estimatedPurchasePrice: 2000, estimatedSalePrice: 3500, monthlySupplementCost: 3000,
 *   monthlyRentCost: 2500, monthlyLaborCost: 2000, otherMonthlyCosts: 500 })
 * //=> { investment: 200000, operatingCosts: 96000, revenue: 350000, profit: 54000,
 * //     roiPercent: 27, breakEvenPrice: 2960, monthlyCosts: 8000 }
 */
export function calculateBudget(input: BudgetPlanInput): BudgetOutput {
  const monthlyCosts =
    input.monthlySupplementCost +
    input.monthlyRentCost +
    input.monthlyLaborCost +
    input.otherMonthlyCosts;
  const investment = input.estimatedPurchasePrice * input.expectedQuantity;
  const operatingCosts = monthlyCosts * input.periodMonths;
  const revenue = input.estimatedSalePrice * input.expectedQuantity;
  const profit = revenue - investment - operatingCosts;
  const roi = safeDivide(profit, investment);
  return {
    investment,
    operatingCosts,
    revenue,
    profit,
    roiPercent: roi === null ? null : roi * 100,
    breakEvenPrice: safeDivide(investment + operatingCosts, input.expectedQuantity),
    monthlyCosts,
  };
}

/** The totals of all the farm's plans, as GET /api/budget-plans answers them with each page. */
export interface BudgetPlanTotals {
  plans: number;
  /** Σ total investment, R$. */
  investment: number;
  /** Σ estimated profit, R$. */
  profit: number;
}
