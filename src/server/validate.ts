import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, fieldErrors, VALIDATION_MESSAGE } from './errors';

/**
 * Refuses to store a derived value that is not a finite number: PostgreSQL's numeric would keep
 * an Infinity (and the API would then answer `null` for it). The schemas' bounds keep every
 * product of their fields finite; this is the last check before an insert. A null stays allowed
 * (a ratio with a zero divisor).
 */
export function assertFinite(values: Record<string, unknown>): void {
  for (const value of Object.values(values)) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new AppError(400, 'OUT_OF_RANGE', 'Valores altos demais para calcular.');
    }
  }
}

/** The request's JSON body checked against a shared domain schema; 400 with field messages. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'Os dados enviados não são um JSON válido.');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, fieldErrors(result.error));
  }
  return result.data;
}

/** A record id as the database makes them (uuid). */
export const idSchema = z.uuid();

/**
 * The path's `:id` (or `name`) as a record id; anything else cannot be one of the farm's records
 * and is the same 404 as an id of another farm, before the database is asked.
 */
export function idParam(c: Context, notFound: string, name = 'id'): string {
  const parsed = idSchema.safeParse(c.req.param(name) ?? '');
  if (!parsed.success) throw new AppError(404, 'NOT_FOUND', notFound);
  return parsed.data;
}

/** The request's query string checked against a shared domain schema; 400 with field messages. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = schema.safeParse(c.req.query());
  if (!query.success) {
    throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, fieldErrors(query.error));
  }
  return query.data;
}
