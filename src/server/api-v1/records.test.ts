import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_MONTH, VALID_INPUTS } from '../../domain/schemas.fixture';
import { annualResults, inventory, monthlyControl, weighings } from '../db/schema';
import { apiFixture, errorOf, type ApiFixture } from './test-fixture';

let t: ApiFixture;
let owner: { email: string; farmId: string; userId: string };
let key: string;
beforeAll(async () => {
  t = await apiFixture();
  owner = await t.owner('registros@fazenda.com');
  key = (await t.createKey(owner)).key;
});
afterAll(() => t.close());

const herd = { category: ' Garrotes ', quantity: 40, averageWeight: 310.5, averageValue: 2800 };
const month = DOCUMENTED_MONTH;
const year = VALID_INPUTS.annualFigures;

const stored = async () => {
  const [i, w, m, a] = await Promise.all([
    t.db.select().from(inventory),
    t.db.select().from(weighings),
    t.db.select().from(monthlyControl),
    t.db.select().from(annualResults),
  ]);
  return { inventory: i.length, weighings: w.length, monthly: m.length, annual: a.length };
};

describe('inventory', () => {
  it('adds and lists herd categories, without an author', async () => {
    const res = await t.call(key, 'POST', '/inventory', herd);
    expect(res.status).toBe(201);
    const item = await res.json();
    expect(item).toEqual({
      id: expect.any(String),
      category: 'Garrotes',
      quantity: 40,
      averageWeight: 310.5,
      averageValue: 2800,
      location: null,
      createdAt: expect.any(String),
    });
    const list = await t.call(key, 'GET', '/inventory');
    expect(await list.json()).toEqual({ inventory: [item], next_cursor: null });
    const [row] = await t.db.select().from(inventory).where(eq(inventory.farmId, owner.farmId));
    expect(row!.userId).toBeNull();
  });

  it("keeps the owner's animal limit", async () => {
    await t.setSubscription(owner.email, { animalLimit: 100 });
    const res = await t.call(key, 'POST', '/inventory', { ...herd, quantity: 61 });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('ANIMAL_LIMIT');
    expect((await t.call(key, 'POST', '/inventory', { ...herd, quantity: 60 })).status).toBe(201);
    await t.setSubscription(owner.email, { animalLimit: 999999 });
  });

  it('answers 400 with fields to a bad item', async () => {
    const res = await t.call(key, 'POST', '/inventory', {
      ...herd,
      quantity: 1.5,
      averageValue: -1,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'VALIDATION',
      message: 'Erro de validação',
      fields: {
        quantity: 'Informe um número inteiro',
        averageValue: 'Valor médio deve ser maior que zero',
      },
    });
  });
});

describe('monthly control', () => {
  it('upserts a month with the figures the server computes, and reads it', async () => {
    const missing = await t.call(key, 'GET', '/monthly-control/2025-03');
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({
      code: 'NOT_FOUND',
      message: 'Nenhum registro para este mês.',
    });

    const put = await t.call(key, 'PUT', '/monthly-control/2025-03', {
      ...month,
      finalQuantity: 1,
      netProfit: 1,
    });
    expect(put.status).toBe(200);
    const record = { ...month, monthYear: '2025-03', finalQuantity: 187, netProfit: 45000 };
    expect(await put.json()).toEqual(record);
    const again = await t.call(key, 'PUT', '/monthly-control/2025-03', { ...month, sales: 40 });
    expect(await again.json()).toMatchObject({ sales: 40, finalQuantity: 177 });
    const get = await t.call(key, 'GET', '/monthly-control/2025-03');
    expect(await get.json()).toEqual({ ...record, sales: 40, finalQuantity: 177 });
    const rows = await t.db.select().from(monthlyControl);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ monthYear: '2025-03-01', userId: null });
  });
});

