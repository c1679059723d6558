import { beforeAll, describe, expect, it } from 'vitest';
import type { AnimalWeightsChart, LotGmdChart, LotsGmdChart } from '../../domain/charts/schemas';
import type { Lot } from '../../domain/records/lots';
import { json, useEventsFixture } from '../herd/events-fixture';

/*
 * The weighing charts (decision 048) on known data:
 * - 'Engorda' holds registered animals L1 (GMD 1.0: 300 → 360 kg in 60 days, two weighings in
 *   February) and L2 (GMD 0.5: 280 → 310 kg), and L4, never weighed;
 * - 'Pasto' has no registered animal: weighings naming it, P1 (GMD 1.0) and P2 (GMD 0.5);
 * - 'Dist' has weighings naming it: D1..D5 with GMDs 0.2, 0.45, 0.5, 0.8 and 1.0 over 100 days,
 *   and D6 weighed once.
 */

const f = useEventsFixture();
const FAKE_UUID = '00000000-0000-4000-8000-000000000000';
const lots: Record<string, string> = {};
const animals: Record<string, string> = {};

const weigh = (animalId: string, weighingDate: string, weight: number, batchId?: string) =>
  json(f.send('POST', '/api/weighings', { animalId, weighingDate, weight, batchId }), 201);

beforeAll(async () => {
  for (const name of ['Dist', 'Engorda', 'Pasto']) {
    const lot = await json<Lot>(
      f.send('POST', '/api/lots', {
        name,
        quantity: 10,
        initialWeight: 250,
        purchasePrice: 2000,
        purchaseDate: '2024-12-01',
      }),
      201,
    );
    lots[name] = lot.id;
  }
  for (const tag of ['L1', 'L2', 'L4']) {
    animals[tag] = await f.register({
      tag,
      sex: 'M',
      birthDate: '2023-01-01',
      lotId: lots.Engorda,
    });
  }
  await weigh('L1', '2025-01-10', 300);
  await weigh('L1', '2025-02-10', 330);
  await weigh('L1', '2025-02-20', 335);
  await weigh('L1', '2025-03-11', 360);
  await weigh('L2', '2025-01-10', 280);
  await weigh('L2', '2025-02-12', 290);
  await weigh('L2', '2025-03-11', 310);
  for (const [tag, start, end] of [
    ['P1', 200, 260],
    ['P2', 210, 240],
  ] as const) {
    await weigh(tag, '2025-01-05', start, lots.Pasto);
    await weigh(tag, '2025-03-06', end, lots.Pasto);
  }
  for (const [tag, end] of [
    ['D1', 320],
    ['D2', 345],
    ['D3', 350],
    ['D4', 380],
    ['D5', 400],
  ] as const) {
    await weigh(tag, '2025-01-01', 300, lots.Dist);
    await weigh(tag, '2025-04-11', end, lots.Dist);
  }
  await weigh('D6', '2025-01-01', 300, lots.Dist);
});

describe('an animal’s weights against its lot', () => {
  it('draws its weighings and its registry lot’s mean of each month’s last weights', async () => {
    const chart = await json<AnimalWeightsChart>(
      f.send('GET', `/api/charts/animals/${animals.L1}/weights`),
      200,
    );
    expect(chart).toEqual({
      animal: { id: animals.L1, tag: 'L1' },
      lot: { id: lots.Engorda, name: 'Engorda', source: 'registry' },
      points: [
        { date: '2025-01-10', weight: 300 },
        { date: '2025-02-10', weight: 330 },
        { date: '2025-02-20', weight: 335 },
        { date: '2025-03-11', weight: 360 },
      ],
      lotMeans: [
        { month: '2025-01', date: '2025-01-10', weight: 290, animals: 2 },
        { month: '2025-02', date: '2025-02-16', weight: 312.5, animals: 2 },
        { month: '2025-03', date: '2025-03-11', weight: 335, animals: 2 },
      ],
      truncated: false,
    });
  });

  it('takes the lot its weighings named when it is in no registry lot', async () => {
    const p1 = await json<{ items: { id: string }[] }>(f.send('GET', '/api/animals?q=P1'), 200);
    const chart = await json<AnimalWeightsChart>(
      f.send('GET', `/api/charts/animals/${p1.items[0]!.id}/weights`),
      200,
    );
    expect(chart.lot).toEqual({ id: lots.Pasto, name: 'Pasto', source: 'weighings' });
    expect(chart.lotMeans).toEqual([
      { month: '2025-01', date: '2025-01-05', weight: 205, animals: 2 },
      { month: '2025-03', date: '2025-03-06', weight: 250, animals: 2 },
    ]);
  });

  it('answers an animal never weighed with no points and no means', async () => {
    const chart = await json<AnimalWeightsChart>(
      f.send('GET', `/api/charts/animals/${animals.L4}/weights`),
      200,
    );
    expect(chart).toMatchObject({ points: [], lotMeans: [], truncated: false });
    expect(chart.lot?.name).toBe('Engorda');
  });

  it('is 404 for an id that is no animal of the farm', async () => {
    for (const id of ['nao-e-id', FAKE_UUID, `${animals.L1}x`, '%00']) {
      await json(f.send('GET', `/api/charts/animals/${id}/weights`), 404);
    }
    // Another farm's animal is not found from this one.
    const other = await f.t.request(`/api/charts/animals/${animals.L1}/weights`, {
      headers: { cookie: f.owner, 'X-Farm-Id': f.farmF2 },
    });
    expect(other.status).toBe(404);
  });
});

