import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns, amount, createdAt, farmKey } from './record-columns';

export const budgetPlanning = pgTable(
  'budget_planning',
  {
    ...recordColumns(),
    planningName: text('planning_name').notNull(),
    periodMonths: integer('period_months').notNull(),
    expectedQuantity: integer('expected_quantity').notNull(),
    estimatedPurchasePrice: amount('estimated_purchase_price'),
    estimatedSalePrice: amount('estimated_sale_price'),
    monthlySupplementCost: amount('monthly_supplement_cost'),
    monthlyRentCost: amount('monthly_rent_cost'),
    monthlyLaborCost: amount('monthly_labor_cost'),
    otherMonthlyCosts: amount('other_monthly_costs'),
    totalInvestment: amount('total_investment'),
    estimatedProfit: amount('estimated_profit'),
    /** The client's key for one save: a repeated POST (double click, retry) finds this row. */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    farmKey('budget_planning', t),
    index('budget_planning_farm_created_idx').on(t.farmId, t.createdAt.desc()),
    uniqueIndex('budget_planning_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);
