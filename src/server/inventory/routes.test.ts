import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem, InventoryListTotals } from '../../domain/records/inventory';
import type { ListPage } from '../../domain/records/paging';
import { inventory, userSubscriptions } from '../db/schema';
import { validationError } from '../test/responses';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'estoque@fazenda.com' });
  other = await t.createUser({ email: 'vizinho@fazenda.com' });
});
afterAll(() => t.close());
afterEach(() => {
  t.clock.now = new Date();
});

const garrotes = {
  category: 'Garrotes',
  quantity: 25,
  averageWeight: 180.5,
  averageValue: 1850.75,
};

const add = (body: unknown, as: string | null = cookie) =>
  t.post('/api/inventory', body, { headers: as ? { cookie: as } : {} });
type InventoryPage = ListPage<InventoryItem, InventoryListTotals>;
const page = async (query = '', as: string = cookie) => {
  const res = await t.request(`/api/inventory${query}`, { headers: { cookie: as } });
  expect(res.status).toBe(200);
  return (await res.json()) as InventoryPage;
};
const list = async (as: string = cookie) => (await page('', as)).items;
const remove = (id: string, as: string | null = cookie) =>
  t.request(`/api/inventory/${id}`, { method: 'DELETE', headers: as ? { cookie: as } : {} });
const rowsOf = async (email: string) =>
  t.db
    .select()
    .from(inventory)
    .where(eq(inventory.userId, await t.userId(email)));

/** A confirmed user on the given plan; returns the session cookie. */
async function userOn(email: string, values: Partial<typeof userSubscriptions.$inferInsert>) {
  const session = await t.createUser({ email });
  await t.setSubscription(email, { trialEndsAt: null, ...values });
  return session;
}

