import { eq } from 'drizzle-orm';
import { resolveAccess, type Access, type StoredSubscription } from '../domain/plans';
import type { Db } from './db/client';
import { userRoles, userSubscriptions } from './db/schema';

/**
 * The user's role and subscription, read together, resolved by the domain's plan rules. `db`
 * may be a transaction, so a check can read inside the transaction that acts on it.
 */
export async function loadAccess(
  db: Pick<Db, 'select'>,
  userId: string,
  now: Date,
): Promise<Access & { isAdmin: boolean }> {
  const [roles, subscriptions] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)).limit(1),
  ]);
  const isAdmin = roles.some((r) => r.role === 'admin');
  return accessOf(isAdmin, subscriptions[0] ?? null, now);
}

/** The subscription columns the access rules read (user_subscriptions). */
export interface SubscriptionAccessRow {
  plan: string;
  status: string;
  animalLimit: number;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** A user's access from their admin role and subscription row (null: none), read elsewhere. */
export function accessOf(
  isAdmin: boolean,
  row: SubscriptionAccessRow | null,
  now: Date,
): Access & { isAdmin: boolean } {
  const subscription: StoredSubscription | null = row
    ? {
        plan: row.plan as StoredSubscription['plan'],
        status: row.status as StoredSubscription['status'],
        animalLimit: row.animalLimit,
        trialEndsAt: row.trialEndsAt,
        accessEndsAt: row.cancelAtPeriodEnd ? row.currentPeriodEnd : null,
      }
    : null;
  return { isAdmin, ...resolveAccess({ isAdmin, subscription, now }) };
}
