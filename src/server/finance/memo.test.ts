import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountView,
  CashFlowView,
  DueView,
  EntryPage,
  ResultsView,
} from '../../domain/finance/api';
import { json } from '../test/responses';
import { financeFarm } from './fixture';

/*
 * The cash flow, the bills due, the year's figures, the list's totals and the chart's counts are kept between the farm's changes
 * (migration 0033's finance_version, scope 'finance'): a write through the app, another instance's
 * write straight to the database and a change of the herd each show at the next read, never a
 * kept value from before it. Today is 15/06/2026.
 */

let f: Awaited<ReturnType<typeof financeFarm>>;
beforeAll(async () => {
  f = await financeFarm('guardados');
});
afterAll(() => f.t.close());

const reads = async () => ({
  flow: await json<CashFlowView>(f.send('owner', 'GET', '/cash-flow'), 200),
  due: await json<DueView>(f.send('owner', 'GET', '/due'), 200),
  year: await json<ResultsView>(f.send('owner', 'GET', '/results?year=2026'), 200),
  totals: (await json<EntryPage>(f.send('owner', 'GET', '/entries?type=expense'), 200)).totals,
  chart: (await json<{ items: AccountView[] }>(f.send('owner', 'GET', '/accounts'), 200)).items,
});
const feedCount = (chart: AccountView[]) => chart.find((a) => a.key === 'feed')!.entries;
const june = (flow: CashFlowView) => flow.months.find((m) => m.month === '2026-06')!;

describe('kept figures follow every change', () => {
  it('a write through the app, another instance’s and the herd’s show at the next read', async () => {
    const before = await reads();
    expect(await reads()).toEqual(before);

    await f.entry({ amount: 250, date: '2026-06-10' });
    await f.entry({ amount: 80, status: 'planned', date: '2026-06-12', dueDate: '2026-06-20' });
    const after = await reads();
    expect(june(after.flow)).not.toEqual(june(before.flow));
    expect(after.due.payable.total - before.due.payable.total).toBe(8_000);
    expect(after.year.figures.coeCents - before.year.figures.coeCents).toBe(25_000);

    // Another instance's write: only the database's version tells this process.
    const feed = await f.account('feed');
    await f.t.db.$client.query(
      `insert into finance_entries (farm_id, type, entry_date, description, amount_cents,
         account_id, status, settled_on, source)
       select farm_id, 'expense', '2026-06-11', 'Sal mineral', 12345, $1, 'realized',
         '2026-06-11', 'manual' from finance_accounts where id = $1`,
      [feed],
    );
    const other = await reads();
    expect(other.year.figures.coeCents - after.year.figures.coeCents).toBe(12_345);
    expect(other.totals.expenseCents - after.totals.expenseCents).toBe(12_345);
    expect(other.totals.count - after.totals.count).toBe(1);
    expect(feedCount(other.chart) - feedCount(after.chart)).toBe(1);

    // The herd: a new animal counts in the average heads of the year.
    await f.animal();
    const herd = await reads();
    expect(herd.year.figures.averageHeads).toBeGreaterThan(other.year.figures.averageHeads);
  });
});
