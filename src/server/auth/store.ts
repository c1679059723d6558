import { createHash } from 'node:crypto';
import { and, eq, exists, gt, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trialEndFor } from '../../domain/plans';
import {
  farmInvitations,
  farmMembers,
  profiles,
  trialGrants,
  userSubscriptions,
  verifications,
} from '../db/schema';

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

/** Voids every confirmation link sent for this user, those that ask for a password too. */
export async function voidEmailLinks(db: Db, userId: string) {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        or(
          like(verifications.identifier, `${PREFIX}%`),
          like(verifications.identifier, `${PASSWORD_PREFIX}%`),
        ),
      ),
    );
}

/*
 * Links whose page asks the mailbox's holder for the password before confirming (decision 009):
 * mailed once someone signed up again to an unconfirmed address. Random tokens, recorded hashed
 * under their own prefix, so /verify-email never takes one; used once.
 */
const PASSWORD_PREFIX = 'password-link:';

const passwordLinkId = (token: string) =>
  PASSWORD_PREFIX + createHash('sha256').update(token).digest('base64url');

export async function recordPasswordLink(db: Db, userId: string, token: string, expiresAt: Date) {
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: passwordLinkId(token),
    value: userId,
    expiresAt,
  });
}

/** The user a live password link is for, or null; `take` uses it up (only one caller gets it). */
export async function passwordLinkUser(
  db: Db,
  token: string,
  now: Date,
  { take }: { take: boolean },
): Promise<string | null> {
  const live = and(
    eq(verifications.identifier, passwordLinkId(token)),
    gt(verifications.expiresAt, now),
  );
  const [row] = take
    ? await db.delete(verifications).where(live).returning({ value: verifications.value })
    : await db.select({ value: verifications.value }).from(verifications).where(live).limit(1);
  return row?.value ?? null;
}

/** Whether every link mailed to this (unconfirmed) user must ask for the password. */
export async function mustChoosePassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ must: profiles.mustChoosePassword })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.must === true;
}

export async function setMustChoosePassword(db: Db, userId: string, must: boolean) {
  await db.update(profiles).set({ mustChoosePassword: must }).where(eq(profiles.userId, userId));
}

/**
 * The free trial counts again from `now`: the mailbox's holder set the password of an account
 * nobody could use yet. Only an account that holds its mailbox's trial (decision 053) has one.
 */
export async function restartTrial(db: Db, userId: string, now: Date) {
  await db
    .update(userSubscriptions)
    .set({ trialEndsAt: trialEndFor(now), trialReminderSentAt: null })
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        isNotNull(userSubscriptions.trialEndsAt),
        exists(db.select().from(trialGrants).where(eq(trialGrants.userId, userId))),
      ),
    );
}

/*
 * Accounts created from an invitation (decision 024): before the sign-up inserts the user, a
 * 'joining:<address>' row names the invitation; the sign-up trigger then makes no own farm and
 * trial, and confirming the address joins the farm. The latest sign-up to an address decides.
 */
const joiningId = (email: string) => `joining:${email.toLowerCase()}`;

/** The invitation a sign-up to `email` comes from; null for a plain sign-up. */
export async function setJoiningInvitation(
  db: Db,
  email: string,
  invitationId: string | null,
  expiresAt: Date,
) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, joiningId(email)));
    if (invitationId === null) return;
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: joiningId(email),
      value: invitationId,
      expiresAt,
    });
  });
}

/** Reads and removes the invitation a sign-up to `email` came from. */
export async function takeJoiningInvitation(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, joiningId(email)))
    .returning({ value: verifications.value });
  return row?.value ?? null;
}

/** Makes the user a member of the invitation's farm with its role; the invitation is used. */
export async function joinInvitedFarm(
  db: Db,
  userId: string,
  invitation: { id: string; organizationId: string; role: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(farmInvitations)
      .set({ status: 'accepted' })
      .where(and(eq(farmInvitations.id, invitation.id), eq(farmInvitations.status, 'pending')))
      .returning({ id: farmInvitations.id });
    if (!used) return;
    await tx
      .insert(farmMembers)
      .values({
        id: crypto.randomUUID(),
        organizationId: invitation.organizationId,
        userId,
        role: invitation.role,
        createdAt: now,
      })
      .onConflictDoNothing();
  });
}

/** An account with no farm at all gets its own farm and free trial (the sign-up's, made late). */
export async function ensureOwnFarm(db: Db, userId: string, now: Date) {
  await db.execute(sql`
    select create_own_farm(${userId}, ${now.toISOString()}::timestamptz)
    where not exists (select 1 from farm_members where user_id = ${userId})`);
}
