import { and, eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A farm's record table whose writes carry the client's `Idempotency-Key`. */
type KeyedTable = PgTable & { farmId: PgColumn; idempotencyKey: PgColumn };

/**
 * The one idempotent insert of the app (issue 22): stores `values` unless the farm already holds
 * a row under the same idempotency key, and then answers that row (`replayed`). The unique index
 * on (farm_id, idempotency_key) decides, so two copies of one write sent at once store one row
 * (a null key never conflicts). `db` may be a transaction.
 */
export async function insertOnce<T extends KeyedTable>(
  db: Pick<Db, 'insert' | 'select'>,
  table: T,
  values: InferInsertModel<T> & { farmId: string; idempotencyKey?: string | null },
): Promise<{ row: InferSelectModel<T>; replayed: boolean }> {
  // Drizzle's generic table types do not reach through insert/select on a type parameter.
  const keyed = table as KeyedTable;
  const inserted = (await db
    .insert(keyed)
    .values(values as never)
    .onConflictDoNothing({ target: [keyed.farmId, keyed.idempotencyKey] })
    .returning()) as InferSelectModel<T>[];
  if (inserted[0]) return { row: inserted[0], replayed: false };
  // Only a repeated key conflicts: the row stored under it (by this write's twin).
  const [stored] = (await db
    .select()
    .from(keyed as never)
    .where(and(eq(keyed.farmId, values.farmId), eq(keyed.idempotencyKey, values.idempotencyKey!)))
    .limit(1)) as InferSelectModel<T>[];
  return { row: stored!, replayed: true };
}
