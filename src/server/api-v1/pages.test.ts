import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Weighing } from '../../domain/records/weighing';
import { apiFixture, errorOf, type ApiFixture } from './test-fixture';

/*
 * /api/v1 keyset pages (issue 24 item 6; decision 033): each page starts after the cursor of the
 * one before, so rows added between pages — before or after the reader's place — never make it
 * repeat or skip a row that was there when it started.
 */

let t: ApiFixture;
let key: string;
beforeAll(async () => {
  t = await apiFixture();
  const owner = await t.owner('paginas@fazenda.com');
  key = (await t.createKey(owner)).key;
});
afterAll(() => t.close());

interface Page {
  weighings: Weighing[];
  next_cursor: string | null;
  nextOffset: number | null;
}

let added = 0;
/** `count` weighings in one statement (one created_at: only the id orders them), dated `day`. */
async function addWeighings(count: number, day: (i: number) => string) {
  const weighings = Array.from({ length: count }, (_, i) => ({
    animalId: `P-${added + i}`,
    weighingDate: day(i),
    weight: 300,
    idempotencyKey: `pagina-${added + i}`,
  }));
  added += count;
  const res = await t.call(key, 'POST', '/weighings/bulk', { weighings });
  expect(res.status).toBe(200);
}
const dayOf = (i: number) => `2025-0${1 + (i % 6)}-${String(1 + (i % 3)).padStart(2, '0')}`;

const get = async (query: string) => {
  const res = await t.call(key, 'GET', `/weighings?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as Page;
};

describe('GET /api/v1/weighings by cursor', () => {
  it('reads every row once while rows are added between pages', async () => {
    await addWeighings(150, dayOf);
    await addWeighings(100, () => '2025-03-02');
    const before = new Set((await get('limit=1000')).weighings.map((w) => w.id));
    expect(before.size).toBe(250);

    const seen: Weighing[] = [];
    let page = await get('limit=40');
    let pages = 1;
    for (;;) {
      seen.push(...page.weighings);
      // The first page, without a cursor, is also an offset page (existing integrations).
      expect(page.nextOffset).toBe(pages === 1 ? 40 : null);
      if (!page.next_cursor) break;
      // Between pages: rows on days before, at and after the reader's place.
      await addWeighings(7, (i) => ['2024-12-31', '2025-03-02', '2025-12-31'][i % 3]!);
      page = await get(`limit=40&cursor=${page.next_cursor}`);
      pages += 1;
    }
    const ids = seen.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of before) expect(ids).toContain(id);
    expect(pages).toBeGreaterThan(6);
    // In list order: date, then entry, then id.
    const keys = seen.map((w) => `${w.weighingDate} ${w.createdAt} ${w.id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('keeps the filters, ends with a null cursor, and still pages by offset', async () => {
    const all = await get('from=2025-03-01&to=2025-03-31&limit=1000');
    expect(all.next_cursor).toBeNull();
    const first = await get('from=2025-03-01&to=2025-03-31&limit=30');
    const second = await get(`from=2025-03-01&to=2025-03-31&limit=30&cursor=${first.next_cursor}`);
    expect([...first.weighings, ...second.weighings]).toEqual(all.weighings.slice(0, 60));

    const byOffset = await get('from=2025-03-01&to=2025-03-31&limit=30&offset=30');
    expect(byOffset.weighings).toEqual(all.weighings.slice(30, 60));
    expect(byOffset.nextOffset).toBe(60);
    // A cursor comes with every page that has a next one, offset or not.
    expect(byOffset.next_cursor).toEqual(expect.any(String));
  });

  it('answers 400 to a limit over 1000, a cursor it never wrote, or a cursor with an offset', async () => {
    const page = await get('limit=1');
    for (const query of [
      'limit=1001',
      'cursor=abc',
      'cursor=',
      `cursor=${page.next_cursor}x`,
      `cursor=${Buffer.from('["2025-02-31","2025-01-01T00:00:00.000000Z","x"]').toString('base64url')}`,
      `cursor=${page.next_cursor}&offset=10`,
    ]) {
      const res = await t.call(key, 'GET', `/weighings?${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).code).toBe('VALIDATION');
    }
    const most = await get('limit=1000');
    expect(most.weighings.length).toBeGreaterThan(250);
  });
});

describe('GET /api/v1/inventory by cursor', () => {
  it('pages the inventory newest first, each item once while items are added', async () => {
    const add = async (n: number) => {
      const res = await t.call(key, 'POST', '/inventory', {
        category: `Lote ${n}`,
        quantity: 1,
        averageWeight: 300,
        averageValue: 2000,
      });
      expect(res.status).toBe(201);
    };
    for (let n = 0; n < 7; n++) await add(n);
    const categories: string[] = [];
    let cursor: string | null = '';
    let n = 100;
    while (cursor !== null) {
      const res = await t.call(
        key,
        'GET',
        `/inventory?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as {
        inventory: { category: string }[];
        next_cursor: string | null;
      };
      categories.push(...page.inventory.map((i) => i.category));
      cursor = page.next_cursor;
      await add(n++);
    }
    expect(categories).toEqual([
      'Lote 6',
      'Lote 5',
      'Lote 4',
      'Lote 3',
      'Lote 2',
      'Lote 1',
      'Lote 0',
    ]);
    expect((await t.call(key, 'GET', '/inventory?cursor=abc')).status).toBe(400);
    expect((await t.call(key, 'GET', '/inventory?limit=1001')).status).toBe(400);
  });
});

describe('the OpenAPI page', () => {
  it('documents cursor and next_cursor, and offset as deprecated', async () => {
    const doc = (await (await t.call(null, 'GET', '/openapi.json')).json()) as {
      paths: Record<string, { get: { parameters: { name: string; deprecated?: boolean }[] } }>;
      components: { schemas: Record<string, { properties: Record<string, object> }> };
    };
    const params = doc.paths['/weighings']!.get.parameters;
    expect(params.find((p) => p.name === 'offset')).toMatchObject({ deprecated: true });
    expect(params.find((p) => p.name === 'cursor')).toBeDefined();
    expect(doc.paths['/inventory']!.get.parameters.map((p) => p.name).sort()).toEqual([
      'cursor',
      'limit',
    ]);
    expect(doc.components.schemas.WeighingPage!.properties.nextOffset).toMatchObject({
      deprecated: true,
    });
    expect(doc.components.schemas.InventoryList!.properties.next_cursor).toBeDefined();
  });
});
