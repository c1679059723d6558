import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments, userSubscriptions } from '../db/schema';
import { createTestApp } from '../test/test-app';

const TOKEN = 'token-do-webhook-asaas-123';
const NOW = new Date('2025-03-15T15:00:00Z'); // 12:00 in São Paulo

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ ASAAS_WEBHOOK_TOKEN: TOKEN });
  t.clock.now = NOW;
});
afterAll(() => t.close());

let seq = 0;
/** A user with a started (unpaid) Starter checkout in the sandbox. */
async function customer() {
  seq += 1;
  const email = `cliente-${seq}@fazenda.com`;
  const cookie = await t.createUser({ email });
  // The trial is over by the test clock: the first charge is due today (during the trial it
  // would fall on the trial's last day).
  await t.setSubscription(email, { trialEndsAt: new Date(t.clock.now.getTime() - 1000) });
  const res = await t.post(
    '/api/checkout',
    { plan: 'STARTER', billingType: 'PIX', cpfCnpj: '529.982.247-25' },
    { headers: { cookie } },
  );
  const { invoiceUrl } = (await res.json()) as { invoiceUrl: string };
  const userId = await t.userId(email);
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
  const [row] = await t.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId));
  return row!;
}

const paymentRow = async (id: string) =>
  (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

const storedEvent = async (id: string) =>
  (await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0];

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

const hook = (body: unknown, token: string | null = TOKEN, app = t) =>
  app.request('/api/webhooks/asaas', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: token === null ? {} : { 'asaas-access-token': token },
  });

async function expectReceived(res: Response) {
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ received: true });
}

