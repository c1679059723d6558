import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './provider';

/** Where the sandbox's 'Pagamento de teste' page for a payment lives (an app path). */
export const sandboxPaymentPath = (paymentId: string) => `/pagamento-teste/${paymentId}`;

/**
 * The local payment sandbox (the default provider, no network): it hands out ids like Asaas
 * does and points the invoice at the app's own 'Pagamento de teste' page, where the payer approves
 * or refuses (billing/sandbox-routes.ts). Nothing is kept here: the checkout stores what it needs.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async startSubscription(input) {
      const paymentId = `sandbox_pay_${randomUUID()}`;
      return {
        customerId: input.customerId ?? `sandbox_cus_${randomUUID()}`,
        subscriptionId: `sandbox_sub_${randomUUID()}`,
        payment: {
          id: paymentId,
          status: 'PENDING',
          value: input.value,
          dueDate: input.nextDueDate,
          invoiceUrl: sandboxPaymentPath(paymentId),
          billingType: input.billingType,
        },
      };
    },
    async cancelSubscription() {},
    async changeSubscriptionValue() {},
    async deletePayment() {},
    async chargeOnce(input) {
      const paymentId = `sandbox_pay_${randomUUID()}`;
      return {
        id: paymentId,
        status: 'PENDING',
        value: input.value,
        dueDate: input.dueDate,
        invoiceUrl: sandboxPaymentPath(paymentId),
        billingType: input.billingType,
      };
    },
  };
}
