import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/** A fresh, migrated database for one test file, dropped by `drop()`. */
export async function createTestDatabase(): Promise<
  Database & { url: string; drop(): Promise<void> }
> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), { max: 5 });
  await migrateDatabase(database.db);

  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
