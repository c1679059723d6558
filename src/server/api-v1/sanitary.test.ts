import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, keyedApp, type KeyedApp } from './test-fixture';

/*
 * GET /api/v1/sanitary-products, -protocols and -applications (issue 26 item 7): the sanitary
 * records by API key, in keyset pages that neither repeat nor skip a row when applications are
 * added between pages; applications by period and animal.
 */

let t: KeyedApp;
beforeAll(async () => {
  t = await keyedApp(
    'sanidade-v1@fazenda.com',
    'outro-sanidade-v1@fazenda.com',
    new Date('2026-11-22T12:00:00Z'),
  );
});
afterAll(() => t.close());

const get = async <T>(path: string, as = t.key) => {
  const res = await t.call(as, 'GET', path);
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T & { next_cursor: string | null };
};

interface Product {
  id: string;
  name: string;
  withdrawalDays: number;
  pricePerDose: number | null;
  brucellosis: string | null;
}
interface Application {
  id: string;
  animalId: string;
  tag: string;
  date: string;
  cost: number | null;
  withdrawalUntil: string | null;
  undone: { reason: string } | null;
}

let wormer: Product;
const animals: Record<string, string> = {};
async function apply(tags: string[], date: string) {
  const res = await t.request('/api/sanitary/applications', {
    method: 'POST',
    headers: { cookie: t.cookie, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      productId: wormer.id,
      date,
      dose: 4,
      target: { animalIds: tags.map((tag) => animals[tag]) },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe('GET /api/v1/sanitary-products and -protocols', () => {
  it("reads the farm's suggestions (made on the first read) in pages", async () => {
    const first = await get<{ products: Product[] }>('/sanitary-products?limit=3');
    expect(first.products).toHaveLength(3);
    expect(first.next_cursor).toEqual(expect.any(String));
    const rest = await get<{ products: Product[] }>(
      `/sanitary-products?limit=3&cursor=${first.next_cursor}`,
    );
    expect(rest.next_cursor).toBeNull();
    const all = [...first.products, ...rest.products];
    expect(all.map((p) => p.name).sort()).toEqual([
      'Ivermectina 1%',
      'Vacina brucelose B19',
      'Vacina clostridioses (polivalente)',
      'Vacina contra raiva',
    ]);
    expect(all.find((p) => p.brucellosis === 'B19')).toMatchObject({ withdrawalDays: 0 });
    wormer = all.find((p) => p.name === 'Ivermectina 1%')!;
    const protocols = await get<{ protocols: Array<{ productName: string; active: boolean }> }>(
      '/sanitary-protocols',
      t.readKey,
    );
    expect(protocols.protocols).toHaveLength(4);
    expect(protocols.next_cursor).toBeNull();
    // Another farm's key sees its own records only.
    const other = await get<{ products: Product[] }>('/sanitary-products', t.otherKey);
    expect(other.products.map((p) => p.id)).not.toContain(wormer.id);
  });
});

describe('GET /api/v1/sanitary-applications', () => {
  beforeAll(async () => {
    const res = await t.request(`/api/sanitary/products/${wormer.id}`, {
      method: 'PUT',
      headers: { cookie: t.cookie },
      body: JSON.stringify({
        name: 'Ivermectina 1%',
        type: 'Vermífugo',
        withdrawalDays: 35,
        doseUnit: 'mL',
        pricePerDose: 0.5,
      }),
    });
    expect(res.status).toBe(200);
    const tags = Array.from({ length: 30 }, (_, i) => `S-${i}`);
    const bought = await t.request('/api/animals/purchases', {
      method: 'POST',
      headers: { cookie: t.cookie },
      body: JSON.stringify({ date: '2026-05-01', tags, sex: 'M' }),
    });
    expect(bought.status).toBe(201);
    const { animalIds } = (await bought.json()) as { animalIds: string[] };
    tags.forEach((tag, i) => (animals[tag] = animalIds[i]!));
    await apply(tags.slice(0, 20), '2026-06-10');
    await apply(tags.slice(20), '2026-08-10');
  });

  it('reads every application once while others are added between pages', async () => {
    const seen: Application[] = [];
    let page = await get<{ applications: Application[] }>('/sanitary-applications?limit=7');
    let pages = 0;
    for (;;) {
      seen.push(...page.applications);
      pages += 1;
      if (pages <= 2) await apply([`S-${pages}`], '2026-09-01');
      if (!page.next_cursor) break;
      page = await get<{ applications: Application[] }>(
        `/sanitary-applications?limit=7&cursor=${page.next_cursor}`,
      );
    }
    const ids = seen.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(32);
    expect(seen[0]).toMatchObject({
      date: '2026-06-10',
      cost: 2,
      withdrawalUntil: '2026-07-15',
      undone: null,
    });
  });

  it('filters by period and animal, and refuses a backwards period and a forged cursor', async () => {
    const june = await get<{ applications: Application[] }>(
      '/sanitary-applications?from=2026-06-01&to=2026-06-30',
    );
    expect(june.applications).toHaveLength(20);
    expect(june.applications.every((a) => a.date === '2026-06-10')).toBe(true);
    const one = await get<{ applications: Application[] }>(
      `/sanitary-applications?animalId=${animals['S-1']}`,
    );
    expect(one.applications.map((a) => a.date)).toEqual(['2026-06-10', '2026-09-01']);
    const backwards = await t.call(
      t.key,
      'GET',
      '/sanitary-applications?from=2026-07-01&to=2026-06-01',
    );
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).fields).toMatchObject({ to: expect.any(String) });
    const forged = await t.call(t.key, 'GET', '/sanitary-applications?cursor=WzFd');
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).fields).toEqual({ cursor: 'Cursor inválido' });
    expect((await t.call(t.key, 'GET', '/sanitary-applications?limit=1001')).status).toBe(400);
    const other = await get<{ applications: Application[] }>('/sanitary-applications', t.otherKey);
    expect(other.applications).toEqual([]);
    expect((await t.call(null, 'GET', '/sanitary-applications')).status).toBe(401);
  });
});
