import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetPlan, BudgetPlanInput } from '../../domain/records/budget';
import { budgetPlanning } from '../db/schema';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'planejamento@fazenda.com' });
});
afterAll(() => t.close());

// The plan of src/domain/records/budget.test.ts.
const plan: BudgetPlanInput = {
  planningName: 'Recria 2025',
  periodMonths: 8,
  expectedQuantity: 150,
  estimatedPurchasePrice: 2350.5,
  estimatedSalePrice: 3980.75,
  monthlySupplementCost: 4200.3,
  monthlyRentCost: 3150,
  monthlyLaborCost: 2800.9,
  otherMonthlyCosts: 650.45,
};

const post = (body: unknown, headers: Record<string, string> = { cookie }) =>
  t.post('/api/budget-plans', body, { headers });
const list = (headers: Record<string, string> = { cookie }) =>
  t.request('/api/budget-plans', { headers });
const rowsOf = async (email: string) =>
  t.db
    .select()
    .from(budgetPlanning)
    .where(eq(budgetPlanning.userId, await t.userId(email)));

describe('POST /api/budget-plans', () => {
  it('stores the plan with the investment and profit the server computes', async () => {
    const res = await post({
      ...plan,
      planningName: '  Recria 2025  ',
      totalInvestment: 1,
      estimatedProfit: 1,
      userId: 'outro',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as BudgetPlan;
    expect(body).toEqual({
      ...plan,
      id: expect.any(String),
      totalInvestment: 352575,
      estimatedProfit: 158124.3,
      createdAt: expect.any(String),
    });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    const rows = await rowsOf('planejamento@fazenda.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planningName: 'Recria 2025', estimatedProfit: 158124.3 });
  });

  it('answers 400 with field messages and writes nothing on bad input', async () => {
    const before = (await rowsOf('planejamento@fazenda.com')).length;
    const res = await post({
      ...plan,
      planningName: '   ',
      periodMonths: 61,
      estimatedSalePrice: 0,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Erro de validação',
        fields: {
          planningName: 'Nome obrigatório',
          periodMonths: 'Período muito longo',
          estimatedSalePrice: 'Preço de venda deve ser maior que zero',
        },
      },
    });
    for (const body of ['texto', null, [], { ...plan, expectedQuantity: '150' }]) {
      expect((await post(body)).status).toBe(400);
    }
    const huge = await post({ ...plan, monthlyRentCost: 1e308, monthlyLaborCost: 1e308 });
    expect(huge.status).toBe(400);
    expect((await rowsOf('planejamento@fazenda.com')).length).toBe(before);
  });
});

describe('GET /api/budget-plans', () => {
  it("lists the user's plans newest first, and never another user's", async () => {
    await post({ ...plan, planningName: 'Engorda' });
    await post({ ...plan, planningName: 'Cria' });
    const res = await list();
    expect(res.status).toBe(200);
    const plans = (await res.json()) as BudgetPlan[];
    expect(plans.map((p) => p.planningName)).toEqual(['Cria', 'Engorda', 'Recria 2025']);
    expect(plans[0]).toMatchObject({ totalInvestment: 352575, estimatedProfit: 158124.3 });

    const other = await t.createUser({ email: 'vizinho-plano@fazenda.com' });
    expect(await (await list({ cookie: other })).json()).toEqual([]);
  });
});

describe('access', () => {
  it('needs a session', async () => {
    expect((await list({})).status).toBe(401);
    expect((await post(plan, {})).status).toBe(401);
  });

  it('is closed to Starter (planning is not one of its modules)', async () => {
    const starter = await t.createUser({ email: 'starter-plano@fazenda.com' });
    await t.setSubscription('starter-plano@fazenda.com', {
      plan: 'STARTER',
      animalLimit: 100,
      trialEndsAt: null,
    });
    expect((await list({ cookie: starter })).status).toBe(403);
    expect((await post(plan, { cookie: starter })).status).toBe(403);
    expect(await rowsOf('starter-plano@fazenda.com')).toHaveLength(0);
  });
});
