import { describe, expect, it } from 'vitest';
import {
  decideEvent,
  planPricedAt,
  type BillingState,
  type EventInput,
  type EventPayment,
} from './apply-event';

const now = new Date('2025-03-15T15:00:00Z');
const at = new Date('2025-03-15T14:00:00Z');
const paid: BillingState = {
  plan: 'STARTER',
  status: 'active',
  trialEndsAt: null,
  currentPeriodEnd: new Date('2025-04-15T03:00:00Z'),
  lastEventAt: new Date('2025-03-15T13:00:00Z'),
  providerPlan: 'STARTER',
  pendingPlan: null,
  cancelAtPeriodEnd: false,
  subscriptionInactive: false,
  upgradePaymentId: null,
  chargebackPaymentId: null,
  suspension: null,
};
const trial: BillingState = {
  ...paid,
  plan: 'PRO',
  trialEndsAt: new Date('2025-03-20T12:00:00Z'),
  currentPeriodEnd: null,
  lastEventAt: null,
};
const monthly: EventPayment = {
  id: 'pay_1',
  kind: 'subscription',
  plan: 'STARTER',
  fromPlan: null,
  dueDate: '2025-03-15',
  reportedStatus: 'PENDING',
  stale: false,
};
const upgrade: EventPayment = {
  ...monthly,
  id: 'pay_up',
  kind: 'upgrade',
  plan: 'MASTER',
  fromPlan: 'STARTER',
};

const decide = (over: Partial<EventInput> & { event: string }) =>
  decideEvent({ state: paid, eventAt: at, payment: monthly, subscription: null, now, ...over });

