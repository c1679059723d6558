import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Weighing } from '../../domain/records/weighing';
import type {
  AnimalFigures,
  AnimalFiguresPage,
  AnimalHistory,
} from '../../domain/records/weighing-pages';
import { lots, weighings } from '../db/schema';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let other: string;
let farmId: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'paginas@fazenda.com' });
  other = await t.createUser({ email: 'vizinho-paginas@fazenda.com' });
  farmId = await t.farmOf('paginas@fazenda.com');
  userId = await t.userId('paginas@fazenda.com');
});
afterAll(() => t.close());

type Row = Pick<Weighing, 'animalId' | 'weighingDate' | 'weight'> & { batchId?: string };
/** Rows in one statement: they share one created_at, so only the id orders them. */
const insert = (rows: Row[]) =>
  t.db.insert(weighings).values(rows.map((r) => ({ ...r, farmId, userId })));

const get = async (path: string, as = cookie) =>
  t.request(path, { headers: as ? { cookie: as } : {} });
async function json<T>(path: string, as = cookie): Promise<T> {
  const res = await get(path, as);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}
const listPage = (query: string) =>
  json<{ items: Weighing[]; nextCursor: string | null }>(`/api/weighings?${query}`);
const animalsPage = (query: string, as = cookie) =>
  json<{ items: AnimalFigures[]; nextCursor: string | null }>(
    `/api/weighings/animals?${query}`,
    as,
  );

