import type { BillingType } from '../../../domain/billing/checkout';
import type { PlanId } from '../../../domain/plans';

/**
 * The payment provider behind the checkout (decisions.md "Subscriptions and payments"): `asaas`
 * (the real API, when ASAAS_API_KEY is set) or `sandbox` (the default: the app plays Asaas and
 * hosts a 'Pagamento de teste' page). The server, never the browser, talks to it.
 */
export interface PaymentProvider {
  readonly name: 'asaas' | 'sandbox';
  /**
   * Finds or creates the customer, creates a monthly subscription starting today and returns its
   * first payment. `customerId` is the one kept from an earlier checkout, if any.
   */
  startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription>;
  /** Cancels a subscription at the provider (no more charges). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Changes the monthly value of a subscription from its next payment on (plan changes). */
  changeSubscriptionValue(
    subscriptionId: string,
    value: number,
    description: string,
  ): Promise<void>;
  /** A one-off charge to the customer (the prorated difference of an upgrade). */
  chargeOnce(input: ChargeOnceInput): Promise<ProviderPayment>;
  /** Removes an unpaid charge (an upgrade given up); one already gone resolves. */
  deletePayment(paymentId: string): Promise<void>;
}

export interface ChargeOnceInput {
  customerId: string;
  userId: string;
  billingType: BillingType;
  value: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  description: string;
}

export interface StartSubscriptionInput {
  user: { id: string; name: string; email: string };
  /** Digits only, check digits already validated. */
  cpfCnpj: string;
  customerId: string | null;
  plan: PlanId;
  billingType: BillingType;
  /** Monthly value in BRL. */
  value: number;
  /** 'YYYY-MM-DD', São Paulo's today. */
  nextDueDate: string;
  description: string;
}

export interface ProviderPayment {
  id: string;
  status: string;
  value: number;
  dueDate: string;
  invoiceUrl: string;
  billingType: BillingType;
}

export interface StartedSubscription {
  customerId: string;
  subscriptionId: string;
  payment: ProviderPayment;
}

/** A provider failure, with the Portuguese message the checkout shows ('Erro no checkout'). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** 502 when the provider failed or timed out, 400 when it refused the data. */
    readonly status: 400 | 502 = 502,
    readonly detail?: string,
  ) {
    super(message);
  }
}
