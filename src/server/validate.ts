import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, fieldErrors, VALIDATION_MESSAGE } from './errors';

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
