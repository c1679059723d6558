import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_INPUTS } from '../../domain/schemas.fixture';
import { apiKeys, inventory, monthlyControl, weighings } from '../db/schema';
import { apiFixture, errorOf, type ApiFixture } from './test-fixture';

let t: ApiFixture;
let a: { email: string; farmId: string; userId: string };
let b: { email: string; farmId: string; userId: string };
let keyA: string;
let keyB: string;
beforeAll(async () => {
  t = await apiFixture();
  a = await t.owner('fazenda-a@fazenda.com');
  b = await t.owner('fazenda-b@fazenda.com');
  keyA = (await t.createKey(a)).key;
  keyB = (await t.createKey(b)).key;
});
afterAll(() => t.close());

const weighing = { animalId: 'A-1', weighingDate: '2025-03-01', weight: 320 };
const month = {
  initialQuantity: 100,
  purchases: 10,
  sales: 5,
  deaths: 1,
  totalCosts: 1000,
  totalRevenue: 3000,
};
const year = VALID_INPUTS.annualFigures;
const herd = { category: 'Garrotes', quantity: 10, averageWeight: 300, averageValue: 2500 };

/** Every write route with a valid body. */
const writes: [string, string, unknown][] = [
  ['POST', '/inventory', herd],
  ['POST', '/weighings', weighing],
  ['POST', '/weighings/bulk', { weighings: [{ ...weighing, idempotencyKey: 'w-1' }] }],
  ['PUT', '/monthly-control/2025-03', month],
  ['PUT', '/annual-results/2025', year],
];
const reads = ['/inventory', '/weighings', '/monthly-control/2025-03', '/annual-results/2025'];

const countRows = async (farmId: string) => {
  const [w, i, m] = await Promise.all([
    t.db.select().from(weighings).where(eq(weighings.farmId, farmId)),
    t.db.select().from(inventory).where(eq(inventory.farmId, farmId)),
    t.db.select().from(monthlyControl).where(eq(monthlyControl.farmId, farmId)),
  ]);
  return w.length + i.length + m.length;
};