describe('POST /api/webhooks/asaas', () => {
  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    const c = await customer();
    const before = await subscription(c.userId);
    for (const token of [null, '', 'token-errado', `${TOKEN}x`]) {
      const body = paymentEvent(c, 'PAYMENT_CONFIRMED');
      const res = await hook(body, token);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('UNAUTHORIZED');
      expect(await storedEvent(body.id)).toBeUndefined();
    }
    expect(await subscription(c.userId)).toEqual(before);
  });

  it('refuses every call while ASAAS_WEBHOOK_TOKEN is not set', async () => {
    const bare = await createTestApp();
    try {
      const res = await hook(
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
      const c = await customer();
      const body = paymentEvent(c, event);
      await expectReceived(await hook(body));
      const sub = await subscription(c.userId);
      expect(sub).toMatchObject({
        plan: 'STARTER',
        status: 'active',
        animalLimit: 100,
        trialEndsAt: null,
        currentPeriodEnd: new Date('2025-04-15T03:00:00Z'),
        lastEventAt: new Date('2025-03-15T14:00:00Z'),
      });
      const payment = await paymentRow(c.paymentId);
      expect(payment?.status).toBe(event.slice('PAYMENT_'.length));
      expect(payment?.paidAt).toEqual(new Date('2025-03-15T14:00:00Z'));
      expect(await storedEvent(body.id)).toMatchObject({ event, userId: c.userId });
    },
  );

  it.each([
    ['PAYMENT_OVERDUE', 'overdue'],
    ['PAYMENT_REFUNDED', 'inactive'],
  ])('%s after a payment makes the subscription %s', async (event, status) => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await expectReceived(
      await hook(paymentEvent(c, event, { dateCreated: '2025-03-15 11:05:00' })),
    );
    expect(await subscription(c.userId)).toMatchObject({ plan: 'STARTER', status });
    expect((await paymentRow(c.paymentId))?.status).toBe(event.slice('PAYMENT_'.length));
  });

  it('a deleted charge of a paid subscription keeps access; PAYMENT_RESTORED brings it back', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const april = { paymentId: 'pay_abril_excluida', dueDate: '2025-04-15' };
    await expectReceived(
      await hook(
        paymentEvent(c, 'PAYMENT_CREATED', { ...april, dateCreated: '2025-03-15 11:01:00' }),
      ),
    );
    await expectReceived(
      await hook(
        paymentEvent(c, 'PAYMENT_DELETED', { ...april, dateCreated: '2025-03-15 11:02:00' }),
      ),
    );
    expect(await subscription(c.userId)).toMatchObject({ status: 'active', plan: 'STARTER' });
    expect((await paymentRow('pay_abril_excluida'))?.status).toBe('DELETED');
    await expectReceived(
      await hook(
        paymentEvent(c, 'PAYMENT_RESTORED', { ...april, dateCreated: '2025-03-15 11:03:00' }),
      ),
    );
    expect((await paymentRow('pay_abril_excluida'))?.status).toBe('PENDING');
    expect(await subscription(c.userId)).toMatchObject({ status: 'active' });
  });

  it.each(['SUBSCRIPTION_DELETED', 'SUBSCRIPTION_INACTIVATED'])(
    '%s after a payment keeps access until the paid period ends',
    async (event) => {
      const c = await customer();
      await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
      const body = subscriptionEvent(c, event);
      await expectReceived(await hook(body));
      expect(await subscription(c.userId)).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date('2025-04-15T03:00:00Z'),
      });
      expect(await storedEvent(body.id)).toMatchObject({ event, userId: c.userId });
      const me = await t.request('/api/me', { headers: { cookie: c.cookie } });
      expect((await me.json()).subscription.status).toBe('active');
      t.clock.now = new Date('2025-04-15T03:00:01Z');
      try {
        const later = await t.request('/api/me', { headers: { cookie: c.cookie } });
        expect((await later.json()).subscription.status).toBe('inactive');
      } finally {
        t.clock.now = NOW;
      }
    },
  );

  it('an inactivated subscription that Asaas reactivates keeps going', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await expectReceived(await hook(subscriptionEvent(c, 'SUBSCRIPTION_INACTIVATED')));
    const back = subscriptionEvent(c, 'SUBSCRIPTION_UPDATED', '2025-03-15 11:40:00');
    back.subscription.status = 'ACTIVE';
    await expectReceived(await hook(back));
    expect(await subscription(c.userId)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      subscriptionInactive: false,
      providerSubscriptionId: c.subscriptionId,
    });
  });

  it('applies an event replayed 10 times once', async () => {
    const c = await customer();
    const confirmed = paymentEvent(c, 'PAYMENT_CONFIRMED');
    await expectReceived(await hook(confirmed));
    await expectReceived(
      await hook(paymentEvent(c, 'PAYMENT_OVERDUE', { dateCreated: '2025-03-15 11:00:00' })),
    );
    for (let i = 0; i < 10; i += 1) await expectReceived(await hook(confirmed));
    // The replays found the stored id: the later overdue state stands.
    expect(await subscription(c.userId)).toMatchObject({ status: 'overdue' });
    const stored = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, c.userId));
    expect(stored).toHaveLength(2);
  });

  it('serializes simultaneous deliveries: one event sent 10 times at once is stored once', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const overdue = paymentEvent(c, 'PAYMENT_OVERDUE', { dateCreated: '2025-03-15 11:10:00' });
    const refunded = paymentEvent(c, 'PAYMENT_REFUNDED', { dateCreated: '2025-03-15 11:20:00' });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => hook(overdue)),
      hook(refunded),
    ]);
    for (const res of answers) await expectReceived(res);
    const stored = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, c.userId));
    expect(stored.map((e) => e.event).sort()).toEqual([
      'PAYMENT_CONFIRMED',
      'PAYMENT_OVERDUE',
      'PAYMENT_REFUNDED',
    ]);
    // Whatever the arrival order, the newest event decides.
    expect(await subscription(c.userId)).toMatchObject({
      status: 'inactive',
      lastEventAt: new Date('2025-03-15T14:20:00Z'),
    });
  });

  it('records an event older than the newest applied one without applying it', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const older = paymentEvent(c, 'PAYMENT_REFUNDED', { dateCreated: '2025-03-15 10:59:59' });
    await expectReceived(await hook(older));
    expect(await subscription(c.userId)).toMatchObject({ status: 'active' });
    expect((await paymentRow(c.paymentId))?.status).toBe('CONFIRMED');
    expect(await storedEvent(older.id)).toMatchObject({ event: 'PAYMENT_REFUNDED' });
  });

  it('acknowledges and records an unknown event without a change', async () => {
    const c = await customer();
    const before = await subscription(c.userId);
    const body = { ...paymentEvent(c, 'PAYMENT_BANK_SLIP_VIEWED') };
    await expectReceived(await hook(body));
    expect(await subscription(c.userId)).toEqual(before);
    expect(await storedEvent(body.id)).toMatchObject({ event: 'PAYMENT_BANK_SLIP_VIEWED' });
  });

  it('records an event of an unknown user or subscription and changes nothing', async () => {
    const body = {
      id: 'evt_desconhecido',
      event: 'PAYMENT_CONFIRMED',
      dateCreated: '2025-03-15 11:00:00',
      payment: { id: 'pay_x', subscription: 'sub_de_outro_sistema', externalReference: 'ninguem' },
    };
    await expectReceived(await hook(body));
    expect(await storedEvent(body.id)).toMatchObject({ userId: null });
    expect(await paymentRow('pay_x')).toBeUndefined();
  });

  it("adds next month's payment, created by the provider, to the user's history", async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const next = paymentEvent(c, 'PAYMENT_RECEIVED', {
      paymentId: 'pay_abril',
      dueDate: '2025-04-15',
      dateCreated: '2025-04-15 09:00:00',
    });
    t.clock.now = new Date('2025-04-15T13:00:00Z');
    try {
      await expectReceived(await hook(next));
    } finally {
      t.clock.now = NOW;
    }
    expect(await paymentRow('pay_abril')).toMatchObject({
      userId: c.userId,
      plan: 'STARTER',
      status: 'RECEIVED',
      value: '49.90',
      dueDate: '2025-04-15',
    });
    expect((await subscription(c.userId)).currentPeriodEnd).toEqual(
      new Date('2025-05-15T03:00:00Z'),
    );
  });

  it('ignores the events of a subscription replaced by a later checkout', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await t.post(
      '/api/checkout',
      { plan: 'PRO', billingType: 'CREDIT_CARD' },
      { headers: { cookie: c.cookie } },
    );
    await expectReceived(await hook(subscriptionEvent(c, 'SUBSCRIPTION_DELETED')));
    expect(await subscription(c.userId)).toMatchObject({ status: 'active', plan: 'STARTER' });
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
    ['NUL in a field we do not read', { ...valid('evt_nul'), extra: 'a\u0000b' }, 'formato'],
    ['NUL in a key', { ...valid('evt_nul_key'), 'a\u0000': 1 }, 'formato'],
    ['a lone surrogate', { ...valid('evt_surrogate'), extra: 'x\ud800' }, 'formato'],
    ['NUL in the payment id', { ...valid('evt_nul_pay'), payment: { id: 'pay\u0000' } }, 'formato'],
    ['nesting 40 levels deep', { ...valid('evt_deep'), extra: deep(40) }, 'formato'],
    [
      'a due date of year 0',
      { ...valid('evt_ano0'), payment: { id: 'p', dueDate: '0000-01-01' } },
      'formato',
    ],
  ])('answers 200 for %s, keeps it as a problem and changes nothing', async (_, body, reason) => {
    const before = await t.db.select().from(userSubscriptions);
    const res = await hook(body);
    await expectReceived(res);
    const problems = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.state, 'problem'));
    const mine = problems.at(-1);
    expect(problems.length).toBeGreaterThan(0);
    expect(mine?.problem).toContain(reason);
    expect(await t.db.select().from(userSubscriptions)).toEqual(before);
  });

  it('answers 200 for a body over 1 MB and keeps a problem without reading it all', async () => {
    const res = await hook({ ...valid('evt_grande'), extra: 'x'.repeat(1024 * 1024 + 10) });
    await expectReceived(res);
    const [row] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.problem, 'Evento grande demais para ser lido.'));
    expect(row).toMatchObject({ state: 'problem', payload: {} });
  });

  it('an event dated in the future is kept, not applied, and does not freeze later ones', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    const future = paymentEvent(c, 'PAYMENT_RECEIVED', { dateCreated: '2999-01-01 00:00:00' });
    await expectReceived(await hook(future));
    expect(await storedEvent(future.id)).toMatchObject({
      state: 'problem',
      problem: 'Data do evento no futuro (01/01/2999 00:00): não aplicado.',
    });
    expect((await subscription(c.userId)).lastEventAt).toEqual(new Date('2025-03-15T14:00:00Z'));
    await expectReceived(
      await hook(paymentEvent(c, 'PAYMENT_OVERDUE', { dateCreated: '2025-03-15 11:30:00' })),
    );
    expect(await subscription(c.userId)).toMatchObject({ status: 'overdue' });
  });

  it('an event a few minutes ahead of our clock is applied, ordered at the time it arrived', async () => {
    const c = await customer();
    const ahead = paymentEvent(c, 'PAYMENT_CONFIRMED', { dateCreated: '2025-03-15 12:03:00' });
    await expectReceived(await hook(ahead));
    expect(await subscription(c.userId)).toMatchObject({ status: 'active', lastEventAt: NOW });
    expect(await storedEvent(ahead.id)).toMatchObject({ state: 'processed', createdAt: NOW });
  });

  it('a future-dated payment leaves a new account on its trial', async () => {
    const c = await customer();
    await expectReceived(
      await hook(paymentEvent(c, 'PAYMENT_CONFIRMED', { dateCreated: '2999-01-01 00:00:00' })),
    );
    const sub = await subscription(c.userId);
    expect(sub.trialEndsAt).not.toBeNull();
    expect(sub).toMatchObject({ plan: 'PRO', status: 'active', lastEventAt: null });
  });
});

