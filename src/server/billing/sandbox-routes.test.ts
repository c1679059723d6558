import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../domain/api';
import { paymentEvents, payments, userSubscriptions } from '../db/schema';
import { EnvError } from '../env';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2025-03-15T15:00:00Z');
});
afterAll(() => t.close());

let seq = 0;
async function checkout(plan = 'STARTER', billingType = 'PIX', trialEndsAt?: Date) {
  seq += 1;
  const email = `teste-${seq}@fazenda.com`;
  const cookie = await t.createUser({ email });
  // The trial is over by the test clock: the first charge is due today (during the trial it
  // would fall on the trial's last day).
  await t.setSubscription(email, {
    trialEndsAt: trialEndsAt ?? new Date(t.clock.now.getTime() - 1000),
  });
  const res = await t.post(
    '/api/checkout',
    { plan, billingType, cpfCnpj: '529.982.247-25' },
    { headers: { cookie } },
  );
  const { invoiceUrl } = (await res.json()) as { invoiceUrl: string };
  return { email, cookie, invoiceUrl, paymentId: invoiceUrl.split('/').at(-1)! };
}

const page = (path: string, cookie?: string) =>
  t.request(path, { headers: cookie ? { cookie } : {} });

/** A form post from the page, as a browser sends it. */
const submit = (path: string, cookie?: string, origin = t.env.APP_URL) =>
  t.request(path, {
    method: 'POST',
    body: '',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      ...(cookie ? { cookie } : {}),
    },
  });

const subscriptionOf = async (email: string) =>
  (
    await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, await t.userId(email)))
  )[0]!;

