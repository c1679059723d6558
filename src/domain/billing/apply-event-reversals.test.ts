import { describe, expect, it } from 'vitest';
import { decide, monthly, paid, trial, upgrade, now } from './apply-event.fixture';

describe('decideEvent: money taken back ends what it bought (decision 054)', () => {
  const suspendedBy = (kind: 'chargeback' | 'refund' | 'cash-undone', id = 'pay_1') => ({
    ...paid,
    status: 'inactive' as const,
    chargebackPaymentId: id,
    suspension: kind,
  });

  it.each([
    ['PAYMENT_CHARGEBACK_REQUESTED', ['chargeback']],
    ['PAYMENT_CHARGEBACK_DISPUTE', ['chargeback']],
    ['PAYMENT_REFUNDED', []],
    ['PAYMENT_REFUND_IN_PROGRESS', []],
    ['PAYMENT_RECEIVED_IN_CASH_UNDONE', []],
  ] as const)('%s of the payment that pays for now suspends access', (event, notices) => {
    expect(decide({ event })).toEqual({
      kind: 'apply',
      update: { status: 'inactive', chargebackPaymentId: 'pay_1' },
      notices,
    });
  });

  it('applies whatever the subscription did since: cancelled, or events newer than it', () => {
    const cancelled = { ...paid, cancelAtPeriodEnd: true, lastEventAt: new Date(now) };
    expect(decide({ state: cancelled, event: 'PAYMENT_REFUNDED' })).toMatchObject({
      kind: 'apply',
      update: { status: 'inactive', chargebackPaymentId: 'pay_1' },
    });
  });

  it('a month already over, or one a later payment pays for, is recorded only', () => {
    const old = { ...monthly, dueDate: '2025-01-10' };
    const replaced = { ...monthly, newestOtherPaidDue: '2025-03-15' };
    for (const event of ['PAYMENT_REFUNDED', 'PAYMENT_CHARGEBACK_REQUESTED']) {
      expect(decide({ event, payment: old })).toEqual({ kind: 'ignored', reason: 'record-only' });
      expect(decide({ event, payment: replaced })).toEqual({
        kind: 'ignored',
        reason: 'record-only',
      });
    }
    // An earlier payment does not pay for now in its place.
    const earlier = { ...monthly, newestOtherPaidDue: '2025-03-01' };
    expect(decide({ event: 'PAYMENT_REFUNDED', payment: earlier }).kind).toBe('apply');
  });

  it('leaves a never-paid trial alone', () => {
    expect(decide({ state: trial, event: 'PAYMENT_CHARGEBACK_REQUESTED' })).toEqual({
      kind: 'ignored',
      reason: 'trial',
    });
  });

  it('a dispute is told once, holds through other payments and refunds, and ends when won', () => {
    const disputed = suspendedBy('chargeback');
    expect(decide({ state: disputed, event: 'PAYMENT_CHARGEBACK_DISPUTE' })).toEqual({
      kind: 'ignored',
      reason: 'record-only',
    });
    const other = { ...monthly, id: 'pay_2' };
    expect(decide({ state: disputed, event: 'PAYMENT_REFUNDED', payment: other })).toEqual({
      kind: 'ignored',
      reason: 'suspended',
    });
    const confirmed = decide({ state: disputed, event: 'PAYMENT_CONFIRMED', payment: other });
    expect(confirmed.kind === 'apply' && confirmed.update.status).toBe('inactive');
    expect(confirmed.kind === 'apply' && 'chargebackPaymentId' in confirmed.update).toBe(false);
    expect(decide({ state: disputed, event: 'PAYMENT_OVERDUE', payment: other })).toEqual({
      kind: 'ignored',
      reason: 'suspended',
    });
    expect(decide({ state: disputed, event: 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL' })).toEqual({
      kind: 'apply',
      update: { chargebackPaymentId: null, status: 'active' },
      notices: [],
    });
  });

  it('a dispute of another payment while suspended is told again, and holds over a refund', () => {
    const other = { ...monthly, id: 'pay_2' };
    for (const held of ['chargeback', 'refund'] as const) {
      const decision = decide({
        state: suspendedBy(held),
        event: 'PAYMENT_CHARGEBACK_REQUESTED',
        payment: other,
      });
      expect(decision).toEqual({
        kind: 'apply',
        update: {
          status: 'inactive',
          chargebackPaymentId: held === 'chargeback' ? 'pay_1' : 'pay_2',
        },
        notices: ['chargeback'],
      });
    }
  });

  it.each(['refund', 'cash-undone'] as const)(
    'a payment that pays for now lifts a suspension for a %s',
    (held) => {
      const decision = decide({
        state: suspendedBy(held, 'pay_0'),
        event: 'PAYMENT_CONFIRMED',
      });
      expect(decision.kind === 'apply' && decision.update).toMatchObject({
        status: 'active',
        chargebackPaymentId: null,
      });
    },
  );

  it('a denied refund lifts its own suspension only', () => {
    expect(decide({ state: suspendedBy('refund'), event: 'PAYMENT_REFUND_DENIED' })).toEqual({
      kind: 'apply',
      update: { chargebackPaymentId: null, status: 'active' },
      notices: [],
    });
    expect(
      decide({ state: suspendedBy('refund', 'pay_0'), event: 'PAYMENT_REFUND_DENIED' }),
    ).toEqual({ kind: 'ignored', reason: 'record-only' });
  });

  it('a dispute won after the paid period ended leaves the account inactive', () => {
    const ended = { ...suspendedBy('chargeback'), currentPeriodEnd: new Date('2025-03-01') };
    const won = decide({ state: ended, event: 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL' });
    expect(won.kind === 'apply' && won.update.status).toBe('inactive');
  });

  it('is ordered by its own payment only', () => {
    const later = { ...paid, lastEventAt: new Date('2025-03-15T14:30:00Z') };
    expect(decide({ state: later, event: 'PAYMENT_REFUNDED' }).kind).toBe('apply');
    expect(decide({ event: 'PAYMENT_REFUNDED', payment: { ...monthly, stale: true } })).toEqual({
      kind: 'stale',
    });
  });

  describe('an upgrade charge', () => {
    const granted = { ...paid, plan: 'MASTER' as const, providerPlan: 'MASTER' as const };

    it.each(['PAYMENT_REFUNDED', 'PAYMENT_RECEIVED_IN_CASH_UNDONE'])(
      '%s gives back the plan it started from',
      (event) => {
        expect(decide({ state: granted, event, payment: upgrade })).toEqual({
          kind: 'apply',
          update: { plan: 'STARTER', animalLimit: 100, providerSyncPlan: 'STARTER' },
          notices: [],
        });
      },
    );

    it('a chargeback of it suspends access', () => {
      expect(
        decide({ state: granted, event: 'PAYMENT_CHARGEBACK_REQUESTED', payment: upgrade }),
      ).toEqual({
        kind: 'apply',
        update: { status: 'inactive', chargebackPaymentId: 'pay_up' },
        notices: ['chargeback'],
      });
    });

    it('once a monthly payment due after it pays for the plan, taking it back changes nothing', () => {
      const renewed = { ...upgrade, newestOtherPaidDue: '2025-04-15' };
      for (const event of ['PAYMENT_REFUNDED', 'PAYMENT_CHARGEBACK_REQUESTED']) {
        expect(decide({ state: granted, event, payment: renewed })).toEqual({
          kind: 'ignored',
          reason: 'record-only',
        });
      }
      // The month it was bought in still runs on the monthly payment due before it.
      const sameMonth = { ...upgrade, newestOtherPaidDue: '2025-03-15' };
      expect(decide({ state: granted, event: 'PAYMENT_REFUNDED', payment: sameMonth }).kind).toBe(
        'apply',
      );
    });
  });
});
