import { sql } from 'drizzle-orm';
import { OTHER_CATEGORIES } from '../../../domain/charts/schemas';
import type { Db } from '../../db/client';
import { categoryOf } from '../../herd/store/rows';
import { headsByMonth } from './heads';

/** The group of the animals waiting for their sex (not a category name: it has a space first). */
const WAITING = ' sem sexo';
/** Typed categories read one by one; the smaller ones come summed. */
const TYPED_GROUPS = 100;

export interface CategoryRows {
  registry: { category: string | null; heads: number }[];
  typed: { category: string; heads: number }[];
  waiting: number;
}

export interface MonthRow extends Record<string, unknown> {
  month: string;
  registry_heads: number;
  monthly_heads: number | null;
  births: number;
  purchases: number;
  sales: number;
  deaths: number;
  transfers_in: number;
  transfers_out: number;
}

/**
 * The dashboard's herd charts: the heads by category today and month by month (decision 048).
 */
export function herdChartQueries(db: Pick<Db, 'execute'>) {
  return {
    /**
     * The registry's active animals by category today (grouped first by what the category rule
     * reads, as the inventory's 'Do rebanho' groups: herd/store/by-category.ts, without the
     * weights) and the typed inventory's heads by category name (trimmed, any case; past 100
     * names the rest summed as 'Outras'), in one statement.
     */
    async categories(farmId: string, today: string): Promise<CategoryRows> {
      const { rows } = await db.execute<{ kind: string; category: string | null; heads: string }>(
        sql`
        with registry as (
          select case when a.sex is null then ${WAITING} else ${categoryOf(today)} end as category,
                 sum(a.heads) as heads
          from (
            select a.sex, a.birth_date, a.breeder, (a.calvings > 0)::int as calvings,
                   a.category_override, count(*) as heads
            from animals a
            where a.farm_id = ${farmId} and a.status = 'active'
            group by 1, 2, 3, 4, 5
          ) a
          group by 1
        ), typed as (
          select min(btrim(category)) as category, sum(quantity) as heads,
                 row_number() over (order by sum(quantity) desc, lower(btrim(category))) as n
          from inventory where farm_id = ${farmId}
          group by lower(btrim(category))
        )
        select 'registry' as kind, category, heads::text from registry
        union all
        select 'typed', category, heads::text from typed where n <= ${TYPED_GROUPS}
        union all
        select 'typed', ${OTHER_CATEGORIES}, sum(heads)::text from typed where n > ${TYPED_GROUPS}
          having count(*) > 0
      `,
      );
      const waiting = rows.find((r) => r.kind === 'registry' && r.category === WAITING);
      return {
        registry: rows
          .filter((r) => r.kind === 'registry' && r !== waiting)
          .map((r) => ({ category: r.category, heads: Number(r.heads) })),
        typed: rows
          .filter((r) => r.kind === 'typed')
          .map((r) => ({ category: r.category!, heads: Number(r.heads) })),
        waiting: waiting ? Number(waiting.heads) : 0,
      };
    },

    /**
     * Each month from `first` to `last` (first days): the registry's heads (known sex) at its
     * end, its events counted by kind (not undone; one per animal), and — when `withMonthly` —
     * the saved monthly control's closing heads.
     */
    async months(farmId: string, first: string, last: string, withMonthly: boolean) {
      const { rows } = await db.execute<MonthRow>(sql`
        with heads as (${headsByMonth(farmId, first, last, 'closing', true)}),
        events as (
          select to_char(date_trunc('month', e.event_date), 'YYYY-MM') as month,
            count(*) filter (where e.kind = 'birth')::int as births,
            count(*) filter (where e.kind = 'purchase')::int as purchases,
            count(*) filter (where e.kind = 'sale')::int as sales,
            count(*) filter (where e.kind = 'death')::int as deaths,
            count(*) filter (where e.kind = 'entry' and e.details ? 'fromFarmId')::int
              as transfers_in,
            count(*) filter (where e.kind = 'transfer' and e.details ? 'toFarmId')::int
              as transfers_out
          from animal_events e
          where e.farm_id = ${farmId} and e.undone_at is null
            and e.kind in ('birth', 'purchase', 'sale', 'death', 'entry', 'transfer')
            and e.event_date >= ${first}::date
            and e.event_date < (${last}::date + interval '1 month')
          group by 1
        ), monthly as (
          select to_char(month_year, 'YYYY-MM') as month, final_quantity
          from monthly_control
          where ${withMonthly} and farm_id = ${farmId}
            and month_year >= ${first}::date and month_year <= ${last}::date
        )
        select h.month, h.heads as registry_heads, m.final_quantity as monthly_heads,
          coalesce(e.births, 0) as births, coalesce(e.purchases, 0) as purchases,
          coalesce(e.sales, 0) as sales, coalesce(e.deaths, 0) as deaths,
          coalesce(e.transfers_in, 0) as transfers_in,
          coalesce(e.transfers_out, 0) as transfers_out
        from heads h
        left join events e on e.month = h.month
        left join monthly m on m.month = h.month
        order by h.month
      `);
      return rows;
    },
  };
}
