import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Access } from '../access/access';
import { AppError } from '../errors';
import type { BillingQueue } from './runner';
import type { BillingStore } from './store';

/** The largest webhook body read; Asaas' events are a few kilobytes. */
export const WEBHOOK_MAX_BYTES = 1024 * 1024;

/** Constant-time comparison of two tokens of any length (their SHA-256 digests are compared). */
export function tokensMatch(received: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}

/** The request body as UTF-8 text, or null past `limit` bytes (the rest is not read). */
async function readBody(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * POST /api/webhooks/asaas: Asaas' events, authenticated by the `asaas-access-token` header
 * (ASAAS_WEBHOOK_TOKEN; unset, every call is refused). Once the token checks out the answer is
 * always 200 (Asaas counts anything else as a failure and pauses its queue after 15): the event
 * is stored first and applied by a job; what cannot be applied is kept for the admin panel
 * ('Eventos com problema'). Decision 022.
 */
export function webhookRoutes(deps: {
  access: Access;
  store: BillingStore;
  now: () => Date;
  token: string | undefined;
  billing: BillingQueue;
}) {
  // Asaas is not a session: the token is the webhook's own check, right below.
  return new Hono().post('/asaas', deps.access({ caller: 'public' }), async (c) => {
    const received = c.req.header('asaas-access-token');
    if (!deps.token || !received || !tokensMatch(received, deps.token)) {
      throw new AppError(401, 'UNAUTHORIZED', 'Token de webhook inválido.');
    }
    const body = await readBody(c.req.raw, WEBHOOK_MAX_BYTES);
    const stored = await deps.store.receive(body, deps.now());
    if (stored.pending) await deps.billing.applyEvent(stored.id);
    return c.json({ received: true }, 200);
  });
}
