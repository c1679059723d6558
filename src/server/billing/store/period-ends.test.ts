import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userSubscriptions } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { endCancelledPeriods } from './period-ends';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (email: string) =>
  (
    await t.db
      .select({ status: userSubscriptions.status })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, await t.userId(email)))
  )[0]!.status;

it('ends cancelled subscriptions whose paid period is over, once, and nothing else', async () => {
  const end = new Date('2026-04-01T03:00:00Z');
  await t.createUser({ email: 'cancelou@fazenda.com' });
  await t.setSubscription('cancelou@fazenda.com', {
    trialEndsAt: null,
    cancelAtPeriodEnd: true,
    currentPeriodEnd: end,
  });
  await t.createUser({ email: 'pagando@fazenda.com' });
  await t.setSubscription('pagando@fazenda.com', { trialEndsAt: null, currentPeriodEnd: end });

  expect(await endCancelledPeriods(t.db, new Date(end.getTime() - 1000))).toBe(0);
  expect(await status('cancelou@fazenda.com')).toBe('active');
  expect(await endCancelledPeriods(t.db, end)).toBe(1);
  expect(await status('cancelou@fazenda.com')).toBe('inactive');
  expect(await status('pagando@fazenda.com')).toBe('active');
  expect(await endCancelledPeriods(t.db, end)).toBe(0);
});
