import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DashboardResponse } from '../../domain/api';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { seesMoney } from '../../domain/farms';
import { listMemberships } from '../farms/context';
import { requireFarm, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';

/** One row as `pg` returns it: bigint and numeric arrive as strings, null stays null. */
interface DashboardRow extends Record<string, unknown> {
  herd_total: string;
  average_daily_gain: string | null;
  margin_percent: string | null;
  reports_count: string;
}

/**
 * The four statistics (spec section 9) in one statement, one round trip, for a set of farms.
 *
 * Average daily gain: per animal, the first and the last weighing by date and then by entry
 * order (created_at), each found by a `limit 1` probe of weighings_user_animal_date_idx; animals
 * whose first and last dates are equal (one weighing, or all on one day) are left out; the
 * per-animal gains are averaged, null when no animal qualifies. The distinct animals come from
 * an index-only scan of the same index, so the work grows with the farms' own rows only. An
 * animal is an animal id on one farm: the same ear tag on two farms is two animals.
 */
export function dashboardQuery(farmIds: string[], moneyFarmIds: string[]) {
  /** `= $1` for one farm (the common case, and the index's best), else `= any($1)`. */
  const among = (ids: string[]) =>
    ids.length === 1 ? sql`= ${ids[0]}` : sql`= any(${sql.param(ids)}::text[])`;
  const farms = among(farmIds);
  const money = among(moneyFarmIds);
  return sql`
    with animals as (
      select distinct farm_id, animal_id from weighings where farm_id ${farms}
    ),
    spans as (
      select
        f.weight as first_weight,
        f.weighing_date as first_date,
        l.weight as last_weight,
        l.weighing_date as last_date
      from animals a
      cross join lateral (
        select w.weight, w.weighing_date
        from weighings w
        where w.farm_id = a.farm_id and w.animal_id = a.animal_id
        order by w.weighing_date, w.created_at
        limit 1
      ) f
      cross join lateral (
        select w.weight, w.weighing_date
        from weighings w
        where w.farm_id = a.farm_id and w.animal_id = a.animal_id
        order by w.weighing_date desc, w.created_at desc
        limit 1
      ) l
    )
    select
      (select coalesce(sum(quantity), 0)::bigint from inventory where farm_id ${farms})
        as herd_total,
      (select avg((last_weight - first_weight) / (last_date - first_date))
         from spans where last_date > first_date)
        as average_daily_gain,
      (select margin_percent from result_calculations where farm_id ${money}
         order by created_at desc limit 1)
        as margin_percent,
      (select count(*) from result_calculations where farm_id ${money})
        + (select count(*) from budget_planning where farm_id ${money})
        + (select count(*) from monthly_control where farm_id ${money})
        + (select count(*) from annual_results where farm_id ${money})
        as reports_count
  `;
}

/** The one place where the row's strings become numbers. */
function toResponse(
  row: DashboardRow,
  scope: DashboardResponse['scope'],
  withMoney: boolean,
): DashboardResponse {
  const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
  return {
    herdTotal: Number(row.herd_total),
    averageDailyGain: numberOrNull(row.average_daily_gain),
    marginPercent: withMoney ? numberOrNull(row.margin_percent) : null,
    reportsCount: withMoney ? Number(row.reports_count) : null,
    scope,
  };
}

/**
 * GET /api/dashboard: the active farm's four stat cards (spec sections 2 and 9), or with
 * `?farm=all` every farm of the user added up ('Todas as fazendas'). Money figures (the margin
 * and the reports, which are financial) come only from farms where the user is not 'Campo'.
 */
export function dashboardRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  return new Hono<FarmEnv>().get(
    '/',
    requireSession(deps.auth),
    requireFarm(deps.db, deps.now),
    async (c) => {
      const scope = c.req.query('farm') === 'all' ? 'all' : 'farm';
      const farm = c.get('farm');
      let farmIds = [farm.id];
      let moneyFarmIds = seesMoney(farm.role) ? [farm.id] : [];
      if (scope === 'all') {
        const memberships = await listMemberships(deps.db, c.get('user').id);
        farmIds = memberships.map((m) => m.id);
        moneyFarmIds = memberships.filter((m) => seesMoney(m.role)).map((m) => m.id);
      }
      const withMoney = moneyFarmIds.length > 0;
      // A farm id that matches nothing keeps the money sub-queries valid and empty.
      const result = await deps.db.execute<DashboardRow>(
        dashboardQuery(farmIds, withMoney ? moneyFarmIds : ['-']),
      );
      return c.json(toResponse(result.rows[0]!, scope, withMoney));
    },
  );
}
