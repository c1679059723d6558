import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { todayIn } from '../../../domain/records/dates';
import { userSubscriptions, users } from '../../db/schema';
import { trialEndingEmail } from '../../mail/billing-templates';
import type { ReminderJobDeps } from '../../mail/mailer';

/** How long before the trial's end the reminder goes out. */
export const TRIAL_REMINDER_BEFORE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Sends 'Seu teste grátis termina em 2 dias' to every account whose free trial ends within the
 * next two days and has not been told yet. Each account is claimed (marked) before its e-mail
 * goes out, so two workers never send it twice; a failed send releases the claim and throws, so
 * the job is retried and the reminder is not lost.
 * @returns the number of reminders sent.
 */
export async function sendTrialReminders(deps: ReminderJobDeps): Promise<number> {
  const { db, mailer, now } = deps;
  const due = await db
    .select({
      userId: userSubscriptions.userId,
      trialEndsAt: userSubscriptions.trialEndsAt,
      email: users.email,
      name: users.name,
    })
    .from(userSubscriptions)
    .innerJoin(users, eq(users.id, userSubscriptions.userId))
    .where(
      and(
        isNull(userSubscriptions.trialReminderSentAt),
        gt(userSubscriptions.trialEndsAt, now),
        lte(userSubscriptions.trialEndsAt, new Date(now.getTime() + TRIAL_REMINDER_BEFORE_MS)),
      ),
    );

  let sent = 0;
  const failures: unknown[] = [];
  for (const account of due) {
    const claimed = await db
      .update(userSubscriptions)
      .set({ trialReminderSentAt: now })
      .where(
        and(
          eq(userSubscriptions.userId, account.userId),
          isNull(userSubscriptions.trialReminderSentAt),
        ),
      )
      .returning({ userId: userSubscriptions.userId });
    if (claimed.length === 0) continue; // another worker took it
    try {
      await mailer.send(
        trialEndingEmail({
          to: account.email,
          name: account.name,
          endsOn: todayIn(account.trialEndsAt!),
          url: `${deps.origin}/pricing?plan=PRO`,
        }),
      );
      sent += 1;
    } catch (error) {
      await db
        .update(userSubscriptions)
        .set({ trialReminderSentAt: null })
        .where(eq(userSubscriptions.userId, account.userId));
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new Error(`${failures.length} trial reminder(s) not sent`, { cause: failures[0] });
  }
  return sent;
}
