/*
 * The Asaas webhook events, by what they mean for a customer (docs/decisions/022). Payment
 * events carry a `payment`, subscription events a `subscription`; every other name is recorded
 * and changes nothing.
 */

/** A payment was made: it grants what it pays for. */
export const PAID_EVENTS = ['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'] as const;
/** A card payment did not go through; the invoice can be paid again. */
export const REFUSED_EVENTS = [
  'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED',
  'PAYMENT_REPROVED_BY_RISK_ANALYSIS',
] as const;
/** The customer disputed a card payment with the bank. */
export const CHARGEBACK_EVENTS = [
  'PAYMENT_CHARGEBACK_REQUESTED',
  'PAYMENT_CHARGEBACK_DISPUTE',
] as const;
/** The dispute was won: the money comes back to us. */
export const CHARGEBACK_WON_EVENT = 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL';

const isOneOf = (list: readonly string[], event: string) => list.includes(event);
export const isPaidEvent = (event: string) => isOneOf(PAID_EVENTS, event);
export const isRefusedEvent = (event: string) => isOneOf(REFUSED_EVENTS, event);
export const isChargebackEvent = (event: string) => isOneOf(CHARGEBACK_EVENTS, event);

/** Payment statuses that count as paid. */
export const PAID_STATUSES = ['CONFIRMED', 'RECEIVED'] as const;
export const isPaidStatus = (status: string | null | undefined) =>
  status === 'CONFIRMED' || status === 'RECEIVED';

/**
 * The status a payment has after `event`, in the app's words (the history shows them), or null
 * when the event does not change it (a viewed boleto, an anticipation, a dunning step...).
 * `reported` is the status the payload carries, used where the event name does not say.
 * @example
 * paymentStatusAfter('PAYMENT_CONFIRMED', 'CONFIRMED') //=> 'CONFIRMED'
 * paymentStatusAfter('PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', 'PENDING') //=> 'REFUSED'
 * paymentStatusAfter('PAYMENT_RESTORED', 'OVERDUE') //=> 'OVERDUE'
 * paymentStatusAfter('PAYMENT_BANK_SLIP_VIEWED', 'PENDING') //=> null
 */
export function paymentStatusAfter(event: string, reported: string | null): string | null {
  switch (event) {
    case 'PAYMENT_CONFIRMED':
      return 'CONFIRMED';
    case 'PAYMENT_RECEIVED':
      return 'RECEIVED';
    case 'PAYMENT_OVERDUE':
      return 'OVERDUE';
    case 'PAYMENT_DELETED':
      return 'DELETED';
    case 'PAYMENT_REFUNDED':
      return 'REFUNDED';
    case 'PAYMENT_PARTIALLY_REFUNDED':
      return 'PARTIALLY_REFUNDED';
    case 'PAYMENT_REFUND_IN_PROGRESS':
      return 'REFUND_IN_PROGRESS';
    case 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED':
    case 'PAYMENT_REPROVED_BY_RISK_ANALYSIS':
      return 'REFUSED';
    case 'PAYMENT_AWAITING_RISK_ANALYSIS':
      return 'AWAITING_RISK_ANALYSIS';
    case 'PAYMENT_CHARGEBACK_REQUESTED':
      return 'CHARGEBACK_REQUESTED';
    case 'PAYMENT_CHARGEBACK_DISPUTE':
      return 'CHARGEBACK_DISPUTE';
    case 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL':
      return 'AWAITING_CHARGEBACK_REVERSAL';
    case 'PAYMENT_CREATED':
    case 'PAYMENT_RESTORED':
    case 'PAYMENT_RECEIVED_IN_CASH_UNDONE':
      return reported && !isPaidStatus(reported) ? reported : 'PENDING';
    case 'PAYMENT_UPDATED':
    case 'PAYMENT_APPROVED_BY_RISK_ANALYSIS':
    case 'PAYMENT_AUTHORIZED':
      return reported ?? null;
    default:
      return null;
  }
}
