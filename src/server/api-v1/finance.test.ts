import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_PLAN_MESSAGE } from '../../domain/finance/constants';
import { errorOf, keyedApp, type KeyedApp } from './test-fixture';

/*
 * 'Financeiro' through /api/v1 (issue 43 item 7): the book read in keyset pages by entry that
 * neither repeat nor skip a row, with the app's filters; one entry; the plano de contas; a
 * receita or despesa (in 'Parcelas' too) registered once per Idempotency-Key, a foreseen one
 * paid, an entry undone — through the module's store, no author (a key is not a person). The
 * module's plan rule holds (Starter: 403), and another farm's key sees and touches nothing of
 * this farm. Today is 15/06/2026 in São Paulo.
 */

let t: KeyedApp;
const accounts: Record<string, string> = {};
let farmId = '';
beforeAll(async () => {
  t = await keyedApp(
    'financeiro-v1@fazenda.com',
    'outro-financeiro-v1@fazenda.com',
    new Date('2026-06-15T15:00:00Z'),
  );
  farmId = await t.farmOf('financeiro-v1@fazenda.com');
});
afterAll(() => t.close());

interface Entry {
  id: string;
  type: string;
  date: string;
  description: string;
  amountCents: number;
  accountName: string;
  costCenter: { type: string; id: string | null; name: string };
  status: string;
  dueDate: string | null;
  settledOn: string | null;
  source: string;
  instalment: { number: number; count: number } | null;
  undone: { reason: string } | null;
  counts: boolean;
  createdAt: string;
}

const post = (path: string, body: unknown, key = t.key, idempotencyKey: string = randomUUID()) =>
  t.call(key, 'POST', path, body, { 'Idempotency-Key': idempotencyKey });
const get = async <T>(path: string, as = t.key) => {
  const res = await t.call(as, 'GET', path);
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
};
const made = async (body: Record<string, unknown>) => {
  const res = await post('/finance-entries', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { entries: Entry[] }).entries;
};
const expense = (over: Record<string, unknown> = {}) => ({
  type: 'expense',
  date: '2026-06-01',
  description: 'Sal mineral',
  amount: 1234.56,
  accountId: accounts.feed,
  status: 'realized',
  ...over,
});

describe('GET /api/v1/finance-accounts', () => {
  it("lists the farm's plano de contas, seeded on its first read, to a read-only key too", async () => {
    const { accounts: list } = await get<{
      accounts: { id: string; key: string | null; name: string; kind: string; group: string }[];
    }>('/finance-accounts', t.readKey);
    expect(list.length).toBe(18);
    expect(list[0]).toMatchObject({
      key: 'animal-sales',
      name: 'Venda de animais',
      kind: 'income',
    });
    for (const a of list) if (a.key) accounts[a.key] = a.id;
    // Another farm's key reads its own chart, never this one.
    const other = await get<{ accounts: { id: string }[] }>('/finance-accounts', t.otherKey);
    expect(other.accounts.map((a) => a.id)).not.toContain(accounts.feed);
  });
});

