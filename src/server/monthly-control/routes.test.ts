import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyEntry, MonthlyFigures } from '../../domain/records/monthly-control';
import { REFERENCE_MONTH } from '../../domain/schemas.fixture';
import { monthlyControl } from '../db/schema';
import { validationError } from '../test/responses';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'mensal@fazenda.com' });
  other = await t.createUser({ email: 'vizinho-mensal@fazenda.com' });
});
afterAll(() => t.close());

// The month of src/domain/records/monthly-control.test.ts.
const march: MonthlyFigures = REFERENCE_MONTH;

const put = (month: string, body: unknown, headers: Record<string, string> = { cookie }) =>
  t.request(`/api/monthly-control/${month}`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers,
  });
const get = (month: string, headers: Record<string, string> = { cookie }) =>
  t.request(`/api/monthly-control/${month}`, { headers });
const rowsOf = async (email: string) =>
  t.db
    .select()
    .from(monthlyControl)
    .where(eq(monthlyControl.userId, await t.userId(email)));

describe('PUT /api/monthly-control/:month', () => {
  it('saves the month with the figures the server computes, for the session user', async () => {
    const res = await put('2025-03', {
      ...march,
      finalQuantity: 1,
      netProfit: 1,
      userId: 'outro',
      monthYear: '2020-01',
    });
    expect(res.status).toBe(200);
    // Without `enteredAt` in the body, the figures count as entered when they arrived.
    const saved: MonthlyEntry = {
      monthYear: '2025-03',
      ...march,
      finalQuantity: 267,
      netProfit: 77878.38,
      enteredAt: t.clock.now.toISOString(),
    };
    expect(await res.json()).toEqual({ ...saved, outcome: 'saved' });
    const rows = await rowsOf('mensal@fazenda.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      monthYear: '2025-03-01',
      finalQuantity: 267,
      netProfit: 77878.38,
    });

    expect((await get('2025-03')).status).toBe(200);
    expect(await (await get('2025-03')).json()).toEqual(saved);
  });

  it('overwrites the same month in one row and bumps updated_at', async () => {
    await put('2025-04', march);
    const [first] = await rowsOf('mensal@fazenda.com').then((r) =>
      r.filter((x) => x.monthYear === '2025-04-01'),
    );
    const res = await put('2025-04', { ...march, sales: 100, totalRevenue: 200000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ sales: 100, finalQuantity: 287, netProfit: 12567.83 });
    const april = (await rowsOf('mensal@fazenda.com')).filter((r) => r.monthYear === '2025-04-01');
    expect(april).toHaveLength(1);
    expect(april[0]!.id).toBe(first!.id);
    expect(april[0]!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
    expect(april[0]!.createdAt).toEqual(first!.createdAt);
  });

  it('answers 400 with field messages and writes nothing on bad input', async () => {
    const res = await put('2025-05', {
      ...march,
      initialQuantity: 100001,
      deaths: 1001,
      totalCosts: -1,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      validationError({
        initialQuantity: 'Quantidade não pode exceder 100.000 cabeças',
        deaths: 'Mortes não podem exceder 1.000 cabeças',
        totalCosts: 'Custos não podem ser negativos',
      }),
    );
    const tooMany = await put('2025-05', { ...march, sales: 400 });
    expect((await tooMany.json()).error.fields).toEqual({
      sales: 'Vendas e mortes não podem passar do rebanho do mês',
    });
    for (const body of ['texto', null, [], { ...march, sales: '120' }]) {
      expect((await put('2025-05', body)).status).toBe(400);
    }
    const notJson = await t.request('/api/monthly-control/2025-05', {
      method: 'PUT',
      body: '{',
      headers: { cookie },
    });
    expect(notJson.status).toBe(400);
    const may = (await rowsOf('mensal@fazenda.com')).filter((r) => r.monthYear === '2025-05-01');
    expect(may).toHaveLength(0);
  });

  it('answers 400 for a malformed month, on PUT and GET', async () => {
    for (const month of [
      '2025-13',
      '2025-3',
      '2025-03-01',
      'marco',
      '202503',
      '0000-01',
      '1999-12',
      '2101-01',
      '9999-12',
      '2025-03%00',
      '%ff',
    ]) {
      const res = await put(month, march);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('INVALID_MONTH');
      expect((await get(month)).status).toBe(400);
    }
  });
});

describe('GET /api/monthly-control/:month', () => {
  it('answers 200 with null for a month without a record (an empty form is no error)', async () => {
    const res = await get('2024-01');
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it("never returns another user's month, and keeps each user's own", async () => {
    await put('2025-06', march);
    expect(await (await get('2025-06', { cookie: other })).json()).toBeNull();
    const res = await put('2025-06', { ...march, deaths: 0 }, { cookie: other });
    expect(res.status).toBe(200);
    expect((await (await get('2025-06')).json()).deaths).toBe(8);
    expect((await (await get('2025-06', { cookie: other })).json()).deaths).toBe(0);
  });
});

describe('access', () => {
  it('needs a session', async () => {
    expect((await get('2025-03', {})).status).toBe(401);
    expect((await put('2025-03', march, {})).status).toBe(401);
  });

  it('is closed to Starter (monthly control is not one of its modules)', async () => {
    const starter = await t.createUser({ email: 'starter-mensal@fazenda.com' });
    await t.setSubscription('starter-mensal@fazenda.com', {
      plan: 'STARTER',
      animalLimit: 100,
      trialEndsAt: null,
    });
    expect((await get('2025-03', { cookie: starter })).status).toBe(403);
    const res = await put('2025-03', march, { cookie: starter });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('MODULE_NOT_IN_PLAN');
    expect(await rowsOf('starter-mensal@fazenda.com')).toHaveLength(0);
  });
});

describe('GET /api/monthly-control (Meses registrados)', () => {
  const list = (query: string, headers: Record<string, string> = { cookie }) =>
    t.request(`/api/monthly-control${query}`, { headers });

  it('pages the farm’s months newest first, and gives the last closing before a month', async () => {
    const owner = await t.createUser({ email: 'meses@fazenda.com' });
    for (const month of ['2024-11', '2024-12', '2025-01', '2025-02']) {
      expect((await put(month, march, { cookie: owner })).status).toBe(200);
    }
    const first = await list('?limit=3', { cookie: owner });
    expect(first.status).toBe(200);
    const page1 = await first.json();
    expect(page1.months.map((m: MonthlyEntry) => m.monthYear)).toEqual([
      '2025-02',
      '2025-01',
      '2024-12',
    ]);
    expect(page1.next).toBe('2024-12');
    const page2 = await (await list(`?before=${page1.next}&limit=3`, { cookie: owner })).json();
    expect(page2).toMatchObject({ months: [{ monthYear: '2024-11' }], next: null });
    // The totals add up all four months, on every page.
    const profit = march.totalRevenue - march.totalCosts;
    const totals = {
      months: 4,
      totalRevenue: 4 * march.totalRevenue,
      totalCosts: 4 * march.totalCosts,
      netProfit: expect.closeTo(4 * profit, 6),
    };
    expect(page1.totals).toEqual(totals);
    expect(page2.totals).toEqual(totals);

    // The closing before a month without a record: the latest saved month before it.
    const closing = await (await list('?before=2025-01&limit=1', { cookie: owner })).json();
    expect(closing.months).toHaveLength(1);
    expect(closing.months[0]).toMatchObject({ monthYear: '2024-12', finalQuantity: 267 });
    expect(closing.next).toBe('2024-12');

    // Another farm sees none of them.
    expect(await (await list('', { cookie: other })).json()).toMatchObject({ next: null });
    const others = await (await list('', { cookie: other })).json();
    expect(others.months.map((m: MonthlyEntry) => m.monthYear)).not.toContain('2024-11');
  });

  it('refuses a page larger than 100 or a bad month', async () => {
    expect((await list('?limit=101')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?before=2025-13')).status).toBe(400);
    expect((await list('?before=0000-01')).status).toBe(400);
    expect((await list('?limit=%ff')).status).toBe(400);
    expect((await list('?limit=100')).status).toBe(200);
  });
});
