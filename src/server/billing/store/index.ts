import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, userRoles, userSubscriptions, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { PaymentProvider } from '../provider/provider';
import { applyStoredEvent, pendingEventIds, receiveEvent, recordFailedAttempt } from './inbox';
import { endCancelledPeriods } from './period-ends';
import { syncProviderPlan, usersToSync } from './provider-sync';
import { subscriptionsStore } from './subscriptions';
import { sendTrialReminders } from './trial-reminders';

/** Every query of billing: the event inbox, subscriptions and payments, the billing jobs. */
export function billingStore(db: Db) {
  return {
    subscriptions: subscriptionsStore(db),
    /** The stored-first webhook inbox (decision 022). */
    receive: (body: string | null, receivedAt: Date) => receiveEvent(db, body, receivedAt),
    apply: (id: string, now: Date) => applyStoredEvent(db, id, now),
    recordFailedAttempt: (id: string, error: unknown) => recordFailedAttempt(db, id, error),
    pendingEventIds: (before: Date) => pendingEventIds(db, before),
    syncProviderPlan: (provider: PaymentProvider, userId: string, now: Date) =>
      syncProviderPlan(db, provider, userId, now),
    usersToSync: () => usersToSync(db),
    endCancelledPeriods: (now: Date) => endCancelledPeriods(db, now),
    sendTrialReminders: (mailer: Mailer, now: Date, origin: string) =>
      sendTrialReminders({ db, mailer, now, origin }),

    /** What a billing e-mail speaks of: the account, the payment, and the administrators. */
    async noticeFacts(userId: string, paymentId: string) {
      const [user] = await db
        .select({ email: users.email, name: users.name, plan: userSubscriptions.plan })
        .from(users)
        .innerJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
        .limit(1);
      return { user, payment };
    },
    admins() {
      return db
        .select({ email: users.email, name: users.name })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(userRoles.role, 'admin'));
    },
  };
}

export type BillingStore = ReturnType<typeof billingStore>;
