import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_INPUTS } from '../../domain/schemas.fixture';
import { farmMembers, inventory, lots, weighings } from '../db/schema';
import { createTestApp } from '../test/test-app';

/*
 * The browser's offline outbox (server side): every queued write carries an `Idempotency-Key`
 * (stored once per farm, however often and however concurrently it is sent) and an `X-Farm-Id`
 * (the farm it was made on, never another one).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let farmA = '';
let farmB = '';
const MASTER = { plan: 'MASTER', status: 'active', trialEndsAt: null } as const;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2025-03-10T15:00:00Z');
  owner = await t.createUser({ email: 'offline@fazenda.com' });
  await t.setSubscription('offline@fazenda.com', MASTER);
  farmA = await t.farmOf('offline@fazenda.com');
  const created = await send('POST', '/api/farms', { name: 'Retiro Offline' });
  farmB = ((await created.json()) as { id: string }).id;
  // The session works on farm A; the outbox's records may have been made on B.
  expect((await send('PUT', '/api/farms/active', { farmId: farmA })).status).toBe(204);
});
afterAll(() => t.close());

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return t.request(path, {
    method,
    headers: { cookie: owner, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const ROUTES = [
  { name: 'weighings', table: weighings, body: VALID_INPUTS.weighing },
  { name: 'inventory', table: inventory, body: { ...VALID_INPUTS.inventory, quantity: 2 } },
  {
    name: 'lots',
    table: lots,
    body: {
      name: 'Lote do celular',
      quantity: 10,
      initialWeight: 250,
      finalWeight: null,
      purchasePrice: 2800,
      purchaseDate: '2025-01-01',
    },
  },
] as const;

type Table = (typeof ROUTES)[number]['table'];
const count = async (table: Table, farmId = farmA) =>
  Number(
    (
      await t.db.execute<{ n: string }>(
        sql`select count(*) as n from ${table} where farm_id = ${farmId}`,
      )
    ).rows[0]!.n,
  );

describe.each(ROUTES)('POST /api/$name with Idempotency-Key', ({ name, table, body }) => {
  const path = `/api/${name}`;
  const post = (key?: string, headers: Record<string, string> = {}) =>
    send('POST', path, body, key === undefined ? headers : { 'Idempotency-Key': key, ...headers });

  it('stores a key once: the repeat answers 200 with the row of the first answer', async () => {
    const before = await count(table);
    const key = randomUUID();
    const first = await post(key);
    expect(first.status).toBe(201);
    const stored = (await first.json()) as { id: string };
    // The same key in capitals is the same key.
    const again = await post(key.toUpperCase());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(stored);
    expect(await count(table)).toBe(before + 1);
    const [row] = await t.db
      .execute<{
        idempotency_key: string;
      }>(sql`select idempotency_key from ${table} where id = ${stored.id}`)
      .then((r) => r.rows);
    expect(row!.idempotency_key).toBe(key);
  });

  it('stores two rows for two keys, and one per request without a key', async () => {
    const before = await count(table);
    expect((await post(randomUUID())).status).toBe(201);
    expect((await post(randomUUID())).status).toBe(201);
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    expect(await count(table)).toBe(before + 4);
  });

  it('stores one row when five requests with one key arrive at once', async () => {
    const before = await count(table);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(key)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const ids = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { id: string }).id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await count(table)).toBe(before + 1);
  });

  it('refuses a key that is not a UUID with 400 and stores nothing', async () => {
    const before = await count(table);
    for (const key of ['abc', '', `${randomUUID()}x`, 'x'.repeat(10_240), "1' or '1'='1"]) {
      const res = await post(key);
      expect(res.status, key.slice(0, 40)).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'INVALID_IDEMPOTENCY_KEY', message: 'Chave de idempotência inválida.' },
      });
    }
    expect(await count(table)).toBe(before);
  });

  it('writes on the X-Farm-Id farm, not the active one; a key counts per farm', async () => {
    const [beforeA, beforeB] = [await count(table), await count(table, farmB)];
    const key = randomUUID();
    const onB = await post(key, { 'X-Farm-Id': farmB });
    expect(onB.status).toBe(201);
    expect((await post(key, { 'X-Farm-Id': farmB })).status).toBe(200);
    expect([await count(table), await count(table, farmB)]).toEqual([beforeA, beforeB + 1]);
    // The same key on the active farm is another record.
    expect((await post(key)).status).toBe(201);
    expect([await count(table), await count(table, farmB)]).toEqual([beforeA + 1, beforeB + 1]);
  });
});

describe('X-Farm-Id', () => {
  let strangerFarm = '';
  beforeAll(async () => {
    await t.createUser({ email: 'estranho-offline@fazenda.com' });
    strangerFarm = await t.farmOf('estranho-offline@fazenda.com');
  });

  const UNAVAILABLE = {
    error: { code: 'FARM_UNAVAILABLE', message: 'Você não tem mais acesso a esta fazenda.' },
  };

  it('answers 403 FARM_UNAVAILABLE for a farm the user is not on, and writes nothing', async () => {
    const before = await Promise.all(ROUTES.map((r) => count(r.table)));
    const strangers = await Promise.all(ROUTES.map((r) => count(r.table, strangerFarm)));
    for (const farmId of [
      strangerFarm,
      'f'.repeat(32),
      '',
      'a b',
      "x' or '1'='1",
      'x'.repeat(101),
      'ç',
    ]) {
      for (const { name, body } of ROUTES) {
        const res = await send('POST', `/api/${name}`, body, {
          'X-Farm-Id': farmId,
          'Idempotency-Key': randomUUID(),
        });
        expect(res.status, `${name} on ${farmId.slice(0, 40)}`).toBe(403);
        expect(await res.json()).toEqual(UNAVAILABLE);
      }
      const month = await send('PUT', '/api/monthly-control/2025-02', VALID_INPUTS.monthlyFigures, {
        'X-Farm-Id': farmId,
      });
      expect(month.status).toBe(403);
      const read = await send('GET', '/api/weighings', undefined, { 'X-Farm-Id': farmId });
      expect(read.status).toBe(403);
    }
    expect(await Promise.all(ROUTES.map((r) => count(r.table)))).toEqual(before);
    expect(await Promise.all(ROUTES.map((r) => count(r.table, strangerFarm)))).toEqual(strangers);
  });

  it('answers 403 once the member is removed from the farm, never falling back to another', async () => {
    const manager = await t.createUser({ email: 'gerente-offline@fazenda.com' });
    const invite = await send('POST', `/api/farms/${farmB}/invitations`, {
      email: 'gerente-offline@fazenda.com',
      role: 'manager',
    });
    const { id } = (await invite.json()) as { id: string };
    const accept = await t.request(`/api/invitations/${id}/accept`, {
      method: 'POST',
      headers: { cookie: manager },
    });
    expect(accept.status).toBe(200);
    const asManager = (headers: Record<string, string>) =>
      t.request('/api/weighings', {
        method: 'POST',
        headers: { cookie: manager, ...headers },
        body: JSON.stringify(VALID_INPUTS.weighing),
      });
    expect((await asManager({ 'X-Farm-Id': farmB })).status).toBe(201);

    const managerId = await t.userId('gerente-offline@fazenda.com');
    // Removed from B, the manager still has a farm of their own to fall back to: not taken.
    await t.db
      .delete(farmMembers)
      .where(and(eq(farmMembers.userId, managerId), eq(farmMembers.organizationId, farmB)));
    const ownFarm = await t.farmOf('gerente-offline@fazenda.com');
    const before = [await count(weighings, farmB), await count(weighings, ownFarm)];
    const res = await asManager({ 'X-Farm-Id': farmB, 'Idempotency-Key': randomUUID() });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(UNAVAILABLE);
    expect([await count(weighings, farmB), await count(weighings, ownFarm)]).toEqual(before);
    // Without the header, the session goes on with the farm the manager still has.
    expect((await asManager({})).status).toBe(201);
    expect(await count(weighings, ownFarm)).toBe(before[1]! + 1);
  });

  it('leaves requests without the header on the active farm, and /api/me as it was', async () => {
    const before = await count(weighings);
    expect((await send('POST', '/api/weighings', VALID_INPUTS.weighing)).status).toBe(201);
    expect(await count(weighings)).toBe(before + 1);
    const me = await send('GET', '/api/me', undefined, { 'X-Farm-Id': 'nao-existe' });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { farm: { id: string } }).farm.id).toBe(farmA);
    expect((await send('GET', '/api/dashboard')).status).toBe(200);
  });
});

describe('inventory replay under the animal limit', () => {
  it('answers a replay 200 with the stored row, though the limit is reached', async () => {
    const cookie = await t.createUser({ email: 'limite-offline@fazenda.com' });
    await t.setSubscription('limite-offline@fazenda.com', {
      plan: 'STARTER',
      status: 'active',
      animalLimit: 10,
      trialEndsAt: null,
    });
    const add = (key: string, quantity: number) =>
      t.request('/api/inventory', {
        method: 'POST',
        headers: { cookie, 'Idempotency-Key': key },
        body: JSON.stringify({ ...VALID_INPUTS.inventory, quantity }),
      });
    const key = randomUUID();
    const first = await add(key, 10);
    expect(first.status).toBe(201);
    const again = await add(key, 10);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const more = await add(randomUUID(), 1);
    expect(more.status).toBe(403);
    expect(((await more.json()) as { error: { code: string } }).error.code).toBe('ANIMAL_LIMIT');
    const farm = await t.farmOf('limite-offline@fazenda.com');
    expect(await count(inventory, farm)).toBe(1);
  });
});
