import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangePlanResponse, SubscriptionView } from '../../domain/billing/subscription';
import { processPaymentEvent } from '../billing/process-event';
import { payments, userSubscriptions } from '../db/schema';
import { handleError } from '../errors';
import type { MailMessage } from '../mail/mailer';
import { createOriginPolicy } from '../origin';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider';
import { createTestApp } from '../test/test-app';
import { subscriptionRoutes } from './subscription';

/** 'Minha assinatura' against a recording provider (issue 8, point 6; decision 013). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
const EMAIL = 'assinante@fazenda.com';
const calls: string[] = [];
const mails: MailMessage[] = [];
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

let app: Hono;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ name: 'Ana Assinante', email: EMAIL });
  app = new Hono();
  app.onError(handleError);
  app.route(
    '/api/subscription',
    subscriptionRoutes({
      auth: t.auth,
      db: t.db,
      now: () => t.clock.now,
      provider,
      mailer: { send: async (m) => void mails.push(m) },
      origins: createOriginPolicy({ env: t.env }),
    }),
  );
});
afterAll(() => t.close());
beforeEach(() => {
  calls.length = 0;
  failNext = false;
});

const get = async () =>
  (await (
    await app.request('/api/subscription', { headers: { cookie } })
  ).json()) as SubscriptionView;
const post = (path: string, body?: unknown) =>
  app.request(`/api/subscription${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

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
    currentPeriodEnd: new Date('2026-04-01T03:00:00Z'),
    cancelAtPeriodEnd: false,
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
    t.clock.now = new Date();
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

  it('an upgrade takes effect at once and charges the prorated difference', async () => {
    await payStarter();
    t.clock.now = new Date('2026-03-17T15:00:00Z'); // 15 of 31 days left
    const res = await post('/plan', { plan: 'PRO' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChangePlanResponse;
    expect(body.charge).toBe(23.23); // 48,00 × 15/31
    expect(body.invoiceUrl).toMatch(/^https:\/\/pagamento\.example\//);
    expect(calls).toEqual(['value sub_1 97.9', 'charge cus_1 23.23 PIX']);
    expect(body.subscription).toMatchObject({ plan: 'PRO', pendingPlan: null });
    expect(body.subscription.payments.map((p) => p.value)).toEqual([23.23, 49.9]);
    const [row] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, await t.userId(EMAIL)));
    expect(row).toMatchObject({ plan: 'PRO', animalLimit: 999999, providerPlan: 'PRO' });
  });

  it('a downgrade waits for the next cycle', async () => {
    await payStarter();
    await t.setSubscription(EMAIL, { plan: 'MASTER', providerPlan: 'MASTER', animalLimit: 999999 });
    const body = (await (await post('/plan', { plan: 'STARTER' })).json()) as ChangePlanResponse;
    expect(body.charge).toBe(0);
    expect(calls).toEqual(['value sub_1 49.9']);
    expect(body.subscription).toMatchObject({ plan: 'MASTER', pendingPlan: 'STARTER' });
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
    expect(mails.at(-1)).toMatchObject({
      to: EMAIL,
      subject: 'Sua assinatura do Arroba Certa foi cancelada',
    });
    expect(mails.at(-1)!.text).toContain('até 01/04/2026');

    expect((await post('/cancel')).status).toBe(200); // once is enough
    expect(calls).toEqual(['cancel sub_1']);
    const changed = await post('/plan', { plan: 'PRO' });
    expect(changed.status).toBe(409);

    // Asaas then reports the deletion: recorded only, access lasts until the period ends.
    const outcome = await processPaymentEvent(
      t.db,
      {
        id: 'evt_deleted_1',
        event: 'SUBSCRIPTION_DELETED',
        dateCreated: '2026-03-20 09:00:01',
        subscription: { id: 'sub_1', externalReference: await t.userId(EMAIL) },
      },
      t.clock.now,
    );
    expect(outcome).toBe('other-subscription');
    expect((await get()).status).toBe('active');

    t.clock.now = new Date('2026-04-01T03:00:00Z');
    expect((await get()).status).toBe('inactive');
  });

  it('needs a session', async () => {
    const res = await app.request('/api/subscription');
    expect(res.status).toBe(401);
  });
});