describe('POST /api/v1/finance-entries', () => {
  it('registers an expense once per Idempotency-Key, in exact centavos, with no author', async () => {
    const key = randomUUID();
    const first = await post('/finance-entries', expense(), t.key, key);
    expect(first.status, await first.clone().text()).toBe(201);
    const [entry] = ((await first.json()) as { entries: Entry[] }).entries;
    expect(entry).toMatchObject({
      type: 'expense',
      date: '2026-06-01',
      description: 'Sal mineral',
      amountCents: 123456,
      accountName: 'Suplementação e ração',
      costCenter: { type: 'farm', id: null, name: 'Fazenda (geral)' },
      status: 'realized',
      settledOn: '2026-06-01',
      source: 'manual',
      undone: null,
      counts: true,
      createdAt: expect.stringMatching(/Z$/),
    });
    const again = await post('/finance-entries', expense(), t.key, key);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { entries: Entry[] }).entries[0]!.id).toBe(entry!.id);
    const { rows } = await t.db.execute<{ user_id: string | null }>(
      sql`select user_id from finance_entries where id = ${entry!.id}::uuid`,
    );
    expect(rows[0]!.user_id).toBeNull();
  });

  it("splits 'Parcelas' that add up exactly, in order", async () => {
    const parts = await made(
      expense({
        description: 'Trator',
        amount: 100,
        accountId: accounts['machinery-improvements'],
        status: 'planned',
        dueDate: '2026-07-31',
        instalments: 3,
      }),
    );
    expect(parts.map((e) => [e.instalment?.number, e.dueDate, e.amountCents])).toEqual([
      [1, '2026-07-31', 3334],
      [2, '2026-08-31', 3333],
      [3, '2026-09-30', 3333],
    ]);
  });

  it("refuses what the app refuses, and another farm's ids, writing nothing", async () => {
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from finance_entries`))
        .rows[0]!.n;
    const before = await count();
    const readOnly = await post('/finance-entries', expense(), t.readKey);
    expect(readOnly.status).toBe(403);
    expect((await errorOf(readOnly)).code).toBe('READ_ONLY_KEY');
    const future = await post('/finance-entries', expense({ date: '2026-06-16' }));
    expect(future.status).toBe(400);
    expect((await errorOf(future)).fields).toHaveProperty('date');
    const hostile = await post(
      '/finance-entries',
      expense({ amount: 1e308, description: 'a\u0000b', date: '0000-01-01', type: 'transfer' }),
    );
    expect(hostile.status).toBe(400);
    expect(Object.keys((await errorOf(hostile)).fields ?? {}).sort()).toEqual(
      ['amount', 'date', 'description', 'type'].sort(),
    );
    const otherKind = await post(
      '/finance-entries',
      expense({ accountId: accounts['milk-sales'] }),
    );
    expect(otherKind.status).toBe(400);
    // The other farm's account is no account of this farm's: 404, as an id of no farm.
    const { accounts: theirs } = await get<{ accounts: { id: string }[] }>(
      '/finance-accounts',
      t.otherKey,
    );
    const foreign = await post('/finance-entries', expense({ accountId: theirs[0]!.id }));
    expect(foreign.status).toBe(404);
    const lot = await post(
      '/finance-entries',
      expense({ costCenter: { type: 'lot', id: randomUUID() } }),
    );
    expect(lot.status).toBe(404);
    const notJson = await post('/finance-entries', '{"type":');
    expect(notJson.status).toBe(400);
    const badKey = await post('/finance-entries', expense(), t.key, 'not-a-uuid');
    expect(badKey.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/v1/finance-entries', () => {
  it('pages by entry, never repeating nor skipping, with the app’s filters', async () => {
    await made(
      expense({
        type: 'income',
        date: '2026-05-20',
        description: 'Leite de maio',
        amount: 2500,
        accountId: accounts['milk-sales'],
      }),
    );
    const all = await get<{ entries: Entry[]; next_cursor: string | null }>('/finance-entries');
    expect(all.next_cursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: { entries: Entry[]; next_cursor: string | null } = await get(
        `/finance-entries?limit=2${q}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.next_cursor;
      // Added while paging: comes after the pages read, once.
      if (seen.length === 2) await made(expense({ description: 'Durante a leitura' }));
    } while (cursor);
    expect(seen.length).toBe(all.entries.length + 1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, all.entries.length)).toEqual(all.entries.map((e) => e.id));

    const incomes = await get<{ entries: Entry[] }>('/finance-entries?type=income');
    expect(incomes.entries.map((e) => e.description)).toEqual(['Leite de maio']);
    const planned = await get<{ entries: Entry[] }>(
      '/finance-entries?status=planned&costCenter=farm&from=2026-01-01&to=2026-12-31',
    );
    expect(planned.entries.map((e) => e.description)).toEqual(['Trator', 'Trator', 'Trator']);
    const one = await get<Entry>(`/finance-entries/${incomes.entries[0]!.id}`, t.readKey);
    expect(one).toMatchObject({ description: 'Leite de maio', amountCents: 250000 });
  });

  it("shows another farm's key none of it, and refuses forged cursors and bad filters", async () => {
    const mine = await get<{ entries: Entry[] }>('/finance-entries');
    const theirs = await get<{ entries: Entry[] }>('/finance-entries', t.otherKey);
    expect(theirs.entries).toEqual([]);
    const foreign = await t.call(t.otherKey, 'GET', `/finance-entries/${mine.entries[0]!.id}`);
    expect(foreign.status).toBe(404);
    for (const id of ['x', `${mine.entries[0]!.id}0`, '%00', randomUUID()]) {
      expect((await t.call(t.key, 'GET', `/finance-entries/${id}`)).status, id).toBe(404);
    }
    const forged = [
      'abc',
      Buffer.from(JSON.stringify(['2026-06-01T00:00:00.000000Z', 'x'])).toString('base64url'),
      Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000000Z', randomUUID()])).toString(
        'base64url',
      ),
      Buffer.from(JSON.stringify([1e308, randomUUID()])).toString('base64url'),
      '%E0%A4%A',
    ];
    for (const cursor of forged) {
      const res = await t.call(t.key, 'GET', `/finance-entries?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
    }
    for (const query of [
      'costCenter=lot:1',
      'from=0000-01-01',
      'from=2026-06-10&to=2026-06-01',
      'type=transfer',
      'limit=1e308',
      'limit=0',
    ]) {
      const res = await t.call(t.key, 'GET', `/finance-entries?${query}`);
      expect(res.status, query).toBe(400);
    }
    // A cookie is no key here, the owner's included.
    const cookie = await t.request('/api/v1/finance-entries', { headers: { cookie: t.cookie } });
    expect(cookie.status).toBe(401);
  });
});

describe('POST /api/v1/finance-entries/{id}/settle and /undo', () => {
  it('pays a foreseen entry once; undoes an entry, still listed but not counted', async () => {
    const [bill] = await made(
      expense({ description: 'Energia', status: 'planned', dueDate: '2026-06-30', amount: 300 }),
    );
    const pay = { date: '2026-06-14', amount: 310.5 };
    const paid = await post(`/finance-entries/${bill!.id}/settle`, pay);
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect(await paid.json()).toMatchObject({
      status: 'realized',
      settledOn: '2026-06-14',
      dueDate: null,
      amountCents: 31050,
    });
    expect((await post(`/finance-entries/${bill!.id}/settle`, pay)).status).toBe(200);
    const otherDay = await post(`/finance-entries/${bill!.id}/settle`, { date: '2026-06-13' });
    expect(otherDay.status).toBe(409);
    const future = await post(`/finance-entries/${bill!.id}/settle`, { date: '2026-06-16' });
    expect(future.status).toBe(400);

    const reason = { reason: 'Lançado em dobro' };
    const theirs = await post(`/finance-entries/${bill!.id}/undo`, reason, t.otherKey);
    expect(theirs.status).toBe(404);
    const readOnly = await post(`/finance-entries/${bill!.id}/undo`, reason, t.readKey);
    expect(readOnly.status).toBe(403);
    const undone = await post(`/finance-entries/${bill!.id}/undo`, reason);
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({
      undone: { reason: 'Lançado em dobro' },
      counts: false,
    });
    expect((await post(`/finance-entries/${bill!.id}/undo`, reason)).status).toBe(200);
    const listed = await get<{ entries: Entry[] }>('/finance-entries?limit=1000');
    expect(listed.entries.find((e) => e.id === bill!.id)?.counts).toBe(false);
    const app = await t.request('/api/finance/entries?limit=100', {
      headers: { cookie: t.cookie },
    });
    expect(await app.text()).not.toContain(bill!.id);
  });

  it("leaves a 'Do rebanho' entry to its event (409)", async () => {
    const { rows } = await t.db.execute<{ id: string }>(sql`
      insert into finance_entries (farm_id, type, entry_date, description, amount_cents,
        account_id, status, settled_on, source, herd_event, herd_event_id)
      values (${farmId}, 'income', '2026-06-10', 'Venda de 3 bois', 900000,
        ${accounts['animal-sales']}::uuid, 'realized', '2026-06-10', 'herd', 'sale',
        ${randomUUID()}::uuid)
      returning id`);
    const res = await post(`/finance-entries/${rows[0]!.id}/undo`, { reason: 'Não foi vendido' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toMatch(/Rebanho/);
  });
});

describe('the plan rule', () => {
  it("Starter: the Financeiro is not the farm's (403); a lapsed Master reads, writes nothing", async () => {
    await t.setSubscription('financeiro-v1@fazenda.com', { plan: 'STARTER', status: 'active' });
    for (const path of ['/finance-entries', '/finance-accounts']) {
      const res = await t.call(t.key, 'GET', path);
      expect(res.status, path).toBe(403);
      expect(await errorOf(res)).toEqual({ code: 'PLAN_REQUIRED', message: FINANCE_PLAN_MESSAGE });
    }
    expect((await post('/finance-entries', expense())).status).toBe(403);
    await t.setSubscription('financeiro-v1@fazenda.com', { plan: 'MASTER', status: 'inactive' });
    expect((await t.call(t.key, 'GET', '/finance-entries')).status).toBe(200);
    const write = await post('/finance-entries', expense());
    expect(write.status).toBe(403);
    expect((await errorOf(write)).code).toBe('PLAN_REQUIRED');
    await t.setSubscription('financeiro-v1@fazenda.com', { plan: 'MASTER', status: 'active' });
  });
});
