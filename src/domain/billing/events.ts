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
/**
 * The money went back to the payer (decided by us at Asaas): in full, or decided and waiting for
 * the settlement. A partial refund (PAYMENT_PARTIALLY_REFUNDED) is a discount: the payment stands.
 */
export const REFUND_EVENTS = ['PAYMENT_REFUNDED', 'PAYMENT_REFUND_IN_PROGRESS'] as const;
/** A refund in progress did not happen (boletos only): the payment stands again. */
export const REFUND_DENIED_EVENT = 'PAYMENT_REFUND_DENIED';
/** A payment marked as received in cash was unmarked: it is owed again. */
export const CASH_UNDONE_EVENT = 'PAYMENT_RECEIVED_IN_CASH_UNDONE';

const isOneOf = (list: readonly string[], event: string) => list.includes(event);
export const isPaidEvent = (event: string) => isOneOf(PAID_EVENTS, event);
export const isRefusedEvent = (event: string) => isOneOf(REFUSED_EVENTS, event);
export const isChargebackEvent = (event: string) => isOneOf(CHARGEBACK_EVENTS, event);

/** Why a payment's money was taken back, and so why the access it bought was suspended. */
export type ReversalKind = 'chargeback' | 'refund' | 'cash-undone';

/**
 * The kind of taking-back an event is, or null for any other event.
 * @example
 * reversalOf('PAYMENT_CHARGEBACK_DISPUTE') //=> 'chargeback'
 * reversalOf('PAYMENT_REFUND_IN_PROGRESS') //=> 'refund'
 * reversalOf('PAYMENT_PARTIALLY_REFUNDED') //=> null
 */
export function reversalOf(event: string): ReversalKind | null {
  if (isChargebackEvent(event)) return 'chargeback';
  if (isOneOf(REFUND_EVENTS, event)) return 'refund';
  if (event === CASH_UNDONE_EVENT) return 'cash-undone';
  return null;
}

/**
 * Events about taking a payment's money back or giving it back to us: they apply to the account
 * whose payment it is, whatever its subscription did since (decision 054).
 */
export const isReversalOrItsEnd = (event: string) =>
  reversalOf(event) !== null || event === CHARGEBACK_WON_EVENT || event === REFUND_DENIED_EVENT;

/**
 * Why access is suspended, read from the status of the payment that was taken back (its
 * `payments` row): a dispute still open (only its end or an administrator lifts it), a refund, or
 * a cash receipt undone, the payment owed again (a later payment lifts either).
 * @example
 * suspensionOf('CHARGEBACK_DISPUTE') //=> 'chargeback'
 * suspensionOf('REFUNDED') //=> 'refund'
 * suspensionOf('OVERDUE') //=> 'cash-undone'
 */
export function suspensionOf(status: string): ReversalKind {
  if (status === 'CHARGEBACK_REQUESTED' || status === 'CHARGEBACK_DISPUTE') return 'chargeback';
  if (status === 'REFUNDED' || status === 'REFUND_IN_PROGRESS') return 'refund';
  return 'cash-undone';
}

/** Payment statuses that count as paid. */
export const PAID_STATUSES = ['CONFIRMED', 'RECEIVED'] as const;
export const isPaidStatus = (status: string | null | undefined) =>
  status === 'CONFIRMED' || status === 'RECEIVED';

/**
 * Statuses of a payment whose money we keep: paid, refunded only in part, or a dispute won. A
 * payment in one of them still pays for its period.
 */
export const STANDING_STATUSES = [
  'CONFIRMED',
  'RECEIVED',
  'PARTIALLY_REFUNDED',
  'AWAITING_CHARGEBACK_REVERSAL',
] as const;

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
    case 'PAYMENT_REFUND_DENIED':
      // The refund did not happen: paid as before (Asaas reports which of the two).
      return isPaidStatus(reported) ? reported : 'RECEIVED';
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
