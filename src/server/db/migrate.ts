import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The key of the session-level advisory lock held while migrating ('arroba-certa migrate'),
 * so instances started at the same moment on one database migrate one after the other.
 */
export const MIGRATION_LOCK_KEY = 7_031_966_512;

/**
 * Applies the committed SQL migrations that this database has not seen yet. Several app
 * instances may start at once on the same (even empty) database: each waits for a PostgreSQL
 * advisory lock first, so one applies the migrations and the others find them applied.
 */
export async function migrateDatabase(db: Db): Promise<void> {
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
}
