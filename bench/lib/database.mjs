// The bench's database: a scratch database on BENCH_DATABASE_URL, or an embedded PostgreSQL in a
// temporary directory (on BENCH_PG_PORT, else a free port). Imports the server's TypeScript: run
// under tsx (node --import tsx).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../../src/server/db/client.ts';
import { makeTempDir, startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { freePort } from '../../src/server/test/free-port.ts';

/**
 * A database URL for a bench named `name` (bench_<name>_xxxx on BENCH_DATABASE_URL, which needs
 * the right to create databases, or embedded); registers its removal with `cleanups.push`.
 */
export async function benchDatabaseUrl(name, cleanups) {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const database = `bench_${name}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: external });
      await client.connect();
      await client.query(`drop database if exists "${database}" with (force)`);
      await client.end();
    });
    const url = new URL(external);
    url.pathname = `/${database}`;
    return url.toString();
  }
  const dir = await makeTempDir(`arroba-bench-${name}-`);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const embedded = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    port: Number(process.env.BENCH_PG_PORT) || (await freePort()),
  });
  cleanups.push(() => embedded.stop());
  return embedded.url;
}

/**
 * The bench's database (see benchDatabaseUrl), connected and migrated; closed by `cleanups`.
 * `step(label, fn)` may time the two stages.
 */
export async function migratedBenchDatabase(name, cleanups, step = (_label, fn) => fn()) {
  const url = await step('database', () => benchDatabaseUrl(name, cleanups));
  const database = connectDatabase(url, { max: 10 });
  cleanups.push(() => database.close());
  await step('migrations', () => migrateDatabase(database.db));
  return database;
}
