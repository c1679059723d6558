import { Hono } from 'hono';
import { roundTo } from '../../domain/calculators/common';
import {
  budgetPlanSchema,
  calculateBudget,
  type BudgetPlan,
  type BudgetPlanTotals,
} from '../../domain/records/budget';
import type { ListPage } from '../../domain/records/paging';
import type { Access, AccessEnv } from '../access/access';
import { rowPageQuery } from '../db/keyset';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { assertFinite, idParam, parseBody } from '../validate';
import { toBudgetPlan } from '../farm-records';
import type { BudgetStore } from './store';

const NOT_FOUND = 'Planejamento não encontrado.';

/** Plans a page holds when the query does not say. */
const DEFAULT_PAGE = 20;

/**
 * GET, POST /api/budget-plans — 'Planejamento e Orçamento' (spec section 2.9). GET answers a
 * page of the farm's plans, newest first (`?before=` the `next` of the page before, `?limit=` 1
 * to 100, default 20), with the totals of all plans (decision 032); POST stores one, with the investment and profit the server computes.
 * A POST with an `Idempotency-Key` already sent stores nothing and answers the plan saved under
 * it (200), so a double click or a retry saves once. DELETE /:id removes one plan.
 */
export function budgetPlanRoutes(deps: { access: Access; store: BudgetStore }) {
  const { access, store } = deps;
  return new Hono<AccessEnv>()
    .get('/', access({ module: 'budget' }), async (c) => {
      const { before, limit } = rowPageQuery(c, DEFAULT_PAGE);
      const farmId = c.get('farm').id;
      const [page, totals] = await Promise.all([
        store.page(farmId, before, limit),
        store.totals(farmId),
      ]);
      const body: ListPage<BudgetPlan, BudgetPlanTotals> = {
        items: page.rows.map(toBudgetPlan),
        totals,
        next: page.next,
      };
      return c.json(body);
    })
    .post('/', access({ module: 'budget' }), async (c) => {
      const input = await parseBody(c, budgetPlanSchema);
      const { investment, profit } = calculateBudget(input);
      assertFinite({ investment, profit });
      const { row, replayed } = await store.add({
        ...input,
        farmId: c.get('farm').id,
        userId: c.get('user').id,
        // Money the server derives is stored in cents, without binary dust.
        totalInvestment: roundTo(investment, 2),
        estimatedProfit: roundTo(profit, 2),
        idempotencyKey: requestIdempotencyKey(c),
      });
      // Deleted in the meantime by another request of the same farm.
      if (!row) throw new AppError(409, 'CONFLICT', 'Planejamento removido. Tente novamente.');
      return c.json(toBudgetPlan(row), replayed ? 200 : 201);
    })
    .delete('/:id', access({ module: 'budget' }), async (c) => {
      const id = idParam(c, NOT_FOUND);
      if (!(await store.remove(c.get('farm').id, id))) {
        throw new AppError(404, 'NOT_FOUND', NOT_FOUND);
      }
      return c.body(null, 204);
    });
}
