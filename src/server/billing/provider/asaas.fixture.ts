import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  FAKE_KEY,
  INVOICE_URL,
  PAYMENT_ID,
  startFakeAsaas,
  type FakeAsaas,
  type RecordedRequest,
} from '../../test/fake-asaas';
import { createAsaasProvider, type AsaasProviderOptions } from './asaas';
import { PaymentProviderError, type StartSubscriptionInput } from './provider';

/* What the Asaas adapter's tests share (asaas-checkout.test.ts, asaas-billing.test.ts). */

/**
 * A fake Asaas for the calling test file: started before its tests, reset after each, closed at
 * the end (hooks of the file that calls this). `provider()` talks to it; `calls()` lists what it got.
 */
export function useFakeAsaas() {
  let fake: FakeAsaas | undefined;
  beforeAll(async () => {
    fake = await startFakeAsaas();
  });
  afterEach(() => fake?.reset());
  afterAll(() => fake?.close());
  const current = () => {
    if (!fake) throw new Error('the fake Asaas is not started');
    return fake;
  };
  return {
    get fake() {
      return current();
    },
    provider: (options: Partial<AsaasProviderOptions> = {}) =>
      createAsaasProvider({ apiKey: FAKE_KEY, baseUrl: current().baseUrl, ...options }),
    calls: () => current().requests.map((r) => `${r.method} ${r.path}`),
  };
}

export const input: StartSubscriptionInput = {
  user: { id: 'user-1', name: 'João da Silva', email: 'joao@fazenda.com.br' },
  cpfCnpj: '52998224725',
  customerId: null,
  plan: 'STARTER',
  billingType: 'CREDIT_CARD',
  value: 49.9,
  nextDueDate: '2026-11-21',
  description: 'Arroba Certa - Plano Starter',
};

export function expectAsaasHeaders(request: RecordedRequest, userAgent = 'ArrobaCerta/1.0') {
  expect(request.headers.access_token).toBe(FAKE_KEY);
  expect(request.headers['user-agent']).toBe(userAgent);
  expect(request.headers['content-type']).toBe('application/json');
}

/** The PaymentProviderError a promise rejects with (fails the test if it resolves). */
export async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

export const subscriptionBody = (customer: string) => ({
  customer,
  billingType: 'CREDIT_CARD',
  value: 49.9,
  cycle: 'MONTHLY',
  nextDueDate: '2026-11-21',
  description: 'Arroba Certa - Plano Starter',
  externalReference: 'user-1',
});

export const startedPayment = {
  id: PAYMENT_ID,
  status: 'PENDING',
  value: 49.9,
  dueDate: '2026-11-21',
  invoiceUrl: INVOICE_URL,
  billingType: 'CREDIT_CARD',
};