describe('events that change what a customer may do (decision 022)', () => {
  it('a chargeback suspends access, tells the customer and the admins; the dispute won restores it', async () => {
    const adminEmail = 'suporte-contestacao@arroba.com';
    await t.createUser({ email: adminEmail });
    await t.makeAdmin(adminEmail);
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await expectReceived(
      await hook(
        paymentEvent(c, 'PAYMENT_CHARGEBACK_REQUESTED', { dateCreated: '2025-03-15 11:10:00' }),
      ),
    );
    expect(await subscription(c.userId)).toMatchObject({
      status: 'inactive',
      chargebackPaymentId: c.paymentId,
    });
    const created = await t.post(
      '/api/inventory',
      { category: 'Bois', quantity: 1, averageWeight: 400, averageValue: 3000 },
      { headers: { cookie: c.cookie } },
    );
    expect(created.status).toBe(403);
    const mails = t.mails.filter((m) => m.subject.startsWith('Pagamento contestado'));
    expect(mails.map((m) => m.to)).toEqual([c.email]);
    const toAdmin = t.mails.find((m) => m.subject === `Contestação de pagamento: ${c.email}`);
    expect(toAdmin?.to).toBe(adminEmail);
    expect(toAdmin?.text).toContain(c.paymentId);
    await expectReceived(
      await hook(
        paymentEvent(c, 'PAYMENT_CHARGEBACK_DISPUTE', { dateCreated: '2025-03-15 11:20:00' }),
      ),
    );
    expect(t.mails.filter((m) => m.subject.startsWith('Pagamento contestado'))).toHaveLength(
      mails.length,
    );
    await expectReceived(
      await hook(
        paymentEvent(c, 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL', {
          dateCreated: '2025-03-15 11:30:00',
        }),
      ),
    );
    expect(await subscription(c.userId)).toMatchObject({
      status: 'active',
      chargebackPaymentId: null,
    });
  });

  it.each(['PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', 'PAYMENT_REPROVED_BY_RISK_ANALYSIS'])(
    '%s tells the customer at once, with the invoice to pay again',
    async (event) => {
      const c = await customer();
      await expectReceived(await hook(paymentEvent(c, event)));
      expect((await paymentRow(c.paymentId))?.status).toBe('REFUSED');
      const mail = t.mails.find(
        (m) => m.to === c.email && m.subject === 'Pagamento recusado no Arroba Certa',
      );
      expect(mail?.text).toContain('foi recusado pelo cartão');
      expect(mail?.text).toContain(`http://localhost:3000/pagamento-teste/${c.paymentId}`);
      // The trial is untouched.
      expect((await subscription(c.userId)).trialEndsAt).not.toBeNull();
    },
  );

  it('a partial refund is recorded; access stays', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await expectReceived(
      await hook(
        paymentEvent(c, 'PAYMENT_PARTIALLY_REFUNDED', { dateCreated: '2025-03-15 11:10:00' }),
      ),
    );
    expect((await paymentRow(c.paymentId))?.status).toBe('PARTIALLY_REFUNDED');
    expect(await subscription(c.userId)).toMatchObject({ status: 'active' });
  });

  it('a cash receipt undone makes the paid month owed again', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_RECEIVED')));
    await expectReceived(
      await hook(
        paymentEvent(c, 'PAYMENT_RECEIVED_IN_CASH_UNDONE', { dateCreated: '2025-03-15 11:10:00' }),
      ),
    );
    expect(await paymentRow(c.paymentId)).toMatchObject({ status: 'PENDING', paidAt: null });
    expect(await subscription(c.userId)).toMatchObject({ status: 'overdue' });
  });

  it('reads the dates of a subscription event written DD/MM/YYYY', async () => {
    const c = await customer();
    const body = subscriptionEvent(c, 'SUBSCRIPTION_CREATED');
    await expectReceived(await hook(body));
    expect(await storedEvent(body.id)).toMatchObject({ state: 'processed', outcome: 'ignored' });
  });
});

