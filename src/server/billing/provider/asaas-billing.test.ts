import { describe, expect, it } from 'vitest';
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
} from '../../test/fake-asaas';
import { ASAAS_MESSAGES } from './asaas';
import { expectAsaasHeaders, failure, input, startedPayment, useFakeAsaas } from './asaas.fixture';

/* The Asaas adapter after the checkout: cancelling, listing payments, changing plans. */

const asaas = useFakeAsaas();
const { provider, calls } = asaas;

describe('asaas cancelSubscription', () => {
  it('deletes the subscription', async () => {
    await expect(provider().cancelSubscription(SUBSCRIPTION_ID)).resolves.toBeUndefined();

    expect(calls()).toEqual([`DELETE /v3/subscriptions/${SUBSCRIPTION_ID}`]);
    expectAsaasHeaders(asaas.fake.requests[0]!);
  });

  it('counts an id Asaas does not know (404) as already cancelled', async () => {
    await expect(provider().cancelSubscription('sub_desconhecida')).resolves.toBeUndefined();

    expect(calls()).toEqual(['DELETE /v3/subscriptions/sub_desconhecida']);
  });

  it('fails when Asaas cannot cancel it', async () => {
    asaas.fake.on(`DELETE /v3/subscriptions/${SUBSCRIPTION_ID}`, { status: 503, text: '' });

    const error = await failure(provider().cancelSubscription(SUBSCRIPTION_ID));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
  });
});

describe('asaas listPayments', () => {
  it("maps the subscription's payments", async () => {
    asaas.fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, {
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
    expectAsaasHeaders(asaas.fake.requests[0]!);
  });

  it('reads every page of a long list (Asaas pages by offset and limit, with hasMore)', async () => {
    const months = Array.from({ length: 230 }, (_, i) =>
      paymentJson({
        id: `pay_${i}`,
        dueDate: `20${String(10 + Math.floor(i / 12)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-05`,
      }),
    );
    asaas.fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, (r) => ({
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
    asaas.fake.on('GET /v3/customers', (r) => ({ json: pageOf(customers, r) }));
    const payments = [
      ...Array.from({ length: 220 }, (_, i) =>
        paymentJson({ id: `pay_late_${i}`, dueDate: '2026-12-21' }),
      ),
      paymentJson({ id: 'pay_first_due', dueDate: '2026-11-21' }),
    ];
    asaas.fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, (r) => ({
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
    asaas.fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, (r) => ({
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
    asaas.fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, (r) => ({
      json: pageOf(payments, r),
      delayMs: 150,
    }));

    const error = await failure(provider({ timeoutMs: 400 }).listPayments(SUBSCRIPTION_ID));

    expect(error.message).toBe(ASAAS_MESSAGES.noAnswer);
    expect(asaas.fake.requests.length).toBeLessThan(4);
  });

  it('gives up on a list that never ends (hasMore on every page) after 50 pages', async () => {
    asaas.fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, () => ({
      json: { ...list([paymentJson()]), hasMore: true },
    }));

    const error = await failure(provider().listPayments(SUBSCRIPTION_ID));

    expect(error.message).toBe(ASAAS_MESSAGES.unavailable);
    expect(error.status).toBe(502);
    expect(error.detail).toContain('more than 50 pages');
    expect(asaas.fake.requests).toHaveLength(50);
  });

  it('refuses a payment without a page to pay at as a bad answer', async () => {
    asaas.fake.on(`GET /v3/subscriptions/${SUBSCRIPTION_ID}/payments`, {
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
    const refused = await fetch(`${asaas.fake.baseUrl}/v3/subscriptions/${SUBSCRIPTION_ID}`, {
      method: 'POST',
      headers: { access_token: FAKE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ value: 97.9 }),
    });
    expect(refused.status).toBe(405);
    asaas.fake.reset();

    await provider().changeSubscriptionValue(SUBSCRIPTION_ID, 97.9, 'Arroba Certa — plano Pro');
    expect(calls()).toEqual([`PUT /v3/subscriptions/${SUBSCRIPTION_ID}`]);
    expectAsaasHeaders(asaas.fake.requests[0]!);
    expect(asaas.fake.requests[0]!.body).toEqual({
      value: 97.9,
      description: 'Arroba Certa — plano Pro',
      updatePendingPayments: true,
    });
  });

  it('charges a one-off payment to the customer and returns its invoice', async () => {
    asaas.fake.on('POST /v3/payments', (r) => ({
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
    expect(asaas.fake.requests[0]!.body).toEqual({
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
    asaas.fake.on(`DELETE /v3/payments/${PAYMENT_ID}`, {
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
    asaas.fake.on('POST /v3/payments', {
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
