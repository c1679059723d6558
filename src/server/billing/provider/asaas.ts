import { z } from 'zod';
import { BILLING_TYPES, CHECKOUT_MESSAGES } from '../../../domain/billing/checkout';
import { ASAAS_MESSAGES, createAsaasHttp } from './asaas-http';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
  type StartSubscriptionInput,
} from './provider';

export { ASAAS_MESSAGES } from './asaas-http';

export interface AsaasProviderOptions {
  apiKey: string;
  /** https://api-sandbox.asaas.com or https://api.asaas.com (no /v3). */
  baseUrl: string;
  /** The longest one provider operation may wait for Asaas; 10 s by default. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  userAgent?: string;
}

export type AsaasProvider = PaymentProvider & {
  /** The subscription's charges, as Asaas lists them. */
  listPayments(subscriptionId: string): Promise<ProviderPayment[]>;
};

export const ASAAS_DEFAULT_TIMEOUT_MS = 10_000;
export const ASAAS_DEFAULT_USER_AGENT = 'ArrobaCerta/1.0';

const customerSchema = z.object({ id: z.string().min(1), deleted: z.boolean().optional() });
const subscriptionSchema = z.object({ id: z.string().min(1) });
/** Loose on purpose: a first payment without an invoiceUrl is its own error, not a bad answer. */
const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  value: z.number(),
  dueDate: z.string(),
  invoiceUrl: z.string().nullish(),
  billingType: z.string(),
});
type AsaasPayment = z.infer<typeof paymentSchema>;
/** A payment as the app keeps it: a billing type it offers and a page to pay at. */
const providerPaymentSchema = paymentSchema.extend({
  invoiceUrl: z.url({ protocol: /^https?$/ }),
  billingType: z.enum(BILLING_TYPES),
});

/**
 * The real Asaas API (docs/decisions/011-asaas-adapter.md). The customer is the one kept from an
 * earlier checkout, else the one whose externalReference is the user id, else a new one; the
 * subscription is monthly from `nextDueDate`; its first payment's invoiceUrl is where the user pays.
 */
export function createAsaasProvider(options: AsaasProviderOptions): AsaasProvider {
  const timeoutMs = options.timeoutMs ?? ASAAS_DEFAULT_TIMEOUT_MS;
  const http = createAsaasHttp({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl,
    timeoutMs,
    fetch: options.fetch ?? globalThis.fetch,
    userAgent: options.userAgent ?? ASAAS_DEFAULT_USER_AGENT,
  });
  const paymentsPath = (subscriptionId: string) =>
    `/v3/subscriptions/${encodeURIComponent(subscriptionId)}/payments`;

  async function findOrCreateCustomer(input: StartSubscriptionInput, signal: AbortSignal) {
    if (input.customerId) return input.customerId;
    const reference = encodeURIComponent(input.user.id);
    const found = await http.list(
      `/v3/customers?externalReference=${reference}`,
      customerSchema,
      signal,
    );
    const existing = found.find((customer) => customer.deleted !== true);
    if (existing) return existing.id;
    const created = await http.json(
      {
        method: 'POST',
        path: '/v3/customers',
        body: {
          name: input.user.name,
          cpfCnpj: input.cpfCnpj,
          email: input.user.email,
          externalReference: input.user.id,
        },
      },
      customerSchema,
      signal,
    );
    return created.id;
  }

  async function cancelSubscription(subscriptionId: string): Promise<void> {
    // 404: Asaas no longer knows it, which is what cancelling wants.
    await http.status({
      method: 'DELETE',
      path: `/v3/subscriptions/${encodeURIComponent(subscriptionId)}`,
      accept: [404],
    });
  }

  async function firstPayment(subscriptionId: string, signal: AbortSignal) {
    const list = await http.list(paymentsPath(subscriptionId), paymentSchema, signal);
    const first = [...list].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
    if (!first?.invoiceUrl) {
      throw new PaymentProviderError(
        CHECKOUT_MESSAGES.noPaymentUrl,
        502,
        `Asaas subscription ${subscriptionId}: no payment with an invoiceUrl`,
      );
    }
    return toProviderPayment(first);
  }

  return {
    name: 'asaas',

    async startSubscription(input) {
      // One deadline for the whole checkout, however many calls it takes.
      const signal = AbortSignal.timeout(timeoutMs);
      const customerId = await findOrCreateCustomer(input, signal);
      const subscription = await http.json(
        {
          method: 'POST',
          path: '/v3/subscriptions',
          body: {
            customer: customerId,
            billingType: input.billingType,
            value: input.value,
            cycle: 'MONTHLY',
            nextDueDate: input.nextDueDate,
            description: input.description,
            externalReference: input.user.id,
          },
        },
        subscriptionSchema,
        signal,
      );
      try {
        const payment = await firstPayment(subscription.id, signal);
        return { customerId, subscriptionId: subscription.id, payment };
      } catch (error) {
        // The caller never learns this subscription's id: cancel it rather than leave it charging.
        await cancelSubscription(subscription.id).catch(() => undefined);
        throw error;
      }
    },

    cancelSubscription,

    async changeSubscriptionValue(subscriptionId, value, description) {
      // 'Atualizar assinatura existente' is PUT (Asaas' reference and official SDK); pending
      // payments take the new value too.
      await http.json(
        {
          method: 'PUT',
          path: `/v3/subscriptions/${encodeURIComponent(subscriptionId)}`,
          body: { value, description, updatePendingPayments: true },
        },
        subscriptionSchema,
      );
    },

    async chargeOnce(input) {
      const payment = await http.json(
        {
          method: 'POST',
          path: '/v3/payments',
          body: {
            customer: input.customerId,
            billingType: input.billingType,
            value: input.value,
            dueDate: input.dueDate,
            description: input.description,
            externalReference: input.userId,
          },
        },
        paymentSchema,
      );
      return toProviderPayment(payment);
    },

    async deletePayment(paymentId) {
      // 404: Asaas no longer knows it, which is what removing wants.
      await http.status({
        method: 'DELETE',
        path: `/v3/payments/${encodeURIComponent(paymentId)}`,
        accept: [404],
      });
    },

    async listPayments(subscriptionId) {
      const signal = AbortSignal.timeout(timeoutMs);
      const list = await http.list(paymentsPath(subscriptionId), paymentSchema, signal);
      return list.map(toProviderPayment);
    },
  };
}

function toProviderPayment(payment: AsaasPayment): ProviderPayment {
  const parsed = providerPaymentSchema.safeParse(payment);
  if (!parsed.success) {
    throw new PaymentProviderError(
      ASAAS_MESSAGES.unavailable,
      502,
      `Asaas payment ${payment.id}: unexpected answer: ${parsed.error.message}`.slice(0, 300),
    );
  }
  const { id, status, value, dueDate, invoiceUrl, billingType } = parsed.data;
  return { id, status, value, dueDate, invoiceUrl, billingType };
}
