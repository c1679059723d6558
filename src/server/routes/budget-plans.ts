import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { roundTo } from '../../domain/calculators/common';
import { budgetPlanSchema, calculateBudget, type BudgetPlan } from '../../domain/records/budget';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { budgetPlanning } from '../db/schema';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { assertFinite, parseBody } from '../validate';

export function toPlan(row: typeof budgetPlanning.$inferSelect): BudgetPlan {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET, POST /api/budget-plans — 'Planejamento e Orçamento' (spec section 2.9). GET lists the
 * user's plans newest first; POST stores one, with the investment and profit the server computes.
 * A POST with an `Idempotency-Key` the user already sent stores nothing and answers the plan
 * saved under it (200), so a double click or a retry saves once. DELETE /:id removes one plan.
 */
export function budgetPlanRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db } = deps;
  return new Hono<FarmEnv>()
    .use(requireSession(deps.auth), requireModule(db, 'budget', deps.now))
    .get('/', async (c) => {
      const rows = await db
        .select()
        .from(budgetPlanning)
        .where(eq(budgetPlanning.farmId, c.get('farm').id))
        .orderBy(desc(budgetPlanning.createdAt), desc(budgetPlanning.id));
      return c.json(rows.map(toPlan));
    })
    .post('/', async (c) => {
      const input = await parseBody(c, budgetPlanSchema);
      const { investment, profit } = calculateBudget(input);
      assertFinite({ investment, profit });
      const userId = c.get('user').id;
      const farmId = c.get('farm').id;
      const idempotencyKey = requestIdempotencyKey(c);
      const [row] = await db
        .insert(budgetPlanning)
        .values({
          ...input,
          farmId,
          userId,
          // Money the server derives is stored in cents, without binary dust.
          totalInvestment: roundTo(investment, 2),
          estimatedProfit: roundTo(profit, 2),
          idempotencyKey,
        })
        .onConflictDoNothing({ target: [budgetPlanning.farmId, budgetPlanning.idempotencyKey] })
        .returning();
      if (row) return c.json(toPlan(row), 201);
      // Only a repeated key conflicts (a null key never does): answer the plan it saved.
      const [existing] = await db
        .select()
        .from(budgetPlanning)
        .where(
          and(
            eq(budgetPlanning.farmId, farmId),
            eq(budgetPlanning.idempotencyKey, idempotencyKey!),
          ),
        );
      // Deleted in the meantime by another request of the same user.
      if (!existing) throw new AppError(409, 'CONFLICT', 'Planejamento removido. Tente novamente.');
      return c.json(toPlan(existing), 200);
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      const deleted = UUID.test(id)
        ? await db
            .delete(budgetPlanning)
            .where(and(eq(budgetPlanning.id, id), eq(budgetPlanning.farmId, c.get('farm').id)))
            .returning({ id: budgetPlanning.id })
        : [];
      if (deleted.length === 0) {
        throw new AppError(404, 'NOT_FOUND', 'Planejamento não encontrado.');
      }
      return c.body(null, 204);
    });
}
