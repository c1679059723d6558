import { beforeAll, describe, expect, it } from 'vitest';
import type {
  HerdCategoriesChart,
  HerdMonth,
  HerdMonthsChart,
  SanitaryMonthsChart,
} from '../../domain/charts/schemas';
import type { InventoryListPage } from '../../domain/records/inventory';
import type { SanitaryCost } from '../../domain/sanitary/out';
import { json, useEventsFixture } from '../herd/events-fixture';

/*
 * The dashboard's and the sanitary records' charts (decision 048) on known data, the clock on
 * 2025-06-15: the last 12 months are 2024-07 to 2025-06.
 *
 * The registry: A1 (male) entered 2024-08-15, died 2025-04-05; B1 and B2 (females) bought
 * 2024-09-20, B1 sold 2025-02-10; C1 born to B2 on 2025-03-01; W1 known only from a weighing of
 * 2025-01-10 (no sex: not a head). The typed inventory: 'Bois' 4 and 'Recria' 2, counted on every
 * day the registry holds no Boi (decision 062): A1 is a Boi (24 months) from January 2025 until he
 * dies. July 2024 has a saved monthly control closing at 50 heads, October 2024 one at 70: shown
 * beside the count, never in it.
 */

const f = useEventsFixture();
let ids: Record<string, string> = {};

beforeAll(async () => {
  const a1 = await f.register({
    tag: 'A1',
    sex: 'M',
    birthDate: '2023-01-01',
    entryDate: '2024-08-15',
  });
  const bought = await json<{ animalIds: string[] }>(
    f.send('POST', '/api/animals/purchases', {
      date: '2024-09-20',
      tags: ['B1', 'B2'],
      sex: 'F',
      birthDate: '2023-06-01',
      price: 3000,
    }),
    201,
  );
  const [b1, b2] = bought.animalIds as [string, string];
  await json(f.send('POST', '/api/animals/sales', { date: '2025-02-10', animalIds: [b1] }), 201);
  const born = await json<{ calf: { id: string } }>(
    f.send('POST', '/api/animals/births', {
      motherId: b2,
      date: '2025-03-01',
      tag: 'C1',
      sex: 'M',
    }),
    201,
  );
  await json(
    f.send('POST', '/api/animals/deaths', { animalId: a1, date: '2025-04-05', cause: 'Doença' }),
    201,
  );
  await json(
    f.send('POST', '/api/weighings', { animalId: 'W1', weighingDate: '2025-01-10', weight: 200 }),
    201,
  );
  for (const item of [
    { category: 'Bois', quantity: 4, averageWeight: 450, averageValue: 4000 },
    { category: 'Recria', quantity: 2, averageWeight: 300, averageValue: 2500 },
  ]) {
    await json(f.send('POST', '/api/inventory', item), 201);
  }
  for (const [month, initialQuantity] of [
    ['2024-07', 50],
    ['2024-10', 70],
  ] as const) {
    const body = {
      initialQuantity,
      purchases: 0,
      sales: 0,
      deaths: 0,
      totalCosts: 1,
      totalRevenue: 2,
    };
    expect((await f.send('PUT', `/api/monthly-control/${month}`, body)).status).toBeLessThan(300);
  }
  ids = { a1, b1, b2, c1: born.calf.id };
});

describe('herd by category today', () => {
  it('adds the typed rows the registry does not cover, as the inventory and dashboard count', async () => {
    const chart = await json<HerdCategoriesChart>(
      f.send('GET', '/api/charts/herd/categories'),
      200,
    );
    expect(chart).toEqual({
      date: '2025-06-15',
      items: [
        { category: 'Boi', registry: 0, typed: 4, heads: 4 },
        { category: 'Recria', registry: 0, typed: 2, heads: 2 },
        { category: 'Bezerro', registry: 1, typed: 0, heads: 1 },
        { category: 'Vaca', registry: 1, typed: 0, heads: 1 },
      ],
      totals: { heads: 8, registry: 2, typed: 6, covered: 0, coveredCategories: [] },
      waiting: 1,
    });
    const inventory = await json<InventoryListPage>(f.send('GET', '/api/inventory'), 200);
    expect(inventory.totals.heads).toBe(chart.totals.heads);
    expect(inventory.herdWaiting).toBe(chart.waiting);
    const dashboard = await json<{ herdTotal: number }>(f.send('GET', '/api/dashboard'), 200);
    expect(dashboard.herdTotal).toBe(chart.totals.heads);
  });
});

