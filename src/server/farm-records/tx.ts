import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * The write transaction of a farm's records: every write to its animals, their events and their
 * sanitary applications runs in one transaction per request holding the farm's herd lock, so the
 * checks and the writes see each other (two sales of one animal, two registrations of one brinco,
 * a repeated Idempotency-Key take turns).
 */

/** A transaction of the app's database (what `herdTransaction` hands to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `fn` in a transaction holding the herd lock of each farm (in one order: no deadlock). */
export function herdTransaction<T>(db: Db, farmIds: string[], fn: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    for (const farmId of [...new Set(farmIds)].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'herd:' + farmId}, 0))`);
    }
    return fn(tx);
  });
}
