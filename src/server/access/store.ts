import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accessOfColumns,
  FARM_VERSION_COLUMNS,
  type CallerRow,
  type FarmColumns,
  type SubscriptionColumns,
} from './farm-context';

/*
 * The caller's look-ups (caller.ts), as named (prepared) statements: PostgreSQL plans each once
 * per connection, and a request runs one of them.
 */

export interface SessionCallerRow extends CallerRow {
  token: string;
  expires_at: Date;
  active_organization_id: string | null;
  user_id: string;
  name: string;
  email: string;
  created_at: Date;
}

/**
 * The user's own admin role and subscription, and the farm the request works on: the farm
 * `wanted` while the user is its member (exactly it when `exact`: the offline outbox's
 * X-Farm-Id), else the session's active farm, else owned first, then by joining. `uid`,
 * `active`, `wanted` and `exact` are SQL expressions.
 */
function callerTail(uid: string, active: string, wanted: string, exact: string): string {
  return `
  select
    exists (select 1 from user_roles r where r.user_id = ${uid} and r.role = 'admin')
      as caller_is_admin,
    os.plan as own_plan, os.status as own_status, os.animal_limit as own_animal_limit,
    os.trial_ends_at as own_trial_ends_at, os.current_period_end as own_current_period_end,
    os.cancel_at_period_end as own_cancel_at_period_end,
    fm.*
  from (select 1) as one
  left join user_subscriptions os on os.user_id = ${uid}
  left join lateral (
    select f.id as farm_id, f.name as farm_name, f.city, f.state, f.area_hectares, m.role,
      o.owner_id,
      exists (select 1 from user_roles r
        where r.user_id = coalesce(o.owner_id, ${uid}) and r.role = 'admin') as owner_is_admin,
      fs.plan, fs.status, fs.animal_limit, fs.trial_ends_at, fs.current_period_end,
      fs.cancel_at_period_end, ${FARM_VERSION_COLUMNS}
    from farm_members m
    join farms f on f.id = m.organization_id
    cross join lateral (select (select o.user_id from farm_members o
      where o.organization_id = f.id and o.role = 'owner') as owner_id) o
    left join user_subscriptions fs on fs.user_id = coalesce(o.owner_id, ${uid})
    left join farm_herd_versions hv on hv.farm_id = f.id
    where m.user_id = ${uid} and (not ${exact} or m.organization_id = ${wanted})
    order by (f.id = coalesce(nullif(${wanted}, ''), ${active})) desc, (m.role = 'owner') desc,
      m.created_at, f.id
    limit 1
  ) fm on true`;
}

/** $1 the session token, $2 the farm wanted ('' for the active one), $3 exactly that farm. */
export const CALLER_BY_SESSION = {
  name: 'arroba-caller-by-session',
  text: `
  select s.token, s.expires_at, s.active_organization_id, u.id as user_id, u.name, u.email,
    u.created_at, c.*
  from sessions s
  join users u on u.id = s.user_id
  cross join lateral (${callerTail('u.id', 's.active_organization_id', '$2', '$3')}) c
  where s.token = $1`,
};

/** $1 the user, $2 the active farm ('' for none), $3 the farm wanted, $4 exactly that farm. */
const CALLER_BY_USER = {
  name: 'arroba-caller-by-user',
  text: callerTail('$1', "nullif($2, '')", '$3', '$4'),
};

/** $1 the farm of an API key: the farm, its owner and the owner's plan. */
const FARM_OF_KEY = {
  name: 'arroba-farm-of-key',
  text: `
  select f.id as farm_id, f.name as farm_name, f.city, f.state, f.area_hectares,
    'owner' as role, m.user_id as owner_id,
    exists (select 1 from user_roles r where r.user_id = m.user_id and r.role = 'admin')
      as owner_is_admin,
    s.plan, s.status, s.animal_limit, s.trial_ends_at, s.current_period_end,
    s.cancel_at_period_end, ${FARM_VERSION_COLUMNS}
  from farms f
  join farm_members m on m.organization_id = f.id and m.role = 'owner'
  left join user_subscriptions s on s.user_id = m.user_id
  left join farm_herd_versions hv on hv.farm_id = f.id
  where f.id = $1
  limit 1`,
};

/** The caller's look-ups on the app's database. */
export function accessStore(db: Pick<Db, '$client'>) {
  const pool = db.$client;
  return {
    /** The session of `token` with its user, own plan and farm, in one statement. */
    async callerBySession(token: string, wanted: string, exact: boolean) {
      const { rows } = await pool.query<SessionCallerRow>({
        ...CALLER_BY_SESSION,
        values: [token, wanted, exact],
      });
      return rows[0];
    },
    /** The same for a user better-auth found (a session it had to extend or renew). */
    async callerByUser(userId: string, active: string | null, wanted: string, exact: boolean) {
      const { rows } = await pool.query<CallerRow>({
        ...CALLER_BY_USER,
        values: [userId, active ?? '', wanted, exact],
      });
      return rows[0]!;
    },
    async farmOfKey(farmId: string) {
      const { rows } = await pool.query<FarmColumns>({ ...FARM_OF_KEY, values: [farmId] });
      return rows[0];
    },
  };
}

export type AccessStore = ReturnType<typeof accessStore>;

/**
 * A user's admin role and subscription, read through `db` (which may be a transaction, so a
 * check can read inside the transaction that acts on it: the animal limit).
 */
export async function loadAccess(db: Pick<Db, 'execute'>, userId: string, now: Date) {
  const { rows } = await db.execute<SubscriptionColumns & { is_admin: boolean }>(sql`
    select exists (select 1 from user_roles r where r.user_id = ${userId} and r.role = 'admin')
        as is_admin,
      s.plan, s.status, s.animal_limit, s.trial_ends_at, s.current_period_end,
      s.cancel_at_period_end
    from (select 1) as one
    left join user_subscriptions s on s.user_id = ${userId}`);
  const row = rows[0]!;
  return accessOfColumns(row.is_admin, row, now);
}
