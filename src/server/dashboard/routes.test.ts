import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../domain/api';
import { emptyHeadCount } from '../../domain/herd/head-count';
import { todayIn } from '../../domain/records/dates';
import {
  annualResults,
  budgetPlanning,
  inventory,
  monthlyControl,
  resultCalculations,
  weighings,
} from '../db/schema';
import { createTestApp } from '../test/test-app';
import { REFERENCE_LOT } from '../../domain/calculators/results.fixture';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let producer: string;
let neighbour: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'painel@fazenda.com' });
  await t.createUser({ email: 'vizinho@fazenda.com' });
  producer = await t.farmOf('painel@fazenda.com');
  neighbour = await t.farmOf('vizinho@fazenda.com');
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

const dashboard = async (headers: Record<string, string> = { cookie }) =>
  t.request('/api/dashboard', { headers });

function weighing(
  farmId: string,
  animalId: string,
  weighingDate: string,
  weight: number,
  createdAt: string,
) {
  return { farmId, animalId, weighingDate, weight, createdAt: at(createdAt) };
}

const budget = (farmId: string, planningName: string) => ({
  farmId,
  planningName,
  periodMonths: 12,
  expectedQuantity: 50,
  estimatedPurchasePrice: 2500,
  estimatedSalePrice: 4000,
  monthlySupplementCost: 1000,
  monthlyRentCost: 500,
  monthlyLaborCost: 2000,
  otherMonthlyCosts: 100,
  totalInvestment: 125000,
  estimatedProfit: 31800,
});

const month = (farmId: string, monthYear: string) => ({
  farmId,
  monthYear,
  initialQuantity: 100,
  purchases: 10,
  sales: 20,
  deaths: 1,
  totalCosts: 10000,
  totalRevenue: 50000,
  finalQuantity: 89,
  netProfit: 40000,
});

const year = (farmId: string, y: number) => ({
  farmId,
  year: y,
  initialInventory: 100,
  totalPurchases: 50,
  totalSales: 60,
  totalDeaths: 2,
  totalInvestment: 100000,
  totalRevenue: 300000,
  totalCosts: 150000,
  finalInventory: 88,
  netProfit: 150000,
  grossMargin: 66.67,
  roiPercent: 150,
});

