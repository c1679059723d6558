import { createHash } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trialEndFor } from '../../domain/plans';
import { userSubscriptions, verifications } from '../db/schema';

/*
 * The auth module's own queries (better-auth keeps its tables through its drizzle adapter).
 *
 * Confirmation links that are still good. better-auth's confirmation tokens are stateless JWTs,
 * so on their own they cannot be taken back; every link we e-mail is also recorded here (hashed,
 * in better-auth's verifications table) and only a recorded link confirms an address. A new
 * sign-up to an unconfirmed address voids the earlier ones (decision 009).
 */
const PREFIX = 'email-link:';

const identifierOf = (token: string) =>
  PREFIX + createHash('sha256').update(token).digest('base64url');

export async function recordEmailLink(db: Db, userId: string, token: string, expiresAt: Date) {
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: identifierOf(token),
    value: userId,
    expiresAt,
  });
}

/** Whether `token` is a link we sent, not voided and not expired. */
export async function isLiveEmailLink(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Voids every confirmation link sent for this user. */
export async function voidEmailLinks(db: Db, userId: string) {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, `${PREFIX}%`)));
}

/** The free trial counts again from `now`: a new sign-up to an unconfirmed address. */
export async function restartTrial(db: Db, userId: string, now: Date) {
  await db
    .update(userSubscriptions)
    .set({ trialEndsAt: trialEndFor(now), trialReminderSentAt: null })
    .where(eq(userSubscriptions.userId, userId));
}
