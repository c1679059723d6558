import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FarmRole } from '../../domain/farms';
import { loadAccess } from '../access/store';
import type { Db } from '../db/client';
import { apiKeys, farmInvitations, farmMembers, farms, sessions, users } from '../db/schema';

export interface MembershipRow extends Record<string, unknown> {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  area_hectares: string | null;
  carcass_yield: string | null;
  role: FarmRole;
  owner_id: string | null;
}

/** Every query of the farms, their team and their API keys (decision 015). */
export function farmsStore(db: Db) {
  return {
    /** Every farm the user belongs to: owned ones first, then by when the user joined. */
    async memberships(userId: string) {
      const { rows } = await db.execute<MembershipRow>(sql`
        select f.id, f.name, f.city, f.state, f.area_hectares, f.carcass_yield, m.role,
          (select o.user_id from farm_members o
            where o.organization_id = f.id and o.role = 'owner') as owner_id
        from farm_members m
        join farms f on f.id = m.organization_id
        where m.user_id = ${userId}
        order by (m.role = 'owner') desc, m.created_at, f.id
      `);
      return rows;
    },
    /** The admin role and subscription of a user (a farm's owner: the farm's plan). */
    accessOf: (userId: string, now: Date) => loadAccess(db, userId, now),
    async update(farmId: string, values: Partial<typeof farms.$inferInsert>, now: Date) {
      await db
        .update(farms)
        .set({ ...values, updatedAt: now })
        .where(eq(farms.id, farmId));
    },
    /** The session works on `farmId` from now on. */
    async setActive(sessionToken: string, userId: string, farmId: string) {
      await db
        .update(sessions)
        .set({ activeOrganizationId: farmId })
        .where(and(eq(sessions.token, sessionToken), eq(sessions.userId, userId)));
    },

    /** The farm's members (with name and e-mail) and its pending invitations not expired. */
    async team(farmId: string, now: Date) {
      const members = await db
        .select({
          id: farmMembers.id,
          userId: farmMembers.userId,
          name: users.name,
          email: users.email,
          role: farmMembers.role,
          createdAt: farmMembers.createdAt,
        })
        .from(farmMembers)
        .innerJoin(users, eq(users.id, farmMembers.userId))
        .where(eq(farmMembers.organizationId, farmId))
        .orderBy(asc(farmMembers.createdAt), asc(farmMembers.id));
      const invitations = await db
        .select()
        .from(farmInvitations)
        .where(
          and(
            eq(farmInvitations.organizationId, farmId),
            eq(farmInvitations.status, 'pending'),
            gt(farmInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(farmInvitations.createdAt));
      return { members, invitations };
    },
    async member(farmId: string, memberId: string) {
      const [row] = await db
        .select()
        .from(farmMembers)
        .where(and(eq(farmMembers.id, memberId), eq(farmMembers.organizationId, farmId)));
      return row;
    },
    async pendingInvitation(farmId: string, invitationId: string) {
      const [row] = await db
        .select({ id: farmInvitations.id })
        .from(farmInvitations)
        .where(
          and(
            eq(farmInvitations.id, invitationId),
            eq(farmInvitations.organizationId, farmId),
            eq(farmInvitations.status, 'pending'),
          ),
        );
      return row;
    },
    /** Keeps the name the owner typed for the invited person ('Nome (opcional)'). */
    async setInviteeName(id: string, name: string) {
      await db.update(farmInvitations).set({ inviteeName: name }).where(eq(farmInvitations.id, id));
    },
    /** An invitation with its farm's and inviter's names. */
    async invitation(id: string) {
      const [row] = await db
        .select({
          id: farmInvitations.id,
          email: farmInvitations.email,
          role: farmInvitations.role,
          status: farmInvitations.status,
          expiresAt: farmInvitations.expiresAt,
          createdAt: farmInvitations.createdAt,
          organizationId: farmInvitations.organizationId,
          farmName: farms.name,
          inviterName: users.name,
          inviteeName: farmInvitations.inviteeName,
        })
        .from(farmInvitations)
        .innerJoin(farms, eq(farms.id, farmInvitations.organizationId))
        .innerJoin(users, eq(users.id, farmInvitations.inviterId))
        .where(eq(farmInvitations.id, id));
      return row;
    },
    /** The owner of `farmId`, if it has one. */
    async ownerOf(farmId: string) {
      const [row] = await db
        .select({ userId: farmMembers.userId })
        .from(farmMembers)
        .where(and(eq(farmMembers.organizationId, farmId), eq(farmMembers.role, 'owner')));
      return row?.userId;
    },

    /** The farm's API keys, newest first. */
    keys(farmId: string) {
      return db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.referenceId, farmId))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },
    async key(id: string) {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
      return row;
    },
    /** Revokes the farm's key `id` (it stays listed, disabled); false when it has none such. */
    async revokeKey(farmId: string, id: string, now: Date) {
      const revoked = await db
        .update(apiKeys)
        .set({ enabled: false, updatedAt: now })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.referenceId, farmId)))
        .returning({ id: apiKeys.id });
      return revoked.length > 0;
    },
    /** The plans of several owners (the farm list's badges), by owner. */
    async plansOf(ownerIds: Iterable<string>, now: Date) {
      const plans = new Map<string, Awaited<ReturnType<typeof loadAccess>>>();
      for (const id of ownerIds) plans.set(id, await loadAccess(db, id, now));
      return plans;
    },
  };
}

export type FarmsStore = ReturnType<typeof farmsStore>;
