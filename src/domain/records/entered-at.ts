import { z } from 'zod';

/*
 * Months and years saved offline on two phones: the version typed last wins, whatever order
 * the saves reach the server in ("last write wins", by when the person entered it).
 */

/**
 * What became of one save of a month or a year: 'saved' (it is the stored version now),
 * 'replayed' (its `Idempotency-Key` was already stored: nothing changed) or 'superseded' (a
 * version entered later was already stored; the answer carries that one).
 */
export type SaveOutcome = 'saved' | 'replayed' | 'superseded';

/** No record was typed before this (the app's months start in 2000). */
export const FIRST_ENTERED_AT = '2000-01-01T00:00:00.000Z';
export const ENTERED_AT_MESSAGE = 'Data de registro inválida';

/**
 * When the person typed the record: ISO 8601 with its offset ('2025-03-31T18:04:05.123-03:00'
 * or '…Z'), from 2000-01-01 on. Optional in a save's body: the server's clock stands in for it.
 */
export const enteredAtSchema = z.iso
  .datetime({ offset: true, error: ENTERED_AT_MESSAGE })
  .refine((value) => Date.parse(value) >= Date.parse(FIRST_ENTERED_AT), {
    error: ENTERED_AT_MESSAGE,
  });

/** The part of a save's body that says when it was typed. */
export const enteredAtFieldSchema = z.object({ enteredAt: enteredAtSchema.optional() });

/**
 * When a save counts as entered: the time it was typed, but never later than the server's `now`
 * (a phone whose clock runs ahead must not win every later save); `now` when it is not given.
 * @example
 * effectiveEnteredAt('2025-03-31T18:00:00-03:00', new Date('2025-04-01T12:00:00Z'))
 * //=> 2025-03-31T21:00:00.000Z
 * effectiveEnteredAt('2999-01-01T00:00:00Z', new Date('2025-04-01T12:00:00Z'))
 * //=> 2025-04-01T12:00:00.000Z
 */
export function effectiveEnteredAt(enteredAt: string | undefined, now: Date): Date {
  if (enteredAt === undefined) return now;
  const typed = new Date(enteredAt);
  return typed.getTime() > now.getTime() ? now : typed;
}
