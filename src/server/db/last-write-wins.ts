import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SaveOutcome } from '../../domain/records/entered-at';

/*
 * Saves of one month or one year made offline on two phones reach the server in any order: the
 * version typed last (entered_at) is kept, and a save repeated under its `Idempotency-Key`
 * changes nothing (src/domain/records/entered-at.ts).
 */

/**
 * The `where` of the upsert's `on conflict do update`: the stored row is replaced only by a
 * version entered at the same time or later, and never by its own save again (a concurrent
 * repeat of the same key finds the row its twin just wrote and leaves it as it is).
 */
export function enteredLaterOrSame(enteredAt: PgColumn, idempotencyKey: PgColumn): SQL {
  return sql`${enteredAt} <= excluded.entered_at and (excluded.idempotency_key is null
    or ${idempotencyKey} is distinct from excluded.idempotency_key)`;
}

/** Whether `error` (or what it wraps: Drizzle wraps the driver's error) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One last-write-wins save. `findByKey` looks up the row stored under the request's key (none
 * without a key), `upsert` inserts or replaces under `enteredLaterOrSame` (undefined when it
 * replaced nothing), `findCurrent` reads the row the upsert left in place.
 */
export async function saveLatest<Row extends { idempotencyKey: string | null }>(
  key: string | null,
  steps: {
    findByKey: () => Promise<Row | undefined>;
    upsert: () => Promise<Row | undefined>;
    findCurrent: () => Promise<Row | undefined>;
  },
): Promise<{ row: Row; outcome: SaveOutcome }> {
  const stored = key ? await steps.findByKey() : undefined;
  if (stored) return { row: stored, outcome: 'replayed' };
  let saved: Row | undefined;
  try {
    saved = await steps.upsert();
  } catch (error) {
    // The key was stored meanwhile on another row of the farm (a twin of this request).
    const twin = key && isUniqueViolation(error) ? await steps.findByKey() : undefined;
    if (twin) return { row: twin, outcome: 'replayed' };
    throw error;
  }
  if (saved) return { row: saved, outcome: 'saved' };
  const current = (await steps.findCurrent())!;
  return {
    row: current,
    outcome: key && current.idempotencyKey === key ? 'replayed' : 'superseded',
  };
}
