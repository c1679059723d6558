import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../domain/api';
import type { HerdCategoriesChart, HerdMonthsChart } from '../../domain/charts/schemas';
import type { HerdCounts } from '../../domain/herd/api';
import { registryCategoryOf } from '../../domain/herd/head-count';
import type { HerdMovements } from '../../domain/herd/movements';
import type { InventoryListPage } from '../../domain/records/inventory';
import { json, useEventsFixture } from './events-fixture';
import { typedCategoryKey } from '../farm-records/head-count';

/*
 * One answer to "how many head do I have?" (issue 39 item 3, decision 062): on one farm with
 * registered animals, typed inventory rows and events, every endpoint that shows the herd gives
 * the same total for the same day (the fixture's clock: 2025-06-15).
 *
 * The registry: three cows (V1-V3), two steers (B1, B2), a calf C1 born to V1 on 2025-03-01, a
 * steer S1 sold on 2025-05-10, and W1 known only from a weighing (no sex: not a head) — six heads
 * today. The typed inventory: 'Vacas' 50 (the registry holds cows: already counted), 'Garrotes de
 * recria' 20 and 'touros' 2 (no registry animal of either): 22 more. The herd: 28. A monthly
 * control of May says 999 heads, which is a record beside the count, not in it.
 */

const f = useEventsFixture();
const TODAY = '2025-06-15';

/** Every endpoint's answer to the herd today, by its name. */
async function herdEverywhere(cookie = f.owner) {
  const get = <T>(path: string) => json<T>(f.send('GET', path, undefined, cookie), 200);
  const [dashboard, categories, months, counts, inventory, month, year] = await Promise.all([
    get<DashboardResponse>('/api/dashboard'),
    get<HerdCategoriesChart>('/api/charts/herd/categories'),
    get<HerdMonthsChart>('/api/charts/herd/months'),
    get<HerdCounts>('/api/animals/counts'),
    get<InventoryListPage>('/api/inventory'),
    get<HerdMovements>('/api/animals/movements?month=2025-06'),
    get<HerdMovements>('/api/animals/movements?year=2025'),
  ]);
  return {
    dashboard: dashboard.herdTotal,
    'dashboard parts': dashboard.herd?.registry + dashboard.herd?.typed,
    'chart by category': categories.totals.heads,
    'chart by month': months.months.at(-1)?.heads,
    rebanho: counts.herd?.total,
    inventory: inventory.totals.heads,
    'this month (closing)': month.closing?.total,
    'next month (opening)': (await get<HerdMovements>('/api/animals/movements?month=2025-07'))
      .opening?.total,
    'this year (closing)': year.closing?.total,
  };
}

const everywhere = (n: number) => ({
  dashboard: n,
  'dashboard parts': n,
  'chart by category': n,
  'chart by month': n,
  rebanho: n,
  inventory: n,
  'this month (closing)': n,
  'next month (opening)': n,
  'this year (closing)': n,
});

beforeAll(async () => {
  const cows = [];
  for (const tag of ['V1', 'V2', 'V3'])
    cows.push(await f.register({ tag, birthDate: '2020-01-01' }));
  for (const tag of ['B1', 'B2', 'S1'])
    await f.register({ tag, sex: 'M', birthDate: '2022-01-01' });
  await json(
    f.send('POST', '/api/animals/births', {
      motherId: cows[0],
      date: '2025-03-01',
      tag: 'C1',
      sex: 'M',
    }),
    201,
  );
  const s1 = (await json<{ items: { id: string }[] }>(f.send('GET', '/api/animals?q=S1'), 200))
    .items[0]!.id;
  await json(f.send('POST', '/api/animals/sales', { date: '2025-05-10', animalIds: [s1] }), 201);
  await json(
    f.send('POST', '/api/weighings', { animalId: 'W1', weighingDate: '2025-06-01', weight: 210 }),
    201,
  );
  for (const [category, quantity] of [
    ['Vacas', 50],
    ['Garrotes de recria', 20],
    ['touros', 2],
  ] as const) {
    const item = { category, quantity, averageWeight: 300, averageValue: 2000 };
    await json(f.send('POST', '/api/inventory', item), 201);
  }
  const may = {
    initialQuantity: 990,
    purchases: 10,
    sales: 1,
    deaths: 0,
    totalCosts: 1,
    totalRevenue: 2,
  };
  expect((await f.send('PUT', '/api/monthly-control/2025-05', may)).status).toBe(200);
});

