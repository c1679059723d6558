import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotFigures, type Lot, type LotListTotals } from '../../domain/records/lots';
import type { ListPage } from '../../domain/records/paging';
import type { Weighing } from '../../domain/records/weighing';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let neighbour: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2025-03-01T15:00:00Z');
  owner = await t.createUser({ email: 'lotes@fazenda.com' });
  neighbour = await t.createUser({ email: 'vizinho-lotes@fazenda.com' });
});
afterAll(() => t.close());

const send = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
type LotPage = ListPage<Lot, LotListTotals>;
const lotsPage = async (cookie: string, query = '') => {
  const res = await send('GET', `/api/lots${query}`, cookie);
  expect(res.status, query).toBe(200);
  return (await res.json()) as LotPage;
};
const lot = {
  name: 'Garrotes Nelore 2025',
  quantity: 40,
  initialWeight: 250,
  finalWeight: null,
  purchasePrice: 2800,
  purchaseDate: '2025-01-01',
};
const weigh = (
  cookie: string,
  animalId: string,
  weighingDate: string,
  weight: number,
  batchId: string | null,
) =>
  send('POST', '/api/weighings', cookie, { animalId, weighingDate, weight, notes: null, batchId });

describe('lots', () => {
  let id: string;

  it('creates a lot and answers it with empty figures', async () => {
    const res = await send('POST', '/api/lots', owner, { ...lot, name: '  Garrotes Nelore 2025 ' });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Lot;
    id = created.id;
    expect(created).toMatchObject({ ...lot, closedAt: null });
    expect(created.figures).toEqual({
      headsWeighed: 0,
      averageWeight: null,
      averageDailyGain: null,
      totalGain: 0,
      daysSincePurchase: 59,
      lastWeighingDate: null,
    });
  });

  it('refuses bad lots with the spec messages and stores nothing', async () => {
    for (const [body, field, message] of [
      [{ ...lot, name: 'x'.repeat(101) }, 'name', 'Nome muito longo'],
      [{ ...lot, quantity: 0 }, 'quantity', 'Quantidade deve ser maior que zero'],
      [{ ...lot, quantity: 2.5 }, 'quantity', undefined],
      [{ ...lot, initialWeight: 1e308 }, 'initialWeight', undefined],
      [{ ...lot, purchasePrice: -1 }, 'purchasePrice', undefined],
      [{ ...lot, purchaseDate: '0000-01-01' }, 'purchaseDate', 'Data inválida'],
      [{ ...lot, purchaseDate: '' }, 'purchaseDate', 'Data da compra é obrigatória'],
      [{ ...lot, name: 'Lote\u0000' }, 'name', undefined],
    ] as const) {
      const res = await send('POST', '/api/lots', owner, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = ((await res.json()) as { error: { fields: Record<string, string> } }).error;
      expect(Object.keys(error.fields)).toContain(field);
      if (message) expect(error.fields[field]).toBe(message);
    }
    expect((await lotsPage(owner)).items).toHaveLength(1);
  });

  it('computes the figures from the weighings that name the lot', async () => {
    // A: 250 → 280 in 30 days (1,0 kg/day); B: 260 → 290 in 60 days (0,5); C weighed once.
    for (const [animal, date, weight] of [
      ['A', '2025-01-10', 250],
      ['A', '2025-02-09', 280],
      ['B', '2024-12-20', 260],
      ['B', '2025-02-18', 290],
      ['C', '2025-02-01', 300],
    ] as const) {
      expect((await weigh(owner, animal, date, weight, id)).status).toBe(201);
    }
    // A weighing without the lot does not count.
    expect((await weigh(owner, 'A', '2025-02-20', 500, null)).status).toBe(201);
    const [found] = (await lotsPage(owner)).items;
    expect(found!.figures).toMatchObject({
      headsWeighed: 3,
      totalGain: 60,
      lastWeighingDate: '2025-02-18',
      daysSincePurchase: 59,
    });
    expect(found!.figures.averageWeight).toBeCloseTo((280 + 290 + 300) / 3, 9);
    expect(found!.figures.averageDailyGain).toBeCloseTo(0.75, 9);
    const page = await send('GET', '/api/weighings?limit=100', owner);
    const list = ((await page.json()) as { items: Weighing[] }).items;
    expect(list.filter((w) => w.batchId === id)).toHaveLength(5);
    // A picker's list (figures=none): the same lot, without figures.
    const [choice] = (await lotsPage(owner, '?limit=100&figures=none')).items;
    expect(choice).toEqual({ ...found, figures: undefined });
    expect(choice).not.toHaveProperty('figures');
  });

  it("refuses a weighing into a closed lot or another farm's lot", async () => {
    const other = (await (await send('POST', '/api/lots', neighbour, lot)).json()) as Lot;
    const res = await weigh(owner, 'Z', '2025-02-01', 300, other.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { batchId: 'Lote não encontrado.' } },
    });
    expect((await send('PUT', `/api/lots/${other.id}`, owner, lot)).status).toBe(404);
    expect((await send('POST', `/api/lots/${other.id}/close`, owner)).status).toBe(404);

    const closed = (await (await send('POST', `/api/lots/${id}/close`, owner)).json()) as Lot;
    expect(closed.closedAt).not.toBeNull();
    const refused = await weigh(owner, 'A', '2025-02-25', 300, id);
    expect(await refused.json()).toMatchObject({
      error: { fields: { batchId: 'Lote encerrado: não recebe novas pesagens.' } },
    });
    const reopened = (await (await send('POST', `/api/lots/${id}/reopen`, owner)).json()) as Lot;
    expect(reopened.closedAt).toBeNull();
    expect((await weigh(owner, 'A', '2025-02-25', 300, id)).status).toBe(201);
  });

  it('edits a lot; bad ids are 404, never 500', async () => {
    const res = await send('PUT', `/api/lots/${id}`, owner, {
      ...lot,
      name: 'Lote A',
      finalWeight: 480,
    });
    expect((await res.json()) as Lot).toMatchObject({ name: 'Lote A', finalWeight: 480 });
    for (const bad of ['nao-existe', '%00', '%E0%A4%A', `${id}'--`]) {
      expect((await send('PUT', `/api/lots/${bad}`, owner, lot)).status).toBe(404);
    }
  });
});

