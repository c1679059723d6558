import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/billing/checkout';
import {
  CUSTOMER_ID,
  FAKE_KEY,
  SUBSCRIPTION_ID,
  customerJson,
  list,
  paymentJson,
} from '../../test/fake-asaas';
import { freePort } from '../../test/free-port';
import { ASAAS_MESSAGES, createAsaasProvider } from './asaas';
import {
  expectAsaasHeaders,
  failure,
  input,
  startedPayment,
  subscriptionBody,
  useFakeAsaas,
} from './asaas.fixture';

/* The Asaas adapter's checkout: customer, subscription, first payment, and its failures. */

const asaas = useFakeAsaas();
const { provider, calls } = asaas;

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
    const [lookup, customer, subscription] = asaas.fake.requests;
    expect(lookup?.body).toBeUndefined();
    expect(customer?.body).toEqual({
      name: 'João da Silva',
      cpfCnpj: '52998224725',
      email: 'joao@fazenda.com.br',
      externalReference: 'user-1',
    });
    expect(subscription?.body).toEqual(subscriptionBody(CUSTOMER_ID));
    for (const request of asaas.fake.requests) expectAsaasHeaders(request);
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
    expect(asaas.fake.requests[0]?.body).toEqual(subscriptionBody('cus_kept'));
    for (const request of asaas.fake.requests)
      expectAsaasHeaders(request, 'ArrobaCerta/2.0 (teste)');
  });

  it('reuses the customer found by externalReference (skipping a deleted one)', async () => {
    const known = { name: 'João', email: 'joao@fazenda.com.br', externalReference: 'user 1/ç' };
    asaas.fake.on('GET /v3/customers', {
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
    expect(asaas.fake.requests[1]?.body).toMatchObject({ customer: 'cus_found' });
  });

  it("shows Asaas' own Portuguese description when it refuses the data (400)", async () => {
    asaas.fake.on('POST /v3/customers', {
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
      createAsaasProvider({
        apiKey: 'chave-errada',
        baseUrl: asaas.fake.baseUrl,
      }).startSubscription(input),
    );

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.status).toBe(502);
    expect(error.detail).toContain('401');
    expect(`${error.message} ${error.detail}`).not.toContain('chave-errada');
  });

  it('says the service is unavailable on a 5xx, scrubbing the key from the detail', async () => {
    // The key straddles the 300-character cut of the detail: not even a prefix may show.
    const padding = 'x'.repeat(250);
    asaas.fake.on('POST /v3/subscriptions', { status: 500, text: `${padding} (${FAKE_KEY})` });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.status).toBe(502);
    expect(error.detail).toContain('500');
    expect(error.detail).not.toContain(FAKE_KEY.slice(0, 8));
  });

  it('says the service is unavailable when the answer is not JSON', async () => {
    asaas.fake.on('GET /v3/customers', { text: '<html>Manutenção programada</html>' });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.status).toBe(502);
  });

  it('says the service is unavailable when the JSON lacks what the app relies on', async () => {
    asaas.fake.on('POST /v3/subscriptions', { json: { object: 'subscription', status: 'ACTIVE' } });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.detail).toContain('unexpected answer');
  });

  it('gives up after timeoutMs when Asaas holds the answer, and returns promptly', async () => {
    asaas.fake.on('GET /v3/customers', { hold: true });

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
      asaas.fake.on(route, (r) => {
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
    asaas.fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, { json: list([]) });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(CHECKOUT_MESSAGES.noPaymentUrl);
    expect(error.status).toBe(502);
    expect(calls().at(-1)).toBe(`DELETE /v3/subscriptions/${SUBSCRIPTION_ID}`);
  });

  it('reports no payment URL when the first payment has no invoiceUrl', async () => {
    asaas.fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, {
      json: list([
        paymentJson({ id: 'pay_later', dueDate: '2026-12-21' }),
        paymentJson({ invoiceUrl: null }),
      ]),
    });

    const error = await failure(provider().startSubscription(input));

    expect(error.message).toBe(CHECKOUT_MESSAGES.noPaymentUrl);
  });
});