describe('the sandbox payment page', () => {
  it('shows the plan, the value and the method with the two buttons, on a phone-ready page', async () => {
    const { cookie, invoiceUrl, paymentId } = await checkout('STARTER', 'PIX');
    const res = await page(invoiceUrl, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<main>[\s\S]*<h1>Pagamento de teste<\/h1>[\s\S]*<\/main>/);
    expect(html).toContain('<dd>Starter</dd>');
    expect(html).toContain('<dd>R$ 49,90</dd>');
    expect(html).toContain('<dd>Pix</dd>');
    expect(html).toContain(
      `<form method="post" action="/api/sandbox/payments/${paymentId}/approve"><button type="submit" class="approve">Aprovar pagamento</button></form>`,
    );
    expect(html).toContain(
      `<form method="post" action="/api/sandbox/payments/${paymentId}/refuse"><button type="submit" class="refuse">Recusar pagamento</button></form>`,
    );
    expect(html).not.toMatch(/<script/i);
  });

  it('paying during the trial keeps its days: the paid month starts when the trial ends', async () => {
    const trialEnd = new Date('2025-03-20T15:00:00Z');
    const { email, cookie, paymentId } = await checkout('STARTER', 'PIX', trialEnd);
    // The first charge falls on the trial's last day; paying it early starts the month there.
    await submit(`/api/sandbox/payments/${paymentId}/approve`, cookie);
    expect(await subscriptionOf(email)).toMatchObject({
      plan: 'STARTER',
      status: 'active',
      trialEndsAt: null,
      currentPeriodEnd: new Date('2025-04-20T03:00:00Z'),
    });
  });

  it('approving makes the user Starter, active, limit 100, through a PAYMENT_CONFIRMED event', async () => {
    const { email, cookie, invoiceUrl, paymentId } = await checkout('STARTER', 'CREDIT_CARD');
    const res = await submit(`/api/sandbox/payments/${paymentId}/approve`, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(invoiceUrl);

    const after = await (await page(invoiceUrl, cookie)).text();
    expect(after).toContain('Pagamento aprovado');
    expect(after).toContain('<a class="link" href="/dashboard">Voltar ao Arroba Certa</a>');
    expect(after).not.toContain('Aprovar pagamento');

    expect(await subscriptionOf(email)).toMatchObject({
      plan: 'STARTER',
      status: 'active',
      animalLimit: 100,
      trialEndsAt: null,
      currentPeriodEnd: new Date('2025-04-15T03:00:00Z'),
    });
    const me = (await (await t.request('/api/me', { headers: { cookie } })).json()) as MeResponse;
    expect(me.subscription).toMatchObject({ plan: 'STARTER', status: 'active', animalLimit: 100 });
    expect(me.modules).toHaveLength(5);

    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.userId, await t.userId(email)));
    expect(events).toHaveLength(1);
    expect(events[0]!.id).toMatch(/^evt_sandbox_[0-9a-f-]{36}$/);
    expect(events[0]!.event).toBe('PAYMENT_CONFIRMED');
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'CONFIRMED', paidAt: t.clock.now });

    // A second press changes nothing more.
    await submit(`/api/sandbox/payments/${paymentId}/approve`, cookie);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.userId, await t.userId(email))),
    ).toHaveLength(1);
  });

  it('refusing reports a refused card: the trial stays, the payer is told, and may pay again', async () => {
    const { email, cookie, invoiceUrl, paymentId } = await checkout('MASTER', 'BOLETO');
    const before = await subscriptionOf(email);
    const res = await submit(`/api/sandbox/payments/${paymentId}/refuse`, cookie);
    expect(res.status).toBe(303);
    const after = await (await page(invoiceUrl, cookie)).text();
    expect(after).toContain('Pagamento recusado');
    expect(after).toContain('Voltar ao Arroba Certa');
    expect(after).toContain('Aprovar pagamento');
    expect(await subscriptionOf(email)).toEqual(before);
    const [event] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.event, 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED'));
    expect(event).toMatchObject({ state: 'processed', outcome: 'applied' });
    const told = t.mails.find(
      (m) => m.to === email && m.subject === 'Pagamento recusado no Arroba Certa',
    );
    expect(told?.text).toContain(`/pagamento-teste/${paymentId}`);

    // As on Asaas' invoice, the payer can try again.
    await submit(`/api/sandbox/payments/${paymentId}/approve`, cookie);
    expect(await subscriptionOf(email)).toMatchObject({ plan: 'MASTER', status: 'active' });
  });

  it("is a 404 for anyone but the payment's owner, without a log line, and they cannot act on it", async () => {
    const owner = await checkout();
    const other = await t.createUser({ email: 'bisbilhoteiro@fazenda.com' });
    const warn = vi.spyOn(console, 'warn');
    try {
      for (const cookie of [other, undefined]) {
        const res = await page(owner.invoiceUrl, cookie);
        expect(res.status).toBe(404);
        const html = await res.text();
        expect(html).not.toContain('Pagamento de teste');
        expect(html).toContain('Página não encontrada');
        for (const verb of ['approve', 'refuse']) {
          const post = await submit(`/api/sandbox/payments/${owner.paymentId}/${verb}`, cookie);
          expect(post.status).toBe(404);
        }
      }
      for (const id of ['nao-existe', '%00', '%ff', 'a%00b', 'x'.repeat(101)]) {
        expect((await page(`/pagamento-teste/${id}`, owner.cookie)).status, id).toBe(404);
        const post = await submit(`/api/sandbox/payments/${id}/approve`, owner.cookie);
        expect(post.status, id).toBe(404);
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    expect(await subscriptionOf(owner.email)).toMatchObject({ plan: 'PRO' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, owner.paymentId));
    expect(payment?.status).toBe('PENDING');
  });

  it('refuses a form posted from another site', async () => {
    const { cookie, paymentId } = await checkout();
    const res = await submit(
      `/api/sandbox/payments/${paymentId}/approve`,
      cookie,
      'https://golpe.example',
    );
    expect(res.status).toBe(403);
  });

  it('does not exist when the provider is not the sandbox', async () => {
    const real = await createTestApp(
      {},
      {
        payments: {
          name: 'asaas',
          startSubscription: () => Promise.reject(new Error('unused')),
          cancelSubscription: () => Promise.resolve(),
          changeSubscriptionValue: () => Promise.resolve(),
          chargeOnce: () => Promise.reject(new Error('unused')),
          deletePayment: () => Promise.resolve(),
        },
      },
    );
    try {
      const res = await real.request('/pagamento-teste/sandbox_pay_x');
      expect(await res.text()).not.toContain('Pagamento de teste');
      const post = await real.request('/api/sandbox/payments/sandbox_pay_x/approve', {
        method: 'POST',
      });
      expect(post.status).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('the sandbox in production (issue 38 item 6)', () => {
  const production = {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'segredo-de-producao-com-32-caracteres-ou-mais',
  };

  it('does not start without Asaas: nobody approves their own payment', async () => {
    await expect(createTestApp(production)).rejects.toThrow(EnvError);
    await expect(createTestApp(production)).rejects.toThrow(
      /ASAAS_API_KEY: .*PAYMENT_SANDBOX=true[\s\S]*ASAAS_WEBHOOK_TOKEN: /,
    );
  });

  it('with Asaas configured, its pages and actions are not there', async () => {
    const real = await createTestApp({
      ...production,
      ASAAS_API_KEY: '$aact_chave_de_producao_0123456789',
      ASAAS_WEBHOOK_TOKEN: 'token-do-webhook-de-producao',
    });
    try {
      const cookie = await real.createUser({ email: 'produtor-real@fazenda.com' });
      const page = await real.request('/pagamento-teste/sandbox_pay_x', { headers: { cookie } });
      // Not a page of the app: its 404 (503 here, where the web app is not built).
      expect([404, 503]).toContain(page.status);
      expect(await page.text()).not.toContain('Pagamento de teste');
      for (const verb of ['approve', 'refuse']) {
        const post = await real.request(`/api/sandbox/payments/sandbox_pay_x/${verb}`, {
          method: 'POST',
          body: '',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        });
        expect(post.status).toBe(404);
      }
    } finally {
      await real.close();
    }
  });

  it('with PAYMENT_SANDBOX=true it runs, and its page says it is a demonstration', async () => {
    const demo = await createTestApp({ ...production, PAYMENT_SANDBOX: 'true' });
    try {
      const cookie = await demo.createUser({ email: 'visitante-demo@fazenda.com' });
      const res = await demo.post(
        '/api/checkout',
        { plan: 'MASTER', billingType: 'PIX', cpfCnpj: '529.982.247-25' },
        { headers: { cookie } },
      );
      const { invoiceUrl } = (await res.json()) as { invoiceUrl: string };
      const html = await (await demo.request(invoiceUrl, { headers: { cookie } })).text();
      expect(html).toContain('Demonstração: os pagamentos são simulados, nenhum valor é cobrado.');
    } finally {
      await demo.close();
    }
  });
});
