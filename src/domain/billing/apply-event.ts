import { PLANS, type PlanId, type SubscriptionStatus } from '../plans';
import {
  isPaidEvent,
  isRefusedEvent,
  isReversalOrItsEnd,
  reversalOf,
  type ReversalKind,
} from './events';
import { periodEndFor } from './period';

/** What of a subscription a provider event may change (decisions 012, 021, 022). */
export interface BillingState {
  /** The plan granted: only ever one that was paid for (or the trial's, or an admin's). */
  plan: PlanId;
  status: SubscriptionStatus;
  /** Set while on the never-paid free trial. */
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  lastEventAt: Date | null;
  /** The plan the provider subscription bills for. */
  providerPlan: PlanId | null;
  /** A downgrade waiting for the next cycle. */
  pendingPlan: PlanId | null;
  cancelAtPeriodEnd: boolean;
  /** The provider inactivated the subscription (it may reactivate it). */
  subscriptionInactive: boolean;
  /** The prorated charge of an upgrade waiting to be paid. */
  upgradePaymentId: string | null;
  /**
   * A payment taken back (a chargeback, a refund, a cash receipt undone) whose access ended:
   * access is suspended while it is set (decision 054; the column keeps its first name).
   */
  chargebackPaymentId: string | null;
  /** Why, while `chargebackPaymentId` is set (events.ts `suspensionOf`). */
  suspension: ReversalKind | null;
}

/** The event's payment as the app knows it. */
export interface EventPayment {
  id: string;
  /** 'upgrade': the prorated difference of a plan change; 'subscription': a monthly charge. */
  kind: 'subscription' | 'upgrade';
  /** The plan it pays for. */
  plan: PlanId;
  /** For an upgrade: the plan it started from. */
  fromPlan: PlanId | null;
  /** 'YYYY-MM-DD' */
  dueDate: string | null;
  /** The status the payload reports (Asaas' own). */
  reportedStatus: string | null;
  /** An event newer than this one was already applied to this payment. */
  stale: boolean;
  /**
   * For an event that takes the payment back: the latest due date ('YYYY-MM-DD') of the
   * account's other monthly payments that are paid and not taken back, if any.
   */
  newestOtherPaidDue?: string | null;
}

/** The event's subscription, for subscription events. */
export interface EventSubscription {
  status: string | null;
  deleted: boolean;
  value: number | null;
}

export interface BillingUpdate {
  plan?: PlanId;
  status?: SubscriptionStatus;
  animalLimit?: number;
  trialEndsAt?: null;
  currentPeriodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  subscriptionInactive?: boolean;
  lastEventAt?: Date;
  providerPlan?: PlanId;
  pendingPlan?: PlanId | null;
  upgradePaymentId?: string | null;
  chargebackPaymentId?: string | null;
  /** Detaches a subscription the provider removed: its later events are recorded only. */
  providerSubscriptionId?: null;
  /** The plan the provider subscription must bill from now on (a job tells the provider). */
  providerSyncPlan?: PlanId;
}

/** What the customer is told, by e-mail, after the event. */
export type BillingNotice =
  | 'payment-confirmed'
  | 'payment-overdue'
  | 'payment-refused'
  | 'upgrade-dropped'
  | 'chargeback';

export type EventDecision =
  | { kind: 'stale' }
  | { kind: 'ignored'; reason: IgnoredReason }
  | { kind: 'apply'; update: BillingUpdate; notices: BillingNotice[] };

export type IgnoredReason = 'unknown-event' | 'record-only' | 'period-over' | 'trial' | 'suspended';

export interface EventInput {
  state: BillingState;
  event: string;
  /** The provider's date of the event, capped at the time it was received. */
  eventAt: Date;
  payment: EventPayment | null;
  subscription: EventSubscription | null;
  now: Date;
}

const ignored = (reason: IgnoredReason): EventDecision => ({ kind: 'ignored', reason });
const apply = (update: BillingUpdate, notices: BillingNotice[] = []): EventDecision => ({
  kind: 'apply',
  update,
  notices,
});
const isDearer = (a: PlanId, b: PlanId) => PLANS[a].price > PLANS[b].price;

/**
 * What a provider event does to a subscription (the table is in docs/decisions/022):
 * - a monthly payment made grants the plan it was billed for until one month after its due
 *   date (never moving the period end back; an old month settled late reopens nothing);
 * - an upgrade's charge grants its plan only when paid; overdue or deleted, the upgrade is
 *   dropped and the customer keeps the plan paid for (decision 021);
 * - a deleted charge never cuts access; a chargeback, a refund or an undone cash receipt takes
 *   back what its payment bought, whatever the subscription did since (decideReversal);
 * - an inactivated or deleted subscription keeps access to the end of the paid period, and an
 *   inactivated one can come back;
 * - overdue and cancellation events leave a never-paid free trial alone (it ends on its date);
 * - events are applied in the provider's order: an event older than the newest one applied is
 *   recorded only (upgrade charges are ordered by their own payment's events).
 */