describe('the herd on a day (decision 062)', () => {
  it('is the same total on every endpoint: the registry + the typed rows it does not cover', async () => {
    expect(await herdEverywhere()).toEqual(everywhere(28));
    const counts = await json<HerdCounts>(f.send('GET', '/api/animals/counts'), 200);
    expect(counts.herd).toEqual({
      date: TODAY,
      total: 28,
      registry: 6,
      typed: 22,
      covered: 50,
      coveredCategories: ['Vaca'],
      waiting: 1,
      byCategory: { Bezerro: 1, Boi: 2, Vaca: 3 },
    });
    // Rebanho's own list counts its animals, W1 included (it waits for its sex there).
    expect(counts.active).toBe(7);
  });

  it('says its parts where a screen shows a part', async () => {
    const inventory = await json<InventoryListPage>(f.send('GET', '/api/inventory'), 200);
    expect(inventory.totals).toMatchObject({ heads: 28, herdHeads: 6, categories: 3 });
    // 'Vacas' is listed, not added: 20 × 300 + 2 × 300 kg and R$ of the rows counted.
    expect(inventory.totals.weight).toBe(22 * 300);
    expect(inventory.totals.value).toBe(22 * 2000);
    const categories = await json<HerdCategoriesChart>(
      f.send('GET', '/api/charts/herd/categories'),
      200,
    );
    expect(categories.totals).toEqual({
      heads: 28,
      registry: 6,
      typed: 22,
      covered: 50,
      coveredCategories: ['Vaca'],
    });
    expect(categories.items).toContainEqual({
      category: 'Vaca',
      registry: 3,
      typed: 0,
      heads: 3,
    });
    expect(categories.items).toContainEqual({ category: 'Touro', registry: 0, typed: 2, heads: 2 });
    const months = await json<HerdMonthsChart>(f.send('GET', '/api/charts/herd/months'), 200);
    expect(months.months.find((m) => m.month === '2025-05')).toMatchObject({
      heads: 28,
      registryHeads: 6,
      typedHeads: 22,
      monthlyHeads: 999,
    });
  });

  it('counts a past day by who was in the herd then, and which categories covered which rows', async () => {
    // 30 April: S1 not yet sold, C1 born: 7 animals; the typed rows as today.
    const may = await json<HerdMovements>(
      f.send('GET', '/api/animals/movements?month=2025-05'),
      200,
    );
    expect(may.opening).toMatchObject({ date: '2025-04-30', total: 29, registry: 7, typed: 22 });
    // 31 December 2024: C1 not yet born.
    const year = await json<HerdMovements>(f.send('GET', '/api/animals/movements?year=2025'), 200);
    expect(year.opening).toMatchObject({ date: '2024-12-31', total: 28, registry: 6 });
  });

  it('follows every change at once, though it is kept between them', async () => {
    const bois = await json<{ id: string }>(
      f.send('POST', '/api/inventory', {
        category: 'Bois',
        quantity: 7,
        averageWeight: 450,
        averageValue: 4000,
      }),
      201,
    );
    // The registry holds steers: the 7 typed are already counted.
    expect(await herdEverywhere()).toEqual(everywhere(28));
    const recria = await json<{ id: string }>(
      f.send('POST', '/api/inventory', {
        category: 'Recria',
        quantity: 3,
        averageWeight: 250,
        averageValue: 1500,
      }),
      201,
    );
    expect(await herdEverywhere()).toEqual(everywhere(31));
    expect((await f.send('DELETE', `/api/inventory/${recria.id}`)).status).toBe(204);
    expect((await f.send('DELETE', `/api/inventory/${bois.id}`)).status).toBe(204);
    expect(await herdEverywhere()).toEqual(everywhere(28));

    // A bull registered today: the typed 'touros' are his category's now, not before today.
    await f.register({ tag: 'T1', sex: 'M', breeder: true, entryDate: TODAY });
    expect(await herdEverywhere()).toEqual(everywhere(27));
    const may = await json<HerdMovements>(
      f.send('GET', '/api/animals/movements?month=2025-05'),
      200,
    );
    expect(may.opening).toMatchObject({ total: 29, registry: 7, typed: 22 });
  });

  it('adds up every farm of the user on the dashboard, each with its own cover', async () => {
    const other = { cookie: f.owner, 'X-Farm-Id': f.farmF2 };
    const add = await f.t.request('/api/inventory', {
      method: 'POST',
      headers: other,
      body: JSON.stringify({ category: 'Vacas', quantity: 5, averageWeight: 400, averageValue: 1 }),
    });
    expect(add.status).toBe(201);
    const all = await json<DashboardResponse>(f.send('GET', '/api/dashboard?farm=all'), 200);
    // The second farm has no cow in its registry: its 5 typed count.
    expect(all.herdTotal).toBe(27 + 5);
    expect(all.herd).toMatchObject({ registry: 7, typed: 20 + 5, covered: 50 + 2 });
  });

  it('reads a typed name in SQL as the domain does', async () => {
    const names = ['Bois', ' vacas ', 'NOVILHA', 'Touros', 'Bezerras', 'Boi gordo', 'Vacass', ''];
    const { rows } = await f.t.db.execute<{ name: string; key: string | null }>(sql`
      select n as name, ${typedCategoryKey(sql`n`)} as key
      from unnest(${sql.param(names)}::text[]) as n
    `);
    expect(rows.map((r) => r.key)).toEqual(names.map((n) => registryCategoryOf(n)));
  });
});