describe('lots pages', () => {
  it("pages the lots open first, then by name in natural order ('Lote 2' before 'Lote 10'), with the totals of all lots", async () => {
    const farmer = await t.createUser({ email: 'muitos-lotes@fazenda.com' });
    const made: Lot[] = [];
    // Made in an order that is neither: the list's order is the names'.
    for (const [i, name] of ['Lote 10', 'Lote 2', 'bezerros', 'Lote 1', 'Água Limpa'].entries()) {
      const res = await send('POST', '/api/lots', farmer, { ...lot, name, quantity: i + 1 });
      made.push((await res.json()) as Lot);
    }
    // 'Lote 2' is closed; animals weighed in 'Lote 10' (two) and 'Lote 2' (one).
    expect((await weigh(farmer, 'A', '2025-01-10', 250, made[0]!.id)).status).toBe(201);
    expect((await weigh(farmer, 'B', '2025-01-10', 260, made[0]!.id)).status).toBe(201);
    expect((await weigh(farmer, 'C', '2025-01-10', 270, made[1]!.id)).status).toBe(201);
    expect((await send('POST', `/api/lots/${made[1]!.id}/close`, farmer)).status).toBe(200);

    const first = await lotsPage(farmer, '?limit=2');
    expect(first.items.map((l) => l.name)).toEqual(['Água Limpa', 'bezerros']);
    expect(first.totals).toEqual({
      lots: 5,
      open: 4,
      openHeads: 1 + 3 + 4 + 5,
    });
    const second = await lotsPage(farmer, `?limit=2&before=${first.next}`);
    expect(second.items.map((l) => l.name)).toEqual(['Lote 1', 'Lote 10']);
    expect(second.items[1]!.figures.headsWeighed).toBe(2);
    expect(second.totals).toEqual(first.totals);
    const third = await lotsPage(farmer, `?limit=2&before=${second.next}`);
    expect(third.items.map((l) => l.name)).toEqual(['Lote 2']);
    expect(third.items[0]!.figures.headsWeighed).toBe(1);
    expect(third.next).toBeNull();
    // Reopened, it takes its place among the open ones: 'Lote 2' before 'Lote 10'.
    expect((await send('POST', `/api/lots/${made[1]!.id}/reopen`, farmer)).status).toBe(200);
    const all = await lotsPage(farmer, '?limit=100&figures=none');
    expect(all.items.map((l) => l.name)).toEqual([
      'Água Limpa',
      'bezerros',
      'Lote 1',
      'Lote 2',
      'Lote 10',
    ]);
  });

  it('adds up the figures in SQL exactly as lotFigures does', async () => {
    const farmer = await t.createUser({ email: 'figuras-lotes@fazenda.com' });
    const res = await send('POST', '/api/lots', farmer, lot);
    const { id } = (await res.json()) as Lot;
    // Same-day weighings (the last entered counts), losses, one animal weighed on one day only.
    const weighings = [
      ['A', '2025-01-10', 250.5],
      ['A', '2025-01-10', 251],
      ['A', '2025-02-09', 262.3],
      ['B', '2025-01-05', 300],
      ['B', '2025-01-25', 296],
      ['C', '2025-02-01', 310],
      ['C', '2025-02-01', 312],
      ['D', '2024-12-01', 200],
      ['D', '2025-01-01', 219.9],
      ['D', '2025-02-20', 245.1],
    ] as const;
    for (const [animal, date, weight] of weighings) {
      expect((await weigh(farmer, animal, date, weight, id)).status).toBe(201);
    }
    const [found] = (await lotsPage(farmer)).items;
    const expected = lotFigures(
      weighings.map(([animalId, weighingDate, weight], i) => ({
        animalId,
        weighingDate,
        weight,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
      })),
      lot.purchaseDate,
      '2025-03-01',
    );
    const { averageWeight, averageDailyGain, totalGain, ...exact } = found!.figures;
    expect(exact).toEqual({
      headsWeighed: expected.headsWeighed,
      daysSincePurchase: expected.daysSincePurchase,
      lastWeighingDate: expected.lastWeighingDate,
    });
    expect(averageWeight).toBeCloseTo(expected.averageWeight!, 9);
    expect(averageDailyGain).toBeCloseTo(expected.averageDailyGain!, 9);
    expect(totalGain).toBeCloseTo(expected.totalGain, 9);
  });

  it('answers 400 for a bad limit or cursor', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=-1',
      '?before=x',
      '?before=o~2026-13-01T00:00:00.000000Z~00000000-0000-0000-0000-000000000000',
      '?before=2026-01-01T00:00:00.000000Z~00000000-0000-0000-0000-000000000000',
      '?limit=%00',
      '?before=%ff',
      '?figures=all',
      '?figures=',
      '?figures=none%00',
    ]) {
      expect((await send('GET', `/api/lots${query}`, owner)).status, query).toBe(400);
    }
  });
});
