import { decideEvent, type BillingState, type EventInput, type EventPayment } from './apply-event';

/* The billing states, payments and the call the decideEvent tests start from. */

export const now = new Date('2025-03-15T15:00:00Z');
export const at = new Date('2025-03-15T14:00:00Z');
export const paid: BillingState = {
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
export const trial: BillingState = {
  ...paid,
  plan: 'PRO',
  trialEndsAt: new Date('2025-03-20T12:00:00Z'),
  currentPeriodEnd: null,
  lastEventAt: null,
};
export const monthly: EventPayment = {
  id: 'pay_1',
  kind: 'subscription',
  plan: 'STARTER',
  fromPlan: null,
  dueDate: '2025-03-15',
  reportedStatus: 'PENDING',
  stale: false,
};
export const upgrade: EventPayment = {
  ...monthly,
  id: 'pay_up',
  kind: 'upgrade',
  plan: 'MASTER',
  fromPlan: 'STARTER',
};

export const decide = (over: Partial<EventInput> & { event: string }) =>
  decideEvent({ state: paid, eventAt: at, payment: monthly, subscription: null, now, ...over });
