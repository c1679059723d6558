import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnualFigures,
  AnnualSaveResult,
  YearListPage,
} from '../../domain/records/annual-results';
import { REFERENCE_YEAR } from '../../domain/schemas.fixture';
import { annualResults } from '../db/schema';
import { validationError } from '../test/responses';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'anual@fazenda.com' });
});
afterAll(() => t.close());

// The year of src/domain/records/annual-results.test.ts.
const figures: AnnualFigures = { ...REFERENCE_YEAR, totalBirths: 0 };

const put = (year: string | number, body: unknown, headers: Record<string, string> = { cookie }) =>
  t.request(`/api/annual-results/${year}`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers,
  });
const get = (year: string | number, headers: Record<string, string> = { cookie }) =>
  t.request(`/api/annual-results/${year}`, { headers });
const rowsOf = async (email: string) =>
  t.db
    .select()
    .from(annualResults)
    .where(eq(annualResults.userId, await t.userId(email)));

describe('PUT /api/annual-results/:year', () => {
  it('saves the year with the figures the server computes, for the session user', async () => {
    const res = await put(2025, { ...figures, netProfit: 1, roiPercent: 1, userId: 'outro' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AnnualSaveResult;
    expect(body).toMatchObject({ year: 2025, ...figures, finalInventory: 286, outcome: 'saved' });
    // Without `enteredAt` in the body, the figures count as entered when they arrived.
    expect(body.enteredAt).toBe(t.clock.now.toISOString());
    expect(body.netProfit).toBe(296770.25);
    // 43.6973299099...% and 37.8051081248...%, stored in hundredths like the money.
    expect(body.grossMargin).toBe(43.7);
    expect(body.roiPercent).toBe(37.81);
    const rows = await rowsOf('anual@fazenda.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ year: 2025, finalInventory: 286 });
    const { outcome: _outcome, ...entry } = body;
    expect(await (await get(2025)).json()).toEqual(entry);
  });

  it('counts the year’s births in its final stock; a body without them saves 0 (issue 39)', async () => {
    const owner = await t.createUser({ email: 'anual-nascimentos@fazenda.com' });
    const res = await put(2026, { ...figures, totalBirths: 40 }, { cookie: owner });
    expect(res.status).toBe(200);
    // 420 + 40 + 135 − 260 − 9 = 326 heads.
    expect(await res.json()).toMatchObject({ totalBirths: 40, finalInventory: 326 });
    const { totalBirths: _births, ...before } = figures;
    const old = await put(2027, before, { cookie: owner });
    expect(await old.json()).toMatchObject({ totalBirths: 0, finalInventory: 286 });
    const bad = await put(2028, { ...figures, totalBirths: -1 }, { cookie: owner });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { fields: { totalBirths: 'Total de nascimentos não pode ser negativo' } },
    });
  });

  it('recalculating a year overwrites it in one row and bumps updated_at', async () => {
    const [first] = await rowsOf('anual@fazenda.com');
    const res = await put(2025, { ...figures, totalRevenue: 0, totalInvestment: 0 });
    expect(res.status).toBe(200);
    // Without revenue or investment, margin and ROI have no value: stored as null.
    expect(await res.json()).toMatchObject({
      totalRevenue: 0,
      grossMargin: null,
      roiPercent: null,
    });
    const rows = await rowsOf('anual@fazenda.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first!.id, netProfit: -312480.1, grossMargin: null });
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
  });

  it('answers 400 with field messages and writes nothing on bad input', async () => {
    const res = await put(2024, {
      ...figures,
      initialInventory: 20000,
      totalDeaths: 10001,
      totalRevenue: -1,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      validationError({
        totalDeaths: 'Total de mortes não pode exceder 10.000 cabeças',
        totalRevenue: 'Receita não pode ser negativa',
      }),
    );
    for (const body of ['texto', null, [], { ...figures, totalSales: 600 }]) {
      expect((await put(2024, body)).status).toBe(400);
    }
    expect((await rowsOf('anual@fazenda.com')).map((r) => r.year)).toEqual([2025]);
  });

  it('answers 400 for a malformed or out-of-range year, on PUT and GET', async () => {
    for (const year of [
      '2019',
      '2101',
      '25',
      '2025.0',
      'ano',
      '02025',
      '0000',
      '9999',
      '%ff',
      '2025%00',
    ]) {
      const res = await put(year, figures);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('INVALID_YEAR');
      expect((await get(year)).status).toBe(400);
    }
    expect((await (await get(2019)).json()).error.message).toBe('Ano deve estar entre 2020 e 2100');
  });
});

describe('GET /api/annual-results/:year', () => {
  it("answers 200 with null for a year without a record and for another user's year", async () => {
    const res = await get(2030);
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
    const other = await t.createUser({ email: 'vizinho-anual@fazenda.com' });
    const others = await get(2025, { cookie: other });
    expect(others.status).toBe(200);
    expect(await others.json()).toBeNull();
  });
});

describe('GET /api/annual-results (Anos registrados)', () => {
  const list = (query: string, as: string) =>
    t.request(`/api/annual-results${query}`, { headers: { cookie: as } });

  it('pages the saved years newest first, with the totals of all of them', async () => {
    const owner = await t.createUser({ email: 'anos@fazenda.com' });
    for (const year of [2021, 2022, 2023, 2024, 2025]) {
      expect((await put(year, figures, { cookie: owner })).status).toBe(200);
    }
    const first = (await (await list('?limit=2', owner)).json()) as YearListPage;
    expect(first.years.map((y) => y.year)).toEqual([2025, 2024]);
    expect(first.next).toBe(2024);
    const saved = (await (await get(2025, { cookie: owner })).json()) as AnnualSaveResult;
    const totals = {
      years: 5,
      totalRevenue: 5 * figures.totalRevenue,
      totalCosts: 5 * figures.totalCosts,
      netProfit: expect.closeTo(5 * saved.netProfit, 6),
    };
    expect(first.totals).toEqual(totals);
    const second = (await (
      await list(`?limit=2&before=${first.next}`, owner)
    ).json()) as YearListPage;
    expect(second.years.map((y) => y.year)).toEqual([2023, 2022]);
    expect(second.totals).toEqual(totals);
    const third = (await (
      await list(`?limit=2&before=${second.next}`, owner)
    ).json()) as YearListPage;
    expect(third).toMatchObject({ years: [{ year: 2021 }], next: null });

    const other = await t.createUser({ email: 'sem-anos@fazenda.com' });
    expect(await (await list('', other)).json()).toEqual({
      years: [],
      totals: { years: 0, totalRevenue: 0, totalCosts: 0, netProfit: 0 },
      next: null,
    });
  });

  it('answers 400 for a bad year or limit', async () => {
    for (const query of [
      '?before=0',
      '?before=2019',
      '?before=2102',
      '?before=%ff',
      '?limit=0',
      '?limit=101',
      '?limit=x',
    ]) {
      expect((await list(query, cookie)).status, query).toBe(400);
    }
  });
});

describe('access', () => {
  it('needs a session', async () => {
    expect((await get(2025, {})).status).toBe(401);
    expect((await put(2025, figures, {})).status).toBe(401);
  });

  it('is closed to Starter (annual results is not one of its modules)', async () => {
    const starter = await t.createUser({ email: 'starter-anual@fazenda.com' });
    await t.setSubscription('starter-anual@fazenda.com', {
      plan: 'STARTER',
      animalLimit: 100,
      trialEndsAt: null,
    });
    expect((await get(2025, { cookie: starter })).status).toBe(403);
    expect((await put(2025, figures, { cookie: starter })).status).toBe(403);
    expect(await rowsOf('starter-anual@fazenda.com')).toHaveLength(0);
  });
});

describe('GET /api/annual-results/:year/months and /herd-value (issue 23)', () => {
  it('adds up the year’s saved months, and only that year’s', async () => {
    const owner = await t.createUser({ email: 'anual-meses@fazenda.com' });
    const month = (purchases: number, sales: number, totalRevenue: number) => ({
      initialQuantity: 300,
      purchases,
      sales,
      deaths: 1,
      totalCosts: 1000.1,
      totalRevenue,
    });
    for (const [key, figures] of [
      ['2025-12', month(99, 99, 99)],
      ['2026-01', month(10, 5, 20000.35)],
      ['2026-06', month(0, 40, 120000.4)],
      ['2026-12', month(5, 0, 0)],
      ['2027-01', month(99, 99, 99)],
    ] as const) {
      const res = await t.request(`/api/monthly-control/${key}`, {
        method: 'PUT',
        body: JSON.stringify(figures),
        headers: { cookie: owner },
      });
      expect(res.status).toBe(200);
    }
    const res = await get('2026/months', { cookie: owner });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      year: 2026,
      monthCount: 3,
      // January's 'Quantidade Inicial': the months' opening stock.
      januaryInitial: 300,
      totalPurchases: 15,
      totalSales: 45,
      totalDeaths: 3,
      totalRevenue: 140000.75,
      totalCosts: 3000.3,
    });
    expect(await (await get('2024/months', { cookie: owner })).json()).toMatchObject({
      monthCount: 0,
      totalSales: 0,
    });
    expect((await get('1999/months', { cookie: owner })).status).toBe(400);
  });

  it('gives the inventory’s value per head over the items that have one', async () => {
    const owner = await t.createUser({ email: 'anual-estoque@fazenda.com' });
    expect(await (await get('herd-value', { cookie: owner })).json()).toEqual({
      heads: 0,
      averageValuePerHead: null,
    });
    for (const item of [
      { category: 'Bois', quantity: 10, averageWeight: 450, averageValue: 3000 },
      { category: 'Bezerros', quantity: 30, averageWeight: 180, averageValue: 1800 },
    ]) {
      const res = await t.request('/api/inventory', {
        method: 'POST',
        body: JSON.stringify(item),
        headers: { cookie: owner },
      });
      expect(res.status).toBe(201);
    }
    // (10 × 3.000 + 30 × 1.800) / 40 = 2.100
    expect(await (await get('herd-value', { cookie: owner })).json()).toEqual({
      heads: 40,
      averageValuePerHead: 2100,
    });
  });
});