describe('decideEvent: monthly charges', () => {
  it('grants the billed plan until a month after the due date and ends the trial', () => {
    expect(decide({ state: trial, event: 'PAYMENT_CONFIRMED' })).toEqual({
      kind: 'apply',
      update: {
        plan: 'STARTER',
        status: 'active',
        animalLimit: 100,
        trialEndsAt: null,
        currentPeriodEnd: new Date('2025-04-15T03:00:00Z'),
        cancelAtPeriodEnd: false,
        lastEventAt: at,
      },
      notices: ['payment-confirmed'],
    });
  });

  it('uses the São Paulo day of the event when the payment has no due date', () => {
    const late = new Date('2025-03-16T01:00:00Z'); // 22:00 on the 15th in São Paulo
    const decision = decide({
      state: trial,
      event: 'PAYMENT_RECEIVED',
      eventAt: late,
      payment: { ...monthly, dueDate: null },
    });
    expect(decision.kind === 'apply' && decision.update.currentPeriodEnd).toEqual(
      new Date('2025-04-15T03:00:00Z'),
    );
  });

  it('never moves the period end backwards', () => {
    const state = { ...paid, currentPeriodEnd: new Date('2025-05-15T03:00:00Z') };
    const decision = decide({ state, event: 'PAYMENT_RECEIVED' });
    expect(decision.kind === 'apply' && decision.update.currentPeriodEnd).toEqual(
      new Date('2025-05-15T03:00:00Z'),
    );
  });

  it('does not reopen the account for a payment whose period is over', () => {
    const decision = decide({
      state: { ...paid, status: 'overdue' },
      event: 'PAYMENT_RECEIVED',
      payment: { ...monthly, dueDate: '2025-02-14' },
    });
    expect(decision).toEqual({ kind: 'ignored', reason: 'period-over' });
  });

  it('a payment grants the plan it was billed for and ends a downgrade that waited for it', () => {
    const decision = decide({
      state: { ...paid, plan: 'MASTER', pendingPlan: 'STARTER' },
      event: 'PAYMENT_CONFIRMED',
    });
    expect(decision.kind === 'apply' && decision.update).toMatchObject({
      plan: 'STARTER',
      pendingPlan: null,
    });
  });

  it('a payment of a subscription the provider inactivated pays the period, which still ends', () => {
    const decision = decide({
      state: { ...paid, subscriptionInactive: true, cancelAtPeriodEnd: true },
      event: 'PAYMENT_CONFIRMED',
    });
    expect(decision.kind === 'apply' && decision.update.cancelAtPeriodEnd).toBe(true);
  });

  it('an overdue charge makes a paid subscription overdue and sends the invoice', () => {
    expect(decide({ event: 'PAYMENT_OVERDUE' })).toEqual({
      kind: 'apply',
      update: { status: 'overdue', lastEventAt: at },
      notices: ['payment-overdue'],
    });
  });

  it('a deleted charge or a partial refund never cuts access', () => {
    for (const event of ['PAYMENT_DELETED', 'PAYMENT_PARTIALLY_REFUNDED']) {
      expect(decide({ event })).toEqual({ kind: 'ignored', reason: 'record-only' });
    }
  });

  it('a charge restored as overdue makes the account overdue; restored pending, nothing', () => {
    expect(
      decide({ event: 'PAYMENT_RESTORED', payment: { ...monthly, reportedStatus: 'OVERDUE' } }),
    ).toMatchObject({ kind: 'apply', update: { status: 'overdue' } });
    expect(decide({ event: 'PAYMENT_RESTORED' })).toEqual({
      kind: 'ignored',
      reason: 'record-only',
    });
  });

  it.each(['PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', 'PAYMENT_REPROVED_BY_RISK_ANALYSIS'])(
    '%s tells the customer at once and changes nothing else',
    (event) => {
      expect(decide({ state: trial, event })).toEqual({
        kind: 'apply',
        update: {},
        notices: ['payment-refused'],
      });
    },
  );

  it('leaves a never-paid trial alone on overdue events', () => {
    expect(decide({ state: trial, event: 'PAYMENT_OVERDUE' })).toEqual({
      kind: 'ignored',
      reason: 'trial',
    });
  });

  it('ignores an event older than the newest applied one, and unknown events', () => {
    const older = new Date('2025-03-15T12:59:59Z');
    expect(decide({ event: 'PAYMENT_OVERDUE', eventAt: older })).toEqual({ kind: 'stale' });
    expect(decide({ event: 'PAYMENT_BANK_SLIP_VIEWED' })).toEqual({
      kind: 'ignored',
      reason: 'unknown-event',
    });
  });

  it('ignores an event older than the newest one of its own payment', () => {
    expect(decide({ event: 'PAYMENT_OVERDUE', payment: { ...monthly, stale: true } })).toEqual({
      kind: 'stale',
    });
  });

  it('applies an event created in the same second as the newest one', () => {
    expect(decide({ event: 'PAYMENT_OVERDUE', eventAt: new Date(paid.lastEventAt!) }).kind).toBe(
      'apply',
    );
  });
});

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

