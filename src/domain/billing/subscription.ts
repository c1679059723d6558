import { z } from 'zod';
import type { ReversalKind } from './events';
import { PLAN_IDS, type PlanId, type SubscriptionPlan, type SubscriptionStatus } from '../plans';

/** One payment of the history on 'Minha assinatura'. */
export interface PaymentView {
  id: string;
  plan: PlanId;
  /** 'upgrade': the prorated difference of a plan change; 'subscription': a monthly charge. */
  kind: 'subscription' | 'upgrade';
  value: number;
  /** The payment's status (events.ts `paymentStatusAfter`); labels below. */
  status: string;
  dueDate: string;
  invoiceUrl: string;
  paidAt: string | null;
}

export type TrialUsedBy = 'email' | 'cpfCnpj';

/** What 'Minha assinatura' says when the trial went to another account (decision 053). */
export const TRIAL_USED_MESSAGES: Record<TrialUsedBy, string> = {
  email: 'O período de teste já foi usado por este e-mail.',
  cpfCnpj: 'O período de teste já foi usado por este CPF/CNPJ.',
};

/** GET /api/subscription: what 'Minha assinatura' shows. */
export interface SubscriptionView {
  plan: SubscriptionPlan;
  /** The effective status (a trial or a cancelled period past its end reads inactive). */
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  trialDaysLeft: number | null;
  /**
   * Why this account got no free trial (decision 053): its mailbox had one in another account,
   * or its CPF/CNPJ paid in another one. Null when it had its own (or paid).
   */
  trialUsedBy: TrialUsedBy | null;
  /** Whether a provider subscription has been paid (not the free trial). */
  paid: boolean;
  /** End of the paid period: the next due date, or the last day of access once cancelled. */
  currentPeriodEnd: string | null;
  /** A downgrade (or a small upgrade) that takes effect at the next cycle. */
  pendingPlan: PlanId | null;
  cancelAtPeriodEnd: boolean;
  /** An upgrade waiting for its charge to be paid (decision 021): the plan is not granted yet. */
  pendingUpgrade: PendingUpgrade | null;
  /** The last upgrade, when its charge fell overdue unpaid in the last 30 days. */
  droppedUpgrade: { plan: PlanId; status: string } | null;
  /** Access is suspended because a payment's money was taken back (decision 054). */
  suspension: Suspension | null;
  payments: PaymentView[];
}

/** Why access is suspended: which payment was taken back, and how. */
export interface Suspension {
  /** A dispute at the card's bank, a refund, or a cash receipt undone. */
  reason: ReversalKind;
  paymentId: string;
  /** Its value and due date ('YYYY-MM-DD'), null when its row is gone. */
  value: number | null;
  dueDate: string | null;
  /** The payment's invoice while it can be paid again (a cash receipt undone), else null. */
  invoiceUrl: string | null;
}

export interface PendingUpgrade {
  plan: PlanId;
  paymentId: string;
  value: number;
  dueDate: string;
  invoiceUrl: string;
  /** PENDING, or REFUSED after a refused card (the invoice can be paid again). */
  status: string;
}

export const changePlanSchema = z.object({ plan: z.enum(PLAN_IDS, { error: 'Plano inválido' }) });

/** POST /api/subscription/plan */
export interface ChangePlanResponse {
  subscription: SubscriptionView;
  /**
   * What happened: an upgrade waits for its charge ('upgrade-pending'), a change waits for the
   * next cycle ('next-cycle': a downgrade, or an upgrade whose difference is under R$ 5,00).
   */
  change: 'upgrade-pending' | 'next-cycle';
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
  PARTIALLY_REFUNDED: 'Estornado em parte',
  REFUND_IN_PROGRESS: 'Estorno em andamento',
  // A payment deleted before it was paid: an abandoned checkout (a newer one replaced it).
  DELETED: 'Não concluído',
  REFUSED: 'Recusado',
  AWAITING_RISK_ANALYSIS: 'Em análise',
  CHARGEBACK_REQUESTED: 'Contestado',
  CHARGEBACK_DISPUTE: 'Contestado',
  AWAITING_CHARGEBACK_REVERSAL: 'Contestação encerrada',
};

/** Payment statuses that can still be paid at the invoice. */
export const PAYABLE_STATUSES = ['PENDING', 'OVERDUE', 'REFUSED'];
