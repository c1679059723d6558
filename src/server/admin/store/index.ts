import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminUsersQuery,
  type AuditAction,
} from '../../../domain/admin/admin';
import { PLANS, type PlanId, type SubscriptionStatus } from '../../../domain/plans';
import type { Db } from '../../db/client';
import { adminAudit, paymentEvents, userSubscriptions, users } from '../../db/schema';
import { listAdminUsers } from './users';

export interface AuditEntryInput {
  adminId: string;
  adminEmail: string;
  targetId?: string | null;
  targetEmail?: string | null;
  action: AuditAction;
  detail?: string | null;
  ip: string | null;
}

/** Every query of the admin panel (issue 9). */
export function adminStore(db: Db) {
  return {
    users: (query: AdminUsersQuery, now: Date) => listAdminUsers(db, query, now),
    async user(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Appends to the history (append-only: a trigger refuses changes). */
    async audit(entry: AuditEntryInput) {
      await db.insert(adminAudit).values(entry);
    },
    /** A page of the history, newest first, and its size. */
    async auditPage(page: number) {
      const rows = await db
        .select()
        .from(adminAudit)
        .orderBy(desc(adminAudit.at))
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE);
      const [count] = await db.select({ n: sql<string>`count(*)` }).from(adminAudit);
      return { rows, total: Number(count?.n ?? 0) };
    },
    /** Extends a trial (running or ended) by `days` from now or its end; false off trial. */
    async extendTrial(userId: string, days: number, now: Date) {
      const [row] = await db
        .update(userSubscriptions)
        .set({
          trialEndsAt: sql`greatest(${userSubscriptions.trialEndsAt}, ${now.toISOString()}::timestamptz) + make_interval(days => ${days})`,
          status: 'active',
          trialReminderSentAt: null,
          updatedAt: now,
        })
        // Only a trial (running or ended) is extended; a paid plan has no trial end.
        .where(and(eq(userSubscriptions.userId, userId), isNotNull(userSubscriptions.trialEndsAt)))
        .returning({ trialEndsAt: userSubscriptions.trialEndsAt });
      return Boolean(row?.trialEndsAt);
    },
    /** Support sets the plan and status; false when the user has no subscription row. */
    async setSubscription(userId: string, plan: PlanId, status: SubscriptionStatus, now: Date) {
      const updated = await db
        .update(userSubscriptions)
        .set({
          plan,
          status,
          animalLimit: PLANS[plan].animalLimit,
          trialEndsAt: null,
          cancelAtPeriodEnd: false,
          // Support decides: a suspension for money taken back ends here too (decisions 022, 054).
          chargebackPaymentId: null,
          updatedAt: now,
        })
        .where(eq(userSubscriptions.userId, userId))
        .returning({ userId: userSubscriptions.userId });
      return updated.length > 0;
    },
    /** A page of the payment events that could not be applied ('Eventos com problema'). */
    async billingProblems(page: number) {
      const problem = eq(paymentEvents.state, 'problem');
      const rows = await db
        .select({
          id: paymentEvents.id,
          event: paymentEvents.event,
          receivedAt: paymentEvents.receivedAt,
          problem: paymentEvents.problem,
          attempts: paymentEvents.attempts,
          userEmail: users.email,
        })
        .from(paymentEvents)
        // Whose it is: the user it was applied to, else the one its payload names.
        .leftJoin(
          users,
          sql`${users.id} = coalesce(${paymentEvents.userId}, ${paymentEvents.payload}->'payment'->>'externalReference', ${paymentEvents.payload}->'subscription'->>'externalReference')`,
        )
        .where(problem)
        .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE);
      const [count] = await db
        .select({ n: sql<string>`count(*)` })
        .from(paymentEvents)
        .where(problem);
      return { rows, total: Number(count?.n ?? 0) };
    },
    /** Sets a problem event pending again; undefined when there is no such problem. */
    async reopenEvent(id: string) {
      const [row] = await db
        .update(paymentEvents)
        .set({ state: 'pending', problem: null, attempts: 0 })
        .where(and(eq(paymentEvents.id, id), eq(paymentEvents.state, 'problem')))
        .returning({ id: paymentEvents.id, event: paymentEvents.event });
      return row;
    },
    async eventState(id: string) {
      const [row] = await db
        .select({ state: paymentEvents.state, problem: paymentEvents.problem })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, id))
        .limit(1);
      return row;
    },
  };
}

export type AdminStore = ReturnType<typeof adminStore>;
