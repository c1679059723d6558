import type { Context } from 'hono';
import { AppError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_IDEMPOTENCY_KEY_MESSAGE = 'Chave de idempotência inválida.';

/**
 * The optional `Idempotency-Key` header: a UUID the client made for one write (a form's save,
 * an offline record in the browser's outbox), lower-cased, or null without the header. Anything
 * else (not a UUID, a control character, 10 KB of text) is a 400 before anything is written.
 */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (!UUID.test(key)) {
    throw new AppError(400, 'INVALID_IDEMPOTENCY_KEY', INVALID_IDEMPOTENCY_KEY_MESSAGE);
  }
  return key.toLowerCase();
}

/** The request's `Idempotency-Key` (see idempotencyKeyOf). */
export function requestIdempotencyKey(c: Context): string | null {
  return idempotencyKeyOf(c.req.header('Idempotency-Key'));
}
