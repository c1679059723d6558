import { sql } from 'drizzle-orm';
import type { Access } from '../../domain/plans';
import type { FarmRole } from '../../domain/farms';
import { loadAccess } from '../access';
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
  owner_id: string;
}

/**
 * The session's active farm if the user is still a member of it, else the user's first farm
 * (a member removed from a farm loses it on the next request). Null for a user with no farm
 * at all (never after migration 0008: every user gets one with the account).
 */
export async function resolveFarm(
  db: Pick<Db, 'execute' | 'select'>,
  userId: string,
  activeFarmId: string | null,
  now: Date,
): Promise<FarmContext | null> {
  const { rows } = await db.execute<FarmRow>(sql`
    select f.id, f.name, f.city, f.state, f.area_hectares, m.role,
      (select o.user_id from farm_members o
        where o.organization_id = f.id and o.role = 'owner') as owner_id
    from farm_members m
    join farms f on f.id = m.organization_id
    where m.user_id = ${userId}
    order by (f.id = ${activeFarmId ?? ''}) desc, (m.role = 'owner') desc, m.created_at, f.id
    limit 1
  `);
  const row = rows[0];
  if (!row) return null;
  const ownerId = row.owner_id ?? userId;
  const access = await loadAccess(db, ownerId, now);
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    areaHectares: row.area_hectares === null ? null : Number(row.area_hectares),
    role: row.role,
    ownerId,
    access,
  };
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