describe('API key authentication', () => {
  it('answers 401 without a key, with a garbage key, a huge or odd bearer', async () => {
    const huge = 'a'.repeat(10 * 1024);
    const headers: (Record<string, string> | null)[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: 'Bearer ac_naoexiste' },
      { authorization: `Bearer ${huge}` },
      { authorization: `Bearer ac_\u0001\u007f` },
      { authorization: `Basic ${btoa('a:b')}` },
      { authorization: keyA },
      { authorization: `Bearer ${keyA}x` },
      { authorization: `Bearer ${keyA.slice(0, -1)}` },
    ];
    const expect401 = async (method: string, path: string, body: unknown, h: object) => {
      const res = await t.call(null, method, path, body, h as Record<string, string>);
      expect(res.status, `${method} ${path} ${JSON.stringify(h).slice(0, 60)}`).toBe(401);
      expect(await errorOf(res)).toEqual({
        code: 'INVALID_API_KEY',
        message: 'Chave de API inválida ou revogada.',
      });
    };
    // Every route without a key; every bad header on a read and a write.
    for (const [method, path, body] of writes) await expect401(method, path, body, {});
    for (const path of reads) await expect401('GET', path, undefined, {});
    for (const h of headers) {
      await expect401('GET', '/weighings', undefined, h!);
      await expect401('POST', '/weighings/bulk', writes[2]![2], h!);
    }
    // A NUL cannot even travel in a header.
    expect(() => new Headers({ authorization: 'Bearer ac_\u0000' })).toThrow();
    expect(await countRows(a.farmId)).toBe(0);
  });

  it('works from any origin: a key is not a cookie, so the browser CSRF check does not apply', async () => {
    const res = await t.call(keyA, 'GET', '/inventory', undefined, {
      origin: 'https://erp.example.com',
    });
    expect(res.status).toBe(200);
  });

  it("keeps each farm's records to its own key", async () => {
    for (const [method, path, body] of writes) {
      const res = await t.call(keyA, method, path, body);
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
    }
    for (const path of reads) {
      const res = await t.call(keyA, 'GET', path);
      expect(res.status, path).toBe(200);
    }
    const inv = await t.call(keyB, 'GET', '/inventory');
    expect(await inv.json()).toEqual({ inventory: [], next_cursor: null });
    const list = await t.call(keyB, 'GET', '/weighings');
    expect(await list.json()).toEqual({ weighings: [], next_cursor: null, nextOffset: null });
    for (const path of ['/monthly-control/2025-03', '/annual-results/2025']) {
      const res = await t.call(keyB, 'GET', path);
      expect(res.status, path).toBe(404);
      expect((await errorOf(res)).code).toBe('NOT_FOUND');
    }
    // B's key with A's idempotency key makes B's own weighing.
    const bulk = await t.call(keyB, 'POST', '/weighings/bulk', {
      weighings: [{ ...weighing, idempotencyKey: 'w-1' }],
    });
    expect(await bulk.json()).toMatchObject({ created: 1, existing: 0 });
    expect(await countRows(b.farmId)).toBe(1);
  });

  it('updates the key’s last use', async () => {
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.referenceId, a.farmId));
    expect(row!.lastRequest).toBeInstanceOf(Date);
  });

  it('refuses every write of a read-only key with 403 and lets it read', async () => {
    const readOnly = (await t.createKey(a, false)).key;
    const before = await countRows(a.farmId);
    for (const [method, path, body] of writes) {
      const res = await t.call(readOnly, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await errorOf(res)).toEqual({
        code: 'READ_ONLY_KEY',
        message: 'Esta chave de API é somente leitura.',
      });
    }
    for (const path of reads) expect((await t.call(readOnly, 'GET', path)).status).toBe(200);
    expect(await countRows(a.farmId)).toBe(before);
  });

  it('answers 401 to a revoked key', async () => {
    const revoked = await t.createKey(a);
    expect((await t.call(revoked.key, 'GET', '/inventory')).status).toBe(200);
    await t.auth.api.updateApiKey({
      body: { keyId: revoked.id, enabled: false, userId: a.userId },
    });
    for (const [method, path, body] of [...writes, ['GET', '/inventory', undefined] as const]) {
      const res = await t.call(revoked.key, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    // A key deleted with its row is unknown too.
    const deleted = await t.createKey(a);
    await t.db.delete(apiKeys).where(eq(apiKeys.id, deleted.id));
    expect((await t.call(deleted.key, 'GET', '/weighings')).status).toBe(401);
  });

  it('writes only on an active Master plan; reads on any plan', async () => {
    const before = await countRows(a.farmId);
    for (const values of [
      { plan: 'PRO', status: 'active' },
      { plan: 'STARTER', status: 'active' },
      { plan: 'MASTER', status: 'inactive' },
      { plan: 'MASTER', status: 'overdue' },
    ] as const) {
      await t.setSubscription(a.email, values);
      for (const [method, path, body] of writes) {
        const res = await t.call(keyA, method, path, body);
        expect(res.status, `${values.plan} ${values.status} ${method} ${path}`).toBe(403);
        expect((await errorOf(res)).code).toBe('PLAN_REQUIRED');
      }
      for (const path of reads) expect((await t.call(keyA, 'GET', path)).status).toBe(200);
    }
    expect(await countRows(a.farmId)).toBe(before);
    await t.setSubscription(a.email, { plan: 'MASTER', status: 'active' });
    expect((await t.call(keyA, 'POST', '/weighings', weighing)).status).toBe(201);
  });
});

describe('rate limit', () => {
  let limited: ApiFixture;
  beforeAll(async () => {
    limited = await apiFixture({ API_KEY_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once a key used its requests of the minute', async () => {
    const owner = await limited.owner('limite@fazenda.com');
    const { key } = await limited.createKey(owner);
    for (let i = 0; i < 3; i++) {
      expect((await limited.call(key, 'GET', '/inventory')).status).toBe(200);
    }
    const res = await limited.call(key, 'POST', '/weighings', weighing);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await errorOf(res)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas requisições. Aguarde e tente novamente.',
    });
    expect(await limited.db.select().from(weighings)).toHaveLength(0);
    // Another key has its own count.
    const other = await limited.createKey(owner);
    expect((await limited.call(other.key, 'GET', '/inventory')).status).toBe(200);
  });
});