describe('POST /api/inventory', () => {
  it('adds an item for the session user and answers it, with numbers as numbers', async () => {
    const res = await add({ ...garrotes, location: '  Pasto 3 ', userId: 'outro', id: 'x' });
    expect(res.status).toBe(201);
    const item = (await res.json()) as InventoryItem;
    expect(item).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...garrotes,
      location: 'Pasto 3',
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);

    const rows = await rowsOf('estoque@fazenda.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: item.id, averageWeight: 180.5, averageValue: 1850.75 });
    expect(typeof rows[0]!.averageWeight).toBe('number');
    // The list gives the row as the answer did, its time to the millisecond (list-sql.ts).
    expect(await list()).toEqual([item]);
    const later = await page(
      `?before=${Buffer.from(JSON.stringify(['2999-01-01T00:00:00.000000Z', item.id])).toString('base64url')}`,
    );
    expect(later.items).toEqual([item]);
  });

  it('stores an empty location as null', async () => {
    const res = await add({ ...garrotes, category: 'Vacas', location: '   ' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as InventoryItem).location).toBeNull();
  });

  it('answers 400 with field messages and writes nothing on a bad body', async () => {
    const before = (await rowsOf('estoque@fazenda.com')).length;
    const res = await add({ category: ' ', quantity: 0, averageWeight: 1001, averageValue: 0 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      validationError({
        category: 'Categoria é obrigatória',
        quantity: 'Quantidade deve ser maior que zero',
        averageWeight: 'Peso médio não pode exceder 1.000 kg',
        averageValue: 'Valor médio deve ser maior que zero',
      }),
    );
    const more = await add({ ...garrotes, quantity: 100001 });
    expect(((await more.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      quantity: 'Quantidade não pode exceder 100.000 cabeças',
    });
    for (const body of [
      'texto',
      null,
      [],
      { ...garrotes, quantity: '10' },
      { ...garrotes, quantity: 2.5 },
    ]) {
      expect((await add(body)).status).toBe(400);
    }
    const broken = await t.request('/api/inventory', {
      method: 'POST',
      headers: { cookie },
      body: '{"category":',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe('INVALID_JSON');
    expect(await rowsOf('estoque@fazenda.com')).toHaveLength(before);
  });
});

describe('GET /api/inventory', () => {
  it("lists the session user's items, newest first, and never another user's", async () => {
    await add({ ...garrotes, category: 'Bois do vizinho' }, other);
    await add({ ...garrotes, category: 'Touros', quantity: 2 });
    const items = await list();
    expect(items.map((i) => i.category)).toEqual(['Touros', 'Vacas', 'Garrotes']);
    expect(items.every((i) => typeof i.averageWeight === 'number')).toBe(true);
    expect((await list(other)).map((i) => i.category)).toEqual(['Bois do vizinho']);
  });
});

describe('GET /api/inventory pages', () => {
  it('pages the categories newest first, with totals over the whole inventory', async () => {
    const session = await t.createUser({ email: 'paginas@fazenda.com' });
    for (let i = 1; i <= 5; i++) {
      const res = await add({ ...garrotes, category: `Lote ${i}`, quantity: i }, session);
      expect(res.status).toBe(201);
    }
    // Two rows made in the same microsecond keep their order by id.
    await t.db
      .update(inventory)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(inventory.userId, await t.userId('paginas@fazenda.com')));

    const first = await page('?limit=2', session);
    expect(first.items).toHaveLength(2);
    // The cursor (decision 056): base64url of [entry time to the microsecond, id].
    expect(JSON.parse(Buffer.from(first.next!, 'base64url').toString())).toEqual([
      '2026-01-01T00:00:00.000000Z',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    const heads = 1 + 2 + 3 + 4 + 5;
    expect(first.totals).toEqual({
      categories: 5,
      heads,
      weight: heads * 180.5,
      arrobas: (heads * 180.5) / 15,
      value: heads * 1850.75,
      unvalued: 0,
      herdHeads: 0,
      herdWeighed: 0,
    });
    const second = await page(`?limit=2&before=${first.next}`, session);
    const third = await page(`?limit=2&before=${second.next}`, session);
    expect(third.next).toBeNull();
    const seen = [...first.items, ...second.items, ...third.items].map((i) => i.category);
    expect(new Set(seen).size).toBe(5);
    expect(second.totals).toEqual(first.totals);
    // Ids descending within the one creation time: the pages are the whole list in order.
    const ids = [...first.items, ...second.items, ...third.items].map((i) => i.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('answers 400 for a bad limit or cursor, and never a 5xx', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?limit=1e308',
      '?before=x',
      '?before=0000-01-01T00:00:00.000000Z~00000000-0000-0000-0000-000000000000',
      '?before=2026-02-30T00:00:00.000000Z~00000000-0000-0000-0000-000000000000',
      '?before=%00',
    ]) {
      const res = await t.request(`/api/inventory${query}`, { headers: { cookie } });
      expect(res.status, query).toBe(400);
    }
  });
});

describe('DELETE /api/inventory/:id', () => {
  const notFound = { error: { code: 'NOT_FOUND', message: 'Item não encontrado.' } };

  it('removes an own item (204), then answers 404 for it', async () => {
    const created = (await (
      await add({ ...garrotes, category: 'Bezerros' })
    ).json()) as InventoryItem;
    const res = await remove(created.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await list()).some((i) => i.id === created.id)).toBe(false);
    const again = await remove(created.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(notFound);
  });

  it("answers 404 for another user's item and leaves it alone", async () => {
    const [theirs] = await list(other);
    const res = await remove(theirs!.id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(notFound);
    expect(await list(other)).toHaveLength(1);
  });

  it('answers 404 for an id that is not a uuid or does not exist', async () => {
    for (const id of ['123', 'nao-e-uuid', '00000000-0000-0000-0000-000000000000']) {
      const res = await remove(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
  });
});

describe('sessions and plans', () => {
  it('answers 401 without a session and writes nothing', async () => {
    const before = await t.db.select().from(inventory);
    expect((await t.request('/api/inventory')).status).toBe(401);
    expect((await add(garrotes, null)).status).toBe(401);
    expect((await remove(before[0]!.id, null)).status).toBe(401);
    expect(await t.db.select().from(inventory)).toHaveLength(before.length);
  });

  it('is open to Starter (inventory is one of its modules)', async () => {
    const starter = await userOn('starter-estoque@fazenda.com', {
      plan: 'STARTER',
      animalLimit: 100,
    });
    expect((await add({ ...garrotes, quantity: 5 }, starter)).status).toBe(201);
    expect(await list(starter)).toHaveLength(1);
  });
});

describe('animal limit', () => {
  const refused = (code: string, message: string) => ({ error: { code, message } });

  it('needs a subscription', async () => {
    const session = await t.createUser({ email: 'sem-plano@fazenda.com' });
    await t.db
      .delete(userSubscriptions)
      .where(eq(userSubscriptions.userId, await t.userId('sem-plano@fazenda.com')));
    const res = await add(garrotes, session);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(
      refused(
        'SUBSCRIPTION_REQUIRED',
        'Você precisa de uma assinatura para cadastrar animais. Escolha um plano para continuar.',
      ),
    );
    expect(await rowsOf('sem-plano@fazenda.com')).toHaveLength(0);
  });

  it.each(['overdue', 'inactive'] as const)('refuses a %s subscription', async (status) => {
    const email = `${status}@fazenda.com`;
    const session = await userOn(email, { plan: 'PRO', status, animalLimit: 999999 });
    const res = await add(garrotes, session);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(
      refused(
        'SUBSCRIPTION_INACTIVE',
        'Sua assinatura está inativa. Atualize o pagamento para continuar cadastrando animais.',
      ),
    );
    expect(await rowsOf(email)).toHaveLength(0);
  });

  it('refuses a trial past its end, and allows it before', async () => {
    const session = await t.createUser({ email: 'teste-gratis@fazenda.com' });
    expect((await add({ ...garrotes, quantity: 1 }, session)).status).toBe(201);
    t.clock.now = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const res = await add({ ...garrotes, quantity: 1 }, session);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'SUBSCRIPTION_INACTIVE',
    );
    expect(await rowsOf('teste-gratis@fazenda.com')).toHaveLength(1);
  });

  it('keeps a Starter herd at 100 heads: 90 + 20 fails, 90 + 10 passes', async () => {
    const email = 'starter-limite@fazenda.com';
    const session = await userOn(email, { plan: 'STARTER', status: 'active', animalLimit: 100 });
    expect((await add({ ...garrotes, quantity: 90 }, session)).status).toBe(201);

    const over = await add({ ...garrotes, quantity: 20 }, session);
    expect(over.status).toBe(403);
    expect(await over.json()).toEqual(
      refused(
        'ANIMAL_LIMIT',
        'Seu plano permite até 100 animais e você já tem 90 (cabem mais 10). Faça upgrade para ter animais ilimitados.',
      ),
    );
    expect((await add({ ...garrotes, quantity: 10 }, session)).status).toBe(201);
    expect((await add({ ...garrotes, quantity: 1 }, session)).status).toBe(403);
    expect((await rowsOf(email)).reduce((sum, r) => sum + r.quantity, 0)).toBe(100);
  });

  it('counts the herd after deletions', async () => {
    const email = 'starter-remove@fazenda.com';
    const session = await userOn(email, { plan: 'STARTER', status: 'active', animalLimit: 100 });
    const big = (await (
      await add({ ...garrotes, quantity: 100 }, session)
    ).json()) as InventoryItem;
    expect((await add({ ...garrotes, quantity: 1 }, session)).status).toBe(403);
    expect((await remove(big.id, session)).status).toBe(204);
    expect((await add({ ...garrotes, quantity: 100 }, session)).status).toBe(201);
  });

  it('does not limit an admin, whatever the subscription says', async () => {
    const email = 'admin-estoque@fazenda.com';
    const session = await userOn(email, { plan: 'STARTER', status: 'overdue', animalLimit: 100 });
    await t.makeAdmin(email);
    expect((await add({ ...garrotes, quantity: 100000 }, session)).status).toBe(201);
    expect((await add({ ...garrotes, quantity: 100000 }, session)).status).toBe(201);
  });

  it('lets only one of two concurrent adds through the limit', async () => {
    const email = 'corrida@fazenda.com';
    const session = await userOn(email, { plan: 'STARTER', status: 'active', animalLimit: 100 });
    expect((await add({ ...garrotes, quantity: 60 }, session)).status).toBe(201);

    const answers = await Promise.all([
      add({ ...garrotes, quantity: 30 }, session),
      add({ ...garrotes, quantity: 30 }, session),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 403]);
    const heads = (await rowsOf(email)).reduce((sum, r) => sum + r.quantity, 0);
    expect(heads).toBe(90);
  });

  it('serialises the two adds even when both would read the herd before either writes', async () => {
    const email = 'corrida-travada@fazenda.com';
    const session = await userOn(email, { plan: 'STARTER', status: 'active', animalLimit: 100 });
    expect((await add({ ...garrotes, quantity: 60 }, session)).status).toBe(201);

    // SHARE mode lets the adds read the inventory but holds their inserts: without the user-row
    // lock both would count 60 heads and both would be written once the table is released.
    const blocker = await t.db.$client.connect();
    try {
      await blocker.query('begin; lock table inventory in share mode');
      const answers = Promise.all([
        add({ ...garrotes, quantity: 30 }, session),
        add({ ...garrotes, quantity: 30 }, session),
      ]);
      await expect
        .poll(async () => {
          // Activity is read once per transaction unless the snapshot is cleared.
          await blocker.query('select pg_stat_clear_snapshot()');
          const { rows } = await blocker.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0]!.waiting;
        })
        .toBe(2);
      await blocker.query('commit');
      expect((await answers).map((r) => r.status).sort()).toEqual([201, 403]);
    } finally {
      blocker.release();
    }
    expect((await rowsOf(email)).reduce((sum, r) => sum + r.quantity, 0)).toBe(90);
  });

  it('admits exactly what fits when many adds arrive at once', async () => {
    const email = 'muitos@fazenda.com';
    const session = await userOn(email, { plan: 'STARTER', status: 'active', animalLimit: 100 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add({ ...garrotes, quantity: 20 }, session)),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(3);
    expect((await rowsOf(email)).reduce((sum, r) => sum + r.quantity, 0)).toBe(100);
  });
});