describe('heads month by month', () => {
  const row = (month: string, fields: Partial<HerdMonth>): HerdMonth => ({
    month,
    heads: null,
    registryHeads: 0,
    typedHeads: 0,
    monthlyHeads: null,
    births: 0,
    purchases: 0,
    sales: 0,
    deaths: 0,
    transfersIn: 0,
    transfersOut: 0,
    ...fields,
  });
  /** A month's head count: `registry` animals + `typed` heads of the inventory not covered. */
  const counted = (
    month: string,
    registry: number,
    typed: number,
    fields: Partial<HerdMonth> = {},
  ) =>
    row(month, { heads: registry + typed, registryHeads: registry, typedHeads: typed, ...fields });

  it('counts the herd at each month’s end, the monthly control’s closing beside it', async () => {
    const chart = await json<HerdMonthsChart>(f.send('GET', '/api/charts/herd/months'), 200);
    expect(chart.months).toEqual([
      counted('2024-07', 0, 6, { monthlyHeads: 50 }),
      counted('2024-08', 1, 6),
      counted('2024-09', 3, 6, { purchases: 2 }),
      counted('2024-10', 3, 6, { monthlyHeads: 70 }),
      counted('2024-11', 3, 6),
      counted('2024-12', 3, 6),
      // A1 is a Boi: the typed 'Bois' are the registry's from now on.
      counted('2025-01', 3, 2),
      counted('2025-02', 2, 2, { sales: 1 }),
      counted('2025-03', 3, 2, { births: 1 }),
      counted('2025-04', 2, 6, { deaths: 1 }),
      counted('2025-05', 2, 6),
      counted('2025-06', 2, 6),
    ]);
  });

  it('gives Campo, who does not open the monthly control, the count without it', async () => {
    const chart = await json<HerdMonthsChart>(
      f.send('GET', '/api/charts/herd/months', undefined, f.field),
      200,
    );
    expect(chart.months[0]).toEqual(counted('2024-07', 0, 6));
    expect(chart.months[3]).toEqual(counted('2024-10', 3, 6));
  });

  it('leaves out an event undone and an animal removed', async () => {
    const bought = await json<{ animalIds: string[] }>(
      f.send('POST', '/api/animals/purchases', { date: '2025-05-03', tags: ['X1'], sex: 'M' }),
      201,
    );
    const before = await json<HerdMonthsChart>(f.send('GET', '/api/charts/herd/months'), 200);
    expect(before.months.at(-1)).toEqual(counted('2025-06', 3, 6));
    expect(before.months.at(-2)).toEqual(counted('2025-05', 3, 6, { purchases: 1 }));
    const timeline = await f.timeline(bought.animalIds[0]!);
    const purchase = timeline.find((e) => e.type === 'event')!;
    const eventId = purchase.type === 'event' ? purchase.event.id : '';
    await json(f.send('POST', `/api/animal-events/${eventId}/undo`, { reason: 'Engano' }), 200);
    const after = await json<HerdMonthsChart>(f.send('GET', '/api/charts/herd/months'), 200);
    expect(after.months.at(-2)).toEqual(counted('2025-05', 2, 6));
    expect(after.months.at(-1)).toEqual(counted('2025-06', 2, 6));
  });
});

describe('sanitary months', () => {
  beforeAll(async () => {
    const product = async (body: Record<string, unknown>) =>
      (
        await json<{ id: string }>(
          f.send('POST', '/api/sanitary/products', {
            withdrawalDays: 0,
            brucellosis: null,
            ...body,
          }),
          201,
        )
      ).id;
    const vaccine = await product({
      name: 'Vacina X',
      type: 'Vacina',
      doseUnit: 'dose',
      pricePerDose: 2.5,
    });
    const wormer = await product({
      name: 'Verme Y',
      type: 'Vermífugo',
      doseUnit: 'mL',
      pricePerDose: null,
    });
    const apply = (productId: string, date: string, animalIds: string[], dose: number) =>
      json(
        f.send('POST', '/api/sanitary/applications', {
          productId,
          date,
          dose,
          target: { animalIds },
        }),
        201,
      );
    await apply(vaccine, '2025-03-20', [ids.b2!, ids.c1!], 2);
    await apply(wormer, '2025-03-25', [ids.b2!], 1);
    await apply(wormer, '2025-05-02', [ids.c1!], 1);
  });

  it('counts applications by type, the cost when priced and per head on the 1st', async () => {
    const chart = await json<SanitaryMonthsChart>(
      f.send('GET', '/api/charts/sanitary/months'),
      200,
    );
    expect(chart.withMoney).toBe(true);
    expect(chart.months.map((m) => m.month)).toEqual([
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    // On 1 March: A1, B2 and W1 (an animal of unknown sex is in the herd for the sanitary cost).
    expect(chart.months[8]).toEqual({
      month: '2025-03',
      applications: 3,
      byType: [
        { type: 'Vacina', applications: 2 },
        { type: 'Vermífugo', applications: 1 },
      ],
      cost: 10,
      unpriced: 1,
      heads: 3,
      costPerHead: 3.33,
    });
    expect(chart.months[10]).toEqual({
      month: '2025-05',
      applications: 1,
      byType: [{ type: 'Vermífugo', applications: 1 }],
      cost: null,
      unpriced: 1,
      heads: 3,
      costPerHead: null,
    });
    expect(chart.months[0]).toMatchObject({ applications: 0, byType: [], heads: 0, cost: null });
    // The same figures as the monthly control's offer of the month's sanitary cost.
    const cost = await json<SanitaryCost>(f.send('GET', '/api/sanitary/costs?month=2025-03'), 200);
    expect([cost.total, cost.heads, cost.perHead]).toEqual([10, 3, 3.33]);
  });

  it('shows Campo the applications without money', async () => {
    const chart = await json<SanitaryMonthsChart>(
      f.send('GET', '/api/charts/sanitary/months', undefined, f.field),
      200,
    );
    expect(chart.withMoney).toBe(false);
    expect(chart.months[8]).toMatchObject({ applications: 3, cost: null, costPerHead: null });
    expect(JSON.stringify(chart)).not.toContain('3.33');
  });
});
