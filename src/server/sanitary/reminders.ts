import { todayIn } from '../../domain/records/dates';
import { accessOfColumns } from '../access/farm-context';
import { hasFeature } from '../../domain/plans';
import { sanitaryReminderEmail } from '../mail/sanitary-templates';
import type { IatfWeekStep } from '../../domain/reproduction/api';
import type { ReminderJobDeps } from '../mail/mailer';
import { claimReminderWeek, mondayOf, reminderQueries } from './store/reminders';

/**
 * The weekly sanitary e-mail (issue 26 item 6; the 'sanitary-reminders' job, Mondays 07:00 São
 * Paulo): to the owner and each 'Gerente' of a farm whose plan runs the sanitary records, who
 * have not turned it off, when anything is overdue or due in the next 7 days; once per farm and
 * week however many instances run it. The week is claimed in the transaction that sends its
 * e-mails (decision 044): a failed send or a crash rolls the claim back, so the retry sends it
 * again (to everyone of that farm) rather than never; a concurrent run waits for the claim's end.
 * @returns the number of e-mails sent.
 */
export async function sendSanitaryReminders(
  deps: ReminderJobDeps & {
    /**
     * The farm's IATF steps of the week (reproduction/store/reminders.ts, wired in main.ts):
     * the weekly e-mail lists them too (issue 41 item 3).
     */
    iatfWeek?: (farmId: string, today: string) => Promise<IatfWeekStep[]>;
  },
): Promise<number> {
  const { db, mailer, now } = deps;
  const store = reminderQueries(db);
  const today = todayIn(now);
  const week = mondayOf(today);
  let sent = 0;
  const failures: unknown[] = [];
  for (const farm of await store.reminderFarms(week)) {
    // A lapsed plan still reads its records, but is not written to every week.
    const access = accessOfColumns(farm.owner_is_admin, farm, now);
    if (!hasFeature(access, 'sanitary') || access.subscription?.status !== 'active') continue;
    const digest = await store.reminderDigest(farm.farm_id, today);
    const iatf = (await deps.iatfWeek?.(farm.farm_id, today)) ?? [];
    if (digest.overdue + digest.nextWeek === 0 && iatf.length === 0) continue;
    const recipients = await store.reminderRecipients(farm.farm_id);
    if (recipients.length === 0) continue;
    try {
      sent += await db.transaction(async (tx) => {
        if (!(await claimReminderWeek(tx, farm.farm_id, week, recipients.length))) return 0;
        for (const person of recipients) {
          await mailer.send(
            sanitaryReminderEmail({
              ...digest,
              iatf,
              reproductionUrl: `${deps.origin}/reproducao`,
              farmName: farm.farm_name,
              to: person.email,
              name: person.name,
              url: `${deps.origin}/sanidade`,
            }),
          );
        }
        return recipients.length;
      });
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new Error(`${failures.length} farm(s) without their sanitary e-mail`, {
      cause: failures[0],
    });
  }
  return sent;
}