export function decideEvent(input: EventInput): EventDecision {
  const { state, payment } = input;
  if (payment?.stale) return { kind: 'stale' };
  // Ordered by their own payment's events only: a newer event of the subscription (or of a
  // subscription that replaced it) must not hide that its money was taken back (decision 054).
  if (payment && isReversalOrItsEnd(input.event)) return decideReversal(input, payment);
  if (payment?.kind === 'upgrade') return decideUpgradeCharge(input, payment);
  if (state.lastEventAt && input.eventAt.getTime() < state.lastEventAt.getTime()) {
    return { kind: 'stale' };
  }
  if (payment) return decideMonthlyCharge(input, payment);
  if (input.subscription) return decideSubscriptionEvent(input, input.subscription);
  return ignored('unknown-event');
}

/** A charge of the monthly subscription. */
function decideMonthlyCharge(input: EventInput, payment: EventPayment): EventDecision {
  const { state, event, eventAt, now } = input;
  const onTrial = state.trialEndsAt !== null;
  const suspended = state.chargebackPaymentId !== null;
  // A dispute holds through other payments; a refund or an undone cash receipt is made good by
  // any payment that pays for now.
  const disputed = suspended && state.suspension === 'chargeback';
  const mark = { lastEventAt: eventAt };

  if (isPaidEvent(event)) {
    const periodEnd = periodEndFor(payment.dueDate ?? isoDayOf(eventAt));
    if (periodEnd.getTime() <= now.getTime()) return ignored('period-over');
    const keep = state.currentPeriodEnd && state.currentPeriodEnd.getTime() > periodEnd.getTime();
    return apply(
      {
        plan: payment.plan,
        status: disputed ? 'inactive' : 'active',
        ...(suspended && !disputed ? { chargebackPaymentId: null } : {}),
        animalLimit: PLANS[payment.plan].animalLimit,
        trialEndsAt: null,
        currentPeriodEnd: keep ? state.currentPeriodEnd! : periodEnd,
        // A payment of a new subscription ends an earlier cancellation; one of a subscription
        // the provider inactivated pays the period, and access still ends with it.
        cancelAtPeriodEnd: state.subscriptionInactive,
        ...(state.pendingPlan === payment.plan ? { pendingPlan: null } : {}),
        ...mark,
      },
      ['payment-confirmed'],
    );
  }
  if (isRefusedEvent(event)) return apply({}, ['payment-refused']);

  const lapse = (status: SubscriptionStatus, notices: BillingNotice[] = []) => {
    if (onTrial) return ignored('trial');
    if (suspended) return ignored('suspended');
    return apply({ status, ...mark }, notices);
  };
  switch (event) {
    case 'PAYMENT_OVERDUE':
      return lapse('overdue', ['payment-overdue']);
    case 'PAYMENT_RESTORED':
      return payment.reportedStatus === 'OVERDUE' ? lapse('overdue') : ignored('record-only');
    case 'PAYMENT_DELETED':
    case 'PAYMENT_PARTIALLY_REFUNDED':
      return ignored('record-only');
    default:
      return ignored('unknown-event');
  }
}

/** The prorated charge of an upgrade (decision 021). */
function decideUpgradeCharge(input: EventInput, payment: EventPayment): EventDecision {
  const { state, event } = input;
  const target = payment.plan;
  const waiting = state.upgradePaymentId === payment.id;

  if (isPaidEvent(event)) {
    if (!isDearer(target, state.plan)) {
      return waiting ? apply({ upgradePaymentId: null }) : ignored('record-only');
    }
    return apply(
      {
        plan: target,
        animalLimit: PLANS[target].animalLimit,
        pendingPlan: null,
        ...(waiting ? { upgradePaymentId: null } : {}),
        providerSyncPlan: target,
      },
      ['payment-confirmed'],
    );
  }
  if (isRefusedEvent(event))
    return waiting ? apply({}, ['payment-refused']) : ignored('record-only');

  switch (event) {
    case 'PAYMENT_OVERDUE':
    case 'PAYMENT_DELETED':
      return waiting
        ? apply({ upgradePaymentId: null }, ['upgrade-dropped'])
        : ignored('record-only');
    case 'PAYMENT_RESTORED':
      return state.upgradePaymentId === null && isDearer(target, state.plan)
        ? apply({ upgradePaymentId: payment.id })
        : ignored('record-only');
    case 'PAYMENT_PARTIALLY_REFUNDED':
      return ignored('record-only');
    default:
      return ignored('unknown-event');
  }
}

/**
 * A payment taken back — a chargeback, a refund, a cash receipt undone — or the end of that (a
 * dispute won, a refund denied), for the account whose payment it is, whether its subscription
 * is current, cancelled or replaced (decision 054). What the payment bought ends:
 * - a monthly payment bought access until a month after its due date. When that is over, or a
 *   monthly payment due as late or later (paid, not taken back) pays for now, it bought nothing
 *   the account still has: recorded only. Else access is suspended;
 * - an upgrade's charge bought its plan until the next monthly payment: while the account holds
 *   that plan and no monthly payment fell due after it, a refund or a cash receipt undone gives
 *   back the plan it started from, and a chargeback suspends access;
 * - a dispute suspends until it is won (or an administrator lifts it); a refund or a cash
 *   receipt undone until a payment pays for now; a denied refund lifts its own suspension.
 */
