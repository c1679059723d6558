import { sql } from 'drizzle-orm';
import { OTHER_CATEGORIES } from '../../../domain/charts/schemas';
import type { Db } from '../../db/client';
import { farmMemo } from '../../herd/store/memo';
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

export interface RegistryMonthRow extends Record<string, unknown> {
  month: string;
  registry_heads: number;
  births: number;
  purchases: number;
  sales: number;
  deaths: number;
  transfers_in: number;
  transfers_out: number;
}

export interface MonthRow extends RegistryMonthRow {
  monthly_heads: number | null;
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
     * names the rest summed as 'Outras').
     */
    async categories(farmId: string, today: string): Promise<CategoryRows> {
      // The registry's part is kept per farm, day and herd version (decision 049); the typed
      // inventory, which moves no version, is read every time.
      const [registry, typed] = await Promise.all([
        registryCategories(db, farmId, today, () => readRegistryCategories(db, farmId, today)),
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
        ...registry,
        typed: typed.rows.map((r) => ({ category: r.category, heads: Number(r.heads) })),
      };
    },

    /**
     * Each month from `first` to `last` (first days): the registry's heads (known sex) at its
     * end, its events counted by kind (not undone; one per animal), and — when `withMonthly` —
     * the saved monthly control's closing heads.
     */
    async months(farmId: string, first: string, last: string, withMonthly: boolean) {
      // The registry's part is kept until the farm's animals or events change (decision 049);
      // the typed monthly controls, which move no version, are read every time.
      const [registry, monthly] = await Promise.all([
        registryMonths(db, farmId, `${first}:${last}`, () =>
          readRegistryMonths(db, farmId, first, last),
        ),
        withMonthly
          ? db.execute<{ month: string; final_quantity: number }>(sql`
              select to_char(month_year, 'YYYY-MM') as month, final_quantity
              from monthly_control
              where farm_id = ${farmId}
                and month_year >= ${first}::date and month_year <= ${last}::date
            `)
          : { rows: [] },
      ]);
      const typed = new Map(monthly.rows.map((m) => [m.month, m.final_quantity]));
      return registry.map((r): MonthRow => ({ ...r, monthly_heads: typed.get(r.month) ?? null }));
    },
  };
}

/** The registry's months, kept per farm, period and herd version (decision 049). */
const registryMonths = farmMemo<RegistryMonthRow[]>('herd');

/**
 * Each month from `first` to `last` (first days): the registry's heads (known sex) at its end and
 * its events counted by kind (not undone; one per animal).
 */
async function readRegistryMonths(
  db: Pick<Db, 'execute'>,
  farmId: string,
  first: string,
  last: string,
) {
  const { rows } = await db.execute<RegistryMonthRow>(sql`
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
    )
    select h.month, h.heads as registry_heads,
      coalesce(e.births, 0) as births, coalesce(e.purchases, 0) as purchases,
      coalesce(e.sales, 0) as sales, coalesce(e.deaths, 0) as deaths,
      coalesce(e.transfers_in, 0) as transfers_in,
      coalesce(e.transfers_out, 0) as transfers_out
    from heads h
    left join events e on e.month = h.month
    order by h.month
  `);
  return rows;
}

/** The registry's groups by category today, kept per farm, day and herd version. */
const registryCategories = farmMemo<Omit<CategoryRows, 'typed'>>('herd');

/**
 * The registry's active animals by category today, grouped first by what the category rule
 * reads (as the inventory's 'Do rebanho' groups: herd/store/by-category.ts, without the weights).
 */
async function readRegistryCategories(db: Pick<Db, 'execute'>, farmId: string, today: string) {
  const { rows } = await db.execute<{ category: string | null; heads: string }>(sql`
    select case when a.sex is null then ${WAITING} else ${categoryOf(today)} end as category,
           sum(a.heads)::text as heads
    from (
      select a.sex, a.birth_date, a.breeder, (a.calvings > 0)::int as calvings,
             a.category_override, count(*) as heads
      from animals a
      where a.farm_id = ${farmId} and a.status = 'active'
      group by 1, 2, 3, 4, 5
    ) a
    group by 1
  `);
  const waiting = rows.find((r) => r.category === WAITING);
  return {
    registry: rows
      .filter((r) => r !== waiting)
      .map((r) => ({ category: r.category, heads: Number(r.heads) })),
    waiting: waiting ? Number(waiting.heads) : 0,
  };
}
