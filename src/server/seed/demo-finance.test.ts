import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashFlowView, DueView, EntryPage, ResultsView } from '../../domain/finance/api';
import { createTestApp } from '../test/test-app';
import { seedDemoFarm } from './demo-farm';

/*
 * seed:demo's 'Financeiro' (issue 43 item 7): two years of typed entries beside the herd's own
 * ('Do rebanho', by the triggers), with bills due, instalments, an investment and cost centres,
 * read back by the app's routes; a second run writes none of them twice.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let pool: pg.Pool;
let cookie: string;
const EMAIL = 'financeiro@fazenda.com';
const TODAY = new Date('2026-11-25T12:00:00Z');
/** The entries the first run typed. */
let typedFirst = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TODAY;
  cookie = await t.createUser({ email: EMAIL, name: 'Rui Contas' });
  await t.setSubscription(EMAIL, { plan: 'PRO', status: 'active', trialEndsAt: null });
  pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await t.close();
});

const seed = async () => {
  const client = await pool.connect();
  try {
    return await seedDemoFarm(client, { email: EMAIL, animals: 300, weighings: 2, today: TODAY });
  } finally {
    client.release();
  }
};

const get = async <T>(path: string) => {
  const res = await t.request(`/api/finance${path}`, { headers: { cookie } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe('seed:demo’s cash book', () => {
  it('fills two years the screens read: bills due, the cash flow, the year’s figures', async () => {
    const done = await seed();
    expect(done.financeEntries).toBeGreaterThan(300);
    typedFirst = done.financeEntries;

    const { rows } = await pool.query<Record<string, number>>(
      `select count(*) filter (where e.source = 'manual')::int as typed,
         count(*) filter (where e.source = 'herd')::int as herd,
         count(*) filter (where e.source = 'manual'
           and a.key in ('animal-sales', 'animal-purchases', 'funrural'))::int as typed_herd,
         count(*) filter (where e.lot_id is not null)::int as on_lots,
         count(*) filter (where e.paddock_id is not null)::int as on_paddocks,
         count(*) filter (where e.lot_id is not null and not exists (select 1 from lots l
           where l.farm_id = e.farm_id and l.id = e.lot_id))::int as stray_lots,
         count(distinct e.instalment_group)::int as instalment_groups,
         count(*) filter (where a.key = 'machinery-improvements')::int as investments
       from finance_entries e
       join finance_accounts a on a.farm_id = e.farm_id and a.id = e.account_id
       where e.farm_id = $1`,
      [done.farmId],
    );
    expect(rows[0]).toMatchObject({
      typed: done.financeEntries,
      typed_herd: 0,
      stray_lots: 0,
      instalment_groups: 4,
    });
    // The herd's priced purchases and sales are in the book too, by the triggers.
    expect(rows[0]!.herd).toBeGreaterThan(0);
    expect(rows[0]!.on_lots).toBeGreaterThan(5);
    expect(rows[0]!.on_paddocks).toBeGreaterThan(5);
    expect(rows[0]!.investments).toBeGreaterThan(20);

    const due = await get<DueView>('/due');
    expect(due.payable.count).toBeGreaterThan(5);
    expect(due.payable.overdueTotal).toBeGreaterThan(0);
    expect(due.receivable.count).toBeGreaterThan(0);

    const flow = await get<CashFlowView>('/cash-flow?from=2024-12');
    const past = flow.months.filter((m) => !m.ahead);
    expect(past).toHaveLength(24);
    expect(past.every((m) => m.realized.out > 0)).toBe(true);
    expect(flow.months.some((m) => m.ahead && m.planned.out > 0)).toBe(true);

    const year = await get<ResultsView>('/results?year=2025');
    expect(year.figures.coeCents).toBeGreaterThan(0);
    expect(year.groups.investment).toBeGreaterThan(0);
    expect(year.dre).not.toBeNull();

    const typed = await get<EntryPage>('/entries?source=manual&limit=5');
    expect(typed.totals.count).toBe(done.financeEntries);
  });

  it('a second run on the farm writes none of its entries twice', async () => {
    const again = await seed();
    expect(again.financeEntries).toBe(0);
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from finance_entries where source = 'manual'`,
    );
    expect(rows[0]!.n).toBe(typedFirst);
  });
});
