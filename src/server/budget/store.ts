import { and, desc, eq } from 'drizzle-orm';
import type { BudgetPlan } from '../../domain/records/budget';
import type { Db } from '../db/client';
import { insertOnce } from '../db/insert-once';
import { budgetPlanning } from '../db/schema';

type BudgetRow = typeof budgetPlanning.$inferSelect;

export function toPlan(row: BudgetRow): BudgetPlan {
  return {
    id: row.id,
    planningName: row.planningName,
    periodMonths: row.periodMonths,
    expectedQuantity: row.expectedQuantity,
    estimatedPurchasePrice: Number(row.estimatedPurchasePrice),
    estimatedSalePrice: Number(row.estimatedSalePrice),
    monthlySupplementCost: Number(row.monthlySupplementCost),
    monthlyRentCost: Number(row.monthlyRentCost),
    monthlyLaborCost: Number(row.monthlyLaborCost),
    otherMonthlyCosts: Number(row.otherMonthlyCosts),
    totalInvestment: Number(row.totalInvestment),
    estimatedProfit: Number(row.estimatedProfit),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every query of 'Planejamento e Orçamento'. */
export function budgetStore(db: Db) {
  return {
    /** The farm's plans, newest first. */
    list(farmId: string) {
      return db
        .select()
        .from(budgetPlanning)
        .where(eq(budgetPlanning.farmId, farmId))
        .orderBy(desc(budgetPlanning.createdAt), desc(budgetPlanning.id));
    },
    /** Stores a plan once per idempotency key (insert-once.ts). */
    add(values: typeof budgetPlanning.$inferInsert) {
      return insertOnce(db, budgetPlanning, values);
    },
    /** Removes the farm's plan `id`; false when it has none such. */
    async remove(farmId: string, id: string) {
      const deleted = await db
        .delete(budgetPlanning)
        .where(and(eq(budgetPlanning.id, id), eq(budgetPlanning.farmId, farmId)))
        .returning({ id: budgetPlanning.id });
      return deleted.length > 0;
    },
  };
}

export type BudgetStore = ReturnType<typeof budgetStore>;
