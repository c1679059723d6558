import { describe, expect, it } from 'vitest';
import { decideEvent, planPricedAt } from './apply-event';
import { at, decide, monthly, now, paid, trial, upgrade } from './apply-event.fixture';

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
