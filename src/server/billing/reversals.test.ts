import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../../domain/billing/subscription';
import { useWebhookApp } from '../test/webhook-app';

/*
 * Money taken back ends what it bought (issue 38 item 2, decision 054). Each customer pays in
 * the payment sandbox, then tries to keep access: by cancelling, or by starting a new checkout
 * that replaces the subscription, before disputing the card, being refunded or having a cash
 * receipt undone. Asaas' event then arrives at the webhook.
 */

const w = useWebhookApp();
type Customer = Awaited<ReturnType<typeof w.customer>>;

/** 'Aprovar pagamento' on the sandbox's page, as the customer's browser posts it. */
async function approve(c: Customer, paymentId = c.paymentId) {
  const res = await w.t.request(`/api/sandbox/payments/${paymentId}/approve`, {
    method: 'POST',
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c.cookie },
  });
  expect(res.status).toBe(303);
}

const mySubscription = async (c: Customer) => {
  const res = await w.t.request('/api/subscription', { headers: { cookie: c.cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as SubscriptionView;
};

/** Whether the customer may still add a record (a lapsed account reads but adds nothing). */
const addsRecords = async (c: Customer) => {
  const res = await w.t.post(
    '/api/inventory',
    { category: 'Bois', quantity: 1, averageWeight: 400, averageValue: 3000 },
    { headers: { cookie: c.cookie } },
  );
  return res.status === 201 || res.status === 200;
};

/** A new checkout: a new provider subscription replaces the paid one (its payment unpaid). */
async function checkoutAgain(c: Customer) {
  const res = await w.t.post(
    '/api/checkout',
    { plan: 'MASTER', billingType: 'PIX' },
    { headers: { cookie: c.cookie } },
  );
  expect(res.status).toBe(200);
  const { invoiceUrl } = (await res.json()) as { invoiceUrl: string };
  return invoiceUrl.split('/').at(-1)!;
}

const ways = {
  /** Keeps the subscription as it is. */
  current: async () => {},
  /** Cancels: access would last to the end of the paid period. */
  cancelled: async (c: Customer) => {
    const res = await w.t.post('/api/subscription/cancel', {}, { headers: { cookie: c.cookie } });
    expect(res.status).toBe(200);
  },
  /** Starts a new checkout, which replaces (and cancels) the paid subscription. */
  replaced: async (c: Customer) => void (await checkoutAgain(c)),
};

const reversals = [
  ['PAYMENT_CHARGEBACK_REQUESTED', 'chargeback'],
  ['PAYMENT_REFUNDED', 'refund'],
  ['PAYMENT_RECEIVED_IN_CASH_UNDONE', 'cash-undone'],
] as const;

describe('a payment taken back ends what it bought, whatever the subscription did since', () => {
  for (const [way, before] of Object.entries(ways)) {
    it.each(reversals)(`${way} subscription, then %s: suspended (%s)`, async (event, reason) => {
      const c = await w.customer();
      await approve(c);
      expect(await addsRecords(c)).toBe(true);
      await before(c);

      await w.expectReceived(
        await w.hook(w.paymentEvent(c, event, { dateCreated: '2025-03-15 12:00:00' })),
      );

      expect(await addsRecords(c)).toBe(false);
      const view = await mySubscription(c);
      expect(view.status).toBe('inactive');
      expect(view.suspension).toEqual({
        reason,
        paymentId: c.paymentId,
        value: 49.9,
        dueDate: '2025-03-15',
        invoiceUrl: reason === 'cash-undone' ? `/pagamento-teste/${c.paymentId}` : null,
      });
    });
  }

  it('a refund that arrives after a newer event of the subscription still ends access', async () => {
    const c = await w.customer();
    await approve(c); // at 12:00 in São Paulo
    const paidAt = w.t.clock.now;
    w.t.clock.now = new Date(paidAt.getTime() + 10 * 60 * 1000);
    try {
      await w.expectReceived(
        await w.hook(w.subscriptionEvent(c, 'SUBSCRIPTION_UPDATED', '2025-03-15 12:09:00')),
      );
      await w.expectReceived(
        await w.hook(w.paymentEvent(c, 'PAYMENT_REFUNDED', { dateCreated: '2025-03-15 12:05:00' })),
      );
      expect(await addsRecords(c)).toBe(false);
      expect((await mySubscription(c)).suspension?.reason).toBe('refund');
    } finally {
      w.t.clock.now = paidAt;
    }
  });

  it('paying again lifts a refund; a dispute holds until it is won', async () => {
    const refunded = await w.customer();
    await approve(refunded);
    const newPayment = await checkoutAgain(refunded);
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(refunded, 'PAYMENT_REFUNDED', { dateCreated: '2025-03-15 12:00:00' }),
      ),
    );
    await approve(refunded, newPayment);
    expect(await mySubscription(refunded)).toMatchObject({
      plan: 'MASTER',
      status: 'active',
      suspension: null,
    });
    expect(await addsRecords(refunded)).toBe(true);

    const disputed = await w.customer();
    await approve(disputed);
    const again = await checkoutAgain(disputed);
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(disputed, 'PAYMENT_CHARGEBACK_REQUESTED', {
          dateCreated: '2025-03-15 12:00:00',
        }),
      ),
    );
    await approve(disputed, again);
    expect(await mySubscription(disputed)).toMatchObject({
      status: 'inactive',
      suspension: { reason: 'chargeback' },
    });
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(disputed, 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL', {
          dateCreated: '2025-03-15 12:00:00',
        }),
      ),
    );
    expect(await mySubscription(disputed)).toMatchObject({ status: 'active', suspension: null });
  });

  it('taking back an old subscription’s payment leaves a newer paid one alone', async () => {
    const c = await w.customer();
    await approve(c);
    const newPayment = await checkoutAgain(c);
    await approve(c, newPayment);
    for (const [event] of reversals) {
      await w.expectReceived(
        await w.hook(w.paymentEvent(c, event, { dateCreated: '2025-03-15 12:00:00' })),
      );
    }
    expect(await mySubscription(c)).toMatchObject({
      plan: 'MASTER',
      status: 'active',
      suspension: null,
    });
    expect(await addsRecords(c)).toBe(true);
  });

  it('an event naming another account’s subscription applies to whoever paid', async () => {
    const payer = await w.customer();
    const other = await w.customer();
    await approve(payer);
    await approve(other);
    const forged = w.paymentEvent(other, 'PAYMENT_REFUNDED', {
      dateCreated: '2025-03-15 12:00:00',
      paymentId: payer.paymentId,
    });
    await w.expectReceived(await w.hook(forged));
    expect((await mySubscription(payer)).suspension?.reason).toBe('refund');
    expect((await mySubscription(other)).suspension).toBeNull();
  });

  it('taking back an upgrade whose plan a later month paid for leaves that plan alone', async () => {
    const c = await w.customer();
    await approve(c);
    const res = await w.t.post(
      '/api/subscription/plan',
      { plan: 'MASTER' },
      { headers: { cookie: c.cookie } },
    );
    const upgradeId = ((await res.json()) as { subscription: SubscriptionView }).subscription
      .pendingUpgrade!.paymentId;
    await approve(c, upgradeId);
    expect((await mySubscription(c)).plan).toBe('MASTER');
    const paidAt = w.t.clock.now;
    w.t.clock.now = new Date('2025-04-16T15:00:00Z');
    try {
      // Asaas bills April at Master's price, and it is paid.
      const renewal = w.paymentEvent(c, 'PAYMENT_CONFIRMED', {
        paymentId: `pay_abril_${c.userId}`,
        dueDate: '2025-04-15',
        dateCreated: '2025-04-15 09:00:00',
      });
      await w.expectReceived(await w.hook(renewal));
      for (const event of ['PAYMENT_REFUNDED', 'PAYMENT_CHARGEBACK_REQUESTED']) {
        const back = w.paymentEvent(c, event, {
          paymentId: upgradeId,
          dateCreated: '2025-04-16 11:00:00',
        });
        await w.expectReceived(await w.hook(back));
      }
      expect(await mySubscription(c)).toMatchObject({
        plan: 'MASTER',
        status: 'active',
        suspension: null,
      });
    } finally {
      w.t.clock.now = paidAt;
    }
  });
});
