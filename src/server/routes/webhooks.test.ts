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
    ['PAYMENT_DELETED', 'inactive'],
  ])('%s after a payment makes the subscription %s', async (event, status) => {
    const c = await customer();
    await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await expectReceived(
      await hook(paymentEvent(c, event, { dateCreated: '2025-03-15 11:05:00' })),
    );
    expect(await subscription(c.userId)).toMatchObject({ plan: 'STARTER', status });
    expect((await paymentRow(c.paymentId))?.status).toBe(event.slice('PAYMENT_'.length));
  });

  it.each(['SUBSCRIPTION_DELETED', 'SUBSCRIPTION_INACTIVATED'])(
    '%s after a payment makes the subscription inactive',
    async (event) => {
      const c = await customer();
      await expectReceived(await hook(paymentEvent(c, 'PAYMENT_CONFIRMED')));
      const body = subscriptionEvent(c, event);
      await expectReceived(await hook(body));
      expect(await subscription(c.userId)).toMatchObject({ status: 'inactive' });
      expect(await storedEvent(body.id)).toMatchObject({ event, userId: c.userId });
    },
  );

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
    await expectReceived(await hook(next));
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
    ['not JSON', '{"id": '],
    ['no id', { event: 'PAYMENT_CONFIRMED', dateCreated: '2025-03-15 11:00:00' }],
    ['a bad date', { id: 'evt_data', event: 'PAYMENT_CONFIRMED', dateCreated: '15/03/2025' }],
    ['an array', []],
    [
      'a payment without id',
      {
        id: 'evt_sem_pay',
        event: 'PAYMENT_CONFIRMED',
        dateCreated: '2025-03-15 11:00:00',
        payment: {},
      },
    ],
    ['NUL in a field we do not read', { ...valid('evt_nul'), extra: 'a\u0000b' }],
    ['NUL in a key', { ...valid('evt_nul_key'), 'a\u0000': 1 }],
    ['a lone surrogate', { ...valid('evt_surrogate'), extra: 'x\ud800' }],
    ['NUL in the payment id', { ...valid('evt_nul_pay'), payment: { id: 'pay\u0000' } }],
    ['nesting 40 levels deep', { ...valid('evt_deep'), extra: deep(40) }],
  ])('answers 400 for %s and changes nothing', async (_, body) => {
    const res = await hook(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toMatch(/^(INVALID_JSON|VALIDATION)$/);
    const ids = ['evt_data', 'evt_sem_pay', 'evt_nul', 'evt_nul_key', 'evt_surrogate', 'evt_deep'];
    for (const id of ids) expect(await storedEvent(id)).toBeUndefined();
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
