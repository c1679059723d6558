import { eq } from 'drizzle-orm';
import { ACTIVATING_EVENTS } from '../../domain/billing/events';
import { PLAN_IDS, type PlanId } from '../../domain/plans';
import { todayIn } from '../../domain/records/dates';
import type { Db } from '../db/client';
import { payments, users } from '../db/schema';
import { paymentConfirmedEmail, paymentOverdueEmail } from '../mail/billing-templates';
import type { Mailer } from '../mail/mailer';
import type { PaymentEvent } from './event-schema';
import type { EventOutcome } from './process-event';

export type BillingNotifier = (
  event: PaymentEvent,
  outcome: EventOutcome,
  /** The app's address for the links ('http://192.168.0.10:3000', APP_URL). */
  origin: string,
) => Promise<void>;

/**
 * The e-mails a payment event sends once it changed the subscription: the receipt of a confirmed
 * payment, and the notice of an overdue one with its invoice. Runs after the event's transaction;
 * it throws when the mail cannot be sent, so a job queue can retry it (see `deferredNotifier`).
 */
export function createBillingNotifier(deps: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}): BillingNotifier {
  return async (event, outcome, origin) => {
    if (outcome !== 'applied' || !event.payment) return;
    const confirmed = (ACTIVATING_EVENTS as readonly string[]).includes(event.event);
    if (!confirmed && event.event !== 'PAYMENT_OVERDUE') return;
    const [row] = await deps.db
      .select({
        plan: payments.plan,
        value: payments.value,
        dueDate: payments.dueDate,
        invoiceUrl: payments.invoiceUrl,
        email: users.email,
        name: users.name,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.id, event.payment.id))
      .limit(1);
    if (!row || !(PLAN_IDS as readonly string[]).includes(row.plan)) return;
    const common = {
      to: row.email,
      name: row.name,
      plan: row.plan as PlanId,
      value: Number(row.value),
    };
    if (confirmed) {
      await deps.mailer.send(
        paymentConfirmedEmail({
          ...common,
          paidOn: todayIn(deps.now()),
          url: `${origin}/subscription`,
        }),
      );
    } else {
      const url = row.invoiceUrl.startsWith('/') ? `${origin}${row.invoiceUrl}` : row.invoiceUrl;
      await deps.mailer.send(paymentOverdueEmail({ ...common, dueDate: row.dueDate, url }));
    }
  };
}

/**
 * A notifier that never fails the webhook: it hands the e-mail to `enqueue` (the job queue, which
 * retries it) when there is one, else sends it at once and only logs a failure (Asaas would
 * retry the webhook and find a replay, so a lost e-mail is the price of not blocking it).
 */
export function deferredNotifier(
  send: BillingNotifier,
  enqueue: () => ((...args: Parameters<BillingNotifier>) => Promise<void>) | undefined,
): BillingNotifier {
  return async (event, outcome, origin) => {
    if (outcome !== 'applied') return;
    try {
      const queue = enqueue();
      await (queue ?? send)(event, outcome, origin);
    } catch (error) {
      console.error(`[billing] e-mail for event ${event.id} not sent:`, error);
    }
  };
}
