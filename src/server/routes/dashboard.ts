import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DashboardResponse } from '../../domain/api';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { requireSession, type SessionEnv } from '../middleware/session';

/** One row as `pg` returns it: bigint and numeric arrive as strings, null stays null. */
interface DashboardRow extends Record<string, unknown> {
  herd_total: string;
  average_daily_gain: string | null;
  margin_percent: string | null;
  reports_count: string;
}

/**
 * The four statistics (spec section 9) in one statement, one round trip, for one user.
 *
 * Average daily gain: per animal, the first and the last weighing by date and then by entry
 * order (created_at), each found by a `limit 1` probe of weighings_user_animal_date_idx; animals
 * whose first and last dates are equal (one weighing, or all on one day) are left out; the
 * per-animal gains are averaged, null when no animal qualifies. The distinct animals come from
 * an index-only scan of the same index, so the work grows with the user's own rows only.
 */
export function dashboardQuery(userId: string) {
  return sql`
    with animals as (
      select distinct animal_id from weighings where user_id = ${userId}
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
        where w.user_id = ${userId} and w.animal_id = a.animal_id
        order by w.weighing_date, w.created_at
        limit 1
      ) f
      cross join lateral (
        select w.weight, w.weighing_date
        from weighings w
        where w.user_id = ${userId} and w.animal_id = a.animal_id
        order by w.weighing_date desc, w.created_at desc
        limit 1
      ) l
    )
    select
      (select coalesce(sum(quantity), 0)::bigint from inventory where user_id = ${userId})
        as herd_total,
      (select avg((last_weight - first_weight) / (last_date - first_date))
         from spans where last_date > first_date)
        as average_daily_gain,
      (select margin_percent from result_calculations where user_id = ${userId}
         order by created_at desc limit 1)
        as margin_percent,
      (select count(*) from result_calculations where user_id = ${userId})
        + (select count(*) from budget_planning where user_id = ${userId})
        + (select count(*) from monthly_control where user_id = ${userId})
        + (select count(*) from annual_results where user_id = ${userId})
        as reports_count
  `;
}

/** The one place where the row's strings become numbers. */
function toResponse(row: DashboardRow): DashboardResponse {
  const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
  return {
    herdTotal: Number(row.herd_total),
    averageDailyGain: numberOrNull(row.average_daily_gain),
    marginPercent: numberOrNull(row.margin_percent),
    reportsCount: Number(row.reports_count),
  };
}

/** GET /api/dashboard: the session user's four stat cards (spec sections 2 and 9). */
export function dashboardRoutes(deps: { auth: Auth; db: Db }) {
  return new Hono<SessionEnv>().get('/', requireSession(deps.auth), async (c) => {
    const result = await deps.db.execute<DashboardRow>(dashboardQuery(c.get('user').id));
    const body = toResponse(result.rows[0]!);
    return c.json(body);
  });
}