describe('GMD per lot', () => {
  it('gives each lot the GMD its card shows, in the list’s order', async () => {
    const chart = await json<LotsGmdChart>(f.send('GET', '/api/charts/lots/gmd'), 200);
    expect(chart).toEqual({
      items: [
        { id: lots.Dist, name: 'Dist', closed: false, averageDailyGain: 0.59, headsWeighed: 6 },
        {
          id: lots.Engorda,
          name: 'Engorda',
          closed: false,
          averageDailyGain: 0.75,
          headsWeighed: 2,
        },
        { id: lots.Pasto, name: 'Pasto', closed: false, averageDailyGain: 0.75, headsWeighed: 2 },
      ],
      total: 3,
    });
    const cards = await json<{ items: Lot[] }>(f.send('GET', '/api/lots'), 200);
    expect(cards.items.map((l) => [l.id, l.figures.averageDailyGain])).toEqual(
      chart.items.map((l) => [l.id, l.averageDailyGain]),
    );
    const one = await json<LotsGmdChart>(f.send('GET', '/api/charts/lots/gmd?limit=1'), 200);
    expect(one.items.map((l) => l.name)).toEqual(['Dist']);
    expect(one.total).toBe(3);
  });

  it('refuses a limit that is not 1 to 50', async () => {
    for (const limit of ['0', '51', '1.5', '-1', 'abc', '1e2', '']) {
      await json(f.send('GET', `/api/charts/lots/gmd?limit=${limit}`), 400);
    }
  });
});

describe('GMD inside a lot', () => {
  it('bins the GMDs in round widths and lists who lags, from the weighings naming the lot', async () => {
    const chart = await json<LotGmdChart>(
      f.send('GET', `/api/charts/lots/${lots.Dist}/gmd?bins=4&lagging=2`),
      200,
    );
    expect(chart).toEqual({
      lot: { id: lots.Dist, name: 'Dist' },
      source: 'weighings',
      animals: 5,
      withoutGmd: 1,
      mean: 0.59,
      median: 0.5,
      min: 0.2,
      max: 1,
      bins: [
        { from: 0.2, to: 0.4, animals: 1 },
        { from: 0.4, to: 0.6, animals: 2 },
        { from: 0.6, to: 0.8, animals: 0 },
        { from: 0.8, to: 1, animals: 2 },
      ],
      lagging: [
        {
          animalId: expect.any(String),
          tag: 'D1',
          gmd: 0.2,
          firstDate: '2025-01-01',
          lastDate: '2025-04-11',
          firstWeight: 300,
          lastWeight: 320,
        },
        expect.objectContaining({ tag: 'D2', gmd: 0.45 }),
      ],
    });
    const d1 = await json<{ items: { id: string }[] }>(f.send('GET', '/api/animals?q=D1'), 200);
    expect(chart.lagging[0]!.animalId).toBe(d1.items[0]!.id);
    const byDefault = await json<LotGmdChart>(
      f.send('GET', `/api/charts/lots/${lots.Dist}/gmd`),
      200,
    );
    expect(byDefault.bins.map((b) => b.animals)).toEqual([1, 0, 1, 1, 0, 0, 1, 1]);
    expect(byDefault.bins[0]).toEqual({ from: 0.2, to: 0.3, animals: 1 });
    expect(byDefault.lagging.map((l) => l.tag)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5']);
  });

  it('reads a lot holding registered animals from their weighings', async () => {
    const chart = await json<LotGmdChart>(
      f.send('GET', `/api/charts/lots/${lots.Engorda}/gmd`),
      200,
    );
    expect(chart).toMatchObject({
      source: 'registry',
      animals: 2,
      withoutGmd: 1,
      mean: 0.75,
      median: 0.75,
      min: 0.5,
      max: 1,
    });
    expect(chart.lagging.map((l) => [l.tag, l.animalId, l.gmd])).toEqual([
      ['L2', animals.L2, 0.5],
      ['L1', animals.L1, 1],
    ]);
    expect(chart.bins.reduce((n, b) => n + b.animals, 0)).toBe(2);
  });

  it('answers a lot without weighings with empty bins', async () => {
    const lot = await json<Lot>(
      f.send('POST', '/api/lots', {
        name: 'Vazio',
        quantity: 1,
        initialWeight: 250,
        purchasePrice: 2000,
        purchaseDate: '2024-12-01',
      }),
      201,
    );
    const chart = await json<LotGmdChart>(f.send('GET', `/api/charts/lots/${lot.id}/gmd`), 200);
    expect(chart).toMatchObject({ animals: 0, withoutGmd: 0, mean: null, bins: [], lagging: [] });
  });

  it('refuses broken parameters and ids of no lot', async () => {
    for (const q of ['bins=1', 'bins=21', 'bins=x', 'lagging=0', 'lagging=51', 'lagging=2.5']) {
      await json(f.send('GET', `/api/charts/lots/${lots.Dist}/gmd?${q}`), 400);
    }
    for (const id of ['nao-e-id', FAKE_UUID, animals.L1!]) {
      await json(f.send('GET', `/api/charts/lots/${id}/gmd`), 404);
    }
  });
});
