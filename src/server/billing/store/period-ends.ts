import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSubscriptions } from '../../db/schema';

/**
 * A cancelled subscription whose paid period is over becomes inactive in the stored row too.
 * Access already reads inactive from that moment (resolveAccess); this keeps the stored status —
 * what counters and lists read — in step. Idempotent: a second run changes nothing.
 * @returns the number of subscriptions ended.
 */
export async function endCancelledPeriods(db: Db, now: Date): Promise<number> {
  const ended = await db
    .update(userSubscriptions)
    .set({ status: 'inactive', updatedAt: now })
    .where(
      and(
        eq(userSubscriptions.cancelAtPeriodEnd, true),
        lte(userSubscriptions.currentPeriodEnd, now),
        ne(userSubscriptions.status, 'inactive'),
      ),
    )
    .returning({ userId: userSubscriptions.userId });
  return ended.length;
}
