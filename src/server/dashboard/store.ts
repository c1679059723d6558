import { sql } from 'drizzle-orm';
import { addHeadCounts, type HeadCount } from '../../domain/herd/head-count';
import type { Db } from '../db/client';
import { headCountToday } from '../farm-records';

/** One row as `pg` returns it: bigint and numeric arrive as strings, null stays null. */
export interface DashboardRow extends Record<string, unknown> {
  average_daily_gain: string | null;
  margin_percent: string | null;
  /** When the latest result calculation (the margin's source) was saved; null with none. */
  margin_at: Date | string | null;
  reports_count: string;
  /** Sales and purchases without a price ('Preço a informar', decision 061), of the money farms. */
  unpriced_sales: number;
  unpriced_purchases: number;
}

/**
 * Three of the four statistics (spec section 9) in one statement (the margin with when its result
 * calculation was saved, issue 23; the sales and purchases waiting for a price, by the partial
 * index animal_events_unpriced_idx: decision 061), one round trip, for a set of farms. The
 * fourth, the herd, is the head count of decision 062 (farm-records/head-count.ts), kept per farm
 * between its changes.
 *
 * Average daily gain: per animal, the first and the last weighing by date and then by entry
 * order (created_at); animals whose first and last dates are equal (one weighing, or all on one
 * day) are left out; the per-animal gains are averaged, null when no animal qualifies. Each
 * animal's gain is kept in animal_summaries, and their sum and count per farm in farm_gain_totals,
 * by triggers on weighings (migration 0014, decision 030): one row per farm, whatever its
 * history. An animal is an animal id on one farm: the same ear tag on two
 * farms is two animals.
 */
export function dashboardQuery(farmIds: string[], moneyFarmIds: string[]) {
  /** `= $1` for one farm (the common case, and the index's best), else `= any($1)`. */
  const among = (ids: string[]) =>
    ids.length === 1 ? sql`= ${ids[0]}` : sql`= any(${sql.param(ids)}::text[])`;
  const farms = among(farmIds);
  const money = among(moneyFarmIds);
  return sql`
    select
      (select sum(gain_sum) / nullif(sum(animals), 0) from farm_gain_totals
         where farm_id ${farms})
        as average_daily_gain,
      latest.margin_percent,
      latest.created_at as margin_at,
      (select count(*) from result_calculations where farm_id ${money})
        + (select count(*) from budget_planning where farm_id ${money})
        + (select count(*) from monthly_control where farm_id ${money})
        + (select count(*) from annual_results where farm_id ${money})
        as reports_count,
      unpriced.sales as unpriced_sales, unpriced.purchases as unpriced_purchases
    from (select 1) as one
    cross join (
      select count(distinct group_id) filter (where kind = 'sale')::int as sales,
             count(distinct group_id) filter (where kind = 'purchase')::int as purchases
      from animal_events
      where farm_id ${money} and kind in ('sale', 'purchase') and undone_at is null
        and (details ->> 'price') is null
    ) as unpriced
    left join (
      select margin_percent, created_at from result_calculations where farm_id ${money}
      order by created_at desc limit 1
    ) as latest on true
  `;
}

/** The dashboard's one statement. */
export function dashboardStore(db: Db) {
  return {
    /** The gain, margin and reports of `farmIds`; the money ones only from `moneyFarmIds`. */
    async stats(farmIds: string[], moneyFarmIds: string[]) {
      // A farm id that matches nothing keeps the money sub-queries valid and empty.
      const result = await db.execute<DashboardRow>(
        dashboardQuery(farmIds, moneyFarmIds.length > 0 ? moneyFarmIds : ['-']),
      );
      return result.rows[0]!;
    },
    /** The herd of `farmIds` today, added up (decision 062; each farm's kept between changes). */
    async herd(farmIds: string[], today: string): Promise<HeadCount> {
      const counts = await Promise.all(farmIds.map((id) => headCountToday(db, id, today)));
      return addHeadCounts(today, counts);
    },
  };
}

export type DashboardStore = ReturnType<typeof dashboardStore>;
