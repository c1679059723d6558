import { z } from 'zod';
import { PLAN_IDS, type PlanId, type SubscriptionPlan, type SubscriptionStatus } from '../plans';

/** One payment of the history on 'Minha assinatura'. */
export interface PaymentView {
  id: string;
  plan: PlanId;
  value: number;
  /** The provider's status: PENDING, CONFIRMED, RECEIVED, OVERDUE, REFUNDED, DELETED, REFUSED. */
  status: string;
  dueDate: string;
  invoiceUrl: string;
  paidAt: string | null;
}

/** GET /api/subscription: what 'Minha assinatura' shows. */
export interface SubscriptionView {
  plan: SubscriptionPlan;
  /** The effective status (a trial or a cancelled period past its end reads inactive). */
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  trialDaysLeft: number | null;
  /** Whether a provider subscription has been paid (not the free trial). */
  paid: boolean;
  /** End of the paid period: the next due date, or the last day of access once cancelled. */
  currentPeriodEnd: string | null;
  /** A downgrade that takes effect at the next cycle. */
  pendingPlan: PlanId | null;
  cancelAtPeriodEnd: boolean;
  payments: PaymentView[];
}

export const changePlanSchema = z.object({ plan: z.enum(PLAN_IDS, { error: 'Plano inválido' }) });

/** POST /api/subscription/plan */
export interface ChangePlanResponse {
  subscription: SubscriptionView;
  /** The prorated one-off charge of an upgrade (0 when none), and its invoice. */
  charge: number;
  invoiceUrl: string | null;
}

/** The payment statuses shown in the history, in the product's words. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Aguardando pagamento',
  CONFIRMED: 'Pago',
  RECEIVED: 'Pago',
  OVERDUE: 'Em atraso',
  REFUNDED: 'Estornado',
  DELETED: 'Cancelado',
  REFUSED: 'Recusado',
};
