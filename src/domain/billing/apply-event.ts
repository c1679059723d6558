import type { PlanId, SubscriptionStatus } from '../plans';
import { subscriptionChangeFor } from './events';
import { periodEndFor } from './period';

/** What of a subscription a provider event may change (decision 012). */
export interface BillingState {
  plan: PlanId;
  status: SubscriptionStatus;
  /** Set while on the never-paid free trial. */
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  lastEventAt: Date | null;
  /** The plan the provider subscription bills for. */
  providerPlan: PlanId | null;
}

export interface BillingUpdate {
  plan?: PlanId;
  status: SubscriptionStatus;
  animalLimit?: number;
  trialEndsAt?: null;
  currentPeriodEnd?: Date;
  /** A payment of a new subscription ends an earlier cancellation. */
  cancelAtPeriodEnd?: false;
  lastEventAt: Date;
}

export type EventDecision =
  | { kind: 'stale' }
  | { kind: 'ignored'; reason: 'unknown-event' | 'period-over' | 'trial' }
  | { kind: 'apply'; update: BillingUpdate };

/**
 * What an event does to a subscription:
 * - an event created before the newest one applied is stale (an older event never undoes a newer
 *   state);
 * - a payment grants the billed plan until one month after its due date, unless that period is
 *   already over (a late settlement of an old month does not reopen the account); the period end
 *   only moves forward;
 * - overdue and cancellation events do not touch a free trial that was never paid (it ends on its
 *   own), so an abandoned checkout cannot cut a trial short;
 * - a one-off payment (an upgrade's prorated difference) grants the plan but leaves the paid
 *   period where it is;
 * - events the product does not act on are ignored.
 */
export function decideEvent(input: {
  state: BillingState;
  event: string;
  eventAt: Date;
  /** The due date of the event's payment, 'YYYY-MM-DD', when it has one. */
  dueDate: string | null;
  /** The payment belongs to no subscription (a one-off charge). */
  oneOff?: boolean;
  now: Date;
}): EventDecision {
  const { state, event, eventAt, dueDate, now, oneOff = false } = input;
  if (state.lastEventAt && eventAt.getTime() < state.lastEventAt.getTime())
    return { kind: 'stale' };

  const plan = state.providerPlan ?? state.plan;
  const change = subscriptionChangeFor(event, plan);
  if (!change) return { kind: 'ignored', reason: 'unknown-event' };

  if (change.animalLimit !== undefined && oneOff && state.currentPeriodEnd) {
    return {
      kind: 'apply',
      update: {
        plan,
        status: change.status,
        animalLimit: change.animalLimit,
        lastEventAt: eventAt,
      },
    };
  }
  if (change.animalLimit !== undefined) {
    const periodEnd = periodEndFor(dueDate ?? isoDayOf(eventAt));
    if (periodEnd.getTime() <= now.getTime()) return { kind: 'ignored', reason: 'period-over' };
    const keep = state.currentPeriodEnd && state.currentPeriodEnd.getTime() > periodEnd.getTime();
    return {
      kind: 'apply',
      update: {
        plan,
        status: change.status,
        animalLimit: change.animalLimit,
        trialEndsAt: null,
        currentPeriodEnd: keep ? state.currentPeriodEnd! : periodEnd,
        cancelAtPeriodEnd: false,
        lastEventAt: eventAt,
      },
    };
  }

  if (state.trialEndsAt !== null) return { kind: 'ignored', reason: 'trial' };
  return { kind: 'apply', update: { status: change.status, lastEventAt: eventAt } };
}

/** The São Paulo calendar day of an instant (UTC-3). */
function isoDayOf(at: Date): string {
  return new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
