import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountView,
  CashFlowView,
  DueView,
  EntryPage,
  FinanceSettings,
} from '../../domain/finance/api';
import { SEED_ACCOUNTS } from '../../domain/finance/constants';
import { json } from '../test/responses';
import { financeFarm } from './fixture';

/*
 * The reads of 'Financeiro' (issue 43 items 1, 2 and 5): 'Lançamentos' by keyset pages with its
 * filters and totals in SQL, the plano de contas, the settings, the cash flow month by month and
 * the bills due in 30 days. Today is 15/06/2026.
 */

let f: Awaited<ReturnType<typeof financeFarm>>;
beforeAll(async () => {
  f = await financeFarm('leituras');
});
afterAll(() => f.t.close());

const page = (query: string) => json<EntryPage>(f.send('owner', 'GET', `/entries?${query}`), 200);

describe('plano de contas and settings', () => {
  it('seeds the rural chart on the first read; the farm renames, adds and archives', async () => {
    const chart = await f.accounts();
    expect(chart.map((a) => [a.key, a.name, a.kind, a.group])).toEqual(
      SEED_ACCOUNTS.map((a) => [a.key, a.name, a.kind, a.group]),
    );
    const body = { name: 'Assistência técnica', kind: 'expense' };
    const made = await json<AccountView>(f.send('manager', 'POST', '/accounts', body, 'a1'), 201);
    expect(made).toMatchObject({ key: null, kind: 'expense', group: 'coe', archived: false });
    const replay = await json<AccountView>(f.send('manager', 'POST', '/accounts', body, 'a1'), 200);
    expect(replay.id).toBe(made.id);
    const taken = await f.refused(
      f.send('owner', 'POST', '/accounts', { name: 'FRETE', kind: 'expense' }),
      409,
    );
    expect(taken.message).toBe('Já existe uma categoria com esse nome');
    const fuel = await f.account('fuel');
    const renamed = await json<AccountView>(
      f.send('owner', 'PUT', `/accounts/${fuel}`, { name: 'Diesel' }),
      200,
    );
    expect(renamed).toMatchObject({ key: 'fuel', name: 'Diesel', group: 'coe' });
    await f.refused(f.send('outsider', 'PUT', `/accounts/${fuel}`, { name: 'Meu' }), 404);
    await f.refused(f.send('field', 'GET', '/accounts'), 403);
    const archived = await json<AccountView>(
      f.send('owner', 'POST', `/accounts/${made.id}/archive`),
      200,
    );
    expect(archived.archived).toBe(true);
    const list = (await json<{ items: AccountView[] }>(f.send('owner', 'GET', '/accounts'), 200))
      .items;
    expect(list.at(-1)).toMatchObject({ name: 'Assistência técnica', archived: true });
    expect(list).toHaveLength(SEED_ACCOUNTS.length + 1);
  });

  it('keeps the Funrural rate, 1,5 % until the farm sets its own', async () => {
    expect(await json<FinanceSettings>(f.send('manager', 'GET', '/settings'), 200)).toEqual({
      funruralRate: 1.5,
    });
    for (const funruralRate of [-1, 10.01, 1.555, '2', null, 1e308]) {
      await f.refused(f.send('owner', 'PUT', '/settings', { funruralRate }), 400);
    }
    await f.refused(f.send('field', 'PUT', '/settings', { funruralRate: 2 }), 403);
    await json(f.send('owner', 'PUT', '/settings', { funruralRate: 2.05 }), 200);
    expect(await json<FinanceSettings>(f.send('owner', 'GET', '/settings'), 200)).toEqual({
      funruralRate: 2.05,
    });
  });
});

