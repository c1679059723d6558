import { PLANS, type PlanId, type SubscriptionStatus } from '../plans';

/** The Asaas webhook events the product acts on (decisions.md "Subscriptions and payments"). */
export const ACTIVATING_EVENTS = ['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'] as const;
export const OVERDUE_EVENTS = ['PAYMENT_OVERDUE'] as const;
export const DEACTIVATING_EVENTS = [
  'PAYMENT_REFUNDED',
  'PAYMENT_DELETED',
  'SUBSCRIPTION_DELETED',
  'SUBSCRIPTION_INACTIVATED',
] as const;

export interface SubscriptionChange {
  status: SubscriptionStatus;
  /** Set when the event grants the plan: its animal limit, and the trial ends. */
  animalLimit?: number;
}

/**
 * What an event does to the subscription of `plan`, or null for an event the product ignores.
 * @example
 * subscriptionChangeFor('PAYMENT_CONFIRMED', 'STARTER') //=> { status: 'active', animalLimit: 100 }
 * subscriptionChangeFor('PAYMENT_OVERDUE', 'PRO') //=> { status: 'overdue' }
 * subscriptionChangeFor('PAYMENT_CREATED', 'PRO') //=> null
 */
export function subscriptionChangeFor(event: string, plan: PlanId): SubscriptionChange | null {
  if ((ACTIVATING_EVENTS as readonly string[]).includes(event)) {
    return { status: 'active', animalLimit: PLANS[plan].animalLimit };
  }
  if ((OVERDUE_EVENTS as readonly string[]).includes(event)) return { status: 'overdue' };
  if ((DEACTIVATING_EVENTS as readonly string[]).includes(event)) return { status: 'inactive' };
  return null;
}
