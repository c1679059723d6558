import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../domain/records/dates';
import { farmMembers, farms, payments, profiles, users, userSubscriptions } from '../db/schema';
import {
  PaymentProviderError,
  type PaymentProvider,
  type StartSubscriptionInput,
} from './provider/provider';
import { createTestApp } from '../test/test-app';

const CPF = '529.982.247-25';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const checkout = (cookie: string, body: unknown, app = t) =>
  app.post('/api/checkout', body, { headers: { cookie } });

const subscriptionOf = async (app: typeof t, email: string) => {
  const [row] = await app.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, await app.userId(email)));
  return row!;
};
const paymentsOf = async (app: typeof t, email: string) =>
  app.db
    .select()
    .from(payments)
    .where(eq(payments.userId, await app.userId(email)));

describe('GET /api/checkout', () => {
  it('answers the e-mail, the name and whether a CPF/CNPJ is on file; 401 without a session', async () => {
    const cookie = await t.createUser({ name: 'Zé do Gado', email: 'info@fazenda.com' });
    const res = await t.request('/api/checkout', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      email: 'info@fazenda.com',
      name: 'Zé do Gado',
      cpfCnpjOnFile: false,
    });
    expect((await t.request('/api/checkout')).status).toBe(401);
  });
});

describe('POST /api/checkout (sandbox)', () => {
  it('starts the subscription, keeps customer, subscription and payment, and answers the invoice page', async () => {
    const cookie = await t.createUser({ email: 'feliz@fazenda.com' });
    const res = await checkout(cookie, { plan: 'STARTER', billingType: 'PIX', cpfCnpj: CPF });
    expect(res.status).toBe(200);
    const { invoiceUrl } = (await res.json()) as { invoiceUrl: string };
    expect(invoiceUrl).toMatch(/^\/pagamento-teste\/sandbox_pay_[0-9a-f-]{36}$/);

    const sub = await subscriptionOf(t, 'feliz@fazenda.com');
    expect(sub.providerCustomerId).toMatch(/^sandbox_cus_/);
    expect(sub.providerSubscriptionId).toMatch(/^sandbox_sub_/);
    expect(sub.providerPlan).toBe('STARTER');
    // Nothing changes until the payment is confirmed: still the Pro trial.
    expect(sub).toMatchObject({ plan: 'PRO', status: 'active', animalLimit: 999999 });
    expect(sub.trialEndsAt).not.toBeNull();

    const [payment] = await paymentsOf(t, 'feliz@fazenda.com');
    expect(payment).toMatchObject({
      id: invoiceUrl.split('/').at(-1),
      providerSubscriptionId: sub.providerSubscriptionId,
      plan: 'STARTER',
      billingType: 'PIX',
      value: '49.90',
      status: 'PENDING',
      // Subscribed during the trial: the first charge falls when the trial ends (issue 23).
      dueDate: todayIn(sub.trialEndsAt!),
      invoiceUrl,
    });
    expect(payment!.dueDate > todayIn(t.clock.now)).toBe(true);

    const info = await t.request('/api/checkout', { headers: { cookie } });
    expect(await info.json()).toMatchObject({ cpfCnpjOnFile: true });
  });

  it('asks for the CPF/CNPJ when none is on file, refuses an invalid one and stores nothing', async () => {
    const cookie = await t.createUser({ email: 'sem-cpf@fazenda.com' });
    const missing = await checkout(cookie, { plan: 'PRO', billingType: 'CREDIT_CARD' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ cpfCnpj: 'Informe seu CPF ou CNPJ' });

    const invalid = await checkout(cookie, {
      plan: 'PRO',
      billingType: 'CREDIT_CARD',
      cpfCnpj: '529.982.247-26',
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields).toEqual({ cpfCnpj: 'CPF ou CNPJ inválido' });

    expect(await paymentsOf(t, 'sem-cpf@fazenda.com')).toHaveLength(0);
    expect((await subscriptionOf(t, 'sem-cpf@fazenda.com')).providerSubscriptionId).toBeNull();
  });

  it('saves the CPF/CNPJ as digits and reuses it on the next checkout', async () => {
    const cookie = await t.createUser({ email: 'cnpj@fazenda.com' });
    const first = await checkout(cookie, {
      plan: 'MASTER',
      billingType: 'BOLETO',
      cpfCnpj: '11.222.333/0001-81',
    });
    expect(first.status).toBe(200);
    const [profile] = await t.db
      .select({ cpfCnpj: profiles.cpfCnpj })
      .from(profiles)
      .where(eq(profiles.userId, await t.userId('cnpj@fazenda.com')));
    expect(profile?.cpfCnpj).toBe('11222333000181');

    const second = await checkout(cookie, { plan: 'PRO', billingType: 'CREDIT_CARD' });
    expect(second.status).toBe(200);
    expect(await paymentsOf(t, 'cnpj@fazenda.com')).toHaveLength(2);
  });

  it.each([{}, { billingType: 'DINHEIRO' }, { billingType: null }])(
    'refuses a missing or unknown billing type (%j)',
    async (extra) => {
      const cookie = await t.createUser({ email: `metodo-${Math.random()}@fazenda.com` });
      const res = await checkout(cookie, { plan: 'PRO', cpfCnpj: CPF, ...extra });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({
        billingType: 'Selecione uma forma de pagamento',
      });
    },
  );

  it('answers 401 without a session', async () => {
    const res = await t.post('/api/checkout', { plan: 'PRO', billingType: 'PIX', cpfCnpj: CPF });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('lets an administrator check out', async () => {
    const cookie = await t.createUser({ email: 'admin-paga@fazenda.com' });
    await t.makeAdmin('admin-paga@fazenda.com');
    const res = await checkout(cookie, { plan: 'PRO', billingType: 'PIX', cpfCnpj: CPF });
    expect(res.status).toBe(200);
  });

  it('gives an account with no subscription (made from an invitation) its own farm once, then checks out', async () => {
    const cookie = await t.createUser({ name: 'Ana Lima', email: 'convidada@fazenda.com' });
    const userId = await t.userId('convidada@fazenda.com');
    const owned = () =>
      t.db
        .select({ farm: farmMembers.organizationId })
        .from(farmMembers)
        .where(and(eq(farmMembers.userId, userId), eq(farmMembers.role, 'owner')));
    const [own] = await owned();
    await t.db.delete(farms).where(eq(farms.id, own!.farm));
    await t.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, userId));

    const view = await t.request('/api/subscription', { headers: { cookie } });
    expect(view.status).toBe(404);
    expect((await view.json()).error.code).toBe('NO_SUBSCRIPTION');

    const body = { plan: 'STARTER', billingType: 'PIX', cpfCnpj: CPF };
    const answers = await Promise.all([checkout(cookie, body), checkout(cookie, body)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await owned()).toHaveLength(1);
    const row = await subscriptionOf(t, 'convidada@fazenda.com');
    expect(row.providerSubscriptionId).not.toBeNull();
    expect(row.trialEndsAt).not.toBeNull();
    const [mine] = await owned();
    const [farm] = await t.db.select().from(farms).where(eq(farms.id, mine!.farm));
    expect(farm!.name).toBe('Fazenda de Ana');
    expect((await t.request('/api/subscription', { headers: { cookie } })).status).toBe(200);
  });
});

describe('POST /api/checkout with a provider', () => {
  const calls = { start: [] as StartSubscriptionInput[], cancel: [] as string[] };
  let failure: Error | null = null;
  let counter = 0;
  const recording: PaymentProvider = {
    name: 'asaas',
    changeSubscriptionValue: () => Promise.reject(new Error('unused')),
    chargeOnce: () => Promise.reject(new Error('unused')),
    deletePayment: () => Promise.reject(new Error('unused')),
    async startSubscription(input) {
      calls.start.push(input);
      if (failure) throw failure;
      counter += 1;
      return {
        customerId: input.customerId ?? `cus_${counter}`,
        subscriptionId: `sub_${counter}`,
        payment: {
          id: `pay_${counter}`,
          status: 'PENDING',
          value: input.value,
          dueDate: input.nextDueDate,
          invoiceUrl: `https://sandbox.asaas.com/i/${counter}`,
          billingType: input.billingType,
        },
      };
    },
    async cancelSubscription(id) {
      calls.cancel.push(id);
    },
  };
  let p: typeof t;
  beforeAll(async () => {
    p = await createTestApp({}, { payments: recording });
  });
  afterAll(() => p.close());

  it("reuses the customer, cancels the earlier unpaid subscription and bills from São Paulo's today", async () => {
    const cookie = await p.createUser({ name: 'Dona Rosa', email: 'rosa@fazenda.com' });
    p.clock.now = new Date('2025-03-16T01:00:00Z'); // 22:00 on 15 March in São Paulo
    // Her trial is over: the first charge is due today.
    await p.setSubscription('rosa@fazenda.com', { trialEndsAt: new Date('2025-03-10T12:00:00Z') });
    const first = await checkout(cookie, { plan: 'STARTER', billingType: 'PIX', cpfCnpj: CPF }, p);
    expect(await first.json()).toEqual({ invoiceUrl: 'https://sandbox.asaas.com/i/1' });
    expect(calls.start[0]).toEqual({
      user: {
        id: await p.userId('rosa@fazenda.com'),
        name: 'Dona Rosa',
        email: 'rosa@fazenda.com',
      },
      cpfCnpj: '52998224725',
      customerId: null,
      plan: 'STARTER',
      billingType: 'PIX',
      value: 49.9,
      nextDueDate: '2025-03-15',
      description: 'Arroba Certa - Plano Starter',
    });
    expect(calls.cancel).toEqual([]);

    const second = await checkout(cookie, { plan: 'PRO', billingType: 'CREDIT_CARD' }, p);
    expect(second.status).toBe(200);
    expect(calls.start[1]).toMatchObject({ customerId: 'cus_1', plan: 'PRO', value: 97.9 });
    expect(calls.cancel).toEqual(['sub_1']);
    expect(await subscriptionOf(p, 'rosa@fazenda.com')).toMatchObject({
      providerCustomerId: 'cus_1',
      providerSubscriptionId: 'sub_2',
      providerPlan: 'PRO',
    });
    const rows = await paymentsOf(p, 'rosa@fazenda.com');
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      pay_1: 'DELETED',
      pay_2: 'PENDING',
    });
  });

  it('sends the e-mail as the name when the account has no name', async () => {
    const cookie = await p.createUser({ email: 'sem-nome@fazenda.com' });
    await p.db
      .update(users)
      .set({ name: ' ' })
      .where(eq(users.id, await p.userId('sem-nome@fazenda.com')));
    const res = await checkout(cookie, { plan: 'PRO', billingType: 'PIX', cpfCnpj: CPF }, p);
    expect(res.status).toBe(200);
    expect(calls.start.at(-1)?.user.name).toBe('sem-nome@fazenda.com');
  });

  it('answers the provider failure as PAYMENT_PROVIDER (502, or 400 for refused data) and keeps nothing', async () => {
    const cookie = await p.createUser({ email: 'falha@fazenda.com' });
    failure = new PaymentProviderError('O serviço de pagamento não respondeu. Tente novamente.');
    const down = await checkout(cookie, { plan: 'PRO', billingType: 'PIX', cpfCnpj: CPF }, p);
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({
      error: {
        code: 'PAYMENT_PROVIDER',
        message: 'O serviço de pagamento não respondeu. Tente novamente.',
      },
    });

    failure = new PaymentProviderError('CPF recusado pelo serviço de pagamento.', 400);
    const refused = await checkout(cookie, { plan: 'PRO', billingType: 'PIX', cpfCnpj: CPF }, p);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toEqual({
      code: 'PAYMENT_PROVIDER',
      message: 'CPF recusado pelo serviço de pagamento.',
    });

    failure = new TypeError('fetch failed');
    const broken = await checkout(cookie, { plan: 'PRO', billingType: 'PIX', cpfCnpj: CPF }, p);
    expect(broken.status).toBe(502);
    expect((await broken.json()).error).toEqual({
      code: 'PAYMENT_PROVIDER',
      message: 'Tente novamente mais tarde',
    });
    failure = null;

    // A CPF the provider refused is not kept: the next checkout asks again.
    const info = await p.request('/api/checkout', { headers: { cookie } });
    expect(await info.json()).toMatchObject({ cpfCnpjOnFile: false });
    expect(await paymentsOf(p, 'falha@fazenda.com')).toHaveLength(0);
  });
});