describe('GET /api/dashboard', () => {
  it('answers 401 without a session, before any work', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { cookie: 'arroba.session_token=forjado.assinatura' },
    ];
    for (const headers of attempts) {
      const res = await dashboard(headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Você precisa estar autenticado.' },
      });
    }
  });

  it('gives a user with no records zero heads, no gain, no margin and no reports', async () => {
    const empty = await t.createUser({ email: 'vazio@fazenda.com' });
    const res = await dashboard({ cookie: empty });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      herdTotal: 0,
      herd: emptyHeadCount(todayIn(t.clock.now)),
      averageDailyGain: null,
      marginPercent: null,
      marginAt: null,
      reportsCount: 0,
      unpriced: { sales: 0, purchases: 0 },
      scope: 'farm',
    } satisfies DashboardResponse);
  });

  it("computes the four statistics from the user's own rows only", async () => {
    await t.db.insert(weighings).values([
      // A: 300 kg on 01/01 → 360 kg on 02/03 = 60 kg / 60 days = 1,000 kg/day. Entered out of
      // date order, with a weighing in between that must not count as first or last.
      weighing(producer, 'A', '2025-03-02', 360, '2025-03-02T12:00:00Z'),
      weighing(producer, 'A', '2025-02-01', 345, '2025-03-02T12:01:00Z'),
      weighing(producer, 'A', '2025-01-01', 300, '2025-03-02T12:02:00Z'),
      // B: two weighings on the first day and two on the last; the entry order decides:
      // first = 250 (entered before 255), last = 280 (entered after 270).
      // 30 kg / 40 days = 0,750 kg/day.
      weighing(producer, 'B', '2025-02-19', 280, '2025-02-19T15:00:00Z'),
      weighing(producer, 'B', '2025-01-10', 255, '2025-01-10T15:00:00Z'),
      weighing(producer, 'B', '2025-01-10', 250, '2025-01-10T09:00:00Z'),
      weighing(producer, 'B', '2025-02-19', 270, '2025-02-19T09:00:00Z'),
      // C: a single weighing; D: two on the same day (0 days). Neither counts.
      weighing(producer, 'C', '2025-01-05', 410, '2025-01-05T10:00:00Z'),
      weighing(producer, 'D', '2025-04-01', 400, '2025-04-01T10:00:00Z'),
      weighing(producer, 'D', '2025-04-01', 430, '2025-04-01T11:00:00Z'),
      // The neighbour's animals, one with the same id, would change every figure.
      weighing(neighbour, 'A', '2024-12-01', 100, '2024-12-01T10:00:00Z'),
      weighing(neighbour, 'A', '2025-06-01', 500, '2025-06-01T10:00:00Z'),
      weighing(neighbour, 'C', '2025-01-01', 200, '2025-01-01T10:00:00Z'),
      weighing(neighbour, 'C', '2025-01-02', 300, '2025-01-02T10:00:00Z'),
    ]);
    await t.db.insert(inventory).values([
      {
        farmId: producer,
        category: 'Bezerros',
        quantity: 10,
        averageWeight: 180,
        averageValue: 2000,
      },
      { farmId: producer, category: 'Vacas', quantity: 25, averageWeight: 450, averageValue: 4500 },
      {
        farmId: neighbour,
        category: 'Bois',
        quantity: 1000,
        averageWeight: 500,
        averageValue: 5000,
      },
    ]);
    // The latest by created_at is 34,24%, although it was not the last one inserted.
    await t.db.insert(resultCalculations).values([
      { farmId: producer, marginPercent: 12.5, createdAt: at('2025-01-01T10:00:00Z') },
      { farmId: producer, marginPercent: 34.24, createdAt: at('2025-06-01T10:00:00Z') },
      { farmId: producer, marginPercent: 20, createdAt: at('2025-03-01T10:00:00Z') },
      { farmId: neighbour, marginPercent: 99, createdAt: at('2030-01-01T10:00:00Z') },
    ]);
    await t.db
      .insert(budgetPlanning)
      .values([
        budget(producer, 'Safra 2025'),
        budget(producer, 'Safra 2026'),
        budget(neighbour, 'Outra'),
      ]);
    await t.db
      .insert(monthlyControl)
      .values([month(producer, '2025-01-01'), month(neighbour, '2025-01-01')]);
    await t.db.insert(annualResults).values([year(producer, 2025), year(neighbour, 2025)]);

    const res = await dashboard();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as DashboardResponse;
    expect(body.herdTotal).toBe(35);
    expect(body.averageDailyGain).toBeCloseTo(0.875, 12);
    expect(body.marginPercent).toBe(34.24);
    // Issue 23: where the margin comes from, the latest calculation (not the neighbour's).
    expect(body.marginAt).toBe('2025-06-01T10:00:00.000Z');
    // 3 result calculations + 2 plans + 1 month + 1 year.
    expect(body.reportsCount).toBe(7);
  });

  it('averages a loss like a gain and keeps fractional days exact', async () => {
    const cookie3 = await t.createUser({ email: 'perda@fazenda.com' });
    const id = await t.farmOf('perda@fazenda.com');
    await t.db.insert(weighings).values([
      // −10 kg over 3 days and +20 kg over 3 days: (−3,333… + 6,666…) / 2 = 1,666…
      weighing(id, 'X', '2025-05-01', 310, '2025-05-01T10:00:00Z'),
      weighing(id, 'X', '2025-05-04', 300, '2025-05-04T10:00:00Z'),
      weighing(id, 'Y', '2025-05-01', 280.5, '2025-05-01T10:00:00Z'),
      weighing(id, 'Y', '2025-05-04', 300.5, '2025-05-04T10:00:00Z'),
    ]);
    const body = (await (await dashboard({ cookie: cookie3 })).json()) as DashboardResponse;
    expect(body.averageDailyGain).toBeCloseTo(5 / 3, 12);
    expect(body).toMatchObject({ herdTotal: 0, marginPercent: null, reportsCount: 0 });
  });

  it('is null when only same-day or single weighings exist', async () => {
    const cookie4 = await t.createUser({ email: 'mesmo-dia@fazenda.com' });
    const id = await t.farmOf('mesmo-dia@fazenda.com');
    await t.db
      .insert(weighings)
      .values([
        weighing(id, 'Z', '2025-05-01', 310, '2025-05-01T10:00:00Z'),
        weighing(id, 'Z', '2025-05-01', 320, '2025-05-01T11:00:00Z'),
        weighing(id, 'W', '2025-05-02', 300, '2025-05-02T10:00:00Z'),
      ]);
    const body = (await (await dashboard({ cookie: cookie4 })).json()) as DashboardResponse;
    expect(body.averageDailyGain).toBeNull();
  });

  it('counts a margin saved through the results screen API', async () => {
    const cookie5 = await t.createUser({ email: 'calculo@fazenda.com' });
    const saved = await t.post('/api/result-calculations', REFERENCE_LOT, {
      headers: { cookie: cookie5 },
    });
    expect(saved.status).toBe(201);
    const body = (await (await dashboard({ cookie: cookie5 })).json()) as DashboardResponse;
    expect(body.marginPercent).toBeCloseTo(34.24, 9);
    expect(body.reportsCount).toBe(1);
  });
});
