import { z } from 'zod';
import { PLAN_IDS, type PlanId } from '../plans';
import { digitsOf, isValidCpfCnpj } from './cpf-cnpj';
import { todayIn } from '../records/dates';

/** Asaas billing types the checkout offers; the card is the default (spec "Checkout"). */
export const BILLING_TYPES = ['CREDIT_CARD', 'PIX', 'BOLETO'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
export const DEFAULT_BILLING_TYPE: BillingType = 'CREDIT_CARD';

export const isBillingType = (value: string): value is BillingType =>
  (BILLING_TYPES as readonly string[]).includes(value);

export const BILLING_TYPE_LABELS: Record<BillingType, string> = {
  CREDIT_CARD: 'Cartão de Crédito (Recorrente)',
  PIX: 'Pix',
  BOLETO: 'Boleto bancário',
};

/** Spec section 8, checkout messages. */
export const CHECKOUT_MESSAGES = {
  loginRequired: {
    title: 'Login necessário',
    description: 'Faça login para continuar com a assinatura',
  },
  noUser: { title: 'Erro', description: 'Você precisa estar logado para assinar' },
  noMethod: { title: 'Erro', description: 'Selecione uma forma de pagamento' },
  noPaymentUrl: 'URL de pagamento não disponível. Por favor, entre em contato com o suporte.',
  failureTitle: 'Erro no checkout',
  failureFallback: 'Tente novamente mais tarde',
  started: 'Checkout iniciado',
} as const;

/** Milliseconds between 'Checkout iniciado' and the move to /dashboard (spec section 9). */
export const CHECKOUT_REDIRECT_DELAY_MS = 2000;

export const cpfCnpjSchema = z
  .string({ error: 'Informe seu CPF ou CNPJ' })
  .trim()
  .min(1, { error: 'Informe seu CPF ou CNPJ', abort: true })
  .max(30, { error: 'CPF ou CNPJ inválido', abort: true })
  .refine(isValidCpfCnpj, { error: 'CPF ou CNPJ inválido' })
  .transform(digitsOf);

/**
 * `POST /api/checkout`: the plan, the payment method and, when the profile has none yet, the
 * payer's CPF or CNPJ (kept on the profile for later checkouts).
 */
export const checkoutSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: 'Plano inválido' }),
  billingType: z.enum(BILLING_TYPES, { error: CHECKOUT_MESSAGES.noMethod.description }),
  cpfCnpj: cpfCnpjSchema.optional(),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutData = z.output<typeof checkoutSchema>;

export interface CheckoutResponse {
  invoiceUrl: string;
}

/** ?plan= in any case; anything else means PRO (spec "Checkout"). */
export function planFromParam(param: string | null): PlanId {
  const upper = (param ?? '').toUpperCase();
  return (PLAN_IDS as readonly string[]).includes(upper) ? (upper as PlanId) : 'PRO';
}

/**
 * The first monthly charge's due date (Asaas' `nextDueDate`, 'YYYY-MM-DD' in São Paulo).
 * Subscribing during the free trial keeps its days: the first charge falls on the day the trial
 * ends, and the paid month starts there (the period runs from the due date, `periodEndFor`).
 * Otherwise, today.
 * @example
 * firstDueDate(new Date('2025-03-20T12:00:00-03:00'), new Date('2025-03-15T10:00:00-03:00'))
 * //=> '2025-03-20'
 */
export function firstDueDate(trialEndsAt: Date | null, now: Date): string {
  const today = todayIn(now);
  if (!trialEndsAt || trialEndsAt.getTime() <= now.getTime()) return today;
  const trialEnd = todayIn(trialEndsAt);
  return trialEnd > today ? trialEnd : today;
}
