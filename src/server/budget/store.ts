import { and, desc, eq, sql } from 'drizzle-orm';
import type { BudgetPlanTotals } from '../../domain/records/budget';
import type { RowCursor } from '../../domain/records/paging';
import type { Db } from '../db/client';
import { insertOnce } from '../db/insert-once';
import { afterCursor, cursorAt, keysetPage } from '../db/keyset';
import { budgetPlanning } from '../db/schema';

/** Every query of 'Planejamento e Orçamento'. */
export function budgetStore(db: Db) {
  return {
    /** A page of the farm's plans, newest first, after `before` when given (keyset.ts). */
    async page(farmId: string, before: RowCursor | undefined, limit: number) {
      const t = budgetPlanning;
      const rows = await db
        .select({ row: t, cursorAt: cursorAt(t.createdAt), id: t.id })
        .from(t)
        .where(and(eq(t.farmId, farmId), before && afterCursor(t.createdAt, t.id, before)))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit + 1);
      const page = keysetPage(rows, limit);
      return { rows: page.rows.map((r) => r.row), next: page.next };
    },
    /** How many plans the farm has, with their investment and profit added up in SQL. */
    async totals(farmId: string): Promise<BudgetPlanTotals> {
      const [row] = await db
        .select({
          plans: sql<number>`count(*)::int`,
          investment: sql<number>`coalesce(sum(${budgetPlanning.totalInvestment}), 0)::float8`,
          profit: sql<number>`coalesce(sum(${budgetPlanning.estimatedProfit}), 0)::float8`,
        })
        .from(budgetPlanning)
        .where(eq(budgetPlanning.farmId, farmId));
      return {
        plans: Number(row!.plans),
        investment: Number(row!.investment),
        profit: Number(row!.profit),
      };
    },
    /** The farm's plans, newest first (the CSV export). */
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