describe('billing e-mails', () => {
  const billingMails = (email: string) =>
    t.mails.filter((m) => m.to === email && !m.subject.startsWith('Confirme'));

  it('a confirmed payment sends one receipt, however often the event is replayed', async () => {
    const c = await customer();
    const body = paymentEvent(c, 'PAYMENT_CONFIRMED');
    for (let i = 0; i < 3; i += 1) await expectReceived(await hook(body));
    const sent = billingMails(c.email);
    expect(sent.map((m) => m.subject)).toEqual([
      'Pagamento confirmado: plano Starter do Arroba Certa',
    ]);
    expect(sent[0]!.text).toContain('R$ 49,90 do plano Starter');
    expect(sent[0]!.text).toContain('http://localhost:3000/subscription');
  });

  it('an overdue payment sends the invoice to pay', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await expectReceived(
      await hook(paymentEvent(c, 'PAYMENT_OVERDUE', { dateCreated: '2025-03-15 12:00:00' })),
    );
    const overdue = billingMails(c.email).find((m) => m.subject.includes('atraso'));
    expect(overdue?.text).toContain('vencimento em 15/03/2025');
    expect(overdue?.text).toContain(`http://localhost:3000/pagamento-teste/${c.paymentId}`);
  });

  it('an ignored event sends nothing', async () => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CREATED')));
    expect(billingMails(c.email)).toEqual([]);
  });
});

