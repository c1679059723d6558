import { afterAll, beforeAll } from 'vitest';
import { migrateDatabase } from '../db/migrate';
import { testDatabaseMigratedThrough } from './test-db';

/**
 * For a migration's test file, called at its top level: a database as it was after migration
 * `lastIdx` (created before the file's tests, dropped after them), `q` to query it, `farmOf` to
 * sign a user up the old way, and `migrate()` to apply every later migration.
 */
export function databaseBeforeMigration(lastIdx: number) {
  let database: Awaited<ReturnType<typeof testDatabaseMigratedThrough>>;
  beforeAll(async () => {
    database = await testDatabaseMigratedThrough(lastIdx);
  });
  afterAll(() => database.drop());

  const q = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    database.pool.query<T>(text, values);

  /** Signs `user` up (the account-rows trigger gives them a farm); that farm's id. */
  async function farmOf(user: string) {
    await q(`insert into users (id, name, email, email_verified) values ($1, $1, $2, true)`, [
      user,
      `${user}@fazenda.com`,
    ]);
    const { rows } = await q<{ farm: string }>(
      `select organization_id as farm from farm_members where user_id = $1 and role = 'owner'`,
      [user],
    );
    return rows[0]!.farm;
  }

  return { q, farmOf, migrate: () => migrateDatabase(database.db) };
}
