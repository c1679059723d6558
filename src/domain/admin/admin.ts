import { z } from 'zod';
import { PASSWORD_MAX, passwordSchema } from '../auth';
import {
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from '../plans';
import { hasNoControlCharacters, INVALID_CHARACTERS_MESSAGE } from '../text';

/** Spec section 8, admin messages. */
export const ADMIN_MESSAGES = {
  accessDenied: {
    title: 'Acesso negado',
    description: 'Você não tem permissão para acessar esta área',
  },
  resetDone: (email: string) => ({
    title: 'Senha resetada',
    description: `Nova senha definida para ${email}`,
  }),
  resetFailed: 'Erro ao resetar senha',
  emptyPassword: 'Digite uma nova senha',
} as const;

export const ADMIN_PAGE_SIZE = 25;

/** GET /api/admin/users query: page (from 1), a search on name or e-mail, a status filter. */
export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  // No control characters: a NUL reached PostgreSQL's ILIKE and was a 500 (found by the fuzz).
  q: z
    .string()
    .refine(hasNoControlCharacters, { error: INVALID_CHARACTERS_MESSAGE })
    .trim()
    .max(100)
    .default(''),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** The effective plan (ADMIN for administrators); null without a subscription ('Nenhum'). */
  plan: SubscriptionPlan | null;
  /** 999999 means unlimited ('Ilimitado'). */
  animalLimit: number | null;
  /** The effective status (a trial past its end reads inactive); null without a subscription. */
  status: SubscriptionStatus | null;
  trialEndsAt: string | null;
  createdAt: string;
}

export interface AdminCounters {
  total: number;
  active: number;
  inactive: number;
  overdue: number;
}

/** GET /api/admin/users */
export interface AdminUsersResponse {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
  counters: AdminCounters;
}

/** POST /api/admin/users/:id/reset-password */
export const adminResetPasswordSchema = z.object({
  newPassword: z
    .string({ error: ADMIN_MESSAGES.emptyPassword })
    .min(1, { error: ADMIN_MESSAGES.emptyPassword, abort: true })
    .max(PASSWORD_MAX)
    .pipe(passwordSchema),
});

/** POST /api/admin/users/:id/extend-trial */
export const extendTrialSchema = z.object({
  days: z.coerce
    .number({ error: 'Informe os dias' })
    .int({ error: 'Use um número inteiro de dias' })
    .min(1, { error: 'Mínimo de 1 dia' })
    .max(90, { error: 'Máximo de 90 dias' }),
});

/** POST /api/admin/users/:id/subscription: a plan and status set by hand. */
export const setSubscriptionSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: 'Plano inválido' }),
  status: z.enum(SUBSCRIPTION_STATUSES, { error: 'Status inválido' }),
});

export const AUDIT_ACTIONS = [
  'reset-password',
  'resend-confirmation',
  'extend-trial',
  'set-subscription',
  'retry-billing-event',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'reset-password': 'Senha resetada',
  'resend-confirmation': 'E-mail de confirmação reenviado',
  'extend-trial': 'Teste grátis estendido',
  'set-subscription': 'Plano e status alterados',
  'retry-billing-event': 'Evento de pagamento aplicado de novo',
};

export interface AuditEntry {
  id: string;
  at: string;
  adminEmail: string;
  targetEmail: string | null;
  action: AuditAction;
  /** What changed, in Portuguese ('+7 dias', 'Pro · Ativo'). */
  detail: string | null;
  ip: string | null;
}

/** GET /api/admin/audit?page= */
export interface AuditResponse {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** A payment-provider event that could not be applied ('Eventos com problema', decision 022). */
export interface BillingEventProblem {
  id: string;
  /** The provider's event name ('PAYMENT_CONFIRMED'), or '(desconhecido)'. */
  event: string;
  receivedAt: string;
  /** The account it is about, when known. */
  userEmail: string | null;
  /** Why it was not applied, in Portuguese. */
  problem: string;
  attempts: number;
}

/** GET /api/admin/billing-events?page= */
export interface BillingEventsResponse {
  entries: BillingEventProblem[];
  total: number;
  page: number;
  pageSize: number;
}
