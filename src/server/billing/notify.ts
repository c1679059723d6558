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
 * payment, and the notice of an overdue one with its invoice. Sent after the event's transaction;
 * a mail failure is logged and never fails the webhook (Asaas would retry and find a replay).
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
    try {
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
    } catch (error) {
      console.error(`[billing] e-mail for event ${event.id} not sent:`, error);
    }
  };
}