/** Every page of the list, `limit` at a time; `between` runs after each page. */
async function allPages(limit: number, between?: (page: number) => Promise<void>) {
  const seen: Weighing[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const answer = await listPage(`limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(answer.items.length).toBeLessThanOrEqual(limit);
    seen.push(...answer.items);
    await between?.(page);
    cursor = answer.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('no last page');
}

describe('GET /api/weighings, newest first in pages', () => {
  it('pages by date, entry and id: no row skipped or repeated while rows are inserted', async () => {
    // Two statements: the rows of each share a created_at.
    await insert([
      { animalId: 'P-1', weighingDate: '2025-03-01', weight: 300 },
      { animalId: 'P-2', weighingDate: '2025-03-01', weight: 310 },
      { animalId: 'P-3', weighingDate: '2025-03-01', weight: 320 },
      { animalId: 'P-1', weighingDate: '2025-01-01', weight: 250 },
    ]);
    await insert([
      { animalId: 'P-1', weighingDate: '2025-02-01', weight: 280 },
      { animalId: 'P-2', weighingDate: '2025-02-01', weight: 290 },
      { animalId: 'P-3', weighingDate: '2025-03-01', weight: 321 },
    ]);
    const whole = await allPages(100);
    expect(whole).toHaveLength(7);
    const keys = whole.map((w) => `${w.weighingDate} ${w.createdAt}`);
    expect(keys).toEqual([...keys].sort().reverse());

    // Page by 2, inserting after each page: a weighing newer than all (not in the later pages),
    // one dated before everything (it shows on the last page) and one on a date being read.
    const extra: Row[][] = [
      [{ animalId: 'P-9', weighingDate: '2025-04-01', weight: 400 }],
      [{ animalId: 'P-9', weighingDate: '2024-12-01', weight: 200 }],
      [{ animalId: 'P-9', weighingDate: '2025-03-01', weight: 333 }],
    ];
    const paged = await allPages(2, async (page) => {
      if (extra[page]) await insert(extra[page]);
    });
    const ids = paged.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(paged.filter((w) => w.animalId !== 'P-9').map((w) => w.id)).toEqual(
      whole.map((w) => w.id),
    );
    expect(paged.filter((w) => w.animalId === 'P-9').map((w) => w.weighingDate)).toEqual([
      '2024-12-01',
    ]);
  });

  it('50 rows by default, at most 100, and one animal with `animal`', async () => {
    await insert(
      Array.from({ length: 120 }, (_, i) => ({
        animalId: `M-${i % 3}`,
        weighingDate: `2023-${String((i % 12) + 1).padStart(2, '0')}-01`,
        weight: 200 + i,
      })),
    );
    const first = await listPage('');
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
    expect((await listPage('limit=100')).items).toHaveLength(100);
    expect((await get('/api/weighings?limit=101')).status).toBe(400);
    const one = await listPage('animal=M-1&limit=100');
    expect(one.items).toHaveLength(40);
    expect(new Set(one.items.map((w) => w.animalId))).toEqual(new Set(['M-1']));
    expect(one.nextCursor).toBeNull();
  });
});

describe('GET /api/weighings/animals', () => {
  it("gives each animal's figures from all its weighings, by id, in pages", async () => {
    await insert([
      { animalId: 'Gmd-A', weighingDate: '2025-01-01', weight: 300 },
      { animalId: 'Gmd-A', weighingDate: '2025-03-02', weight: 348 },
      { animalId: 'Gmd-A', weighingDate: '2025-02-01', weight: 320.5 },
      { animalId: 'Gmd-B', weighingDate: '2025-05-05', weight: 410 },
      { animalId: 'Gmd-C', weighingDate: '2025-05-05', weight: 410 },
    ]);
    // A later statement: a later entry of the same day (rows of one statement share a created_at).
    await insert([{ animalId: 'Gmd-C', weighingDate: '2025-05-05', weight: 405.5 }]);
    const page = await animalsPage('q=gmd-');
    expect(page.nextCursor).toBeNull();
    expect(page.items).toEqual([
      {
        animalId: 'Gmd-A',
        weighings: 3,
        firstDate: '2025-01-01',
        lastDate: '2025-03-02',
        firstWeight: 300,
        lastWeight: 348,
        totalGain: 48,
        days: 60,
        dailyGain: 0.8,
      },
      {
        animalId: 'Gmd-B',
        weighings: 1,
        firstDate: '2025-05-05',
        lastDate: '2025-05-05',
        firstWeight: 410,
        lastWeight: 410,
        totalGain: 0,
        days: 0,
        dailyGain: null,
      },
      // Same day: the last is the later entry, and the GMD over 0 days is 0.
      expect.objectContaining({ animalId: 'Gmd-C', weighings: 2, lastWeight: 405.5, dailyGain: 0 }),
    ]);

    const first = await animalsPage('q=GMD&limit=2');
    expect(first.items.map((a) => a.animalId)).toEqual(['Gmd-A', 'Gmd-B']);
    const second = await animalsPage(`q=GMD&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((a) => a.animalId)).toEqual(['Gmd-C']);
    expect(second.nextCursor).toBeNull();
  });

  it('searches part of the id literally (% and _ are characters) and within a lot', async () => {
    await insert([
      { animalId: '50%_X', weighingDate: '2025-01-01', weight: 300 },
      { animalId: '5000', weighingDate: '2025-01-01', weight: 300 },
    ]);
    expect((await animalsPage('q=0%25_')).items.map((a) => a.animalId)).toEqual(['50%_X']);
    expect((await animalsPage('q=nada-assim')).items).toEqual([]);

    const [lot] = await t.db
      .insert(lots)
      .values({
        farmId,
        name: 'Lote paginas',
        quantity: 10,
        initialWeight: 300,
        purchasePrice: 1000,
        purchaseDate: '2025-01-01',
      })
      .returning();
    await insert([
      { animalId: 'Lot-1', weighingDate: '2025-06-01', weight: 300, batchId: lot!.id },
      { animalId: 'Lot-1', weighingDate: '2025-07-01', weight: 330, batchId: lot!.id },
      { animalId: 'Lot-1', weighingDate: '2025-08-01', weight: 360 },
    ]);
    const inLot = await animalsPage(`lot=${lot!.id}`);
    expect(inLot.items).toEqual([
      expect.objectContaining({ animalId: 'Lot-1', weighings: 2, lastWeight: 330, days: 30 }),
    ]);
    expect((await animalsPage('q=lot-1')).items[0]).toMatchObject({ weighings: 3 });
    // Another farm's view holds none of these animals.
    expect((await animalsPage('', other)).items).toEqual([]);
  });
});

