import { sql } from 'drizzle-orm';
import { OTHER_CATEGORIES } from '../../../domain/charts/schemas';
import { monthEnd } from '../../../domain/charts/series';
import type { HeadCount } from '../../../domain/herd/head-count';
import type { Db } from '../../db/client';
import { farmMemo, headCounts, headCountToday } from '../../farm-records';

/** Typed categories read one by one; the smaller ones come summed. */
const TYPED_GROUPS = 100;

export interface CategoryRows {
  /** The head count today (decision 062): the registry's part by category, what it covers. */
  count: HeadCount;
  typed: { category: string; heads: number }[];
}

export interface EventMonthRow extends Record<string, unknown> {
  month: string;
  births: number;
  purchases: number;
  sales: number;
  deaths: number;
  transfers_in: number;
  transfers_out: number;
}

export interface MonthRow extends EventMonthRow {
  /** The head count at the month's end (today for the current month). */
  count: HeadCount;
  monthly_heads: number | null;
}

/**
 * The dashboard's herd charts: the heads by category today and month by month (decisions 048
 * and 062).
 */
export function herdChartQueries(db: Pick<Db, 'execute'>) {
  return {
    /**
     * The head count today (its registry part by category; kept between the farm's changes) and
     * the typed inventory's heads by category name (trimmed, any case; past 100 names the rest
     * summed as 'Outras').
     */
    async categories(farmId: string, today: string): Promise<CategoryRows> {
      const [count, typed] = await Promise.all([
        headCountToday(db, farmId, today),
        db.execute<{ category: string; heads: string }>(sql`
          with typed as (
            select min(btrim(category)) as category, sum(quantity) as heads,
                   row_number() over (order by sum(quantity) desc, lower(btrim(category))) as n
            from inventory where farm_id = ${farmId}
            group by lower(btrim(category))
          )
          select category, heads::text from typed where n <= ${TYPED_GROUPS}
          union all
          select ${OTHER_CATEGORIES}, sum(heads)::text from typed where n > ${TYPED_GROUPS}
            having count(*) > 0
        `),
      ]);
      return {
        count,
        typed: typed.rows.map((r) => ({ category: r.category, heads: Number(r.heads) })),
      };
    },

    /**
     * Each of `months` (YYYY-MM, oldest first): the head count at its end (today for the
     * current month), its registry events counted by kind (not undone; one per animal), and —
     * when `withMonthly` — the saved monthly control's closing heads.
     */
    async months(farmId: string, months: string[], today: string, withMonthly: boolean) {
      const first = `${months[0]}-01`;
      const last = `${months.at(-1)}-01`;
      // The events are kept until the farm's animals or events change (decision 049), the head
      // counts until those or its typed rows do; the monthly controls are read every time.
      const [events, counts, monthly] = await Promise.all([
        eventMonths(db, farmId, `${first}:${last}`, () => readEventMonths(db, farmId, first, last)),
        headCounts(db, farmId, months.map(monthEnd), today),
        withMonthly
          ? db.execute<{ month: string; final_quantity: number }>(sql`
              select to_char(month_year, 'YYYY-MM') as month, final_quantity
              from monthly_control
              where farm_id = ${farmId}
                and month_year >= ${first}::date and month_year <= ${last}::date
            `)
          : { rows: [] },
      ]);
      const byMonth = new Map(events.map((e) => [e.month, e]));
      const typed = new Map(monthly.rows.map((m) => [m.month, m.final_quantity]));
      return months.map(
        (month, i): MonthRow => ({
          month,
          births: 0,
          purchases: 0,
          sales: 0,
          deaths: 0,
          transfers_in: 0,
          transfers_out: 0,
          ...byMonth.get(month),
          count: counts[i]!,
          monthly_heads: typed.get(month) ?? null,
        }),
      );
    },
  };
}

/** The registry's events by month, kept per farm, period and herd version (decision 049). */
const eventMonths = farmMemo<EventMonthRow[]>('herd');

/**
 * The registry's events from `first` to the end of `last`'s month (first days), by month and kind:
 * not undone, one per animal; births, purchases, sales, deaths, and transfers from and to the
 * owner's other farms. Months without any are absent.
 */
async function readEventMonths(
  db: Pick<Db, 'execute'>,
  farmId: string,
  first: string,
  last: string,
) {
  const { rows } = await db.execute<EventMonthRow>(sql`
    select to_char(date_trunc('month', e.event_date), 'YYYY-MM') as month,
      count(*) filter (where e.kind = 'birth')::int as births,
      count(*) filter (where e.kind = 'purchase')::int as purchases,
      count(*) filter (where e.kind = 'sale')::int as sales,
      count(*) filter (where e.kind = 'death')::int as deaths,
      count(*) filter (where e.kind = 'entry' and e.details ? 'fromFarmId')::int as transfers_in,
      count(*) filter (where e.kind = 'transfer' and e.details ? 'toFarmId')::int as transfers_out
    from animal_events e
    where e.farm_id = ${farmId} and e.undone_at is null
      and e.kind in ('birth', 'purchase', 'sale', 'death', 'entry', 'transfer')
      and e.event_date >= ${first}::date
      and e.event_date < (${last}::date + interval '1 month')
    group by 1
  `);
  return rows;
}
