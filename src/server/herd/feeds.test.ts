import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnimalDetail, TimelineEntry } from '../../domain/herd/api';
import type { InventoryListPage } from '../../domain/records/inventory';
import { createTestApp } from '../test/test-app';

/*
 * One event feeds every screen (issue 25 item 6, decision 042): the inventory's 'Do rebanho'
 * rows and totals, the dashboard's herd, the month's and year's movements from the events, and
 * the lots' figures from their animals.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
const EMAIL = 'alimenta@fazenda.com';
const MASTER = { plan: 'MASTER', status: 'active', trialEndsAt: null } as const;

const send = (method: string, path: string, body?: unknown, as = owner) =>
  t.request(path, {
    method,
    headers: { cookie: as },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
async function json<T = Record<string, unknown>>(res: Response | Promise<Response>, status = 200) {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const register = async (body: Record<string, unknown>, as = owner) =>
  (
    await json<AnimalDetail>(
      send('POST', '/api/animals', { sex: 'M', birthDate: '2022-01-01', ...body }, as),
      201,
    )
  ).id;
const weigh = (animalId: string, weighingDate: string, weight: number, as = owner) =>
  json(send('POST', '/api/weighings', { animalId, weighingDate, weight }, as), 201);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser({ email: EMAIL });
  await t.setSubscription(EMAIL, MASTER);
  t.clock.now = new Date('2025-06-15T15:00:00Z');
});
afterAll(() => t.close());

describe('inventory with the registry', () => {
  let session: string;
  beforeAll(async () => {
    session = await t.createUser({ email: 'estoque-rebanho@fazenda.com' });
    await t.setSubscription('estoque-rebanho@fazenda.com', MASTER);
  });

  it('lists the active animals by category beside the typed rows, in the totals', async () => {
    await json(
      send(
        'POST',
        '/api/inventory',
        { category: 'Vacas', quantity: 10, averageWeight: 400, averageValue: 3000 },
        session,
      ),
      201,
    );
    // Two Boi (one weighed by brinco, one by EID), one Bezerra unweighed, one Boi sold.
    await register({ tag: 'B1' }, session);
    await register({ tag: 'B2', eid: '982000123456789' }, session);
    await register({ tag: 'C1', sex: 'F', birthDate: '2025-03-01' }, session);
    const sold = await register({ tag: 'B3' }, session);
    await json(
      send(
        'POST',
        '/api/animals/sales',
        { date: '2025-06-10', animalIds: [sold], priceKind: 'head', price: 5000 },
        session,
      ),
      201,
    );
    await weigh('B1', '2025-05-01', 420, session);
    await weigh('B1', '2025-06-01', 450, session);
    await weigh('982000123456789', '2025-06-01', 500, session);
    await weigh('B3', '2025-06-01', 999, session);

    const page = await json<InventoryListPage>(send('GET', '/api/inventory', undefined, session));
    expect(page.items.map((i) => i.category)).toEqual(['Vacas']);
    expect(page.herd).toEqual([
      { category: 'Bezerra', heads: 1, weighed: 0, weight: 0, averageWeight: null },
      { category: 'Boi', heads: 2, weighed: 2, weight: 950, averageWeight: 475 },
    ]);
    expect(page.totals).toMatchObject({
      categories: 1,
      heads: 13,
      // The typed row's 10 × 400 kg and the two weighed animals: the calf has no weight.
      weight: 4000 + 950,
      value: 30000,
      herdHeads: 3,
      herdWeighed: 2,
    });
    expect(page.totals.arrobas).toBeCloseTo(4950 / 15);

    // The dashboard's herd counts both.
    const stats = await json<{ herdTotal: number }>(
      send('GET', '/api/dashboard', undefined, session),
    );
    expect(stats.herdTotal).toBe(13);
  });

  it('gives a farm without animals an empty herd and the typed totals', async () => {
    const page = await json<InventoryListPage>(send('GET', '/api/inventory'));
    expect(page.herd).toEqual([]);
    expect(page.totals).toMatchObject({ heads: 0, herdHeads: 0 });
  });
});

describe('GET /api/animals/movements', () => {
  type Movements = import('../../domain/herd/movements').HerdMovements;
  const movements = (query: string, as = owner) =>
    json<Movements>(send('GET', `/api/animals/movements?${query}`, undefined, as));

  beforeAll(async () => {
    const enter = { entryDate: '2025-01-10' };
    const cow = await register({ tag: 'M1', sex: 'F', ...enter });
    const s1 = await register({ tag: 'S1', ...enter });
    const s2 = await register({ tag: 'S2', ...enter });
    const bought = await json<{ animalIds: string[] }>(
      send('POST', '/api/animals/purchases', {
        date: '2025-05-20',
        tags: ['P1', 'P2'],
        sex: 'M',
        priceKind: 'head',
        price: 3000,
      }),
      201,
    );
    await json(
      send('POST', '/api/animals/sales', {
        date: '2025-06-05',
        animalIds: [s1],
        priceKind: 'head',
        price: 5000,
      }),
      201,
    );
    await json(
      send('POST', '/api/animals/deaths', { animalId: s2, date: '2025-06-07', cause: 'Doença' }),
      201,
    );
    await json(
      send('POST', '/api/animals/births', {
        motherId: cow,
        date: '2025-06-02',
        tag: 'BZ1',
        sex: 'F',
      }),
      201,
    );
    // A sale entered by mistake and undone does not count.
    const p1 = bought.animalIds[0]!;
    await json(
      send('POST', '/api/animals/sales', {
        date: '2025-06-08',
        animalIds: [p1],
        priceKind: 'head',
        price: 9999,
      }),
      201,
    );
    const { items } = await json<{ items: TimelineEntry[] }>(
      send('GET', `/api/animals/${p1}/timeline`),
    );
    const sale = items.find((e) => e.type === 'event' && e.event.kind === 'sale');
    if (sale?.type !== 'event') throw new Error('no sale in the timeline');
    await json(send('POST', `/api/animal-events/${sale.event.id}/undo`, { reason: 'Engano' }));
  });

  /** The head count of decision 062 on `date`: `registry` animals, no typed rows. */
  const heads = (date: string, registry: number) =>
    expect.objectContaining({ date, total: registry, registry, typed: 0, covered: 0 });

  it("counts the month's events not undone, their values and the herd as it opens and closes", async () => {
    expect(await movements('month=2025-06')).toEqual({
      from: '2025-06-01',
      to: '2025-07-01',
      births: 1,
      purchases: 0,
      sales: 1,
      deaths: 1,
      purchaseValue: 0,
      salesValue: 5000,
      opening: heads('2025-05-31', 5),
      // A month not over closes today (2025-06-15): the calf in, the sold and the dead out.
      closing: heads('2025-06-30', 4),
    });
    expect(await movements('month=2025-05')).toMatchObject({
      purchases: 2,
      purchaseValue: 6000,
      sales: 0,
      opening: heads('2025-04-30', 3),
      closing: heads('2025-05-31', 5),
    });
    expect(await movements('month=2025-07')).toMatchObject({
      births: 0,
      sales: 0,
      opening: heads('2025-06-30', 4),
    });
  });

  it("adds up the year's events", async () => {
    expect(await movements('year=2025')).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
      births: 1,
      purchases: 2,
      sales: 1,
      deaths: 1,
      purchaseValue: 6000,
      salesValue: 5000,
      opening: heads('2024-12-31', 0),
      closing: heads('2025-12-31', 4),
    });
  });

  it('answers 400 unless exactly one valid month or year is given', async () => {
    for (const query of ['', 'month=2025-13', 'year=25', 'year=1999', 'month=2025-06&year=2025']) {
      const res = await send('GET', `/api/animals/movements?${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});

describe('lots holding animals', () => {
  type LotsPage = { items: import('../../domain/records/lots').Lot[] };
  let session: string;
  const lotBody = (name: string) => ({
    name,
    quantity: 30,
    initialWeight: 300,
    purchasePrice: 2500,
    purchaseDate: '2025-01-02',
  });
  beforeAll(async () => {
    session = await t.createUser({ email: 'lotes-rebanho@fazenda.com' });
    await t.setSubscription('lotes-rebanho@fazenda.com', MASTER);
  });

  it("gives a lot with registered animals their heads and their weighings' figures", async () => {
    const lot = await json<{ id: string }>(
      send('POST', '/api/lots', lotBody('Engorda'), session),
      201,
    );
    const typed = await json<{ id: string }>(
      send('POST', '/api/lots', lotBody('Recria'), session),
      201,
    );
    await register({ tag: 'L1', lotId: lot.id }, session);
    await register({ tag: 'L2', eid: '982000000000022', lotId: lot.id }, session);
    await register({ tag: 'L3', lotId: lot.id }, session);
    const gone = await register({ tag: 'L4', lotId: lot.id }, session);
    await json(
      send(
        'POST',
        '/api/animals/deaths',
        { animalId: gone, date: '2025-06-01', cause: 'Raio' },
        session,
      ),
      201,
    );
    // L1 by brinco: 300 → 330 in 30 days (1 kg/day); L2 by EID: 400 → 420 in 40 days (0.5).
    await weigh('L1', '2025-04-01', 300, session);
    await weigh('L1', '2025-05-01', 330, session);
    await weigh('982000000000022', '2025-04-01', 400, session);
    await weigh('982000000000022', '2025-05-11', 420, session);
    // A weighing naming the typed lot (no animal registered there).
    await json(
      send(
        'POST',
        '/api/weighings',
        { animalId: 'X9', weighingDate: '2025-05-01', weight: 250, batchId: typed.id },
        session,
      ),
      201,
    );

    const page = await json<LotsPage>(send('GET', '/api/lots', undefined, session));
    const byName = new Map(page.items.map((l) => [l.name, l]));
    expect(byName.get('Engorda')!.figures).toMatchObject({
      registered: 3,
      headsWeighed: 2,
      averageWeight: 375,
      averageDailyGain: 0.75,
      totalGain: 50,
      lastWeighingDate: '2025-05-11',
    });
    expect(byName.get('Recria')!.figures).toMatchObject({
      headsWeighed: 1,
      averageWeight: 250,
      lastWeighingDate: '2025-05-01',
    });
    expect(byName.get('Recria')!.figures.registered).toBeUndefined();
  });
});
