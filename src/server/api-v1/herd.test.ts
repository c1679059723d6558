import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, keyedApp, type KeyedApp } from './test-fixture';

/*
 * GET /api/v1/animals and /api/v1/animal-events (issue 25 item 6): the herd registry by API key,
 * in keyset pages that neither repeat nor skip a row when animals are added between pages.
 */

let t: KeyedApp;
beforeAll(async () => {
  t = await keyedApp(
    'rebanho-v1@fazenda.com',
    'outro-v1@fazenda.com',
    new Date('2026-11-22T12:00:00Z'),
  );
});
afterAll(() => t.close());

let bought = 0;
/** `count` animals bought in one statement (one created_at: only the id orders them). */
async function buy(count: number) {
  const tags = Array.from({ length: count }, (_, i) => `V-${bought + i}`);
  bought += count;
  const res = await t.request('/api/animals/purchases', {
    method: 'POST',
    headers: { cookie: t.cookie },
    body: JSON.stringify({
      date: '2026-05-01',
      tags,
      sex: 'M',
      breed: 'Nelore',
      weight: 200,
      priceKind: 'head',
      price: 3000,
      seller: 'Seu Zé',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { animalIds: string[] }).animalIds;
}

interface Animal {
  id: string;
  tag: string;
  status: string;
  category: string | null;
  sex: string | null;
}
interface Event {
  id: string;
  animalId: string;
  tag: string;
  kind: string;
  details: Record<string, unknown>;
  undone: unknown;
}

const get = async <T>(path: string, as = t.key) => {
  const res = await t.call(as, 'GET', path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T & { next_cursor: string | null };
};

describe('GET /api/v1/animals', () => {
  it('reads every animal once while animals are added between pages', async () => {
    await buy(120);
    await buy(80);
    const seen: Animal[] = [];
    let page = await get<{ animals: Animal[] }>('/animals?limit=30');
    let pages = 0;
    for (;;) {
      seen.push(...page.animals);
      pages += 1;
      // Others keep buying while the integration reads.
      if (pages <= 3) await buy(7);
      if (!page.next_cursor) break;
      page = await get<{ animals: Animal[] }>(`/animals?limit=30&cursor=${page.next_cursor}`);
    }
    const ids = seen.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every animal present at the start, and the ones added since (after the reader's place).
    expect(ids).toHaveLength(bought);
    expect(seen[0]).toMatchObject({ tag: expect.any(String), status: 'active', sex: 'M' });
  });

  it('filters by status, caps limit at 1000 and refuses a forged cursor', async () => {
    const [id] = await buy(1);
    const sold = await t.request('/api/animals/sales', {
      method: 'POST',
      headers: { cookie: t.cookie },
      body: JSON.stringify({ date: '2026-11-01', animalIds: [id], priceKind: 'head', price: 1 }),
    });
    expect(sold.status).toBe(201);
    const page = await get<{ animals: Animal[] }>('/animals?status=sold');
    expect(page.animals.map((a) => a.id)).toEqual([id]);
    expect(page.next_cursor).toBeNull();
    // Changed since the sale began: the sold animal only (the database's clock).
    const since = new Date(Date.now() - 60_000).toISOString();
    const recent = await get<{ animals: Animal[] }>(
      `/animals?updatedSince=${encodeURIComponent(since)}&status=sold`,
    );
    expect(recent.animals.map((a) => a.id)).toEqual([id]);
    const future = await get<{ animals: Animal[] }>('/animals?updatedSince=2999-01-01T00:00:00Z');
    expect(future.animals).toEqual([]);
    expect((await t.call(t.key, 'GET', '/animals?updatedSince=ontem')).status).toBe(400);
    expect((await t.call(t.key, 'GET', '/animals?updatedSince=0000-01-01T00:00:00Z')).status).toBe(
      400,
    );
    const all = await get<{ animals: Animal[] }>('/animals?limit=1000');
    expect(all.animals).toHaveLength(bought);

    const tooMany = await t.call(t.key, 'GET', '/animals?limit=1001');
    expect(tooMany.status).toBe(400);
    const forged = await t.call(t.key, 'GET', '/animals?cursor=bm9wZQ');
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).fields).toEqual({ cursor: 'Cursor inválido' });
    const badStatus = await t.call(t.key, 'GET', '/animals?status=removed');
    expect(badStatus.status).toBe(400);
  });

  it('needs the farm key (a read-only one reads) and shows only its farm', async () => {
    expect((await t.call(null, 'GET', '/animals')).status).toBe(401);
    expect((await get<{ animals: Animal[] }>('/animals?limit=1', t.readKey)).animals).toHaveLength(
      1,
    );
    expect((await get<{ animals: Animal[] }>('/animals', t.otherKey)).animals).toEqual([]);
    expect((await get<{ events: Event[] }>('/animal-events', t.otherKey)).events).toEqual([]);
    const cookieOnly = await t.request('/api/v1/animals', { headers: { cookie: t.cookie } });
    expect(cookieOnly.status).toBe(401);
  });
});

describe('GET /api/v1/animal-events', () => {
  it('pages the events by entry, with prices, filtered by kind and animal', async () => {
    const seen: Event[] = [];
    let page = await get<{ events: Event[] }>('/animal-events?limit=50');
    for (;;) {
      seen.push(...page.events);
      if (!page.next_cursor) break;
      page = await get<{ events: Event[] }>(`/animal-events?limit=50&cursor=${page.next_cursor}`);
    }
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    // One purchase per animal bought, plus one sale.
    expect(seen).toHaveLength(bought + 1);
    expect(seen[0]).toMatchObject({
      kind: 'purchase',
      details: { price: 3000, seller: 'Seu Zé', weight: 200 },
      undone: null,
    });
    const sales = await get<{ events: Event[] }>('/animal-events?kind=sale');
    expect(sales.events).toHaveLength(1);
    const mine = await get<{ events: Event[] }>(
      `/animal-events?animalId=${sales.events[0]!.animalId}`,
    );
    expect(mine.events.map((e) => e.kind)).toEqual(['purchase', 'sale']);
    expect((await t.call(t.key, 'GET', '/animal-events?kind=party')).status).toBe(400);
  });

  it('is in the OpenAPI document with its cursor', async () => {
    const doc = (await (await t.call(null, 'GET', '/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    for (const path of ['/animals', '/animal-events']) {
      const names = doc.paths[path]?.get?.parameters?.map((p) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(['cursor', 'limit']));
    }
  });
});
