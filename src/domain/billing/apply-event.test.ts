import { describe, expect, it } from 'vitest';
import { decideEvent, type BillingState } from './apply-event';

const now = new Date('2025-03-15T15:00:00Z');
const paid: BillingState = {
  plan: 'STARTER',
  status: 'active',
  trialEndsAt: null,
  currentPeriodEnd: new Date('2025-04-15T03:00:00Z'),
  lastEventAt: new Date('2025-03-15T13:00:00Z'),
  providerPlan: 'STARTER',
};
const trial: BillingState = {
  plan: 'PRO',
  status: 'active',
  trialEndsAt: new Date('2025-03-20T12:00:00Z'),
  currentPeriodEnd: null,
  lastEventAt: null,
  providerPlan: 'STARTER',
};
const at = new Date('2025-03-15T14:00:00Z');

describe('decideEvent', () => {
  it('grants the billed plan until a month after the due date and ends the trial', () => {
    const decision = decideEvent({
      state: trial,
      event: 'PAYMENT_CONFIRMED',
      eventAt: at,
      dueDate: '2025-03-15',
      now,
    });
    expect(decision).toEqual({
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
    });
  });

  it('uses the São Paulo day of the event when the payment has no due date', () => {
    const late = new Date('2025-03-16T01:00:00Z'); // 22:00 on the 15th in São Paulo
    const decision = decideEvent({
      state: trial,
      event: 'PAYMENT_RECEIVED',
      eventAt: late,
      dueDate: null,
      now,
    });
    expect(decision.kind === 'apply' && decision.update.currentPeriodEnd).toEqual(
      new Date('2025-04-15T03:00:00Z'),
    );
  });

  it('never moves the period end backwards', () => {
    const state = { ...paid, currentPeriodEnd: new Date('2025-05-15T03:00:00Z') };
    const decision = decideEvent({
      state,
      event: 'PAYMENT_RECEIVED',
      eventAt: at,
      dueDate: '2025-03-15',
      now,
    });
    expect(decision.kind === 'apply' && decision.update.currentPeriodEnd).toEqual(
      new Date('2025-05-15T03:00:00Z'),
    );
  });

  it('does not reopen the account for a payment whose period is over', () => {
    const decision = decideEvent({
      state: { ...paid, status: 'overdue' },
      event: 'PAYMENT_RECEIVED',
      eventAt: at,
      dueDate: '2025-02-14',
      now,
    });
    expect(decision).toEqual({ kind: 'ignored', reason: 'period-over' });
  });

  it.each([
    ['PAYMENT_OVERDUE', 'overdue'],
    ['PAYMENT_REFUNDED', 'inactive'],
    ['PAYMENT_DELETED', 'inactive'],
    ['SUBSCRIPTION_DELETED', 'inactive'],
    ['SUBSCRIPTION_INACTIVATED', 'inactive'],
  ] as const)('%s makes a paid subscription %s', (event, status) => {
    expect(decideEvent({ state: paid, event, eventAt: at, dueDate: '2025-03-15', now })).toEqual({
      kind: 'apply',
      update: { status, lastEventAt: at },
    });
  });

  it('leaves a never-paid trial alone on overdue and cancellation events', () => {
    for (const event of ['PAYMENT_OVERDUE', 'PAYMENT_DELETED', 'SUBSCRIPTION_DELETED']) {
      expect(decideEvent({ state: trial, event, eventAt: at, dueDate: null, now })).toEqual({
        kind: 'ignored',
        reason: 'trial',
      });
    }
  });

  it('ignores an event older than the newest applied one, and unknown events', () => {
    const older = new Date('2025-03-15T12:59:59Z');
    expect(
      decideEvent({ state: paid, event: 'PAYMENT_REFUNDED', eventAt: older, dueDate: null, now }),
    ).toEqual({ kind: 'stale' });
    expect(
      decideEvent({ state: paid, event: 'PAYMENT_CREATED', eventAt: at, dueDate: null, now }),
    ).toEqual({ kind: 'ignored', reason: 'unknown-event' });
  });

  it('applies an event created in the same second as the newest one', () => {
    const same = new Date(paid.lastEventAt!);
    expect(
      decideEvent({ state: paid, event: 'PAYMENT_OVERDUE', eventAt: same, dueDate: null, now })
        .kind,
    ).toBe('apply');
  });
});

describe('decideEvent: plan changes and cancellation (decision 013)', () => {
  const paid = {
    plan: 'PRO' as const,
    status: 'active' as const,
    trialEndsAt: null,
    currentPeriodEnd: new Date('2026-04-01T03:00:00Z'),
    lastEventAt: new Date('2026-03-01T12:00:00Z'),
    providerPlan: 'PRO' as const,
  };

  it('a one-off charge (an upgrade) grants the plan but keeps the paid period', () => {
    const decision = decideEvent({
      state: paid,
      event: 'PAYMENT_CONFIRMED',
      eventAt: new Date('2026-03-17T12:00:00Z'),
      dueDate: '2026-03-17',
      oneOff: true,
      now: new Date('2026-03-17T12:00:00Z'),
    });
    expect(decision).toEqual({
      kind: 'apply',
      update: {
        plan: 'PRO',
        status: 'active',
        animalLimit: 999999,
        lastEventAt: new Date('2026-03-17T12:00:00Z'),
      },
    });
  });

  it('a subscription payment ends an earlier cancellation', () => {
    const decision = decideEvent({
      state: paid,
      event: 'PAYMENT_CONFIRMED',
      eventAt: new Date('2026-04-01T12:00:00Z'),
      dueDate: '2026-04-01',
      now: new Date('2026-04-01T12:00:00Z'),
    });
    expect(decision.kind === 'apply' && decision.update.cancelAtPeriodEnd).toBe(false);
  });
});