describe("'Lançamentos'", () => {
  it('pages newest first by keyset, with the totals of every matching entry', async () => {
    const feed = await f.account('feed');
    const made: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const e = await f.entry({
        date: `2026-05-0${i}`,
        description: i % 2 ? `Ração 50% lote ${i}` : `Milho ${i}`,
        amount: i,
        accountId: feed,
      });
      made.push(e.id);
    }
    const milk = await f.entry({
      type: 'income',
      date: '2026-05-20',
      description: 'Leite de maio',
      amount: 1000.01,
      accountId: await f.account('milk-sales'),
    });
    const all = await page('limit=100');
    expect(all.totals).toEqual({
      count: 8,
      incomeCents: 100001,
      expenseCents: 2800,
      netCents: 97201,
    });
    expect(all.items.map((e) => e.id)).toEqual([milk.id, ...made.reverse()]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const p: EntryPage = await page(`limit=3${query}`);
      expect(p.totals.count).toBe(8);
      seen.push(...p.items.map((e) => e.id));
      cursor = p.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((e) => e.id));

    const filtered = await page(`type=expense&accountId=${feed}&from=2026-05-02&to=2026-05-05`);
    expect(filtered.totals).toMatchObject({ count: 4, expenseCents: 1400, incomeCents: 0 });
    // '%' is a character searched for, not a wildcard.
    expect((await page(`q=${encodeURIComponent('50%')}`)).totals.count).toBe(4);
    expect((await page(`q=${encodeURIComponent('%')}`)).totals.count).toBe(4);
    expect((await page('q=milho')).totals.count).toBe(3);
    expect((await page('status=planned')).totals.count).toBe(0);
    expect((await page('source=bank&review=1')).totals.count).toBe(0);
  });

  it('refuses forged cursors and bad filters with a 400', async () => {
    const forged = [
      'abc',
      Buffer.from(JSON.stringify(['2026-05-01', '2026-05-01T00:00:00.000000Z', 'x'])).toString(
        'base64url',
      ),
      Buffer.from(JSON.stringify(['0000-01-01', '2026-05-01T00:00:00.000000Z', f.farm])).toString(
        'base64url',
      ),
      '%E0%A4%A',
      'A'.repeat(2000),
    ];
    for (const cursor of forged) {
      const res = await f.send('owner', 'GET', `/entries?cursor=${cursor}`);
      expect(res.status, cursor.slice(0, 40)).toBe(400);
    }
    for (const query of [
      'from=0000-01-01',
      'from=2026-06-10&to=2026-06-01',
      'type=transfer',
      'accountId=x',
      'limit=1e308',
      'limit=101',
      'review=true',
      `q=${'x'.repeat(61)}`,
      'q=a%00b',
    ]) {
      const res = await f.send('owner', 'GET', `/entries?${query}`);
      expect(res.status, query).toBe(400);
    }
    const outsider = await json<EntryPage>(
      f.t.sendAs(f.as.outsider, 'GET', '/api/finance/entries'),
      200,
    );
    expect(outsider.totals.count).toBe(0);
  });
});

describe("'Fluxo de caixa' and bills due", () => {
  it('sums each month realized and foreseen, with the running balances', async () => {
    await f.entry({
      description: 'Arrendamento julho',
      amount: 500,
      accountId: await f.account('lease'),
      status: 'planned',
      dueDate: '2026-07-10',
    });
    await f.entry({
      type: 'income',
      date: '2026-06-01',
      description: 'Arrendamento recebido',
      amount: 300,
      accountId: await f.account('lease-received'),
      status: 'planned',
      dueDate: '2026-06-05',
    });
    const flow = await json<CashFlowView>(f.send('owner', 'GET', '/cash-flow?from=2026-05'), 200);
    expect(flow.currentMonth).toBe('2026-06');
    expect(flow.months.map((m) => m.month)).toEqual(['2026-05', '2026-06', '2026-07']);
    const [may, june, july] = flow.months;
    expect(may!.realized).toEqual({ in: 100001, out: 2800, net: 97201, balance: 97201 });
    expect(june!.planned).toMatchObject({ in: 30000, out: 0 });
    expect(july).toMatchObject({ ahead: true, planned: { out: 50000, balance: 97201 - 20000 } });
    await f.refused(f.send('owner', 'GET', '/cash-flow?from=2026-13'), 400);
    await f.refused(f.send('owner', 'GET', '/cash-flow?from=2026-07&to=2026-06'), 400);

    const due = await json<DueView>(f.send('manager', 'GET', '/due'), 200);
    expect(due.until).toBe('2026-07-15');
    expect(due.payable).toMatchObject({ count: 1, total: 50000, overdueTotal: 0 });
    expect(due.receivable).toMatchObject({ count: 1, total: 30000, overdueTotal: 30000 });
    expect(due.receivable.items[0]).toMatchObject({ overdue: true, dueDate: '2026-06-05' });
  });
});
