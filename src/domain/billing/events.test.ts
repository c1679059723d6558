import { describe, expect, it } from 'vitest';
import { subscriptionChangeFor } from './events';

describe('subscriptionChangeFor', () => {
  it.each([
    ['PAYMENT_CONFIRMED', 'STARTER', { status: 'active', animalLimit: 100 }],
    ['PAYMENT_RECEIVED', 'PRO', { status: 'active', animalLimit: 999999 }],
    ['PAYMENT_CONFIRMED', 'MASTER', { status: 'active', animalLimit: 999999 }],
    ['PAYMENT_OVERDUE', 'PRO', { status: 'overdue' }],
    ['PAYMENT_REFUNDED', 'PRO', { status: 'inactive' }],
    ['PAYMENT_DELETED', 'PRO', { status: 'inactive' }],
    ['SUBSCRIPTION_DELETED', 'PRO', { status: 'inactive' }],
    ['SUBSCRIPTION_INACTIVATED', 'STARTER', { status: 'inactive' }],
  ] as const)('%s on %s', (event, plan, change) => {
    expect(subscriptionChangeFor(event, plan)).toEqual(change);
  });

  it.each(['PAYMENT_CREATED', 'PAYMENT_UPDATED', 'SOMETHING_NEW', ''])('ignores %s', (event) => {
    expect(subscriptionChangeFor(event, 'PRO')).toBeNull();
  });
});