describe('GET /api/weighings/animals?q= (issue 39)', () => {
  it("lists the id typed whole first ('104' before '00104'), then the rest by id, each once", async () => {
    await insert(
      ['00104', '01040', '104', '1040', 'X104'].map((animalId) => ({
        animalId,
        weighingDate: '2025-01-01',
        weight: 300,
      })),
    );
    const ids = async (query: string) => (await animalsPage(query)).items.map((a) => a.animalId);
    expect(await ids('q=104')).toEqual(['104', '00104', '01040', '1040', 'X104']);
    const first = await animalsPage('q=104&limit=2');
    expect(first.items.map((a) => a.animalId)).toEqual(['104', '00104']);
    const second = await animalsPage(`q=104&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((a) => a.animalId)).toEqual(['01040', '1040']);
    const third = await animalsPage(`q=104&limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((a) => a.animalId)).toEqual(['X104']);
    expect(third.nextCursor).toBeNull();
    // A page of one still moves on: the id typed whole and the first of the rest.
    const one = await animalsPage('q=104&limit=1');
    expect(one.items.map((a) => a.animalId)).toEqual(['104', '00104']);
    expect(
      (await animalsPage(`q=104&limit=10&cursor=${one.nextCursor}`)).items.map((a) => a.animalId),
    ).toEqual(['01040', '1040', 'X104']);
  });
});

describe('GET /api/weighings/animals: the totals of the whole herd or lot', () => {
  it('come with the first page only, over every animal, not over the page', async () => {
    const as = await t.createUser({ email: 'totais-rebanho@fazenda.com' });
    const farm = await t.farmOf('totais-rebanho@fazenda.com');
    const user = await t.userId('totais-rebanho@fazenda.com');
    const [lot] = await t.db
      .insert(lots)
      .values({
        farmId: farm,
        name: 'Lote totais',
        quantity: 10,
        initialWeight: 300,
        purchasePrice: 1000,
        purchaseDate: '2025-01-01',
      })
      .returning();
    const row = (animalId: string, weighingDate: string, weight: number, batchId?: string) => ({
      animalId,
      weighingDate,
      weight,
      batchId,
      farmId: farm,
      userId: user,
    });
    await t.db.insert(weighings).values([
      // GMD 1.0, 0.5, none (one weighing) and 0 (two on one day): the mean is 0.5.
      row('T-1', '2025-01-01', 300, lot!.id),
      row('T-1', '2025-01-11', 310, lot!.id),
      row('T-2', '2025-01-01', 300, lot!.id),
      row('T-2', '2025-01-21', 310),
      row('T-3', '2025-01-01', 300),
      row('T-4', '2025-02-01', 300),
      row('T-4', '2025-02-01', 301),
    ]);
    const first = await json<AnimalFiguresPage>('/api/weighings/animals?limit=2', as);
    expect(first.items).toHaveLength(2);
    expect(first.totals).toEqual({ animals: 4, averageDailyGain: 0.5 });
    const second = await json<AnimalFiguresPage>(
      `/api/weighings/animals?limit=2&cursor=${first.nextCursor}`,
      as,
    );
    expect(second.totals).toBeUndefined();
    // A search (the combobox's) costs no totals.
    expect(
      (await json<AnimalFiguresPage>('/api/weighings/animals?q=T-', as)).totals,
    ).toBeUndefined();
    // A lot: its animals' figures over the lot's weighings only (T-1 1.0, T-2 one weighing).
    const inLot = await json<AnimalFiguresPage>(`/api/weighings/animals?lot=${lot!.id}`, as);
    expect(inLot.totals).toEqual({ animals: 2, averageDailyGain: 1 });
    // A farm with no weighings.
    expect((await json<AnimalFiguresPage>('/api/weighings/animals', other)).totals).toEqual({
      animals: 0,
      averageDailyGain: null,
    });
  });
});

