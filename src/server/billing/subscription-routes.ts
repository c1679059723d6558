import { Hono } from 'hono';
import { upgradeChargeUntil } from '../../domain/billing/proration';
import { suspensionOf } from '../../domain/billing/events';
import {
  changePlanSchema,
  PAYABLE_STATUSES,
  type ChangePlanResponse,
  type Suspension,
  type SubscriptionView,
} from '../../domain/billing/subscription';
import { subscriptionDescription } from './store/provider-sync';
import type { SubscriptionsStore } from './store/subscriptions';
import { PLAN_IDS, PLANS, type PlanId } from '../../domain/plans';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { AppError } from '../errors';
import { subscriptionCancelledEmail } from '../mail/billing-templates';
import type { Mailer } from '../mail/mailer';
import type { OriginPolicy } from '../origin';
import { PaymentProviderError, type PaymentProvider } from './provider/provider';
import { parseBody } from '../validate';
import { log } from '../observability/log';

export interface SubscriptionDeps {
  access: Access;
  store: SubscriptionsStore;
  now: () => Date;
  provider: PaymentProvider;
  mailer: Mailer;
  origins: OriginPolicy;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const isPlanId = (value: string | null): value is PlanId =>
  value !== null && (PLAN_IDS as readonly string[]).includes(value);

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
 * upgrade once its prorated difference is paid, decision 021; a downgrade from the next cycle)
 * and cancelling (access until the end of the paid period). Decision 013.
 */
