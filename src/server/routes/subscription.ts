import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isBillingType, type BillingType } from '../../domain/billing/checkout';
import { upgradeCharge } from '../../domain/billing/proration';
import {
  changePlanSchema,
  type ChangePlanResponse,
  type SubscriptionView,
} from '../../domain/billing/subscription';
import { PLAN_IDS, PLANS, type PlanId } from '../../domain/plans';
import { todayIn } from '../../domain/records/dates';
import { loadAccess } from '../access';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { payments, userSubscriptions } from '../db/schema';
import { AppError } from '../errors';
import { subscriptionCancelledEmail } from '../mail/billing-templates';
import type { Mailer } from '../mail/mailer';
import { requireSession, type SessionEnv } from '../middleware/session';
import type { OriginPolicy } from '../origin';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider';
import { parseBody } from '../validate';

export interface SubscriptionDeps {
  auth: Auth;
  db: Db;
  now: () => Date;
  provider: PaymentProvider;
  mailer: Mailer;
  origins: OriginPolicy;
}

const isPlanId = (value: string | null): value is PlanId =>
  value !== null && (PLAN_IDS as readonly string[]).includes(value);

/** One month before `end` (31 March → 28 or 29 February): the start of its period. */
function monthBefore(end: Date): Date {
  const start = new Date(end);
  const day = start.getUTCDate();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - 1);
  const lastDay = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0),
  ).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start;
}

const notSubscribed = () =>
  new AppError(
    409,
    'NOT_SUBSCRIBED',
    'Você ainda não tem uma assinatura paga. Escolha um plano para assinar.',
  );

function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    throw new AppError(error.status, 'PAYMENT_PROVIDER', error.message);
  }
  throw error;
}

/**
 * 'Minha assinatura' (issue 8): the plan, its state and payment history; changing plan (an
 * upgrade at once with the prorated difference charged, a downgrade from the next cycle) and
 * cancelling (access until the end of the paid period). Decision 013.
 */
export function subscriptionRoutes(deps: SubscriptionDeps) {
  const { db, provider } = deps;

  async function load(userId: string) {
    const [row] = await db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId))
      .limit(1);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Assinatura não encontrada.');
    return row;
  }

  async function view(userId: string): Promise<SubscriptionView> {
    const row = await load(userId);
    const access = await loadAccess(db, userId, deps.now());
    const history = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.dueDate), desc(payments.createdAt))
      .limit(24);
    const paid = row.providerSubscriptionId !== null && row.trialEndsAt === null;
    const providerPlan = isPlanId(row.providerPlan) ? row.providerPlan : null;
    return {
      plan: access.subscription?.plan ?? (row.plan as PlanId),
      status: access.subscription?.status ?? 'inactive',
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      trialDaysLeft: access.banners.trialDaysLeft,
      paid,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      pendingPlan: paid && providerPlan && providerPlan !== row.plan ? providerPlan : null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      payments: history.map((p) => ({
        id: p.id,
        plan: p.plan as PlanId,
        value: Number(p.value),
        status: p.status,
        dueDate: p.dueDate,
        invoiceUrl: p.invoiceUrl,
        paidAt: p.paidAt?.toISOString() ?? null,
      })),
    };
  }

  /** The billing type of the latest payment: an upgrade's charge goes the same way. */
  async function lastBillingType(userId: string): Promise<BillingType> {
    const [last] = await db
      .select({ billingType: payments.billingType })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return last && isBillingType(last.billingType) ? last.billingType : 'CREDIT_CARD';
  }

  return new Hono<SessionEnv>()
    .use(requireSession(deps.auth))
    .get('/', async (c) => c.json(await view(c.get('user').id)))
    .post('/plan', async (c) => {
      const { plan: target } = await parseBody(c, changePlanSchema);
      const user = c.get('user');
      const row = await load(user.id);
      const current = row.plan as PlanId;
      if (row.cancelAtPeriodEnd) {
        throw new AppError(
          409,
          'CANCELLED',
          'Sua assinatura foi cancelada. Assine de novo para escolher outro plano.',
        );
      }
      if (!row.providerSubscriptionId || row.trialEndsAt !== null) throw notSubscribed();
      const subscriptionId = row.providerSubscriptionId;
      const now = deps.now();
      const price = PLANS[target].price;
      const description = `Arroba Certa — plano ${PLANS[target].name}`;
      let charge = 0;
      let invoiceUrl: string | null = null;

      try {
        await provider.changeSubscriptionValue(subscriptionId, price, description);
        if (price > PLANS[current].price && target !== current) {
          const periodEnd = row.currentPeriodEnd ?? now;
          charge = upgradeCharge({
            fromPrice: PLANS[current].price,
            toPrice: price,
            periodStart: monthBefore(periodEnd),
            periodEnd,
            now,
          });
          if (charge > 0 && row.providerCustomerId) {
            const billingType = await lastBillingType(user.id);
            const payment = await provider.chargeOnce({
              customerId: row.providerCustomerId,
              userId: user.id,
              billingType,
              value: charge,
              dueDate: todayIn(now),
              description: `Diferença proporcional: ${PLANS[current].name} → ${PLANS[target].name}`,
            });
            invoiceUrl = payment.invoiceUrl;
            await db.insert(payments).values({
              id: payment.id,
              userId: user.id,
              providerSubscriptionId: null,
              plan: target,
              billingType,
              value: String(payment.value),
              status: payment.status,
              dueDate: payment.dueDate,
              invoiceUrl: payment.invoiceUrl,
            });
          }
        }
      } catch (error) {
        providerFailure(error);
      }

      const upgrade = price >= PLANS[current].price;
      await db
        .update(userSubscriptions)
        .set(
          upgrade
            ? {
                plan: target,
                providerPlan: target,
                animalLimit: PLANS[target].animalLimit,
                updatedAt: now,
              }
            : { providerPlan: target, updatedAt: now },
        )
        .where(eq(userSubscriptions.userId, user.id));

      const body: ChangePlanResponse = { subscription: await view(user.id), charge, invoiceUrl };
      return c.json(body);
    })
    .post('/cancel', async (c) => {
      const user = c.get('user');
      const row = await load(user.id);
      if (row.cancelAtPeriodEnd) return c.json(await view(user.id)); // once is enough
      if (!row.providerSubscriptionId || row.trialEndsAt !== null) throw notSubscribed();
      try {
        await provider.cancelSubscription(row.providerSubscriptionId);
      } catch (error) {
        providerFailure(error);
      }
      const now = deps.now();
      // Detached from the cancelled provider subscription: its later events (the deletion Asaas
      // reports) are recorded only, so access lasts until the paid period ends.
      await db
        .update(userSubscriptions)
        .set({
          cancelAtPeriodEnd: true,
          providerSubscriptionId: null,
          providerPlan: row.plan,
          currentPeriodEnd: row.currentPeriodEnd ?? now,
          updatedAt: now,
        })
        .where(eq(userSubscriptions.userId, user.id));
      await deps.mailer.send(
        subscriptionCancelledEmail({
          to: user.email,
          name: user.name,
          plan: row.plan as PlanId,
          accessUntil: todayIn(row.currentPeriodEnd ?? now),
          url: `${deps.origins.publicOrigin(c.req.raw.headers)}/pricing`,
        }),
      );
      return c.json(await view(user.id));
    });
}