describe("'Eventos com problema' in the admin panel", () => {
  it('lists what could not be applied, newest first, and an admin may apply one again (audited)', async () => {
    const adminEmail = 'suporte-eventos@arroba.com';
    const admin = await t.createUser({ email: adminEmail });
    await t.makeAdmin(adminEmail);
    const c = await customer();
    const future = paymentEvent(c, 'PAYMENT_CONFIRMED', { dateCreated: '2999-01-01 00:00:00' });
    await expectReceived(await hook(future));
    await expectReceived(await hook('não é json'));

    const list = await t.request('/api/admin/billing-events', { headers: { cookie: admin } });
    expect(list.status).toBe(200);
    const body = (await list.json()) as {
      entries: Array<{ id: string; event: string; problem: string; userEmail: string | null }>;
      total: number;
    };
    expect(body.total).toBeGreaterThanOrEqual(2);
    const held = body.entries.find((e) => e.id === future.id);
    expect(held).toMatchObject({
      event: 'PAYMENT_CONFIRMED',
      problem: 'Data do evento no futuro (01/01/2999 00:00): não aplicado.',
      userEmail: c.email,
    });
    expect(body.entries.some((e) => e.problem === 'O conteúdo recebido não é JSON.')).toBe(true);

    // Nobody else sees or retries them.
    const stranger = await t.request('/api/admin/billing-events', {
      headers: { cookie: c.cookie },
    });
    expect(stranger.status).toBe(403);
    const path = `/api/admin/billing-events/${encodeURIComponent(future.id)}/retry`;
    expect((await t.post(path, {}, { headers: { cookie: c.cookie } })).status).toBe(403);

    // The admin decides it is genuine: applied at the time it arrived.
    const retried = await t.post(path, {}, { headers: { cookie: admin } });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ state: 'processed', problem: null });
    expect(await subscription(c.userId)).toMatchObject({ plan: 'STARTER', status: 'active' });
    const audit = await t.request('/api/admin/audit', { headers: { cookie: admin } });
    const entries = ((await audit.json()) as { entries: Array<{ action: string; detail: string }> })
      .entries;
    expect(entries[0]).toMatchObject({ action: 'retry-billing-event' });
    expect(entries[0]!.detail).toContain(future.id);
    expect((await t.post(path, {}, { headers: { cookie: admin } })).status).toBe(404);
  });
});
