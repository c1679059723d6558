import { describe, expect, it } from 'vitest';
import {
  isChargebackEvent,
  isPaidEvent,
  isRefusedEvent,
  isReversalOrItsEnd,
  paymentStatusAfter,
  reversalOf,
  suspensionOf,
} from './events';

describe('paymentStatusAfter', () => {
  it.each([
    ['PAYMENT_CONFIRMED', 'CONFIRMED', 'CONFIRMED'],
    ['PAYMENT_RECEIVED', 'RECEIVED', 'RECEIVED'],
    ['PAYMENT_OVERDUE', 'OVERDUE', 'OVERDUE'],
    ['PAYMENT_DELETED', 'PENDING', 'DELETED'],
    ['PAYMENT_REFUNDED', 'REFUNDED', 'REFUNDED'],
    ['PAYMENT_PARTIALLY_REFUNDED', 'RECEIVED', 'PARTIALLY_REFUNDED'],
    ['PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', 'PENDING', 'REFUSED'],
    ['PAYMENT_REPROVED_BY_RISK_ANALYSIS', 'PENDING', 'REFUSED'],
    ['PAYMENT_CHARGEBACK_REQUESTED', 'CHARGEBACK_REQUESTED', 'CHARGEBACK_REQUESTED'],
    ['PAYMENT_AWAITING_CHARGEBACK_REVERSAL', 'X', 'AWAITING_CHARGEBACK_REVERSAL'],
    ['PAYMENT_RESTORED', 'OVERDUE', 'OVERDUE'],
    ['PAYMENT_RESTORED', null, 'PENDING'],
    ['PAYMENT_RECEIVED_IN_CASH_UNDONE', 'RECEIVED', 'PENDING'],
    ['PAYMENT_CREATED', null, 'PENDING'],
    ['PAYMENT_UPDATED', 'PENDING', 'PENDING'],
    ['PAYMENT_REFUND_DENIED', 'RECEIVED', 'RECEIVED'],
    ['PAYMENT_REFUND_DENIED', 'REFUND_IN_PROGRESS', 'RECEIVED'],
  ] as const)('%s (payload %s) → %s', (event, reported, status) => {
    expect(paymentStatusAfter(event, reported)).toBe(status);
  });

  it.each(['PAYMENT_BANK_SLIP_VIEWED', 'PAYMENT_ANTICIPATED', 'PAYMENT_DUNNING_REQUESTED', ''])(
    '%s leaves the status as it is',
    (event) => {
      expect(paymentStatusAfter(event, 'PENDING')).toBeNull();
    },
  );
});

describe('event kinds', () => {
  it('sorts the events the product acts on', () => {
    expect(isPaidEvent('PAYMENT_RECEIVED')).toBe(true);
    expect(isPaidEvent('PAYMENT_CREATED')).toBe(false);
    expect(isRefusedEvent('PAYMENT_REPROVED_BY_RISK_ANALYSIS')).toBe(true);
    expect(isChargebackEvent('PAYMENT_CHARGEBACK_DISPUTE')).toBe(true);
    expect(isChargebackEvent('PAYMENT_AWAITING_CHARGEBACK_REVERSAL')).toBe(false);
  });
});

describe('money taken back (decision 054)', () => {
  it.each([
    ['PAYMENT_CHARGEBACK_REQUESTED', 'chargeback'],
    ['PAYMENT_CHARGEBACK_DISPUTE', 'chargeback'],
    ['PAYMENT_REFUNDED', 'refund'],
    ['PAYMENT_REFUND_IN_PROGRESS', 'refund'],
    ['PAYMENT_RECEIVED_IN_CASH_UNDONE', 'cash-undone'],
    ['PAYMENT_PARTIALLY_REFUNDED', null],
    ['PAYMENT_AWAITING_CHARGEBACK_REVERSAL', null],
    ['PAYMENT_DELETED', null],
  ] as const)('%s is a %s', (event, kind) => {
    expect(reversalOf(event)).toBe(kind);
  });

  it('its end (a dispute won, a refund denied) is ordered with it', () => {
    expect(isReversalOrItsEnd('PAYMENT_AWAITING_CHARGEBACK_REVERSAL')).toBe(true);
    expect(isReversalOrItsEnd('PAYMENT_REFUND_DENIED')).toBe(true);
    expect(isReversalOrItsEnd('PAYMENT_CONFIRMED')).toBe(false);
  });

  it.each([
    ['CHARGEBACK_REQUESTED', 'chargeback'],
    ['CHARGEBACK_DISPUTE', 'chargeback'],
    ['REFUNDED', 'refund'],
    ['REFUND_IN_PROGRESS', 'refund'],
    ['PENDING', 'cash-undone'],
    ['OVERDUE', 'cash-undone'],
    ['DELETED', 'cash-undone'],
  ] as const)('a suspension held by a payment %s reads as a %s', (status, kind) => {
    expect(suspensionOf(status)).toBe(kind);
  });
});
