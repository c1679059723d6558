import { sql } from 'drizzle-orm';
import type { CashFlowView, DueView } from '../../../domain/finance/api';
import { monthOf } from '../../../domain/finance/calendar';
import {
  buildCashFlow,
  defaultCashFlowStart,
  dueSoon,
  type DueEntry,
  type MonthTotals,
} from '../../../domain/finance/cash-flow';
import { DUE_WINDOW_DAYS } from '../../../domain/finance/constants';
import type { Db } from '../../db/client';
import { farmMemo } from '../../farm-records';
import { cents } from './shared';

/*
 * 'Fluxo de caixa' and 'Contas a pagar' / 'a receber' (issue 43 item 5): the book summed by month
 * in SQL (on the index of what counts, by the day it counts), then shaped by the domain.
 */

interface MonthRow extends Record<string, unknown> {
  month: string;
  realized_in: string;
  realized_out: string;
  planned_in: string;
  planned_out: string;
}

/** Each month's sums of the book: realized by the day paid, foreseen by the day due. */
export const monthTotalsSql = (farmId: string) => sql`
  select to_char(date_trunc('month', e.cash_on::timestamp), 'YYYY-MM') as month,
    coalesce(sum(e.amount_cents) filter (where e.status = 'realized' and e.type = 'income'), 0)::text
      as realized_in,
    coalesce(sum(e.amount_cents) filter (where e.status = 'realized' and e.type = 'expense'), 0)::text
      as realized_out,
    coalesce(sum(e.amount_cents) filter (where e.status = 'planned' and e.type = 'income'), 0)::text
      as planned_in,
    coalesce(sum(e.amount_cents) filter (where e.status = 'planned' and e.type = 'expense'), 0)::text
      as planned_out
  from finance_entries e
  where e.farm_id = ${farmId} and e.undone_at is null and e.reconciled_entry_id is null
  group by date_trunc('month', e.cash_on::timestamp) order by 1`;

/*
 * Kept between the farm's changes (decision 049, scope 'finance': its book and its herd): the
 * months' sums are a pass over the whole book, asked again by every visit to the cash flow.
 */
const monthsMemo = farmMemo<MonthTotals[]>('finance');
const dueMemo = farmMemo<DueView>('finance');

/** The most bills each list carries (its totals count them all). */
export const DUE_LIST_MAX = 200;

export function cashQueries(db: Db) {
  return {
    /** The cash flow from `from` (twelve months back by default) to `to` (or what is foreseen). */
    async cashFlow(
      farmId: string,
      today: string,
      query: { from?: string; to?: string },
    ): Promise<CashFlowView> {
      const totals = await monthsMemo(db, farmId, today, async () => {
        const { rows } = await db.execute<MonthRow>(monthTotalsSql(farmId));
        return rows.map((r) => ({
          month: r.month,
          realizedIn: cents(r.realized_in, 'Entradas'),
          realizedOut: cents(r.realized_out, 'Saídas'),
          plannedIn: cents(r.planned_in, 'Entradas previstas'),
          plannedOut: cents(r.planned_out, 'Saídas previstas'),
        }));
      });
      const currentMonth = monthOf(today);
      const flow = buildCashFlow({
        totals,
        from: query.from ?? defaultCashFlowStart(today),
        to: query.to,
        currentMonth,
      });
      return { ...flow, currentMonth };
    },

    /**
     * 'Contas a pagar' and 'Contas a receber': foreseen, due by today + 30 (overdue ones too),
     * by due date; the first `listed` of each (200 on the screen, a few in the weekly e-mail),
     * the count and totals over all of them (in SQL).
     */
    due(farmId: string, today: string, listed = DUE_LIST_MAX): Promise<DueView> {
      return dueMemo(db, farmId, today, () => readDue(db, farmId, today, listed), `${listed}`);
    },
  };
}

/** The bills that count as due: foreseen, by today + 30, the overdue ones too. */
const dueBySql = (farmId: string, today: string) => sql`e.farm_id = ${farmId}
  and e.undone_at is null and e.reconciled_entry_id is null and e.status = 'planned'
  and e.cash_on <= ${today}::date + ${DUE_WINDOW_DAYS}::int`;

/** The count and totals of the bills due by kind (the bench's EXPLAIN reads it). */
export const dueSumsSql = (farmId: string, today: string) => sql`
  select e.type, count(*)::int as count, sum(e.amount_cents)::text as total,
    coalesce(sum(e.amount_cents) filter (where e.cash_on < ${today}::date), 0)::text as overdue
  from finance_entries e where ${dueBySql(farmId, today)} group by e.type`;

/** The bills due by today + 30 (see `due`). */
async function readDue(db: Db, farmId: string, today: string, listed: number): Promise<DueView> {
  const dueBy = dueBySql(farmId, today);
  const [{ rows }, { rows: sums }] = await Promise.all([
    db.execute<{
      id: string;
      type: DueEntry['type'];
      description: string;
      due_date: string;
      amount_cents: string;
    }>(sql`
      select x.id, x.type, x.description, x.due_date::text, x.amount_cents::text
      from (values ('income'), ('expense')) t(type)
      cross join lateral (
        select e.id, e.type, e.description, e.due_date, e.amount_cents, e.cash_on
        from finance_entries e where ${dueBy} and e.type = t.type
        order by e.cash_on, e.id limit ${listed}
      ) x`),
    db.execute<{ type: DueEntry['type']; count: number; total: string; overdue: string }>(
      dueSumsSql(farmId, today),
    ),
  ]);
  const lists = dueSoon(
    rows.map((r) => ({
      id: r.id,
      type: r.type,
      description: r.description,
      dueDate: r.due_date,
      amountCents: cents(r.amount_cents, 'Valor'),
    })),
    today,
  );
  const totals = (type: DueEntry['type']) => {
    const sum = sums.find((s) => s.type === type);
    return {
      count: sum?.count ?? 0,
      total: cents(sum?.total, 'Total'),
      overdueTotal: cents(sum?.overdue, 'Vencido'),
    };
  };
  return {
    ...lists,
    payable: { ...lists.payable, ...totals('expense') },
    receivable: { ...lists.receivable, ...totals('income') },
  };
}
