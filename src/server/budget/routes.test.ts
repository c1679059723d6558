import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_INPUTS } from '../../domain/schemas.fixture';
import type { BudgetPlan, BudgetPlanInput, BudgetPlanTotals } from '../../domain/records/budget';
import type { ListPage } from '../../domain/records/paging';
import { budgetPlanning } from '../db/schema';
import { validationError } from '../test/responses';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'planejamento@fazenda.com' });
});
afterAll(() => t.close());

/** The reference plan shared by the domain, API and browser tests. */
const plan: BudgetPlanInput = VALID_INPUTS.budget;

const post = (body: unknown, headers: Record<string, string> = { cookie }) =>
  t.post('/api/budget-plans', body, { headers });
const list = (headers: Record<string, string> = { cookie }, query = '') =>
  t.request(`/api/budget-plans${query}`, { headers });
type PlanPage = ListPage<BudgetPlan, BudgetPlanTotals>;
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
    expect(await res.json()).toEqual(
      validationError({
        planningName: 'Nome obrigatório',
        periodMonths: 'Período muito longo',
        estimatedSalePrice: 'Preço de venda deve ser maior que zero',
      }),
    );
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
    const plans = ((await res.json()) as PlanPage).items;
    expect(plans.map((p) => p.planningName)).toEqual(['Cria', 'Engorda', 'Recria 2025']);
    expect(plans[0]).toMatchObject({ totalInvestment: 352575, estimatedProfit: 158124.3 });

    const other = await t.createUser({ email: 'vizinho-plano@fazenda.com' });
    expect(await (await list({ cookie: other })).json()).toEqual({
      items: [],
      totals: { plans: 0, investment: 0, profit: 0 },
      next: null,
    });
  });

  it('pages the plans with the totals of all of them, and refuses bad paging', async () => {
    const farmer = await t.createUser({ email: 'muitos-planos@fazenda.com' });
    for (let i = 1; i <= 5; i++) {
      const res = await post({ ...plan, planningName: `Plano ${i}` }, { cookie: farmer });
      expect(res.status).toBe(201);
    }
    const first = (await (await list({ cookie: farmer }, '?limit=2')).json()) as PlanPage;
    expect(first.items.map((p) => p.planningName)).toEqual(['Plano 5', 'Plano 4']);
    expect(first.totals).toEqual({ plans: 5, investment: 5 * 352575, profit: 5 * 158124.3 });
    const names = first.items.map((p) => p.planningName);
    let next = first.next;
    while (next) {
      const page = (await (
        await list({ cookie: farmer }, `?limit=2&before=${next}`)
      ).json()) as PlanPage;
      expect(page.totals).toEqual(first.totals);
      names.push(...page.items.map((p) => p.planningName));
      next = page.next;
    }
    expect(names).toEqual(['Plano 5', 'Plano 4', 'Plano 3', 'Plano 2', 'Plano 1']);
    for (const query of ['?limit=0', '?limit=101', '?limit=1.5', '?before=abc', '?before=%ff']) {
      expect((await list({ cookie: farmer }, query)).status, query).toBe(400);
    }
  });
});

describe('idempotency', () => {
  const KEY = '6f1c2d9e-4b3a-4c8d-9e7f-0a1b2c3d4e5f';
  const postWithKey = (body: unknown, key: string, as: string = cookie) =>
    post(body, { cookie: as, 'Idempotency-Key': key });

  it('stores a plan once for the same key, and answers the saved plan again', async () => {
    const before = (await rowsOf('planejamento@fazenda.com')).length;
    const first = await postWithKey({ ...plan, planningName: 'Clique duplo' }, KEY);
    expect(first.status).toBe(201);
    const saved = (await first.json()) as BudgetPlan;
    const again = await postWithKey({ ...plan, planningName: 'Clique duplo' }, KEY);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(saved);
    expect(await rowsOf('planejamento@fazenda.com')).toHaveLength(before + 1);
  });

  it('stores one plan when the same key arrives twice at once', async () => {
    const key = '0b6d7c1a-2e3f-4a5b-8c9d-112233445566';
    const before = (await rowsOf('planejamento@fazenda.com')).length;
    const answers = await Promise.all([postWithKey(plan, key), postWithKey(plan, key)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = (await Promise.all(answers.map((r) => r.json()))) as BudgetPlan[];
    expect(a!.id).toBe(b!.id);
    expect(await rowsOf('planejamento@fazenda.com')).toHaveLength(before + 1);
  });

  it("keeps keys per user: another user's same key saves that user's own plan", async () => {
    const other = await t.createUser({ email: 'vizinho-chave@fazenda.com' });
    const res = await postWithKey({ ...plan, planningName: 'Do vizinho' }, KEY, other);
    expect(res.status).toBe(201);
    expect(((await res.json()) as BudgetPlan).planningName).toBe('Do vizinho');
    expect(await rowsOf('vizinho-chave@fazenda.com')).toHaveLength(1);
  });

  it('refuses a key that is not a UUID with a 400, writing nothing', async () => {
    const before = (await rowsOf('planejamento@fazenda.com')).length;
    const res = await postWithKey(plan, 'duplo-clique');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'INVALID_IDEMPOTENCY_KEY',
    );
    expect(await rowsOf('planejamento@fazenda.com')).toHaveLength(before);
  });
});

describe('DELETE /api/budget-plans/:id', () => {
  const remove = (id: string, as: string = cookie) =>
    t.request(`/api/budget-plans/${id}`, { method: 'DELETE', headers: { cookie: as } });

  it("deletes the user's plan; another user's id, an unknown id or a bad id is a 404", async () => {
    const created = (await (
      await post({ ...plan, planningName: 'Para excluir' })
    ).json()) as BudgetPlan;
    const other = await t.createUser({ email: 'vizinho-exclui@fazenda.com' });
    const theirs = (await (
      await post({ ...plan, planningName: 'Do outro' }, { cookie: other })
    ).json()) as BudgetPlan;

    const foreign = await remove(theirs.id);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect(await rowsOf('vizinho-exclui@fazenda.com')).toHaveLength(1);
    expect((await remove('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await remove('nao-e-um-id')).status).toBe(404);

    expect((await remove(created.id)).status).toBe(204);
    const names = ((await (await list()).json()) as PlanPage).items.map((p) => p.planningName);
    expect(names).not.toContain('Para excluir');
    expect((await remove(created.id)).status).toBe(404);
  });

  it('needs a session', async () => {
    expect(
      (
        await t.request('/api/budget-plans/00000000-0000-4000-8000-000000000000', {
          method: 'DELETE',
        })
      ).status,
    ).toBe(401);
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
