import type { DueView } from '../../domain/finance/api';
import { todayIn } from '../../domain/records/dates';
import { accessOfColumns } from '../access/farm-context';
import { seesMoneyAs } from '../access/money';
import { hasFeature } from '../../domain/plans';
import { hasBills, LISTED_BILLS } from '../mail/finance-templates';
import { sanitaryReminderEmail, type SanitaryDigest } from '../mail/sanitary-templates';
import type { IatfWeekStep } from '../../domain/reproduction/api';
import type { MailMessage, ReminderJobDeps } from '../mail/mailer';
import {
  claimReminderWeek,
  mondayOf,
  reminderQueries,
  type ReminderRecipient,
} from './store/reminders';

/**
 * The Financeiro's cash flow, with its bills due: the page's part named in the address
 * (web/modules/finance/page-queries.ts: PART_PARAM 'aba', part 'fluxo').
 */
export const FINANCE_FLOW_PATH = '/financeiro?aba=fluxo';

/**
 * One person's weekly e-mail, or null when nothing in it is for them: the bills carry money, so
 * they go only to a role that sees it (the owner and a 'Gerente'; never 'Campo', decision 066).
 */
export function weeklyEmailFor(
  person: Pick<ReminderRecipient, 'email' | 'name' | 'role'>,
  /** What the farm's e-mail may say, the bills included. */
  parts: SanitaryDigest,
  origin: string,
): MailMessage | null {
  const finance = seesMoneyAs(person.role) && hasBills(parts.finance) ? parts.finance : undefined;
  const said = parts.byProtocol.length + (parts.iatf?.length ?? 0) + (finance ? 1 : 0);
  if (said === 0) return null;
  return sanitaryReminderEmail({
    ...parts,
    finance,
    to: person.email,
    name: person.name,
    url: `${origin}/sanidade`,
    reproductionUrl: `${origin}/reproducao`,
    financeUrl: `${origin}${FINANCE_FLOW_PATH}`,
  });
}

const NOTHING_DUE = { overdue: 0, nextWeek: 0, byProtocol: [] };

/**
 * The weekly e-mail (issue 26 item 6; the 'sanitary-reminders' job, Mondays 07:00 São Paulo): to
 * the owner and each 'Gerente' of a farm, who have not turned it off, when anything is overdue
 * or due — the sanitary applications of the next 7 days and the IATF steps (a plan with the
 * sanitary records), the bills of the next 30 days (a plan with the Financeiro, issue 43 item
 * 5); once per farm and week however many instances run it. The week is claimed in the
 * transaction that sends its e-mails (decision 044): a failed send or a crash rolls the claim
 * back, so the retry sends it again (to everyone of that farm) rather than never; a concurrent
 * run waits for the claim's end.
 * @returns the number of e-mails sent.
 */
export async function sendSanitaryReminders(
  deps: ReminderJobDeps & {
    /**
     * The farm's IATF steps of the week (reproduction/store/reminders.ts, wired in main.ts):
     * the weekly e-mail lists them too (issue 41 item 3).
     */
    iatfWeek?: (farmId: string, today: string) => Promise<IatfWeekStep[]>;
    /**
     * The farm's bills due (the Financeiro's store `due`, wired in main.ts), its first `listed`
     * of each list: the weekly e-mail lists them too (issue 43 item 5).
     */
    financeDue?: (farmId: string, today: string, listed: number) => Promise<DueView>;
  },
): Promise<number> {
  const { db, mailer, now } = deps;
  const store = reminderQueries(db);
  const today = todayIn(now);
  const week = mondayOf(today);
  let sent = 0;
  const failures: unknown[] = [];
  for (const farm of await store.reminderFarms(week, today)) {
    // A lapsed plan still reads its records, but is not written to every week.
    const access = accessOfColumns(farm.owner_is_admin, farm, now);
    if (access.subscription?.status !== 'active') continue;
    const sanitary = hasFeature(access, 'sanitary');
    const finance = hasFeature(access, 'finance') && deps.financeDue;
    if (!sanitary && !finance) continue;
    const digest = sanitary ? await store.reminderDigest(farm.farm_id, today) : NOTHING_DUE;
    const iatf = sanitary ? ((await deps.iatfWeek?.(farm.farm_id, today)) ?? []) : [];
    const due = finance ? await finance(farm.farm_id, today, LISTED_BILLS) : undefined;
    if (digest.overdue + digest.nextWeek === 0 && iatf.length === 0 && !hasBills(due)) continue;
    const parts: SanitaryDigest = { ...digest, iatf, finance: due, farmName: farm.farm_name };
    const messages = (await store.reminderRecipients(farm.farm_id))
      .map((person) => weeklyEmailFor(person, parts, deps.origin))
      .filter((m): m is MailMessage => m !== null);
    if (messages.length === 0) continue;
    try {
      sent += await db.transaction(async (tx) => {
        if (!(await claimReminderWeek(tx, farm.farm_id, week, messages.length))) return 0;
        for (const message of messages) await mailer.send(message);
        return messages.length;
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
