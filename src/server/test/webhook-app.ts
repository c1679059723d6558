import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { paymentEvents, payments, userSubscriptions } from '../db/schema';
import { createTestApp } from './test-app';

/* What the Asaas webhook's tests share (billing/webhook-routes.test.ts, billing/webhook-effects.test.ts). */

export const TOKEN = 'token-do-webhook-asaas-123';
export const NOW = new Date('2025-03-15T15:00:00Z'); // 12:00 in São Paulo

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * An app with the webhook's token, its clock at NOW, for the calling test file (made before its
 * tests, closed after them), with customers who started a checkout and the events Asaas sends.
 */
export function useWebhookApp() {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({ ASAAS_WEBHOOK_TOKEN: TOKEN });
    app.clock.now = NOW;
  });
  afterAll(() => app?.close());
  const current = () => {
    if (!app) throw new Error('the webhook test app is not made yet');
    return app;
  };

  let seq = 0;
  /** A user with a started (unpaid) Starter checkout in the sandbox. */
  async function customer() {
    seq += 1;
    const email = `cliente-${seq}@fazenda.com`;
    const cookie = await current().createUser({ email });
    // The trial is over by the test clock: the first charge is due today (during the trial it
    // would fall on the trial's last day).
    await current().setSubscription(email, {
      trialEndsAt: new Date(current().clock.now.getTime() - 1000),
    });
    const res = await current().post(
      '/api/checkout',
      { plan: 'STARTER', billingType: 'PIX', cpfCnpj: '529.982.247-25' },
      { headers: { cookie } },
    );
    const { invoiceUrl } = (await res.json()) as { invoiceUrl: string };
    const userId = await current().userId(email);
    const sub = await subscription(userId);
    return {
      email,
      cookie,
      userId,
      subscriptionId: sub.providerSubscriptionId!,
      paymentId: invoiceUrl.split('/').at(-1)!,
    };
  }
  type Customer = Awaited<ReturnType<typeof customer>>;

  async function subscription(userId: string) {
    const [row] = await current()
      .db.select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId));
    return row!;
  }

  const paymentRow = async (id: string) =>
    (await current().db.select().from(payments).where(eq(payments.id, id)))[0];

  const storedEvent = async (id: string) =>
    (await current().db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0];

  let eventSeq = 0;
  function paymentEvent(
    c: Customer,
    event: string,
    options: { id?: string; dateCreated?: string; paymentId?: string; dueDate?: string } = {},
  ) {
    eventSeq += 1;
    return {
      id: options.id ?? `evt_${eventSeq}&${Date.now()}`,
      event,
      dateCreated: options.dateCreated ?? '2025-03-15 11:00:00',
      payment: {
        object: 'payment',
        id: options.paymentId ?? c.paymentId,
        customer: 'sandbox_cus_x',
        subscription: c.subscriptionId,
        value: 49.9,
        netValue: 48.9,
        billingType: 'PIX',
        status: 'PENDING',
        dueDate: options.dueDate ?? '2025-03-15',
        externalReference: c.userId,
        invoiceUrl: 'https://sandbox.asaas.com/i/abc',
      },
    };
  }

  function subscriptionEvent(c: Customer, event: string, dateCreated = '2025-03-15 11:30:00') {
    eventSeq += 1;
    return {
      id: `evt_sub_${eventSeq}`,
      event,
      dateCreated,
      subscription: {
        object: 'subscription',
        id: c.subscriptionId,
        dateCreated: '15/03/2025',
        customer: 'sandbox_cus_x',
        status: 'INACTIVE',
        nextDueDate: '15/04/2025',
        externalReference: c.userId,
      },
    };
  }

  const valid = (id: string) => ({
    id,
    event: 'PAYMENT_BANK_SLIP_VIEWED',
    dateCreated: '2025-03-15 11:00:00',
  });
  const deep = (levels: number): unknown => (levels === 0 ? 'fundo' : { a: deep(levels - 1) });

  const hook = (body: unknown, token: string | null = TOKEN, app = current()) =>
    app.request('/api/webhooks/asaas', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: token === null ? {} : { 'asaas-access-token': token },
    });

  async function expectReceived(res: Response) {
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
  }

  return {
    get t() {
      return current();
    },
    customer,
    subscription,
    paymentRow,
    storedEvent,
    paymentEvent,
    subscriptionEvent,
    valid,
    deep,
    hook,
    expectReceived,
  };
}
