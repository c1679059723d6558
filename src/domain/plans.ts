import { MODULE_IDS, STARTER_MODULE_IDS, type ModuleId } from './modules';

export const PLAN_IDS = ['STARTER', 'PRO', 'MASTER'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** ADMIN is a pseudo plan given to administrators, never sold. */
export type SubscriptionPlan = PlanId | 'ADMIN';
export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'overdue'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** An animal_limit of this value means "unlimited" (spec section 9). */
export const UNLIMITED_ANIMALS = 999999;
export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlanInfo {
  id: PlanId;
  name: string;
  /** Monthly price in BRL. */
  price: number;
  animalLimit: number;
  /** What the plan includes, as the plan cards list it (spec section 9). */
  features: readonly string[];
  /** Marked 'Mais Popular' (Pro only). */
  popular?: boolean;
}

export const PLANS: Record<PlanId, PlanInfo> = {
  STARTER: {
    id: 'STARTER',
    name: 'Starter',
    price: 49.9,
    animalLimit: 100,
    features: [
      '5 módulos essenciais',
      'Até 100 animais',
      'Relatórios básicos',
      'Suporte por email',
    ],
  },
  PRO: {
    id: 'PRO',
    name: 'Pro',
    price: 97.9,
    animalLimit: UNLIMITED_ANIMALS,
    popular: true,
    features: [
      'Todos os 12 módulos',
      'Animais ilimitados',
      'Relatórios ilimitados',
      'Suporte prioritário',
      'Exportação de dados',
    ],
  },
  MASTER: {
    id: 'MASTER',
    name: 'Master',
    price: 197.9,
    animalLimit: UNLIMITED_ANIMALS,
    features: [
      'Tudo do plano Pro',
      'Múltiplas fazendas',
      'Equipe ilimitada',
      'API de integração',
      'Consultoria mensal',
    ],
  },
};

/** What a plan includes beyond its modules (spec section 9's plan cards). */
export type PlanFeature =
  /** 'Exportação de dados': Pro and above. */
  | 'export'
  /** 'Sanidade' (issue 26): Pro and above, the trial included. */
  | 'sanitary'
  /** 'Reprodução' (issue 41): Pro and above, the trial included, like 'Sanidade'. */
  | 'reproduction'
  /** 'Pastos' (issue 42): Pro and above, the trial included, like 'Reprodução'. */
  | 'pastures'
  /** 'Financeiro' (issue 43): Pro and above, the trial included; never 'Campo' (a role's rule). */
  | 'finance'
  /** 'Múltiplas fazendas', 'Equipe ilimitada', 'API de integração': Master. */
  | 'master';

/** What Pro includes beyond Starter; a lapsed plan still reads what it recorded with them. */
const PRO_FEATURES: readonly PlanFeature[] = [
  'export',
  'sanitary',
  'reproduction',
  'pastures',
  'finance',
];

/**
 * Whether `plan` includes `feature`; the administrators' pseudo plan includes everything. The one
 * place these plan rules live (the server's gates and the screens both ask it).
 * @example
 * planHas('PRO', 'export') //=> true
 * planHas('PRO', 'master') //=> false
 * planHas('STARTER', 'sanitary') //=> false
 */
export function planHas(plan: SubscriptionPlan | string | null | undefined, feature: PlanFeature) {
  if (plan === 'ADMIN' || plan === 'MASTER') return true;
  return plan === 'PRO' && PRO_FEATURES.includes(feature);
}

/**
 * Whether an active plan includes `feature` (a farm's, or a person's own): `planHas` of the plan,
 * as it stands (`resolveAccess`). Export is reading: a lapsed Pro still downloads what it
 * recorded; its sanitary records stay readable too (their writes close as a module's do). Master
 * adds farms, members and keys: it must run. The server's gates and routes ask this.
 */
export function hasFeature(
  access: { subscription: EffectiveSubscription | null } | null | undefined,
  feature: PlanFeature,
) {
  const subscription = access?.subscription;
  if (!subscription || !planHas(subscription.plan, feature)) return false;
  // A lapsed plan keeps reading what it recorded; writes close as a module's do.
  const readable = PRO_FEATURES.includes(feature);
  return readable || subscription.status === 'active';
}

/** The label of the plan the plan cards highlight (spec section 9). */
export const POPULAR_LABEL = 'Mais Popular';

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  overdue: 'Inadimplente',
};