function decideReversal(input: EventInput, payment: EventPayment): EventDecision {
  const { state, now } = input;
  const kind = reversalOf(input.event);
  if (kind === null) return endSuspension(input, payment);
  // A free trial never paid was bought by nobody: it ends on its own date.
  if (state.trialEndsAt !== null) return ignored('trial');
  const due = payment.dueDate ?? isoDayOf(input.eventAt);
  const later = payment.newestOtherPaidDue ?? null;

  if (payment.kind === 'upgrade') {
    // A monthly payment due after the charge pays for the plan held since (decision 021).
    const holdsIt = state.plan === payment.plan && !(later !== null && later > due);
    if (!holdsIt) return ignored('record-only');
    if (kind === 'chargeback') return suspend(state, payment, kind);
    const from = payment.fromPlan;
    if (!from) return ignored('record-only');
    return apply({
      plan: from,
      animalLimit: PLANS[from].animalLimit,
      providerSyncPlan: state.pendingPlan ?? from,
    });
  }

  if (periodEndFor(due).getTime() <= now.getTime()) return ignored('record-only'); // used up
  if (later !== null && later >= due) return ignored('record-only'); // that one pays for now
  return suspend(state, payment, kind);
}

/** Access suspended because `payment` was taken back (read-only, decision 054). */
function suspend(state: BillingState, payment: EventPayment, kind: ReversalKind): EventDecision {
  const held = state.chargebackPaymentId;
  const notices: BillingNotice[] = kind === 'chargeback' ? ['chargeback'] : [];
  if (held === null) return apply({ status: 'inactive', chargebackPaymentId: payment.id }, notices);
  if (held === payment.id && (kind !== 'chargeback' || state.suspension === 'chargeback')) {
    return ignored('record-only'); // told already
  }
  // A dispute holds over any other reason: a later refund does not replace it.
  if (kind !== 'chargeback') return ignored('suspended');
  return apply(
    {
      status: 'inactive',
      chargebackPaymentId: state.suspension === 'chargeback' ? held : payment.id,
    },
    notices,
  );
}

/** The dispute of `payment` was won, or its refund denied: access returns if its period runs. */
function endSuspension(input: EventInput, payment: EventPayment): EventDecision {
  const { state, now } = input;
  if (state.chargebackPaymentId !== payment.id) return ignored('record-only');
  const running =
    state.trialEndsAt !== null ||
    (state.currentPeriodEnd !== null && state.currentPeriodEnd.getTime() > now.getTime());
  return apply({ chargebackPaymentId: null, status: running ? 'active' : 'inactive' });
}

/** SUBSCRIPTION_* events of the current provider subscription. */
function decideSubscriptionEvent(
  input: EventInput,
  subscription: EventSubscription,
): EventDecision {
  const { state, event, eventAt, now } = input;
  const onTrial = state.trialEndsAt !== null;
  const mark = { lastEventAt: eventAt };
  const endAtPeriodEnd: BillingUpdate = onTrial
    ? {}
    : { cancelAtPeriodEnd: true, currentPeriodEnd: state.currentPeriodEnd ?? now };

  switch (event) {
    case 'SUBSCRIPTION_DELETED':
      // Removed for good: no more charges; access lasts to the end of what was paid.
      return apply({ ...endAtPeriodEnd, providerSubscriptionId: null, ...mark });
    case 'SUBSCRIPTION_INACTIVATED':
      return state.subscriptionInactive
        ? ignored('record-only')
        : apply({ ...endAtPeriodEnd, subscriptionInactive: true, ...mark });
    case 'SUBSCRIPTION_UPDATED': {
      const update: BillingUpdate = {};
      const billed = planPricedAt(subscription.value);
      if (billed && billed !== state.providerPlan) update.providerPlan = billed;
      const active = subscription.status === 'ACTIVE' && !subscription.deleted;
      if (active && state.subscriptionInactive) {
        Object.assign(update, { subscriptionInactive: false, cancelAtPeriodEnd: false });
      } else if (subscription.status === 'INACTIVE' && !state.subscriptionInactive) {
        Object.assign(update, endAtPeriodEnd, { subscriptionInactive: true });
      }
      return Object.keys(update).length > 0
        ? apply({ ...update, ...mark })
        : ignored('record-only');
    }
    default:
      return ignored('unknown-event');
  }
}

/** The plan whose monthly price is exactly `value`, if any. */
export function planPricedAt(value: number | null): PlanId | null {
  if (value === null) return null;
  const match = Object.values(PLANS).find((p) => Math.abs(p.price - value) < 0.005);
  return match?.id ?? null;
}

/** The São Paulo calendar day of an instant (UTC-3). */
function isoDayOf(at: Date): string {
  return new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