describe('decideEvent: upgrades are granted when paid (decision 021)', () => {
  const waiting = { ...paid, upgradePaymentId: 'pay_up' };

  it('the paid charge grants the plan, keeps the period and asks the provider to bill it', () => {
    expect(decide({ state: waiting, event: 'PAYMENT_CONFIRMED', payment: upgrade })).toEqual({
      kind: 'apply',
      update: {
        plan: 'MASTER',
        animalLimit: 999999,
        pendingPlan: null,
        upgradePaymentId: null,
        providerSyncPlan: 'MASTER',
      },
      notices: ['payment-confirmed'],
    });
  });

  it('is ordered by its own payment, not by the subscription: a later overdue month does not hide it', () => {
    const later = {
      ...waiting,
      lastEventAt: new Date('2025-03-15T14:30:00Z'),
      status: 'overdue' as const,
    };
    const decision = decide({ state: later, event: 'PAYMENT_CONFIRMED', payment: upgrade });
    expect(decision.kind === 'apply' && decision.update.plan).toBe('MASTER');
    expect(decision.kind === 'apply' && 'status' in decision.update).toBe(false);
  });

  it.each(['PAYMENT_OVERDUE', 'PAYMENT_DELETED'])(
    '%s drops the upgrade: the plan paid for stays, and the customer is told',
    (event) => {
      expect(decide({ state: waiting, event, payment: upgrade })).toEqual({
        kind: 'apply',
        update: { upgradePaymentId: null },
        notices: ['upgrade-dropped'],
      });
    },
  );

  it('a refused card keeps the upgrade waiting and tells the customer to pay again', () => {
    expect(
      decide({ state: waiting, event: 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', payment: upgrade }),
    ).toEqual({ kind: 'apply', update: {}, notices: ['payment-refused'] });
  });

  it('a restored charge waits again; a paid one after it was dropped is still granted', () => {
    expect(decide({ event: 'PAYMENT_RESTORED', payment: upgrade })).toEqual({
      kind: 'apply',
      update: { upgradePaymentId: 'pay_up' },
      notices: [],
    });
    const late = decide({ event: 'PAYMENT_RECEIVED', payment: upgrade });
    expect(late.kind === 'apply' && late.update).toMatchObject({ plan: 'MASTER' });
  });

  it('a paid charge for a plan already held changes nothing but the wait', () => {
    const there = { ...waiting, plan: 'MASTER' as const };
    expect(decide({ state: there, event: 'PAYMENT_CONFIRMED', payment: upgrade })).toEqual({
      kind: 'apply',
      update: { upgradePaymentId: null },
      notices: [],
    });
  });
});

describe('decideEvent: subscription events', () => {
  const subscription = { status: 'INACTIVE', deleted: false, value: 49.9 };
  const subEvent = (event: string, state = paid, sub = subscription) =>
    decideEvent({ state, event, eventAt: at, payment: null, subscription: sub, now });

  it('an inactivated subscription keeps access to the end of the paid period, and can come back', () => {
    expect(subEvent('SUBSCRIPTION_INACTIVATED')).toEqual({
      kind: 'apply',
      update: {
        cancelAtPeriodEnd: true,
        currentPeriodEnd: paid.currentPeriodEnd,
        subscriptionInactive: true,
        lastEventAt: at,
      },
      notices: [],
    });
    const inactive = { ...paid, cancelAtPeriodEnd: true, subscriptionInactive: true };
    expect(
      subEvent('SUBSCRIPTION_UPDATED', inactive, { ...subscription, status: 'ACTIVE' }),
    ).toEqual({
      kind: 'apply',
      update: { subscriptionInactive: false, cancelAtPeriodEnd: false, lastEventAt: at },
      notices: [],
    });
  });

  it('a deleted subscription is detached; access lasts to the end of the paid period', () => {
    expect(subEvent('SUBSCRIPTION_DELETED')).toMatchObject({
      kind: 'apply',
      update: { cancelAtPeriodEnd: true, providerSubscriptionId: null },
    });
    const onTrial = subEvent('SUBSCRIPTION_DELETED', trial);
    expect(onTrial.kind === 'apply' && onTrial.update).toEqual({
      providerSubscriptionId: null,
      lastEventAt: at,
    });
  });

  it('an update of the value to a plan price records the plan billed', () => {
    const update = subEvent('SUBSCRIPTION_UPDATED', paid, {
      status: 'ACTIVE',
      deleted: false,
      value: 197.9,
    });
    expect(update.kind === 'apply' && update.update.providerPlan).toBe('MASTER');
    expect(subEvent('SUBSCRIPTION_CREATED')).toEqual({ kind: 'ignored', reason: 'unknown-event' });
  });
});

describe('planPricedAt', () => {
  it('matches a value to a plan price to the cent, or none', () => {
    expect(planPricedAt(49.9)).toBe('STARTER');
    expect(planPricedAt(97.9)).toBe('PRO');
    expect(planPricedAt(197.9)).toBe('MASTER');
    expect(planPricedAt(50)).toBeNull();
    expect(planPricedAt(null)).toBeNull();
  });
});
