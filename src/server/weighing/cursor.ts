import { z } from 'zod';
import { weighingSchema } from '../../domain/records/weighing';
import { CURSOR_MESSAGE } from '../../domain/records/weighing-pages';
import { AppError, VALIDATION_MESSAGE } from '../errors';

/**
 * The opaque cursors of the weighing pages (decision 031): base64url of a JSON array holding the
 * sort key of the last row given. The client only sends back what it was given; anything else
 * that does not decode to a key of the right shape is a 400, never a query.
 */

/** A created_at to the microsecond, as PostgreSQL stores it: 2025-02-10T12:00:00.123456Z. */
const MICRO_TIMESTAMP = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const microTimestamp = z.string().refine((value) => {
  const match = MICRO_TIMESTAMP.exec(value);
  if (!match || Number(match[1]) < 2000) return false;
  const date = new Date(value.slice(0, 23) + 'Z');
  return !Number.isNaN(date.getTime()) && date.toISOString() === value.slice(0, 23) + 'Z';
});

/** The list's key, newest first: weighing date, entry time, id. */
const weighingKey = z.tuple([weighingSchema.shape.weighingDate, microTimestamp, z.uuid()]);
/** The summaries' key: the animal's id. */
const animalKey = z.tuple([weighingSchema.shape.animalId]);

export type WeighingKey = z.infer<typeof weighingKey>;
export type AnimalKey = z.infer<typeof animalKey>;

export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** A cursor made by encodeCursor, checked against the key's schema (the herd's pages use it too). */
export function decodeCursor<S extends z.ZodType>(
  cursor: string,
  schema: S,
  message = CURSOR_MESSAGE,
): z.infer<S> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const key = schema.safeParse(parsed);
  // A key the trim of the schemas would change was not made here either.
  if (!key.success || JSON.stringify(key.data) !== JSON.stringify(parsed)) {
    throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, { cursor: message });
  }
  return key.data;
}

export const decodeWeighingCursor = (cursor: string): WeighingKey =>
  decodeCursor(cursor, weighingKey);
export const decodeAnimalCursor = (cursor: string): AnimalKey => decodeCursor(cursor, animalKey);
