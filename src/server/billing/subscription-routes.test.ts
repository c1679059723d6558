import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangePlanResponse, SubscriptionView } from '../../domain/billing/subscription';
import { applyStoredEvent, receiveEvent } from './store/inbox';
import { syncProviderPlan } from './store/provider-sync';
import { payments, userSubscriptions } from '../db/schema';
import { PaymentProviderError, type PaymentProvider } from './provider/provider';
import { createTestApp } from '../test/test-app';

/** 'Minha assinatura' against a recording provider (issue 8, point 6; decision 013). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
const EMAIL = 'assinante@fazenda.com';
const calls: string[] = [];
let failNext = false;

const provider: PaymentProvider = {
  name: 'sandbox',
  startSubscription: () => Promise.reject(new Error('not used')),
  cancelSubscription: async (id) => {
    if (failNext) throw new PaymentProviderError('O serviço de pagamento não respondeu.', 502);
    calls.push(`cancel ${id}`);
  },
  changeSubscriptionValue: async (id, value) => {
    if (failNext) throw new PaymentProviderError('O serviço de pagamento não respondeu.', 502);
    calls.push(`value ${id} ${value}`);
  },
  deletePayment: async (id) => {
    if (failNext) throw new PaymentProviderError('O serviço de pagamento não respondeu.', 502);
    calls.push(`delete ${id}`);
  },
  chargeOnce: async (input) => {
    calls.push(`charge ${input.customerId} ${input.value} ${input.billingType}`);
    return {
      id: `pay_${calls.length}`,
      status: 'PENDING',
      value: input.value,
      dueDate: input.dueDate,
      invoiceUrl: `https://pagamento.example/${calls.length}`,
      billingType: input.billingType,
    };
  },
};

beforeAll(async () => {
  // The app with a recording provider ('Minha assinatura' and its routes, as served).
  t = await createTestApp({}, { payments: provider });
  cookie = await t.createUser({ name: 'Ana Assinante', email: EMAIL });
});
afterAll(() => t.close());
beforeEach(() => {
  calls.length = 0;
  failNext = false;
});

const get = async () =>
  (await (
    await t.request('/api/subscription', { headers: { cookie } })
  ).json()) as SubscriptionView;
const post = (path: string, body?: unknown) =>
  t.request(`/api/subscription${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

/** A provider event about `paymentId`, stored and applied as the webhook's job would. */
async function providerEvent(event: string, paymentId: string, dateCreated: string) {
  const stored = await receiveEvent(
    t.db,
    JSON.stringify({
      id: `evt_${event}_${paymentId}_${dateCreated}`,
      event,
      dateCreated,
      payment: { object: 'payment', id: paymentId, externalReference: await t.userId(EMAIL) },
    }),
    t.clock.now,
  );
  return applyStoredEvent(t.db, stored.id, t.clock.now);
}

const row = async () =>
  (
    await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, await t.userId(EMAIL)))
  )[0]!;

/** A paid Starter whose period runs 1 March to 1 April 2026. */
async function payStarter() {
  await t.setSubscription(EMAIL, {
    plan: 'STARTER',
    status: 'active',
    animalLimit: 100,
    trialEndsAt: null,
    providerCustomerId: 'cus_1',
    providerSubscriptionId: 'sub_1',
    providerPlan: 'STARTER',
    pendingPlan: null,
    upgradePaymentId: null,
    providerSyncPlan: null,
    currentPeriodEnd: new Date('2026-04-01T03:00:00Z'),
    cancelAtPeriodEnd: false,
    lastEventAt: null,
  });
  await t.db.delete(payments);
  await t.db.insert(payments).values({
    id: 'pay_first',
    userId: await t.userId(EMAIL),
    providerSubscriptionId: 'sub_1',
    plan: 'STARTER',
    billingType: 'PIX',
    value: '49.90',
    status: 'RECEIVED',
    dueDate: '2026-03-01',
    invoiceUrl: 'https://pagamento.example/first',
    paidAt: new Date('2026-03-01T12:00:00Z'),
  });
}

