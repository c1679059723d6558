import { describe, expect, it } from 'vitest';
import { useWebhookApp } from '../test/webhook-app';

/*
 * What Asaas events change for a customer (decision 022), the e-mails they send, and the admin
 * panel's problem events.
 */

const w = useWebhookApp();
describe('events that change what a customer may do (decision 022)', () => {
  it('a chargeback suspends access, tells the customer and the admins; the dispute won restores it', async () => {
    const adminEmail = 'suporte-contestacao@arroba.com';
    await w.t.createUser({ email: adminEmail });
    await w.t.makeAdmin(adminEmail);
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(c, 'PAYMENT_CHARGEBACK_REQUESTED', { dateCreated: '2025-03-15 11:10:00' }),
      ),
    );
    expect(await w.subscription(c.userId)).toMatchObject({
      status: 'inactive',
      chargebackPaymentId: c.paymentId,
    });
    const created = await w.t.post(
      '/api/inventory',
      { category: 'Bois', quantity: 1, averageWeight: 400, averageValue: 3000 },
      { headers: { cookie: c.cookie } },
    );
    expect(created.status).toBe(403);
    const mails = w.t.mails.filter((m) => m.subject.startsWith('Pagamento contestado'));
    expect(mails.map((m) => m.to)).toEqual([c.email]);
    const toAdmin = w.t.mails.find((m) => m.subject === `Contestação de pagamento: ${c.email}`);
    expect(toAdmin?.to).toBe(adminEmail);
    expect(toAdmin?.text).toContain(c.paymentId);
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(c, 'PAYMENT_CHARGEBACK_DISPUTE', { dateCreated: '2025-03-15 11:20:00' }),
      ),
    );
    expect(w.t.mails.filter((m) => m.subject.startsWith('Pagamento contestado'))).toHaveLength(
      mails.length,
    );
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(c, 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL', {
          dateCreated: '2025-03-15 11:30:00',
        }),
      ),
    );
    expect(await w.subscription(c.userId)).toMatchObject({
      status: 'active',
      chargebackPaymentId: null,
    });
  });

  it.each(['PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', 'PAYMENT_REPROVED_BY_RISK_ANALYSIS'])(
    '%s tells the customer at once, with the invoice to pay again',
    async (event) => {
      const c = await w.customer();
      await w.expectReceived(await w.hook(w.paymentEvent(c, event)));
      expect((await w.paymentRow(c.paymentId))?.status).toBe('REFUSED');
      const mail = w.t.mails.find(
        (m) => m.to === c.email && m.subject === 'Pagamento recusado no Arroba Certa',
      );
      expect(mail?.text).toContain('foi recusado pelo cartão');
      expect(mail?.text).toContain(`http://localhost:3000/pagamento-teste/${c.paymentId}`);
      // The trial is untouched.
      expect((await w.subscription(c.userId)).trialEndsAt).not.toBeNull();
    },
  );

  it('a partial refund is recorded; access stays', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(c, 'PAYMENT_PARTIALLY_REFUNDED', { dateCreated: '2025-03-15 11:10:00' }),
      ),
    );
    expect((await w.paymentRow(c.paymentId))?.status).toBe('PARTIALLY_REFUNDED');
    expect(await w.subscription(c.userId)).toMatchObject({ status: 'active' });
  });

  it('a cash receipt undone makes the paid month owed again: suspended until it is paid', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_RECEIVED')));
    await w.expectReceived(
      await w.hook(
        w.paymentEvent(c, 'PAYMENT_RECEIVED_IN_CASH_UNDONE', {
          dateCreated: '2025-03-15 11:10:00',
        }),
      ),
    );
    expect(await w.paymentRow(c.paymentId)).toMatchObject({ status: 'PENDING', paidAt: null });
    expect(await w.subscription(c.userId)).toMatchObject({
      status: 'inactive',
      chargebackPaymentId: c.paymentId,
    });
    await w.expectReceived(
      await w.hook(w.paymentEvent(c, 'PAYMENT_RECEIVED', { dateCreated: '2025-03-15 11:20:00' })),
    );
    expect(await w.subscription(c.userId)).toMatchObject({
      status: 'active',
      chargebackPaymentId: null,
    });
  });

  it('reads the dates of a subscription event written DD/MM/YYYY', async () => {
    const c = await w.customer();
    const body = w.subscriptionEvent(c, 'SUBSCRIPTION_CREATED');
    await w.expectReceived(await w.hook(body));
    expect(await w.storedEvent(body.id)).toMatchObject({ state: 'processed', outcome: 'ignored' });
  });
});