describe('annual results', () => {
  it('upserts a year with the figures the server computes, and reads it', async () => {
    expect((await t.call(key, 'GET', '/annual-results/2024')).status).toBe(404);
    const put = await t.call(key, 'PUT', '/annual-results/2024', year);
    expect(put.status).toBe(200);
    const record = {
      ...year,
      year: 2024,
      // A body without births (issue 39) saves 0.
      totalBirths: 0,
      finalInventory: 440,
      netProfit: 250000,
      grossMargin: 45.45,
      roiPercent: 41.67,
    };
    expect(await put.json()).toEqual(record);
    expect(await (await t.call(key, 'GET', '/annual-results/2024')).json()).toEqual(record);
  });
});

describe('hostile input', () => {
  it('answers 4xx, never 5xx, and stores nothing', async () => {
    const before = await stored();
    const cases: [string, string, unknown][] = [
      ['PUT', '/annual-results/0', year],
      ['PUT', '/annual-results/0000', year],
      ['PUT', '/annual-results/20245', year],
      ['PUT', '/annual-results/2019', year],
      ['PUT', '/annual-results/2025', { ...year, totalRevenue: 1e308 }],
      ['PUT', '/annual-results/2025', { ...year, totalSales: 1e6 }],
      ['GET', '/annual-results/-2025', undefined],
      ['PUT', '/monthly-control/2024-13', month],
      ['PUT', '/monthly-control/2024-00', month],
      ['PUT', '/monthly-control/1999-12', month],
      ['PUT', '/monthly-control/2024-1', month],
      ['PUT', '/monthly-control/%E0%A4%A', month],
      ['GET', '/monthly-control/%E0%A4%A', undefined],
      ['GET', '/monthly-control/%00', undefined],
      ['PUT', '/monthly-control/2025-04', { ...month, totalCosts: 1e308 }],
      ['PUT', '/monthly-control/2025-04', { ...month, sales: 500 }],
      ['PUT', '/monthly-control/2025-04', [month]],
      ['PUT', '/monthly-control/2025-04', 'null'],
      ['PUT', '/monthly-control/2025-04', '{"initialQuantity": 1e999}'],
      ['POST', '/inventory', { ...herd, quantity: 1e308 }],
      ['POST', '/inventory', { ...herd, averageWeight: Number.MAX_VALUE }],
      ['POST', '/inventory', { ...herd, category: 'Vacas\u0000' }],
      ['POST', '/inventory', { ...herd, location: 'x'.repeat(81) }],
      ['POST', '/inventory', '\u0000'],
      ['POST', '/weighings', { animalId: 'A\u0000', weighingDate: '2025-01-01', weight: 300 }],
      ['POST', '/weighings', { animalId: 'A', weighingDate: '2025-01-01', weight: 1e308 }],
      ['GET', '/weighings?animalId=A%00', undefined],
      ['GET', '/weighings?offset=99999999999', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await t.call(key, method, path, body);
      expect(
        res.status,
        `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      const error = await errorOf(res);
      expect(typeof error.message).toBe('string');
    }
    // A query value that is not valid percent-encoding is taken as typed: no such animal.
    const odd = await t.call(key, 'GET', '/weighings?animalId=%E0%A4%A');
    expect(await odd.json()).toEqual({ weighings: [], next_cursor: null, nextOffset: null });
    expect(await stored()).toEqual(before);
  });

  it('answers 413 to a body over 256 KB', async () => {
    const res = await t.call(key, 'POST', '/weighings', {
      animalId: 'A',
      weighingDate: '2025-01-01',
      weight: 300,
      notes: 'x'.repeat(300 * 1024),
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 404 JSON to an unknown route under /api/v1', async () => {
    const res = await t.call(key, 'GET', '/rebanho');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('NOT_FOUND');
    const del = await t.call(key, 'DELETE', '/weighings');
    expect(del.status).toBeGreaterThanOrEqual(400);
    expect(del.status).toBeLessThan(500);
  });
});