describe('Minha assinatura', () => {
  it('on the trial: shows the days left, and there is nothing to change or cancel yet', async () => {
    t.clock.now = new Date('2026-03-01T12:00:00Z');
    await t.setSubscription(EMAIL, { trialEndsAt: new Date('2026-03-08T12:00:00Z') });
    const view = await get();
    expect(view).toMatchObject({ plan: 'PRO', status: 'active', paid: false, trialDaysLeft: 7 });
    expect(view.payments).toEqual([]);
    for (const path of ['/plan', '/cancel']) {
      const res = await post(path, { plan: 'MASTER' });
      expect(res.status).toBe(409);
      expect((await res.json()).error.code).toBe('NOT_SUBSCRIBED');
    }
    expect(calls).toEqual([]);
  });

  it('an upgrade is granted only when its prorated charge is paid (decision 021)', async () => {
    await payStarter();
    t.clock.now = new Date('2026-03-17T15:00:00Z'); // 15 of 31 days left
    const res = await post('/plan', { plan: 'PRO' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChangePlanResponse;
    expect(body).toMatchObject({ change: 'upgrade-pending', charge: 23.23 }); // 48,00 × 15/31
    expect(body.invoiceUrl).toMatch(/^https:\/\/pagamento\.example\//);
    // Only the charge: the subscription keeps billing what was paid for.
    expect(calls).toEqual(['charge cus_1 23.23 PIX']);
    expect(body.subscription).toMatchObject({
      plan: 'STARTER',
      pendingPlan: null,
      pendingUpgrade: { plan: 'PRO', value: 23.23, status: 'PENDING' },
    });
    expect(body.subscription.payments.map((p) => [p.kind, p.value])).toEqual([
      ['upgrade', 23.23],
      ['subscription', 49.9],
    ]);
    expect(await row()).toMatchObject({
      plan: 'STARTER',
      animalLimit: 100,
      providerPlan: 'STARTER',
    });

    // Asking again for the same plan answers the same charge; another plan must wait.
    const again = (await (await post('/plan', { plan: 'PRO' })).json()) as ChangePlanResponse;
    expect(again).toMatchObject({ change: 'upgrade-pending', charge: 23.23 });
    const other = await post('/plan', { plan: 'MASTER' });
    expect(other.status).toBe(409);
    expect((await other.json()).error.message).toBe(
      'Você já tem uma mudança de plano aguardando pagamento. Pague ou desista dela antes de escolher outro plano.',
    );
    expect(calls).toEqual(['charge cus_1 23.23 PIX']);

    // Paid: the plan is granted, the period stays, and the provider is told the new price.
    const paymentId = body.subscription.pendingUpgrade!.paymentId;
    const applied = await providerEvent('PAYMENT_CONFIRMED', paymentId, '2026-03-17 12:05:00');
    expect(applied).toMatchObject({ outcome: 'applied', syncProvider: true });
    expect(await row()).toMatchObject({
      plan: 'PRO',
      animalLimit: 999999,
      upgradePaymentId: null,
      providerSyncPlan: 'PRO',
      currentPeriodEnd: new Date('2026-04-01T03:00:00Z'),
    });
    await syncProviderPlan(t.db, provider, await t.userId(EMAIL), t.clock.now);
    expect(calls.at(-1)).toBe('value sub_1 97.9');
    expect(await row()).toMatchObject({ providerPlan: 'PRO', providerSyncPlan: null });
    expect((await get()).pendingUpgrade).toBeNull();
  });

  it('an upgrade whose charge falls overdue is dropped: the plan paid for stays', async () => {
    await payStarter();
    t.clock.now = new Date('2026-03-17T15:00:00Z');
    const body = (await (await post('/plan', { plan: 'MASTER' })).json()) as ChangePlanResponse;
    const paymentId = body.subscription.pendingUpgrade!.paymentId;
    t.clock.now = new Date('2026-03-18T13:00:00Z');
    await providerEvent('PAYMENT_OVERDUE', paymentId, '2026-03-18 09:00:00');
    const view = await get();
    expect(view).toMatchObject({
      plan: 'STARTER',
      pendingUpgrade: null,
      droppedUpgrade: { plan: 'MASTER', status: 'OVERDUE' },
    });
    expect(await row()).toMatchObject({ plan: 'STARTER', upgradePaymentId: null });
    expect(calls).toEqual([`charge cus_1 ${body.charge} PIX`]);
  });

  it('giving up an upgrade removes its charge at the provider', async () => {
    await payStarter();
    t.clock.now = new Date('2026-03-17T15:00:00Z');
    const body = (await (await post('/plan', { plan: 'PRO' })).json()) as ChangePlanResponse;
    const paymentId = body.subscription.pendingUpgrade!.paymentId;
    failNext = true;
    expect((await post('/upgrade/cancel')).status).toBe(502);
    expect((await get()).pendingUpgrade).not.toBeNull();
    failNext = false;
    const res = await post('/upgrade/cancel');
    expect(res.status).toBe(200);
    expect(((await res.json()) as SubscriptionView).pendingUpgrade).toBeNull();
    expect(calls.at(-1)).toBe(`delete ${paymentId}`);
    const [charge] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(charge?.status).toBe('DELETED');
    expect((await post('/upgrade/cancel')).status).toBe(409);
    // A late confirmation of the removed charge is recorded; nothing is granted from it.
    expect((await get()).plan).toBe('STARTER');
  });

  it('a difference under R$ 5,00 is not charged: the plan starts with the next cycle, when paid', async () => {
    await payStarter();
    t.clock.now = new Date('2026-03-31T12:00:00Z'); // 1 day left: 48,00 × 1/31 = 1,55
    const body = (await (await post('/plan', { plan: 'PRO' })).json()) as ChangePlanResponse;
    expect(body).toMatchObject({ change: 'next-cycle', charge: 0, invoiceUrl: null });
    expect(calls).toEqual(['value sub_1 97.9']);
    expect(body.subscription).toMatchObject({ plan: 'STARTER', pendingPlan: 'PRO' });
  });

  it('a downgrade waits for the next cycle', async () => {
    await payStarter();
    await t.setSubscription(EMAIL, { plan: 'MASTER', providerPlan: 'MASTER', animalLimit: 999999 });
    const body = (await (await post('/plan', { plan: 'STARTER' })).json()) as ChangePlanResponse;
    expect(body).toMatchObject({ change: 'next-cycle', charge: 0 });
    expect(calls).toEqual(['value sub_1 49.9']);
    expect(body.subscription).toMatchObject({ plan: 'MASTER', pendingPlan: 'STARTER' });
    // Back to the plan held: the downgrade is off.
    const back = (await (await post('/plan', { plan: 'MASTER' })).json()) as ChangePlanResponse;
    expect(back.subscription).toMatchObject({ plan: 'MASTER', pendingPlan: null });
    expect(calls).toEqual(['value sub_1 49.9', 'value sub_1 197.9']);
  });

  it('an upgrade needs the subscription paid up', async () => {
    await payStarter();
    await t.setSubscription(EMAIL, { status: 'overdue' });
    const res = await post('/plan', { plan: 'MASTER' });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('NOT_ACTIVE');
    expect(calls).toEqual([]);
  });

  it('refuses an unknown plan, and a provider failure changes nothing', async () => {
    await payStarter();
    expect((await post('/plan', { plan: 'GOLD' })).status).toBe(400);
    failNext = true;
    const res = await post('/plan', { plan: 'PRO' });
    expect(res.status).toBe(502);
    expect((await res.json()).error.code).toBe('PAYMENT_PROVIDER');
    expect((await get()).plan).toBe('STARTER');
  });

  it('cancelling stops the charges, keeps access until the period ends, and says so by e-mail', async () => {
    await payStarter();
    t.clock.now = new Date('2026-03-20T12:00:00Z');
    const res = await post('/cancel');
    expect(res.status).toBe(200);
    expect(calls).toEqual(['cancel sub_1']);
    expect((await res.json()) as SubscriptionView).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-04-01T03:00:00.000Z',
    });
    expect(t.mails.at(-1)).toMatchObject({
      to: EMAIL,
      subject: 'Sua assinatura do Arroba Certa foi cancelada',
    });
    expect(t.mails.at(-1)!.text).toContain('até 01/04/2026');

    expect((await post('/cancel')).status).toBe(200); // once is enough
    expect(calls).toEqual(['cancel sub_1']);
    const changed = await post('/plan', { plan: 'PRO' });
    expect(changed.status).toBe(409);

    // Asaas then reports the deletion: recorded only, access lasts until the period ends.
    const stored = await receiveEvent(
      t.db,
      JSON.stringify({
        id: 'evt_deleted_1',
        event: 'SUBSCRIPTION_DELETED',
        dateCreated: '2026-03-20 09:00:01',
        subscription: { id: 'sub_1', externalReference: await t.userId(EMAIL) },
      }),
      t.clock.now,
    );
    expect((await applyStoredEvent(t.db, stored.id, t.clock.now))?.outcome).toBe(
      'other-subscription',
    );
    expect((await get()).status).toBe('active');

    t.clock.now = new Date('2026-04-01T03:00:00Z');
    expect((await get()).status).toBe('inactive');
  });

  it('cancelling removes an upgrade still waiting for its charge', async () => {
    await payStarter();
    t.clock.now = new Date('2026-03-17T15:00:00Z');
    const body = (await (await post('/plan', { plan: 'PRO' })).json()) as ChangePlanResponse;
    const paymentId = body.subscription.pendingUpgrade!.paymentId;
    expect((await post('/cancel')).status).toBe(200);
    expect(calls.slice(1)).toEqual(['cancel sub_1', `delete ${paymentId}`]);
    expect(await get()).toMatchObject({ plan: 'STARTER', pendingUpgrade: null });
  });

  it('needs a session', async () => {
    const res = await t.request('/api/subscription');
    expect(res.status).toBe(401);
  });
});
