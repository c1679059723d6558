import type { BillingNotice } from '../../domain/billing/apply-event';
import { PLAN_IDS, type PlanId } from '../../domain/plans';
import { todayIn } from '../../domain/records/dates';
import {
  chargebackAdminEmail,
  chargebackEmail,
  paymentConfirmedEmail,
  paymentOverdueEmail,
  paymentRefusedEmail,
  upgradeDroppedEmail,
} from '../mail/billing-templates';
import type { MailMessage, Mailer } from '../mail/mailer';
import type { BillingStore } from './store';

/** One billing e-mail to send (a job of the billing-emails queue). */
export interface NoticeJob {
  notice: BillingNotice;
  userId: string;
  paymentId: string | null;
  /** The app's address for the links ('http://192.168.0.10:3000', APP_URL). */
  origin: string;
}

const isPlan = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);

/**
 * Sends the e-mail of a billing notice: the receipt of a payment, an overdue or refused payment
 * with its invoice, an upgrade that was not paid, a chargeback (to the customer and to every
 * administrator). It throws when the mail cannot be sent, so the job queue retries it.
 */
export function createNoticeSender(deps: { store: BillingStore; mailer: Mailer; now: () => Date }) {
  return async (job: NoticeJob): Promise<void> => {
    if (!job.paymentId) return;
    const { user, payment } = await deps.store.noticeFacts(job.userId, job.paymentId);
    if (!user || !payment || !isPlan(payment.plan) || !isPlan(user.plan)) return;
    const recipient = { to: user.email, name: user.name };
    const value = Number(payment.value);
    const invoice = payment.invoiceUrl.startsWith('/')
      ? `${job.origin}${payment.invoiceUrl}`
      : payment.invoiceUrl;
    const mine = `${job.origin}/subscription`;
    const messages: MailMessage[] = [];
    switch (job.notice) {
      case 'payment-confirmed':
        messages.push(
          paymentConfirmedEmail({
            ...recipient,
            plan: payment.plan,
            value,
            paidOn: todayIn(payment.paidAt ?? deps.now()),
            url: mine,
          }),
        );
        break;
      case 'payment-overdue':
        messages.push(
          paymentOverdueEmail({
            ...recipient,
            plan: payment.plan,
            value,
            dueDate: payment.dueDate,
            url: invoice,
          }),
        );
        break;
      case 'payment-refused':
        messages.push(
          paymentRefusedEmail({
            ...recipient,
            plan: payment.plan,
            value,
            upgrade: payment.kind === 'upgrade',
            url: invoice,
          }),
        );
        break;
      case 'upgrade-dropped':
        messages.push(
          upgradeDroppedEmail({ ...recipient, plan: payment.plan, current: user.plan, url: mine }),
        );
        break;
      case 'chargeback': {
        messages.push(chargebackEmail({ ...recipient, plan: payment.plan, value, url: mine }));
        const admins = await deps.store.admins();
        for (const admin of admins) {
          messages.push(
            chargebackAdminEmail({
              to: admin.email,
              name: admin.name,
              customer: user.email,
              paymentId: payment.id,
              value,
              url: `${job.origin}/admin`,
            }),
          );
        }
        break;
      }
    }
    for (const message of messages) await deps.mailer.send(message);
  };
}
