import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { roundTo } from '../../domain/calculators/common';
import { budgetPlanSchema, calculateBudget, type BudgetPlan } from '../../domain/records/budget';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { budgetPlanning } from '../db/schema';
import { requireModule } from '../middleware/require-module';
import { requireSession, type SessionEnv } from '../middleware/session';
import { assertFinite, parseBody } from '../validate';

function toPlan(row: typeof budgetPlanning.$inferSelect): BudgetPlan {
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

/**
 * GET, POST /api/budget-plans — 'Planejamento e Orçamento' (spec section 2.9). GET lists the
 * user's plans newest first; POST stores one, with the investment and profit the server computes.
 */
export function budgetPlanRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db } = deps;
  return new Hono<SessionEnv>()
    .use(requireSession(deps.auth), requireModule(db, 'budget', deps.now))
    .get('/', async (c) => {
      const rows = await db
        .select()
        .from(budgetPlanning)
        .where(eq(budgetPlanning.userId, c.get('user').id))
        .orderBy(desc(budgetPlanning.createdAt), desc(budgetPlanning.id));
      return c.json(rows.map(toPlan));
    })
    .post('/', async (c) => {
      const input = await parseBody(c, budgetPlanSchema);
      const { investment, profit } = calculateBudget(input);
      assertFinite({ investment, profit });
      const [row] = await db
        .insert(budgetPlanning)
        .values({
          ...input,
          userId: c.get('user').id,
          // Money the server derives is stored in cents, without binary dust.
          totalInvestment: roundTo(investment, 2),
          estimatedProfit: roundTo(profit, 2),
        })
        .returning();
      return c.json(toPlan(row!), 201);
    });
}