describe('billing e-mails', () => {
  const billingMails = (email: string) =>
    w.t.mails.filter((m) => m.to === email && !m.subject.startsWith('Confirme'));

  it('a confirmed payment sends one receipt, however often the event is replayed', async () => {
    const c = await w.customer();
    const body = w.paymentEvent(c, 'PAYMENT_CONFIRMED');
    for (let i = 0; i < 3; i += 1) await w.expectReceived(await w.hook(body));
    const sent = billingMails(c.email);
    expect(sent.map((m) => m.subject)).toEqual([
      'Pagamento confirmado: plano Starter do Arroba Certa',
    ]);
    expect(sent[0]!.text).toContain('R$ 49,90 do plano Starter');
    expect(sent[0]!.text).toContain('http://localhost:3000/subscription');
  });

  it('an overdue payment sends the invoice to pay', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CONFIRMED')));
    await w.expectReceived(
      await w.hook(w.paymentEvent(c, 'PAYMENT_OVERDUE', { dateCreated: '2025-03-15 12:00:00' })),
    );
    const overdue = billingMails(c.email).find((m) => m.subject.includes('atraso'));
    expect(overdue?.text).toContain('vencimento em 15/03/2025');
    expect(overdue?.text).toContain(`http://localhost:3000/pagamento-teste/${c.paymentId}`);
  });

  it('an ignored event sends nothing', async () => {
    const c = await w.customer();
    await w.expectReceived(await w.hook(w.paymentEvent(c, 'PAYMENT_CREATED')));
    expect(billingMails(c.email)).toEqual([]);
  });
});

describe("'Eventos com problema' in the admin panel", () => {
  it('lists what could not be applied, newest first, and an admin may apply one again (audited)', async () => {
    const adminEmail = 'suporte-eventos@arroba.com';
    const admin = await w.t.createUser({ email: adminEmail });
    await w.t.makeAdmin(adminEmail);
    const c = await w.customer();
    const future = w.paymentEvent(c, 'PAYMENT_CONFIRMED', { dateCreated: '2999-01-01 00:00:00' });
    await w.expectReceived(await w.hook(future));
    await w.expectReceived(await w.hook('não é json'));

    const list = await w.t.request('/api/admin/billing-events', { headers: { cookie: admin } });
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
    const stranger = await w.t.request('/api/admin/billing-events', {
      headers: { cookie: c.cookie },
    });
    expect(stranger.status).toBe(403);
    const path = `/api/admin/billing-events/${encodeURIComponent(future.id)}/retry`;
    expect((await w.t.post(path, {}, { headers: { cookie: c.cookie } })).status).toBe(403);

    // The admin decides it is genuine: applied at the time it arrived.
    const retried = await w.t.post(path, {}, { headers: { cookie: admin } });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ state: 'processed', problem: null });
    expect(await w.subscription(c.userId)).toMatchObject({ plan: 'STARTER', status: 'active' });
    const audit = await w.t.request('/api/admin/audit', { headers: { cookie: admin } });
    const entries = ((await audit.json()) as { entries: Array<{ action: string; detail: string }> })
      .entries;
    expect(entries[0]).toMatchObject({ action: 'retry-billing-event' });
    expect(entries[0]!.detail).toContain(future.id);
    expect((await w.t.post(path, {}, { headers: { cookie: admin } })).status).toBe(404);
  });
});
