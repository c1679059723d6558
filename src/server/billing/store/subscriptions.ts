import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isBillingType, type BillingType } from '../../../domain/billing/checkout';
import { PAYABLE_STATUSES } from '../../../domain/billing/subscription';
import type { PlanId } from '../../../domain/plans';
import { loadAccess } from '../../access/store';
import type { Db } from '../../db/client';
import { payments, profiles, userSubscriptions } from '../../db/schema';
import type { ProviderPayment, StartedSubscription } from '../provider/provider';
import { markBilled } from './provider-sync';
import { trialsStore } from './trials';

type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/** The queries of 'Minha assinatura', the checkout and the payment sandbox. */
export function subscriptionsStore(db: Db) {
  async function subscription(userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId))
      .limit(1);
    return row;
  }
  return {
    subscription,
    ...trialsStore(db),
    /**
     * The subscription row, made first for an account that has none (one created from an
     * invitation, decision 035): choosing a plan makes it a producer with its own farm and the
     * sign-up's free trial, once (a lock per user keeps two checkouts from making two farms).
     */
    async subscriptionOrOwn(userId: string, now: Date): Promise<SubscriptionRow> {
      const found = await subscription(userId);
      if (found) return found;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('own-farm:' || ${userId}))`);
        await tx.execute(sql`
          select create_own_farm(${userId}, ${now.toISOString()}::timestamptz)
          where not exists (select 1 from user_subscriptions where user_id = ${userId})`);
      });
      const made = await subscription(userId);
      if (!made) throw new Error(`user ${userId} still has no subscription row`);
      return made;
    },
    accessOf: (userId: string, now: Date) => loadAccess(db, userId, now),
    /** The user's last 24 payments, by due date. */
    history(userId: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.dueDate), desc(payments.createdAt))
        .limit(24);
    },
    async payment(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, userId)))
        .limit(1);
      return row;
    },
    /** The billing type of the latest payment: an upgrade's charge goes the same way. */
    async lastBillingType(userId: string): Promise<BillingType> {
      const [last] = await db
        .select({ billingType: payments.billingType })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return last && isBillingType(last.billingType) ? last.billingType : 'CREDIT_CARD';
    },
    /** An upgrade's charge, waiting; nothing is granted until it is paid (decision 021). */
    async addUpgrade(
      userId: string,
      charge: ProviderPayment,
      plans: { from: PlanId; to: PlanId },
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(payments).values({
          id: charge.id,
          userId,
          providerSubscriptionId: null,
          kind: 'upgrade',
          plan: plans.to,
          fromPlan: plans.from,
          billingType: charge.billingType,
          value: String(charge.value),
          status: charge.status,
          dueDate: charge.dueDate,
          invoiceUrl: charge.invoiceUrl,
        });
        await tx
          .update(userSubscriptions)
          .set({ upgradePaymentId: charge.id, updatedAt: now })
          .where(eq(userSubscriptions.userId, userId));
      });
    },
    /** The upgrade's charge is removed: the account stays on the plan it paid for. */
    async dropUpgrade(userId: string, paymentId: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'DELETED', statusAt: now, updatedAt: now })
          .where(
            and(
              eq(payments.id, paymentId),
              eq(payments.userId, userId),
              inArray(payments.status, PAYABLE_STATUSES),
            ),
          );
        await tx
          .update(userSubscriptions)
          .set({ upgradePaymentId: null, updatedAt: now })
          .where(
            and(
              eq(userSubscriptions.userId, userId),
              eq(userSubscriptions.upgradePaymentId, paymentId),
            ),
          );
      });
    },
    /** The provider bills `target` from the next cycle (a downgrade, or a plan taken back). */
    async billNextCycle(row: SubscriptionRow, subscriptionId: string, target: PlanId, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(userSubscriptions)
          .set({
            pendingPlan: target === row.plan ? null : target,
            providerPlan: target,
            providerSyncPlan: null,
            updatedAt: now,
          })
          .where(eq(userSubscriptions.userId, row.userId));
        await markBilled(tx, row.userId, subscriptionId, target, now);
      });
    },
    /**
     * Cancelled: detached from the cancelled provider subscription, whose later events (the
     * deletion Asaas reports) are recorded only, so access lasts until the paid period ends.
     */
    async cancel(row: SubscriptionRow, now: Date) {
      await db
        .update(userSubscriptions)
        .set({
          cancelAtPeriodEnd: true,
          providerSubscriptionId: null,
          providerPlan: row.plan,
          pendingPlan: null,
          providerSyncPlan: null,
          currentPeriodEnd: row.currentPeriodEnd ?? now,
          updatedAt: now,
        })
        .where(eq(userSubscriptions.userId, row.userId));
    },

    async cpfCnpjOf(userId: string) {
      const [profile] = await db
        .select({ cpfCnpj: profiles.cpfCnpj })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return profile?.cpfCnpj ?? null;
    },
    /**
     * A checkout's new provider subscription, stored under the row lock: whatever subscription
     * was current at this moment (even one a concurrent checkout just stored) is the one to
     * cancel, so the user never keeps two; its pending payments go with it. Gives that earlier
     * subscription's id, if any.
     */
    async startCheckout(input: {
      userId: string;
      plan: PlanId;
      started: StartedSubscription;
      /** The CPF/CNPJ typed now, kept once the provider accepted it. */
      cpfCnpj: string | null;
      now: Date;
    }): Promise<string | null> {
      const { userId, started, now } = input;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ subscriptionId: userSubscriptions.providerSubscriptionId })
          .from(userSubscriptions)
          .where(eq(userSubscriptions.userId, userId))
          .for('update');
        await tx
          .update(userSubscriptions)
          .set({
            providerCustomerId: started.customerId,
            providerSubscriptionId: started.subscriptionId,
            providerPlan: input.plan,
            // A new subscription: nothing of the earlier one's waits (decision 021).
            pendingPlan: null,
            providerSyncPlan: null,
            subscriptionInactive: false,
            updatedAt: now,
          })
          .where(eq(userSubscriptions.userId, userId));
        if (input.cpfCnpj) {
          await tx
            .update(profiles)
            .set({ cpfCnpj: input.cpfCnpj })
            .where(eq(profiles.userId, userId));
        }
        await tx
          .insert(payments)
          .values({
            id: started.payment.id,
            userId,
            providerSubscriptionId: started.subscriptionId,
            plan: input.plan,
            billingType: started.payment.billingType,
            value: started.payment.value.toFixed(2),
            status: started.payment.status,
            dueDate: started.payment.dueDate,
            invoiceUrl: started.payment.invoiceUrl,
          })
          .onConflictDoNothing();
        const previous = row?.subscriptionId ?? null;
        if (previous && previous !== started.subscriptionId) {
          // Its unpaid payments go with it (Asaas removes them; the sandbox has no one else to).
          await tx
            .update(payments)
            .set({ status: 'DELETED', updatedAt: now })
            .where(
              and(eq(payments.providerSubscriptionId, previous), eq(payments.status, 'PENDING')),
            );
        }
        return previous;
      });
    },
  };
}

export type SubscriptionsStore = ReturnType<typeof subscriptionsStore>;
