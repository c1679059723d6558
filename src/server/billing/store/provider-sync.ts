import { and, eq, isNotNull } from 'drizzle-orm';
import { PLANS, type PlanId } from '../../../domain/plans';
import type { Db } from '../../db/client';
import { payments, userSubscriptions } from '../../db/schema';
import type { PaymentProvider } from '../provider/provider';
import { asPlan, type Tx } from './process-event';

export const subscriptionDescription = (plan: PlanId) => `Arroba Certa - Plano ${PLANS[plan].name}`;

/**
 * The provider subscription now bills `plan`: its value changed at the provider (with its
 * pending charges, `updatePendingPayments`), so the app's pending charges of that subscription
 * pay for `plan` too, and the next month's charge grants it when paid.
 */
export async function markBilled(
  tx: Tx | Db,
  userId: string,
  subscriptionId: string,
  plan: PlanId,
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ plan, value: PLANS[plan].price.toFixed(2), updatedAt: now })
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.providerSubscriptionId, subscriptionId),
        eq(payments.status, 'PENDING'),
      ),
    );
}

/**
 * Tells the provider the plan its subscription must bill after a paid (or refunded) upgrade:
 * `providerSyncPlan` is set by the event, cleared here once the provider took the new value. A
 * provider failure throws, so the job retries; the periodic sweep finds any left behind.
 * @returns whether the provider was called.
 */
export async function syncProviderPlan(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
  const plan = asPlan(row?.providerSyncPlan);
  if (!row || !plan) return false;
  const subscriptionId = row.providerSubscriptionId;
  if (subscriptionId && row.providerPlan !== plan) {
    await provider.changeSubscriptionValue(
      subscriptionId,
      PLANS[plan].price,
      subscriptionDescription(plan),
    );
  }
  await db.transaction(async (tx) => {
    const cleared = await tx
      .update(userSubscriptions)
      .set({
        providerSyncPlan: null,
        ...(subscriptionId ? { providerPlan: plan } : {}),
        updatedAt: now,
      })
      .where(
        and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.providerSyncPlan, plan)),
      )
      .returning({ userId: userSubscriptions.userId });
    if (cleared.length > 0 && subscriptionId) {
      await markBilled(tx, userId, subscriptionId, plan, now);
    }
  });
  return Boolean(subscriptionId && row.providerPlan !== plan);
}

/** Users whose provider subscription still has to be told its plan (for the sweep). */
export async function usersToSync(db: Db, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(isNotNull(userSubscriptions.providerSyncPlan))
    .limit(limit);
  return rows.map((r) => r.userId);
}
