import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTestDatabase } from '../test/test-db';
import { connectDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';

/*
 * Several app instances started at the same moment on one empty database: the migrations run
 * under an advisory lock, so every instance comes up and each migration is applied once.
 */

const instances: Database[] = [];
let empty: Awaited<ReturnType<typeof emptyTestDatabase>>;

beforeAll(async () => {
  empty = await emptyTestDatabase();
  for (let i = 0; i < 3; i++) instances.push(connectDatabase(empty.url, { max: 2 }));
});

afterAll(async () => {
  await Promise.all(instances.map((d) => d.close()));
  await empty.drop();
});

describe('migrations started by several instances at once', () => {
  it('all succeed on an empty database, each migration applied once', async () => {
    const results = await Promise.allSettled(instances.map((d) => migrateDatabase(d.db)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const { rows } = await instances[0]!.pool.query<{ n: number; distinct_hashes: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
    );
    expect(rows[0]!.n).toBe(rows[0]!.distinct_hashes);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(11);
    // The lock is released: nobody holds it once the instances are up. (Only this database's
    // locks: other test files migrate their own databases on the same server meanwhile.)
    const held = await instances[1]!.pool.query(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held.rows[0].n).toBe(0);
  });
});
