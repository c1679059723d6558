import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { paymentEvents, userSubscriptions } from '../db/schema';
import { NOW, TOKEN, useWebhookApp } from '../test/webhook-app';

/* POST /api/webhooks/asaas: the token, applying events once and in order, odd and hostile bodies. */

const w = useWebhookApp();
describe('POST /api/webhooks/asaas', () => {
  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    const c = await w.customer();
    const before = await w.subscription(c.userId);
    for (const token of [null, '', 'token-errado', `${TOKEN}x`]) {
      const body = w.paymentEvent(c, 'PAYMENT_CONFIRMED');
      const res = await w.hook(body, token);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('UNAUTHORIZED');
      expect(await w.storedEvent(body.id)).toBeUndefined();
    }
    expect(await w.subscription(c.userId)).toEqual(before);
  });

  it('refuses every call while ASAAS_WEBHOOK_TOKEN is not set', async () => {
    const bare = await createTestApp();
    try {
      const res = await w.hook(
        { id: 'evt_x', event: 'PAYMENT_CONFIRMED', dateCreated: '2025-03-15 11:00:00' },
        TOKEN,
        bare,
      );
      expect(res.status).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it.each(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'])(
    '%s gives the billed plan with its limit until a month after the due date',
    async (event) => {
      const c = await w.customer();
      const body = w.paymentEvent(c, event);
      await w.expectReceived(await w.hook(body));
      const sub = await w.subscription(c.userId);
      expect(sub).toMatchObject({
        plan: 'STARTER',
        status: 'active',
        animalLimit: 100,
        trialEndsAt: null,
        currentPeriodEnd: new Date('2025-04-15T03:00:00Z'),
        lastEventAt: new Date('2025-03-15T14:00:00Z'),
      });
      const payment = await w.paymentRow(c.paymentId);
      expect(payment?.status).toBe(event.slice('PAYMENT_'.length));
      expect(payment?.paidAt).toEqual(new Date('2025-03-15T14:00:00Z'));
      expect(await w.storedEvent(body.id)).toMatchObject({ event, userId: c.userId });
    },
  );

  it.each([
    ['PAYMENT_OVERDUE', 'overdue'],
    ['PAYMENT_REFUNDED', 'inactive'],
  ])('%s after a payment makes the subscription %s', async (event, status) => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await w.expectReceived(
      await w.hook(w.paymentEvent(c, event, { dateCreated: '2025-03-15 11:05:00' })),
    );
    expect(await w.subscription(c.userId)).toMatchObject({ plan: 'STARTER', status });
    expect((await w.paymentRow(c.paymentId))?.status).toBe(event.slice('PAYMENT_'.length));
  });

  it('a deleted charge of a paid subscription keeps access; PAYMENT_RESTORED brings it back', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const april = { paymentId: 'pay_abril_excluida', dueDate: '2025-04-15' };
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(c, 'PAYMENT_CREATED', { ...april, dateCreated: '2025-03-15 11:01:00' }),
      ),
    );
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(c, 'PAYMENT_DELETED', { ...april, dateCreated: '2025-03-15 11:02:00' }),
      ),
    );
    expect(await w.subscription(c.userId)).toMatchObject({ status: 'active', plan: 'STARTER' });
    expect((await w.paymentRow('pay_abril_excluida'))?.status).toBe('DELETED');
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(c, 'PAYMENT_RESTORED', { ...april, dateCreated: '2025-03-15 11:03:00' }),
      ),
    );
    expect((await w.paymentRow('pay_abril_excluida'))?.status).toBe('PENDING');
    expect(await w.subscription(c.userId)).toMatchObject({ status: 'active' });
  });

  it.each(['SUBSCRIPTION_DELETED', 'SUBSCRIPTION_INACTIVATED'])(
    '%s after a payment keeps access until the paid period ends',
    async (event) => {
      const c = await w.customer();
      await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
      const body = w.subscriptionEvent(c, event);
      await w.expectReceived(await w.hook(body));
      expect(await w.subscription(c.userId)).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date('2025-04-15T03:00:00Z'),
      });
      expect(await w.storedEvent(body.id)).toMatchObject({ event, userId: c.userId });
      const me = await w.t.request('/api/me', { headers: { cookie: c.cookie } });
      expect((await me.json()).subscription.status).toBe('active');
      w.t.clock.now = new Date('2025-04-15T03:00:01Z');
      try {
        const later = await w.t.request('/api/me', { headers: { cookie: c.cookie } });
        expect((await later.json()).subscription.status).toBe('inactive');
      } finally {
        w.t.clock.now = NOW;
      }
    },
  );

  it('an inactivated subscription that Asaas reactivates keeps going', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await w.expectReceived(await w.hook(w.subscriptionEvent(c, 'SUBSCRIPTION_INACTIVATED')));
    const back = w.subscriptionEvent(c, 'SUBSCRIPTION_UPDATED', '2025-03-15 11:40:00');
    back.subscription.status = 'ACTIVE';
    await w.expectReceived(await w.hook(back));
    expect(await w.subscription(c.userId)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      subscriptionInactive: false,
      providerSubscriptionId: c.subscriptionId,
    });
  });

  it('applies an event replayed 10 times once', async () => {
    const c = await w.customer();
    const confirmed = w.paymentEvent(c, 'PAYMENT_CONFIRMED');
    await w.expectReceived(await w.hook(confirmed));
    await w.expectReceived(
      await w.hook(w.paymentEvent(c, 'PAYMENT_OVERDUE', { dateCreated: '2025-03-15 11:00:00' })),
    );
    for (let i = 0; i < 10; i += 1) await w.expectReceived(await w.hook(confirmed));
    // The replays found the stored id: the later overdue state stands.
    expect(await w.subscription(c.userId)).toMatchObject({ status: 'overdue' });
    const stored = await w.t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, c.userId));
    expect(stored).toHaveLength(2);
  });

  it('serializes simultaneous deliveries: one event sent 10 times at once is stored once', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const overdue = w.paymentEvent(c, 'PAYMENT_OVERDUE', { dateCreated: '2025-03-15 11:10:00' });
    const refunded = w.paymentEvent(c, 'PAYMENT_REFUNDED', { dateCreated: '2025-03-15 11:20:00' });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => w.hook(overdue)),
      w.hook(refunded),
    ]);
    for (const res of answers) await w.expectReceived(res);
    const stored = await w.t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, c.userId));
    expect(stored.map((e) => e.event).sort()).toEqual([
      'PAYMENT_CONFIRMED',
      'PAYMENT_OVERDUE',
      'PAYMENT_REFUNDED',
    ]);
    // Whatever the arrival order, the refund ends the paid month (decision 054).
    expect(await w.subscription(c.userId)).toMatchObject({
      status: 'inactive',
      chargebackPaymentId: c.paymentId,
    });
  });

  it('records an event older than the newest applied one without applying it', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const older = w.paymentEvent(c, 'PAYMENT_REFUNDED', { dateCreated: '2025-03-15 10:59:59' });
    await w.expectReceived(await w.hook(older));
    expect(await w.subscription(c.userId)).toMatchObject({ status: 'active' });
    expect((await w.paymentRow(c.paymentId))?.status).toBe('CONFIRMED');
    expect(await w.storedEvent(older.id)).toMatchObject({ event: 'PAYMENT_REFUNDED' });
  });

  it('acknowledges and records an unknown event without a change', async () => {
    const c = await w.customer();
    const before = await w.subscription(c.userId);
    const body = { ...w.paymentEvent(c, 'PAYMENT_BANK_SLIP_VIEWED') };
    await w.expectReceived(await w.hook(body));
    expect(await w.subscription(c.userId)).toEqual(before);
    expect(await w.storedEvent(body.id)).toMatchObject({ event: 'PAYMENT_BANK_SLIP_VIEWED' });
  });

  it('records an event of an unknown user or subscription and changes nothing', async () => {
    const body = {
      id: 'evt_desconhecido',
      event: 'PAYMENT_CONFIRMED',
      dateCreated: '2025-03-15 11:00:00',
      payment: { id: 'pay_x', subscription: 'sub_de_outro_sistema', externalReference: 'ninguem' },
    };
    await w.expectReceived(await w.hook(body));
    expect(await w.storedEvent(body.id)).toMatchObject({ userId: null });
    expect(await w.paymentRow('pay_x')).toBeUndefined();
  });

  it("adds next month's payment, created by the provider, to the user's history", async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const next = w.paymentEvent(c, 'PAYMENT_RECEIVED', {
      paymentId: 'pay_abril',
      dueDate: '2025-04-15',
      dateCreated: '2025-04-15 09:00:00',
    });
    w.t.clock.now = new Date('2025-04-15T13:00:00Z');
    try {
      await w.expectReceived(await w.hook(next));
    } finally {
      w.t.clock.now = NOW;
    }
    expect(await w.paymentRow('pay_abril')).toMatchObject({
      userId: c.userId,
      plan: 'STARTER',
      status: 'RECEIVED',
      value: '49.90',
      dueDate: '2025-04-15',
    });
    expect((await w.subscription(c.userId)).currentPeriodEnd).toEqual(
      new Date('2025-05-15T03:00:00Z'),
    );
  });

  it('ignores the events of a subscription replaced by a later checkout', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await w.t.post(
      '/api/checkout',
      { plan: 'PRO', billingType: 'CREDIT_CARD' },
      { headers: { cookie: c.cookie } },
    );
    await w.expectReceived(await w.hook(w.subscriptionEvent(c, 'SUBSCRIPTION_DELETED')));
    expect(await w.subscription(c.userId)).toMatchObject({ status: 'active', plan: 'STARTER' });
  });

  it.each([
    ['not JSON', '{"id": ', 'não é JSON'],
    ['no id', { event: 'PAYMENT_CONFIRMED', dateCreated: '2025-03-15 11:00:00' }, 'formato'],
    [
      'a bad date',
      { id: 'evt_data', event: 'PAYMENT_CONFIRMED', dateCreated: '15/03/2025' },
      'formato',
    ],
    ['an array', [], 'formato'],
    [
      'a payment without id',
      {
        id: 'evt_sem_pay',
        event: 'PAYMENT_CONFIRMED',
        dateCreated: '2025-03-15 11:00:00',
        payment: {},
      },
      'formato',
    ],
    ['NUL in a field we do not read', { ...w.valid('evt_nul'), extra: 'a\u0000b' }, 'formato'],
    ['NUL in a key', { ...w.valid('evt_nul_key'), 'a\u0000': 1 }, 'formato'],
    ['a lone surrogate', { ...w.valid('evt_surrogate'), extra: 'x\ud800' }, 'formato'],
    [
      'NUL in the payment id',
      { ...w.valid('evt_nul_pay'), payment: { id: 'pay\u0000' } },
      'formato',
    ],
    ['nesting 40 levels deep', { ...w.valid('evt_deep'), extra: w.deep(40) }, 'formato'],
    [
      'a due date of year 0',
      { ...w.valid('evt_ano0'), payment: { id: 'p', dueDate: '0000-01-01' } },
      'formato',
    ],
  ])('answers 200 for %s, keeps it as a problem and changes nothing', async (_, body, reason) => {
    const before = await w.t.db.select().from(userSubscriptions);
    const res = await w.hook(body);
    await w.expectReceived(res);
    const problems = await w.t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.state, 'problem'));
    const mine = problems.at(-1);
    expect(problems.length).toBeGreaterThan(0);
    expect(mine?.problem).toContain(reason);
    expect(await w.t.db.select().from(userSubscriptions)).toEqual(before);
  });

  it('answers 200 for a body over 1 MB and keeps a problem without reading it all', async () => {
    const res = await w.hook({ ...w.valid('evt_grande'), extra: 'x'.repeat(1024 * 1024 + 10) });
    await w.expectReceived(res);
    const [row] = await w.t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.problem, 'Evento grande demais para ser lido.'));
    expect(row).toMatchObject({ state: 'problem', payload: {} });
  });

  it('an event dated in the future is kept, not applied, and does not freeze later ones', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const future = w.paymentEvent(c, 'PAYMENT_RECEIVED', { dateCreated: '2999-01-01 00:00:00' });
    await w.expectReceived(await w.hook(future));
    expect(await w.storedEvent(future.id)).toMatchObject({
      state: 'problem',
      problem: 'Data do evento no futuro (01/01/2999 00:00): não aplicado.',
    });
    expect((await w.subscription(c.userId)).lastEventAt).toEqual(new Date('2025-03-15T14:00:00Z'));
    await w.expectReceived(
      await w.hook(w.paymentEvent(c, 'PAYMENT_OVERDUE', { dateCreated: '2025-03-15 11:30:00' })),
    );
    expect(await w.subscription(c.userId)).toMatchObject({ status: 'overdue' });
  });

  it('an event a few minutes ahead of our clock is applied, ordered at the time it arrived', async () => {
    const c = await w.customer();
    const ahead = w.paymentEvent(c, 'PAYMENT_CONFIRMED', { dateCreated: '2025-03-15 12:03:00' });
    await w.expectReceived(await w.hook(ahead));
    expect(await w.subscription(c.userId)).toMatchObject({ status: 'active', lastEventAt: NOW });
    expect(await w.storedEvent(ahead.id)).toMatchObject({ state: 'processed', createdAt: NOW });
  });

  it('a future-dated payment leaves a new account on its trial', async () => {
    const c = await w.customer();
    await w.expectReceived(
      await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED', { dateCreated: '2999-01-01 00:00:00' })),
    );
    const sub = await w.subscription(c.userId);
    expect(sub.trialEndsAt).not.toBeNull();
    expect(sub).toMatchObject({ plan: 'PRO', status: 'active', lastEventAt: null });
  });
});