/** The stored subscription row, as far as access rules care. */
export interface StoredSubscription {
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  animalLimit: number;
  /** Set while the account is on the free trial; cleared when a payment activates it. */
  trialEndsAt: Date | null;
  /** Set once cancelled: the end of the paid period, after which the account reads inactive. */
  accessEndsAt?: Date | null;
}

export interface EffectiveSubscription {
  plan: SubscriptionPlan;
  status: SubscriptionStatus;
  animalLimit: number;
  trialEndsAt: string | null;
}

export interface Access {
  subscription: EffectiveSubscription | null;
  modules: ModuleId[];
  banners: {
    admin: boolean;
    inactive: boolean;
    /** The animal limit to show, for limited plans; null when unlimited or unknown. */
    animalLimit: number | null;
    starterNote: boolean;
    /** Whole days left on the free trial (at least 1 while it runs); null when not on trial. */
    trialDaysLeft: number | null;
  };
}

/** The trial end for an account created at `createdAt`. */
export function trialEndFor(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/**
 * What a user may see: the subscription as it stands at `now`, the module ids it opens and the
 * dashboard banners (spec sections 2 "Dashboard" and 6; decisions.md "Subscriptions").
 *
 * - Admins get the pseudo plan ADMIN, active, unlimited, and every module.
 * - No subscription record: every module, with the inactive banner.
 * - A trial past its end reads inactive; so does a cancelled subscription past its paid period.
 * - Starter opens 5 modules; Pro and Master all 12.
 */
export function resolveAccess(input: {
  isAdmin: boolean;
  subscription: StoredSubscription | null;
  now: Date;
}): Access {
  const { isAdmin, subscription, now } = input;
  if (isAdmin) {
    return {
      subscription: {
        plan: 'ADMIN',
        status: 'active',
        animalLimit: UNLIMITED_ANIMALS,
        trialEndsAt: null,
      },
      modules: [...MODULE_IDS],
      banners: {
        admin: true,
        inactive: false,
        animalLimit: null,
        starterNote: false,
        trialDaysLeft: null,
      },
    };
  }
  if (!subscription) {
    return {
      subscription: null,
      modules: [...MODULE_IDS],
      banners: {
        admin: false,
        inactive: true,
        animalLimit: null,
        starterNote: false,
        trialDaysLeft: null,
      },
    };
  }

  const trialEnd = subscription.trialEndsAt;
  const trialOver = trialEnd !== null && now.getTime() >= trialEnd.getTime();
  const accessEnd = subscription.accessEndsAt ?? null;
  const cancelledPeriodOver = accessEnd !== null && now.getTime() >= accessEnd.getTime();
  const status: SubscriptionStatus =
    trialOver || cancelledPeriodOver ? 'inactive' : subscription.status;
  const trialDaysLeft =
    trialEnd !== null && !trialOver && status === 'active'
      ? Math.max(1, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS))
      : null;
  const isStarter = subscription.plan === 'STARTER';

  return {
    subscription: {
      plan: subscription.plan,
      status,
      animalLimit: subscription.animalLimit,
      trialEndsAt: trialEnd ? trialEnd.toISOString() : null,
    },
    modules: isStarter ? [...STARTER_MODULE_IDS] : [...MODULE_IDS],
    banners: {
      admin: false,
      inactive: status !== 'active',
      animalLimit: subscription.animalLimit < UNLIMITED_ANIMALS ? subscription.animalLimit : null,
      starterNote: isStarter,
      trialDaysLeft,
    },
  };
}