export function subscriptionRoutes(deps: SubscriptionDeps) {
  const { store, provider } = deps;

  async function load(userId: string) {
    const row = await store.subscription(userId);
    // An account created from an invitation has no plan of its own until it chooses one (035).
    if (!row) {
      throw new AppError(
        404,
        'NO_SUBSCRIPTION',
        'Você ainda não tem um plano próprio. Escolha um plano para ter a sua fazenda.',
      );
    }
    return row;
  }

  async function view(userId: string): Promise<SubscriptionView> {
    const row = await load(userId);
    const access = await store.accessOf(userId, deps.now());
    const history = await store.history(userId);
    const paid = row.providerSubscriptionId !== null && row.trialEndsAt === null;
    const upgrade = row.upgradePaymentId
      ? history.find((p) => p.id === row.upgradePaymentId)
      : undefined;
    const lastUpgrade = history
      .filter((p) => p.kind === 'upgrade')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const recently = deps.now().getTime() - 30 * DAY_MS;
    const taken = row.chargebackPaymentId
      ? await store.payment(userId, row.chargebackPaymentId)
      : undefined;
    const suspension: Suspension | null = row.chargebackPaymentId
      ? {
          reason: suspensionOf(taken?.status ?? 'CHARGEBACK_REQUESTED'),
          paymentId: row.chargebackPaymentId,
          value: taken ? Number(taken.value) : null,
          dueDate: taken?.dueDate ?? null,
          invoiceUrl: taken && PAYABLE_STATUSES.includes(taken.status) ? taken.invoiceUrl : null,
        }
      : null;
    return {
      plan: access.subscription?.plan ?? (row.plan as PlanId),
      status: access.subscription?.status ?? 'inactive',
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      trialDaysLeft: access.banners.trialDaysLeft,
      trialUsedBy: paid ? null : await store.trialUsedBy(userId),
      paid,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      pendingPlan: paid && isPlanId(row.pendingPlan) ? row.pendingPlan : null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      pendingUpgrade:
        upgrade && isPlanId(upgrade.plan)
          ? {
              plan: upgrade.plan,
              paymentId: upgrade.id,
              value: Number(upgrade.value),
              dueDate: upgrade.dueDate,
              invoiceUrl: upgrade.invoiceUrl,
              status: upgrade.status,
            }
          : null,
      droppedUpgrade:
        !upgrade &&
        lastUpgrade &&
        isPlanId(lastUpgrade.plan) &&
        // Overdue: not paid in time. (A charge the customer gave up is not news to them; one
        // removed at the provider is told by e-mail, decision 022.)
        lastUpgrade.status === 'OVERDUE' &&
        lastUpgrade.updatedAt.getTime() >= recently &&
        lastUpgrade.plan !== row.plan
          ? { plan: lastUpgrade.plan, status: lastUpgrade.status }
          : null,
      suspension,
      payments: history.map((p) => ({
        id: p.id,
        plan: p.plan as PlanId,
        kind: p.kind === 'upgrade' ? 'upgrade' : 'subscription',
        value: Number(p.value),
        status: p.status,
        dueDate: p.dueDate,
        invoiceUrl: p.invoiceUrl,
        paidAt: p.paidAt?.toISOString() ?? null,
      })),
    };
  }

  const signedIn = () => deps.access();
  return new Hono<AccessEnv>()
    .get('/', signedIn(), async (c) => c.json(await view(c.get('user').id)))
    .post('/plan', signedIn(), async (c) => {
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

      if (row.upgradePaymentId) {
        const waiting = await store.payment(user.id, row.upgradePaymentId);
        if (waiting?.plan === target) {
          const body: ChangePlanResponse = {
            subscription: await view(user.id),
            change: 'upgrade-pending',
            charge: Number(waiting.value),
            invoiceUrl: waiting.invoiceUrl,
          };
          return c.json(body);
        }
        throw new AppError(
          409,
          'UPGRADE_PENDING',
          'Você já tem uma mudança de plano aguardando pagamento. Pague ou desista dela antes de escolher outro plano.',
        );
      }

      if (PLANS[target].price > PLANS[current].price) {
        if (row.status !== 'active' || row.chargebackPaymentId) {
          throw new AppError(
            409,
            'NOT_ACTIVE',
            'Regularize o pagamento da sua assinatura antes de subir de plano.',
          );
        }
        const periodEnd = row.currentPeriodEnd ?? now;
        const charge = upgradeChargeUntil({
          fromPrice: PLANS[current].price,
          toPrice: PLANS[target].price,
          periodEnd,
          now,
        });
        if (charge > 0 && row.providerCustomerId) {
          const billingType = await store.lastBillingType(user.id);
          let payment;
          try {
            payment = await provider.chargeOnce({
              customerId: row.providerCustomerId,
              userId: user.id,
              billingType,
              value: charge,
              dueDate: todayIn(now),
              description: `Diferença proporcional: ${PLANS[current].name} → ${PLANS[target].name}`,
            });
          } catch (error) {
            providerFailure(error);
          }
          // Nothing is granted until this charge is paid (decision 021).
          await store.addUpgrade(user.id, payment, { from: current, to: target }, now);
          const body: ChangePlanResponse = {
            subscription: await view(user.id),
            change: 'upgrade-pending',
            charge: payment.value,
            invoiceUrl: payment.invoiceUrl,
          };
          return c.json(body);
        }
      }

      // A downgrade, going back to the plan held, or an upgrade too small to charge now: the
      // subscription bills the new plan from the next cycle, whose payment grants it.
      try {
        await provider.changeSubscriptionValue(
          subscriptionId,
          PLANS[target].price,
          subscriptionDescription(target),
        );
      } catch (error) {
        providerFailure(error);
      }
      await store.billNextCycle(row, subscriptionId, target, now);
      const body: ChangePlanResponse = {
        subscription: await view(user.id),
        change: 'next-cycle',
        charge: 0,
        invoiceUrl: null,
      };
      return c.json(body);
    })
    .post('/upgrade/cancel', signedIn(), async (c) => {
      const user = c.get('user');
      const row = await load(user.id);
      if (!row.upgradePaymentId) {
        throw new AppError(
          409,
          'NO_PENDING_UPGRADE',
          'Não há mudança de plano aguardando pagamento.',
        );
      }
      try {
        await provider.deletePayment(row.upgradePaymentId);
      } catch (error) {
        providerFailure(error);
      }
      await store.dropUpgrade(user.id, row.upgradePaymentId, deps.now());
      return c.json(await view(user.id));
    })
    .post('/cancel', signedIn(), async (c) => {
      const user = c.get('user');
      const row = await load(user.id);
      if (row.cancelAtPeriodEnd) return c.json(await view(user.id)); // once is enough
      if (!row.providerSubscriptionId || row.trialEndsAt !== null) throw notSubscribed();
      try {
        await provider.cancelSubscription(row.providerSubscriptionId);
      } catch (error) {
        providerFailure(error);
      }
      if (row.upgradePaymentId) {
        // An upgrade still unpaid goes with the subscription (best effort at the provider).
        await provider.deletePayment(row.upgradePaymentId).catch((error: unknown) => {
          log.error(
            { err: error },
            `[billing] could not remove the upgrade charge ${row.upgradePaymentId}`,
          );
        });
        await store.dropUpgrade(user.id, row.upgradePaymentId, deps.now());
      }
      const now = deps.now();
      await store.cancel(row, now);
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
