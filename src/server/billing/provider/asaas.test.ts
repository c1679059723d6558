import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/billing/checkout';
import {
  CUSTOMER_ID,
  FAKE_KEY,
  INVOICE_URL,
  PAYMENT_ID,
  SUBSCRIPTION_ID,
  customerJson,
  list,
  pageOf,
  paymentJson,
  startFakeAsaas,
  type FakeAsaas,
  type RecordedRequest,
} from '../../test/fake-asaas';
import { freePort } from '../../test/free-port';
import { ASAAS_MESSAGES, createAsaasProvider, type AsaasProviderOptions } from './asaas';
import { PaymentProviderError, type StartSubscriptionInput } from './provider';

let fake: FakeAsaas;
beforeAll(async () => {
  fake = await startFakeAsaas();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const provider = (options: Partial<AsaasProviderOptions> = {}) =>
  createAsaasProvider({ apiKey: FAKE_KEY, baseUrl: fake.baseUrl, ...options });

const input: StartSubscriptionInput = {
  user: { id: 'user-1', name: 'João da Silva', email: 'joao@fazenda.com.br' },
  cpfCnpj: '52998224725',
  customerId: null,
  plan: 'STARTER',
  billingType: 'CREDIT_CARD',
  value: 49.9,
  nextDueDate: '2026-11-21',
  description: 'Arroba Certa - Plano Starter',
};

const calls = () => fake.requests.map((r) => `${r.method} ${r.path}`);

function expectAsaasHeaders(request: RecordedRequest, userAgent = 'ArrobaCerta/1.0') {
  expect(request.headers.access_token).toBe(FAKE_KEY);
  expect(request.headers['user-agent']).toBe(userAgent);
  expect(request.headers['content-type']).toBe('application/json');
}

/** The PaymentProviderError a promise rejects with (fails the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

const subscriptionBody = (customer: string) => ({
  customer,
  billingType: 'CREDIT_CARD',
  value: 49.9,
  cycle: 'MONTHLY',
  nextDueDate: '2026-11-21',
  description: 'Arroba Certa - Plano Starter',
  externalReference: 'user-1',
});

const startedPayment = {
  id: PAYMENT_ID,
  status: 'PENDING',
  value: 49.9,
  dueDate: '2026-11-21',
  invoiceUrl: INVOICE_URL,
  billingType: 'CREDIT_CARD',
};

describe('asaas startSubscription', () => {
  it('creates a new customer, the monthly subscription, and returns its first payment', async () => {
    const started = await provider().startSubscription(input);

    expect(started).toEqual({
      customerId: CUSTOMER_ID,
      subscriptionId: SUBSCRIPTION_ID,
      payment: startedPayment,
    });
    expect(calls()).toEqual([
      'GET /v3/customers?externalReference=user-1&offset=0&limit=100',
      'POST /v3/customers',
      'POST /v3/subscriptions',
      `GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments?offset=0&limit=100`,
    ]);
    const [lookup, customer, subscription] = fake.requests;
    expect(lookup?.body).toBeUndefined();
    expect(customer?.body).toEqual({
      name: 'João da Silva',
      cpfCnpj: '52998224725',
      email: 'joao@fazenda.com.br',
      externalReference: 'user-1',
    });
    expect(subscription?.body).toEqual(subscriptionBody(CUSTOMER_ID));
    for (const request of fake.requests) expectAsaasHeaders(request);
  });

  it('uses the customer kept from an earlier checkout without asking Asaas for one', async () => {
    const started = await provider({ userAgent: 'ArrobaCerta/2.0 (teste)' }).startSubscription({
      ...input,
      customerId: 'cus_kept',
    });

    expect(started.customerId).toBe('cus_kept');
    expect(calls()).toEqual([
      'POST /v3/subscriptions',
      `GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments?offset=0&limit=100`,
    ]);
    expect(fake.requests[0]?.body).toEqual(subscriptionBody('cus_kept'));
    for (const request of fake.requests) expectAsaasHeaders(request, 'ArrobaCerta/2.0 (teste)');
  });

  it('reuses the customer found by externalReference (skipping a deleted one)', async () => {
    const known = { name: 'João', email: 'joao@fazenda.com.br', externalReference: 'user 1/ç' };
    fake.on('GET /v3/customers', {
      json: list([
        { ...customerJson(known, 'cus_deleted'), deleted: true },
        customerJson(known, 'cus_found'),
      ]),
    });

    const started = await provider().startSubscription({
      ...input,
      user: { ...input.user, id: 'user 1/ç' },
    });

    expect(started.customerId).toBe('cus_found');
    expect(calls()).toEqual([
      'GET /v3/customers?externalReference=user%201%2F%C3%A7&offset=0&limit=100',
      'POST /v3/subscriptions',
      `GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments?offset=0&limit=100`,
    ]);
    expect(fake.requests[1]?.body).toMatchObject({ customer: 'cus_found' });
  });

  it("shows Asaas' own Portuguese description when it refuses the data (400)", async () => {
    fake.on('POST /v3/customers', {
      status: 400,
      json: {
        errors: [
          { code: 'invalid_cpfCnpj', description: 'O CPF/CNPJ informado é inválido.' },
          { code: 'other', description: 'Outro erro' },
        ],
      },
    });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe('O CPF/CNPJ informado é inválido.');
    expect(error.status).toBe(400);
    expect(calls()).not.toContain('POST /v3/subscriptions');
  });

  it('says the service is unavailable on a refused key (401), never quoting the key', async () => {
    const error = await failure(
      createAsaasProvider({ apiKey: 'chave-errada', baseUrl: fake.baseUrl }).startSubscription(
        input,
      ),
    );

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.status).toBe(502);
    expect(error.detail).toContain('401');
    expect(`${error.message} ${error.detail}`).not.toContain('chave-errada');
  });

  it('says the service is unavailable on a 5xx, scrubbing the key from the detail', async () => {
    // The key straddles the 300-character cut of the detail: not even a prefix may show.
    const padding = 'x'.repeat(250);
    fake.on('POST /v3/subscriptions', { status: 500, text: `${padding} (${FAKE_KEY})` });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.status).toBe(502);
    expect(error.detail).toContain('500');
    expect(error.detail).not.toContain(FAKE_KEY.slice(0, 8));
  });

  it('says the service is unavailable when the answer is not JSON', async () => {
    fake.on('GET /v3/customers', { text: '<html>Manutenção programada</html>' });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.status).toBe(502);
  });

  it('says the service is unavailable when the JSON lacks what the app relies on', async () => {
    fake.on('POST /v3/subscriptions', { json: { object: 'subscription', status: 'ACTIVE' } });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.detail).toContain('unexpected answer');
  });

  it('gives up after timeoutMs when Asaas holds the answer, and returns promptly', async () => {
    fake.on('GET /v3/customers', { hold: true });

    const started = performance.now();
    const error = await failure(provider({ timeoutMs: 200 }).startSubscription(input));

    expect(error.message).toBe(ASAAS_MESSAGES.noAnswer);
    expect(error.status).toBe(502);
    // The fake never answers: only the adapter's deadline can end the call.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('keeps one deadline for the whole checkout, not one per call', async () => {
    // Each call alone is well within the deadline; the four together are not.
    for (const route of [
      'GET /v3/customers',
      'POST /v3/customers',
      'POST /v3/subscriptions',
      `GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`,
    ]) {
      fake.on(route, (r) => {
        const json =
          route === 'GET /v3/customers'
            ? list([])
            : route === 'POST /v3/customers'
              ? customerJson(r.body as Record<string, unknown>)
              : route === 'POST /v3/subscriptions'
                ? { id: SUBSCRIPTION_ID }
                : list([paymentJson()]);
        return { json, delayMs: 150 };
      });
    }

    const error = await failure(provider({ timeoutMs: 400 }).startSubscription(input));

    expect(error.message).toBe(ASAAS_MESSAGES.noAnswer);
  });

  it('says the service did not answer when nothing listens', async () => {
    const closedPort = await freePort();

    const error = await failure(
      createAsaasProvider({
        apiKey: FAKE_KEY,
        baseUrl: `http://127.0.0.1:${closedPort}`,
      }).startSubscription(input),
    );

    expect(error.message).toBe(ASAAS_MESSAGES.noAnswer);
    expect(error.status).toBe(502);
  });

  it('reports no payment URL when the subscription has no payment, and cancels it', async () => {
    fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, { json: list([]) });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(CHECKOUT_MESSAGES.noPaymentUrl);
    expect(error.status).toBe(502);
    expect(calls().at(-1)).toBe(`DELETE /v3/subscriptions/${SUBSCRIPTION_ID}`);
  });

  it('reports no payment URL when the first payment has no invoiceUrl', async () => {
    fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, {
      json: list([
        paymentJson({ id: 'pay_later', dueDate: '2026-12-21' }),
        paymentJson({ invoiceUrl: null }),
      ]),
    });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(CHECKOUT_MESSAGES.noPaymentUrl);
  });
});

describe('asaas cancelSubscription', () => {
  it('deletes the subscription', async () => {
    await expect(provider().cancelSubscription(SUBSCRIPTION_ID)).resolves.toBeUndefined();

    expect(calls()).toEqual([`DELETE /v3/subscriptions/${SUBSCRIPTION_ID}`]);
    expectAsaasHeaders(fake.requests[0]!);
  });

  it('counts an id Asaas does not know (404) as already cancelled', async () => {
    await expect(provider().cancelSubscription('sub_desconhecida')).resolves.toBeUndefined();

    expect(calls()).toEqual(['DELETE /v3/subscriptions/sub_desconhecida']);
  });

  it('fails when Asaas cannot cancel it', async () => {
    fake.on(`DELETE /v3/subscriptions/${SUBSCRIPTION_ID}`, { status: 503, text: '' });

    const error = await failure(provider().cancelSubscription(SUBSCRIPTION_ID));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
  });
});

describe('asaas listPayments', () => {
  it("maps the subscription's payments", async () => {
    fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, {
      json: list([
        paymentJson(),
        paymentJson({ id: 'pay_2', status: 'RECEIVED', dueDate: '2026-12-21', billingType: 'PIX' }),
      ]),
    });

    const payments = await provider().listPayments(SUBSCRIPTION_ID);

    expect(payments).toEqual([
      startedPayment,
      {
        ...startedPayment,
        id: 'pay_2',
        status: 'RECEIVED',
        dueDate: '2026-12-21',
        billingType: 'PIX',
      },
    ]);
    expect(calls()).toEqual([
      `GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments?offset=0&limit=100`,
    ]);
    expectAsaasHeaders(fake.requests[0]!);
  });

  it('reads every page of a long list (Asaas pages by offset and limit, with hasMore)', async () => {
    const months = Array.from({ length: 230 }, (_, i) =>
      paymentJson({
        id: `pay_${i}`,
        dueDate: `20${String(10 + Math.floor(i / 12)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-05`,
      }),
    );
    fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, (r) => ({
      json: pageOf(months, r),
    }));
    const payments = await provider().listPayments(SUBSCRIPTION_ID);
    expect(payments.map((p) => p.id)).toEqual(months.map((m) => m.id));
    expect(calls()).toEqual(
      [0, 100, 200].map(
        (offset) => `GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments?offset=${offset}&limit=100`,
      ),
    );
  });

  it('finds the customer and the earliest payment on the third page of each list', async () => {
    const known = { name: 'João', email: 'joao@fazenda.com.br', externalReference: 'user-1' };
    const customers = [
      ...Array.from({ length: 250 }, (_, i) => ({
        ...customerJson(known, `cus_del_${i}`),
        deleted: true,
      })),
      customerJson(known, 'cus_page_three'),
    ];
    fake.on('GET /v3/customers', (r) => ({ json: pageOf(customers, r) }));
    const payments = [
      ...Array.from({ length: 220 }, (_, i) =>
        paymentJson({ id: `pay_late_${i}`, dueDate: '2026-12-21' }),
      ),
      paymentJson({ id: 'pay_first_due', dueDate: '2026-11-21' }),
    ];
    fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, (r) => ({
      json: pageOf(payments, r),
    }));

    const started = await provider().startSubscription(input);

    expect(started.customerId).toBe('cus_page_three');
    expect(started.payment.id).toBe('pay_first_due');
    expect(calls()).toEqual([
      ...[0, 100, 200].map(
        (offset) => `GET /v3/customers?externalReference=user-1&offset=${offset}&limit=100`,
      ),
      'POST /v3/subscriptions',
      ...[0, 100, 200].map(
        (offset) => `GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments?offset=${offset}&limit=100`,
      ),
    ]);
  });

  it('skips nothing when Asaas answers fewer items a page than asked', async () => {
    const payments = Array.from({ length: 25 }, (_, i) => paymentJson({ id: `pay_${i}` }));
    fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, (r) => ({
      json: pageOf(payments, r, 10),
    }));

    const listed = await provider().listPayments(SUBSCRIPTION_ID);

    expect(listed.map((p) => p.id)).toEqual(payments.map((p) => p.id));
    expect(calls()).toEqual(
      [0, 10, 20].map(
        (offset) => `GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments?offset=${offset}&limit=100`,
      ),
    );
  });

  it('keeps one deadline for all the pages of a list', async () => {
    // Each page alone is well within the deadline; the four together are not.
    const payments = Array.from({ length: 400 }, (_, i) => paymentJson({ id: `pay_${i}` }));
    fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, (r) => ({
      json: pageOf(payments, r),
      delayMs: 150,
    }));

    const error = await failure(provider({ timeoutMs: 400 }).listPayments(SUBSCRIPTION_ID));

    expect(error.message).toBe(ASAAS_MESSAGES.noAnswer);
    expect(fake.requests.length).toBeLessThan(4);
  });

  it('gives up on a list that never ends (hasMore on every page) after 50 pages', async () => {
    fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, () => ({
      json: { ...list([paymentJson()]), hasMore: true },
    }));

    const error = await failure(provider().listPayments(SUBSCRIPTION_ID));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.status).toBe(502);
    expect(error.detail).toContain('more than 50 pages');
    expect(fake.requests).toHaveLength(50);
  });

  it('refuses a payment without a page to pay at as a bad answer', async () => {
    fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, {
      json: list([paymentJson({ invoiceUrl: undefined })]),
    });

    const error = await failure(provider().listPayments(SUBSCRIPTION_ID));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.status).toBe(502);
  });
});

describe('asaas plan changes', () => {
  it('changes the subscription value as the reference documents it, pending payments included', async () => {
    // The fake answers only the documented method (PUT) and refuses any other on the path.
    const refused = await fetch(`${fake.baseUrl}/v3/subscriptions/${SUBSCRIPTION_ID}`, {
      method: 'POST',
      headers: { access_token: FAKE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ value: 97.9 }),
    });
    expect(refused.status).toBe(405);
    fake.reset();

    await provider().changeSubscriptionValue(SUBSCRIPTION_ID, 97.9, 'Arroba Certa — plano Pro');
    expect(calls()).toEqual([`PUT /v3/subscriptions/${SUBSCRIPTION_ID}`]);
    expectAsaasHeaders(fake.requests[0]!);
    expect(fake.requests[0]!.body).toEqual({
      value: 97.9,
      description: 'Arroba Certa — plano Pro',
      updatePendingPayments: true,
    });
  });

  it('charges a one-off payment to the customer and returns its invoice', async () => {
    fake.on('POST /v3/payments', (r) => ({
      json: paymentJson({ ...(r.body as object), subscription: null }),
    }));
    const payment = await provider().chargeOnce({
      customerId: CUSTOMER_ID,
      userId: 'user-1',
      billingType: 'PIX',
      value: 23.23,
      dueDate: '2026-03-17',
      description: 'Diferença proporcional: Starter → Pro',
    });
    expect(fake.requests[0]!.body).toEqual({
      customer: CUSTOMER_ID,
      billingType: 'PIX',
      value: 23.23,
      dueDate: '2026-03-17',
      description: 'Diferença proporcional: Starter → Pro',
      externalReference: 'user-1',
    });
    expect(payment).toMatchObject({ value: 23.23, invoiceUrl: INVOICE_URL, billingType: 'PIX' });
  });

  it('removes a charge (an upgrade given up); one Asaas no longer knows counts as removed', async () => {
    await provider().deletePayment(PAYMENT_ID);
    await provider().deletePayment('pay_ja_excluida');
    expect(calls()).toEqual([
      `DELETE /v3/payments/${PAYMENT_ID}`,
      'DELETE /v3/payments/pay_ja_excluida',
    ]);
    fake.on(`DELETE /v3/payments/${PAYMENT_ID}`, {
      status: 400,
      json: {
        errors: [
          {
            code: 'invalid_action',
            description: 'Não é possível excluir uma cobrança já recebida.',
          },
        ],
      },
    });
    await expect(provider().deletePayment(PAYMENT_ID)).rejects.toMatchObject({
      message: 'Não é possível excluir uma cobrança já recebida.',
      status: 400,
    });
  });

  it('a refused charge shows Asaas’ own Portuguese description', async () => {
    fake.on('POST /v3/payments', {
      status: 400,
      json: { errors: [{ code: 'invalid_value', description: 'O valor mínimo é R$ 5,00.' }] },
    });
    await expect(
      provider().chargeOnce({
        customerId: CUSTOMER_ID,
        userId: 'user-1',
        billingType: 'PIX',
        value: 1,
        dueDate: '2026-03-17',
        description: 'x',
      }),
    ).rejects.toMatchObject({ message: 'O valor mínimo é R$ 5,00.', status: 400 });
  });
});
