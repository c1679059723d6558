import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { checkoutSchema, type CheckoutResponse } from '../../domain/billing/checkout';
import { CHECKOUT_MESSAGES } from '../../domain/billing/checkout';
import { PLANS } from '../../domain/plans';
import { todayIn } from '../../domain/records/dates';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { payments, profiles, userSubscriptions } from '../db/schema';
import { AppError, VALIDATION_MESSAGE } from '../errors';
import { requireSession, type SessionEnv } from '../middleware/session';
import {
  PaymentProviderError,
  type PaymentProvider,
  type StartedSubscription,
} from '../payments/provider';
import { parseBody } from '../validate';

/** GET /api/checkout */
export interface CheckoutInfo {
  email: string;
  name: string;
  cpfCnpjOnFile: boolean;
}

/**
 * GET /api/checkout: what the checkout page shows and whether it must ask for the CPF/CNPJ.
 * POST /api/checkout: starts a monthly subscription at the payment provider and answers the
 * payment page's address. Plan and status change only when the payment is confirmed (webhook or
 * sandbox approval, billing/process-event.ts).
 */
export function checkoutRoutes(deps: {
  auth: Auth;
  db: Db;
  now: () => Date;
  payments: PaymentProvider;
}) {
  const { db } = deps;
  const session = requireSession(deps.auth);

  const readProfile = async (userId: string) => {
    const [profile] = await db
      .select({ cpfCnpj: profiles.cpfCnpj })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1);
    return profile;
  };

  return new Hono<SessionEnv>()
    .get('/', session, async (c) => {
      const user = c.get('user');
      const profile = await readProfile(user.id);
      const body: CheckoutInfo = {
        email: user.email,
        name: user.name,
        cpfCnpjOnFile: Boolean(profile?.cpfCnpj),
      };
      return c.json(body);
    })
    .post('/', session, async (c) => {
      const input = await parseBody(c, checkoutSchema);
      const user = c.get('user');
      const cpfCnpj = input.cpfCnpj ?? (await readProfile(user.id))?.cpfCnpj;
      if (!cpfCnpj) {
        throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, {
          cpfCnpj: 'Informe seu CPF ou CNPJ',
        });
      }
      const [subscription] = await db
        .select({ customerId: userSubscriptions.providerCustomerId })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, user.id))
        .limit(1);
      if (!subscription) throw new Error(`user ${user.id} has no subscription row`);

      const plan = PLANS[input.plan];
      let started: StartedSubscription;
      try {
        started = await deps.payments.startSubscription({
          // The spec's checkout sends the name, or the e-mail when there is none.
          user: { id: user.id, name: user.name.trim() || user.email, email: user.email },
          cpfCnpj,
          customerId: subscription.customerId,
          plan: plan.id,
          billingType: input.billingType,
          value: plan.price,
          nextDueDate: todayIn(deps.now()),
          description: `Arroba Certa - Plano ${plan.name}`,
        });
      } catch (error) {
        throw providerFailure(error);
      }

      // Stored under the row lock: whatever subscription was current at this moment (even one a
      // concurrent checkout just stored) is the one to cancel, so the user never keeps two.
      const previous = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ subscriptionId: userSubscriptions.providerSubscriptionId })
          .from(userSubscriptions)
          .where(eq(userSubscriptions.userId, user.id))
          .for('update');
        await tx
          .update(userSubscriptions)
          .set({
            providerCustomerId: started.customerId,
            providerSubscriptionId: started.subscriptionId,
            providerPlan: plan.id,
            updatedAt: deps.now(),
          })
          .where(eq(userSubscriptions.userId, user.id));
        if (input.cpfCnpj) {
          await tx.update(profiles).set({ cpfCnpj }).where(eq(profiles.userId, user.id));
        }
        await tx
          .insert(payments)
          .values({
            id: started.payment.id,
            userId: user.id,
            providerSubscriptionId: started.subscriptionId,
            plan: plan.id,
            billingType: started.payment.billingType,
            value: started.payment.value.toFixed(2),
            status: started.payment.status,
            dueDate: started.payment.dueDate,
            invoiceUrl: started.payment.invoiceUrl,
          })
          .onConflictDoNothing();
        const previous = row?.subscriptionId ?? null;
        if (previous && previous !== started.subscriptionId) {
          // Its unpaid payments go with it (Asaas removes them; the sandbox has no one else to).
          await tx
            .update(payments)
            .set({ status: 'DELETED', updatedAt: deps.now() })
            .where(
              and(eq(payments.providerSubscriptionId, previous), eq(payments.status, 'PENDING')),
            );
        }
        return previous;
      });

      if (previous && previous !== started.subscriptionId) {
        try {
          await deps.payments.cancelSubscription(previous);
        } catch (error) {
          // The new checkout stands; the earlier subscription must be cancelled by hand.
          console.error(
            `[billing] could not cancel the earlier subscription ${previous} of user ${user.id}:`,
            error instanceof Error ? error.message : error,
          );
        }
      }

      const body: CheckoutResponse = { invoiceUrl: started.payment.invoiceUrl };
      return c.json(body);
    });
}

/** A provider failure as the contract's PAYMENT_PROVIDER error (502, or 400 for refused data). */
function providerFailure(error: unknown): AppError {
  if (error instanceof PaymentProviderError) {
    return new AppError(error.status, 'PAYMENT_PROVIDER', error.message);
  }
  console.error('[billing] payment provider failed:', error);
  return new AppError(502, 'PAYMENT_PROVIDER', CHECKOUT_MESSAGES.failureFallback);
}
