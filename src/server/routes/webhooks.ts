import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { BillingNotifier } from '../billing/notify';
import { processPaymentEvent } from '../billing/process-event';
import { paymentEventSchema } from '../billing/event-schema';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { parseBody } from '../validate';

/** Constant-time comparison of two tokens of any length (their SHA-256 digests are compared). */
export function tokensMatch(received: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}

/**
 * POST /api/webhooks/asaas: Asaas' events, authenticated by the `asaas-access-token` header
 * (ASAAS_WEBHOOK_TOKEN; unset, every call is refused). Replays and events the product does not
 * act on are acknowledged too, so Asaas does not retry them (decision 012).
 */
export function webhookRoutes(deps: {
  db: Db;
  now: () => Date;
  token: string | undefined;
  notify: BillingNotifier;
  /** The app's public address, for the links in billing e-mails. */
  origin: string;
}) {
  return new Hono().post('/asaas', async (c) => {
    const received = c.req.header('asaas-access-token');
    if (!deps.token || !received || !tokensMatch(received, deps.token)) {
      throw new AppError(401, 'UNAUTHORIZED', 'Token de webhook inválido.');
    }
    const event = await parseBody(c, paymentEventSchema);
    const outcome = await processPaymentEvent(deps.db, event, deps.now());
    await deps.notify(event, outcome, deps.origin);
    return c.json({ received: true });
  });
}
