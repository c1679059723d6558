import { Hono } from 'hono';
import { checkoutSchema, firstDueDate, type CheckoutResponse } from '../../domain/billing/checkout';
import { CHECKOUT_MESSAGES } from '../../domain/billing/checkout';
import { PLANS } from '../../domain/plans';
import type { Access, AccessEnv } from '../access/access';
import { AppError, VALIDATION_MESSAGE } from '../errors';
import type { SubscriptionsStore } from './store/subscriptions';
import {
  PaymentProviderError,
  type PaymentProvider,
  type StartedSubscription,
} from './provider/provider';
import { parseBody } from '../validate';
import { log } from '../observability/log';

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
 * sandbox approval, billing/store/process-event.ts).
 */
export function checkoutRoutes(deps: {
  access: Access;
  store: SubscriptionsStore;
  now: () => Date;
  payments: PaymentProvider;
}) {
  const { store } = deps;

  return new Hono<AccessEnv>()
    .get('/', deps.access(), async (c) => {
      const user = c.get('user');
      const body: CheckoutInfo = {
        email: user.email,
        name: user.name,
        cpfCnpjOnFile: Boolean(await store.cpfCnpjOf(user.id)),
      };
      return c.json(body);
    })
    .post('/', deps.access(), async (c) => {
      const input = await parseBody(c, checkoutSchema);
      const user = c.get('user');
      const cpfCnpj = input.cpfCnpj ?? (await store.cpfCnpjOf(user.id));
      if (!cpfCnpj) {
        throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, {
          cpfCnpj: 'Informe seu CPF ou CNPJ',
        });
      }
      // An account created from an invitation has none yet: choosing a plan makes it (035).
      let subscription = await store.subscriptionOrOwn(user.id, deps.now());
      // One trial per person (decision 053): a CPF/CNPJ that paid in another account gets no
      // free days here; the trial ends now and the first charge is due today.
      if (await store.cpfCnpjPaidElsewhere(cpfCnpj, user.id)) {
        await store.endTrial(user.id, deps.now());
        subscription = await store.subscriptionOrOwn(user.id, deps.now());
      }

      const plan = PLANS[input.plan];
      let started: StartedSubscription;
      try {
        started = await deps.payments.startSubscription({
          // The spec's checkout sends the name, or the e-mail when there is none.
          user: { id: user.id, name: user.name.trim() || user.email, email: user.email },
          cpfCnpj,
          customerId: subscription.providerCustomerId,
          plan: plan.id,
          billingType: input.billingType,
          value: plan.price,
          // During the trial, the first charge falls when the trial ends (its days are kept).
          nextDueDate: firstDueDate(subscription.trialEndsAt, deps.now()),
          description: `Arroba Certa - Plano ${plan.name}`,
        });
      } catch (error) {
        throw providerFailure(error);
      }

      const previous = await store.startCheckout({
        userId: user.id,
        plan: plan.id,
        started,
        cpfCnpj: input.cpfCnpj ? cpfCnpj : null,
        now: deps.now(),
      });

      if (previous && previous !== started.subscriptionId) {
        try {
          await deps.payments.cancelSubscription(previous);
        } catch (error) {
          // The new checkout stands; the earlier subscription must be cancelled by hand.
          log.error(
            { err: error, userId: user.id },
            `[billing] could not cancel the earlier subscription ${previous}`,
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
  log.error({ err: error }, '[billing] payment provider failed');
  return new AppError(502, 'PAYMENT_PROVIDER', CHECKOUT_MESSAGES.failureFallback);
}
