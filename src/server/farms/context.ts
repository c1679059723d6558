import { sql } from 'drizzle-orm';
import type { Access } from '../../domain/plans';
import type { FarmRole } from '../../domain/farms';
import { accessOf } from '../access';
import type { Db } from '../db/client';

/** The farm a request works on, the user's role there and the plan it works under. */
export interface FarmContext {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  areaHectares: number | null;
  role: FarmRole;
  /** The farm's owner: its subscription is the farm's plan and counts the animal limit. */
  ownerId: string;
  /** The owner's access (plan, status, modules), not yet narrowed by the role. */
  access: Access & { isAdmin: boolean };
}

interface FarmRow extends Record<string, unknown> {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  area_hectares: string | null;
  role: FarmRole;
  owner_id: string | null;
  /** The owner's (the user's, without an owner) admin role and subscription (access.ts). */
  is_admin: boolean;
  plan: string | null;
  status: string | null;
  animal_limit: number | null;
  /** A Date from pg (text were it read through Drizzle's driver). */
  trial_ends_at: string | Date | null;
  current_period_end: string | Date | null;
  cancel_at_period_end: boolean | null;
}

/**
 * The farm, the member's role, its owner and the owner's access, in one statement: what
 * loadAccess reads (admin role, subscription) is joined here, so a request resolves its farm and
 * plan in one round trip. $1 is the user; the caller's `where` on `m` (the member row) follows.
 * Run on every request, so as named (prepared) statements: PostgreSQL plans them once per
 * connection.
 */
const FARM_SELECT = `
  select f.id, f.name, f.city, f.state, f.area_hectares, m.role, o.owner_id,
    exists (select 1 from user_roles r
      where r.user_id = coalesce(o.owner_id, $1) and r.role = 'admin') as is_admin,
    s.plan, s.status, s.animal_limit, s.trial_ends_at, s.current_period_end,
    s.cancel_at_period_end
  from farm_members m
  join farms f on f.id = m.organization_id
  cross join lateral (select (select o.user_id from farm_members o
    where o.organization_id = f.id and o.role = 'owner') as owner_id) o
  left join user_subscriptions s on s.user_id = coalesce(o.owner_id, $1)`;

/** The session's active farm ($2, '' for none) first, else owned first, then by joining. */
const RESOLVE_FARM = {
  name: 'arroba-resolve-farm',
  text: `${FARM_SELECT}
  where m.user_id = $1
  order by (f.id = $2) desc, (m.role = 'owner') desc, m.created_at, f.id
  limit 1`,
};

/** Exactly farm $2 while the user is its member. */
const MEMBER_FARM = {
  name: 'arroba-member-farm',
  text: `${FARM_SELECT}
  where m.user_id = $1 and m.organization_id = $2`,
};

/** A timestamptz column as a Date (pg gives Dates; text is accepted too). */
const toDate = (value: string | Date | null) =>
  value === null || value instanceof Date ? value : new Date(value);

function toContext(row: FarmRow | undefined, userId: string, now: Date): FarmContext | null {
  if (!row) return null;
  const ownerId = row.owner_id ?? userId;
  const subscription =
    row.plan === null
      ? null
      : {
          plan: row.plan,
          status: row.status!,
          animalLimit: row.animal_limit!,
          trialEndsAt: toDate(row.trial_ends_at),
          currentPeriodEnd: toDate(row.current_period_end),
          cancelAtPeriodEnd: row.cancel_at_period_end ?? false,
        };
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    areaHectares: row.area_hectares === null ? null : Number(row.area_hectares),
    role: row.role,
    ownerId,
    access: accessOf(row.is_admin, subscription, now),
  };
}

/**
 * The session's active farm if the user is still a member of it, else the user's first farm
 * (a member removed from a farm loses it on the next request). Null for a user with no farm
 * at all (never after migration 0008: every user gets one with the account).
 */
export async function resolveFarm(
  db: Pick<Db, '$client'>,
  userId: string,
  activeFarmId: string | null,
  now: Date,
): Promise<FarmContext | null> {
  const { rows } = await db.$client.query<FarmRow>({
    ...RESOLVE_FARM,
    values: [userId, activeFarmId ?? ''],
  });
  return toContext(rows[0], userId, now);
}

/**
 * Exactly the farm `farmId` while the user is a member of it, else null: never another farm
 * (a record made offline on one farm must not land on the farm the session moved to).
 */
export async function memberFarm(
  db: Pick<Db, '$client'>,
  userId: string,
  farmId: string,
  now: Date,
): Promise<FarmContext | null> {
  const { rows } = await db.$client.query<FarmRow>({ ...MEMBER_FARM, values: [userId, farmId] });
  return toContext(rows[0], userId, now);
}

export interface MembershipRow extends Record<string, unknown> {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  area_hectares: string | null;
  role: FarmRole;
  owner_id: string | null;
}

/** Every farm the user belongs to: owned ones first, then by when the user joined. */
export async function listMemberships(db: Pick<Db, 'execute'>, userId: string) {
  const { rows } = await db.execute<MembershipRow>(sql`
    select f.id, f.name, f.city, f.state, f.area_hectares, m.role,
      (select o.user_id from farm_members o
        where o.organization_id = f.id and o.role = 'owner') as owner_id
    from farm_members m
    join farms f on f.id = m.organization_id
    where m.user_id = ${userId}
    order by (m.role = 'owner') desc, m.created_at, f.id
  `);
  return rows;
}