describe('GET /api/weighings/history', () => {
  it("gives one animal's figures and weighings, oldest first; nothing for an unknown id", async () => {
    const history = await json<AnimalHistory>('/api/weighings/history?animal=Gmd-A');
    expect(history.summary).toMatchObject({ animalId: 'Gmd-A', weighings: 3, dailyGain: 0.8 });
    expect(history.items.map((w) => w.weight)).toEqual([300, 320.5, 348]);
    expect(await json('/api/weighings/history?animal=Nunca-pesado')).toEqual({
      summary: null,
      items: [],
    });
    expect(await json('/api/weighings/history?animal=Gmd-A', other)).toEqual({
      summary: null,
      items: [],
    });
  });

  it('gives the latest 100 weighings of an animal weighed more often', async () => {
    await insert(
      Array.from({ length: 130 }, (_, i) => ({
        animalId: 'Diario',
        weighingDate: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
        weight: 200 + i,
      })),
    );
    const history = await json<AnimalHistory>('/api/weighings/history?animal=Diario');
    expect(history.summary).toMatchObject({ weighings: 130, firstWeight: 200, lastWeight: 329 });
    expect(history.items).toHaveLength(100);
    expect(history.items[0]!.weight).toBe(230);
    expect(history.items.at(-1)!.weight).toBe(329);
  });
});

describe('hostile queries', () => {
  const b64 = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  const goodAt = '2025-03-01T10:00:00.123456Z';
  const uuid = '00000000-0000-4000-8000-000000000000';

  it('answers 400 to a cursor it did not make, a bad limit or a bad filter', async () => {
    const bad = [
      '/api/weighings?cursor=!!',
      `/api/weighings?cursor=${'A'.repeat(401)}`,
      `/api/weighings?cursor=${b64('não é json')}`,
      `/api/weighings?cursor=${b64({})}`,
      `/api/weighings?cursor=${b64(['0000-01-01', goodAt, uuid])}`,
      `/api/weighings?cursor=${b64(['2025-02-30', goodAt, uuid])}`,
      `/api/weighings?cursor=${b64(['2025-03-01', '0000-01-01T00:00:00.000000Z', uuid])}`,
      `/api/weighings?cursor=${b64(['2025-03-01', '2025-03-01T25:00:00.000000Z', uuid])}`,
      `/api/weighings?cursor=${b64(['2025-03-01', goodAt, 'x'])}`,
      `/api/weighings?cursor=${b64(['2025-03-01', goodAt, uuid, 1])}`,
      `/api/weighings?cursor=${b64(['Gmd-A'])}`,
      '/api/weighings?cursor=%E0%A4%A',
      '/api/weighings?limit=0',
      '/api/weighings?limit=1e308',
      '/api/weighings?limit=-1',
      '/api/weighings?limit=abc',
      '/api/weighings?animal=a%00b',
      `/api/weighings?animal=${'x'.repeat(41)}`,
      `/api/weighings/animals?cursor=${b64(['2025-03-01', goodAt, uuid])}`,
      `/api/weighings/animals?cursor=${b64(['a\u0000'])}`,
      '/api/weighings/animals?q=a%00',
      `/api/weighings/animals?q=${'x'.repeat(41)}`,
      '/api/weighings/animals?lot=nao-e-uuid',
      '/api/weighings/animals?limit=1000',
      '/api/weighings/history',
      '/api/weighings/history?animal=',
      '/api/weighings/history?animal=%00',
    ];
    for (const path of bad) expect((await get(path)).status, path).toBe(400);
    // A well-made key that matches no row is a page like any other (a text part is any text
    // without a NUL or a lone surrogate: decision 056).
    expect((await listPage(`cursor=${b64(['2000-01-01', goodAt, uuid])}`)).items).toEqual([]);
    expect((await get(`/api/weighings/animals?cursor=${b64([' Gmd-A'])}`)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    for (const path of [
      '/api/weighings',
      '/api/weighings/animals',
      '/api/weighings/history?animal=A',
    ]) {
      expect((await get(path, '')).status, path).toBe(401);
    }
  });
});
