import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../db/client';
import { MIGRATIONS_DIR, migrateDatabase } from '../db/migrate';

type TestDatabase = Database & { url: string; drop(): Promise<void> };

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the test server, empty or a copy of `template`: its URL, and `drop()` to
 * remove it.
 */
export async function emptyTestDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}

/** A connected database, empty or copied; `drop()` closes its pool and removes it. */
async function connectedTestDatabase(max: number, template?: string): Promise<TestDatabase> {
  const empty = await emptyTestDatabase(template);
  const database = connectDatabase(empty.url, { max });
  return {
    ...database,
    url: empty.url,
    async drop() {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * A fresh, migrated database for one test file, dropped by `drop()`: a copy of the run's
 * migrated template (global-setup.ts), or migrated here where no template was made.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('pgTemplate');
  const database = await connectedTestDatabase(5, template);
  if (!template) await migrateDatabase(database.db);
  return database;
}

/**
 * A database as it was before a migration: the same migration files with the journal cut after
 * `lastIdx`, so a test can fill it the old way and then run `migrateDatabase` to the present.
 */
export async function testDatabaseMigratedThrough(lastIdx: number): Promise<TestDatabase> {
  const database = await connectedTestDatabase(2);
  const folder = await mkdtemp(join(tmpdir(), 'arroba-mig-'));
  try {
    await cp(MIGRATIONS_DIR, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
    await writeFile(journalPath, JSON.stringify(journal));
    await migrate(database.db, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return database;
}
