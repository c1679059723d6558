import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, emptyTestDatabase } from '../test/test-db';
import { fingerprint, seed } from '../test/backup-fixture';
import { backupDatabase, restoreDatabase } from './backup';

/*
 * `npm run db:backup` / `db:restore` (backup.ts): a populated database backed up and restored
 * into an empty one holds the same rows, table by table (count and checksum of every row).
 */

let source: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
const extra: Array<{ drop(): Promise<void> }> = [];

/** A new empty database; dropped after the file. */
async function emptyDatabase(): Promise<string> {
  const database = await emptyTestDatabase();
  extra.push(database);
  return database.url;
}

beforeAll(async () => {
  source = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'arroba-backup-'));
  await seed(source.pool);
});

afterAll(async () => {
  await source.drop();
  for (const database of extra) await database.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a populated database into an empty one with the same rows', async () => {
    const before = await fingerprint(source.url);
    const counts = Object.fromEntries(
      Object.entries(before).map(([t, v]) => [t, Number(v.split(' ')[0])]),
    );
    for (const t of ['users', 'farms', 'inventory', 'weighings', 'lots', 'monthly_control']) {
      expect(counts[t], t).toBeGreaterThan(0);
    }
    expect(counts.payments).toBeGreaterThan(0);

    const file = path.join(dir, 'one.backup.gz');
    const backup = await backupDatabase(source.url, file);
    expect(backup.rows).toEqual(counts);

    const target = await emptyDatabase();
    const restored = await restoreDatabase(target, file);
    expect(restored.rows).toEqual(counts);
    expect(await fingerprint(target)).toEqual(before);

    // The triggers are back on: a new user gets their account rows; the lots' ids still unique.
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    await client.query(
      `insert into users (id, name, email) values ('u-novo', 'Novo', 'novo@fazenda.test')`,
    );
    const subs = await client.query(
      `select count(*)::int as n from user_subscriptions where user_id = 'u-novo'`,
    );
    await client.end();
    expect(subs.rows[0].n).toBe(1);
  });

  it('refuses a database that has tables, and replaces it when asked', async () => {
    const file = path.join(dir, 'two.backup.gz');
    await backupDatabase(source.url, file);
    const target = await emptyDatabase();
    await restoreDatabase(target, file);
    await expect(restoreDatabase(target, file)).rejects.toThrow(/already has tables/);
    await restoreDatabase(target, file, { replace: true });
    expect(await fingerprint(target)).toEqual(await fingerprint(source.url));
  });

  // The machine's own pg_dump, when its version matches the server's (PostgreSQL 15 in CI).
  it('pg_dump -Fc and pg_restore of the same database give the same rows', async (ctx) => {
    const dump = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    const server = (
      await client.query<{ v: string }>("select current_setting('server_version_num') as v")
    ).rows[0]!.v;
    await client.end();
    const clientMajor = dump.stdout?.match(/(\d+)\.\d+/)?.[1];
    if (dump.error || !clientMajor || Number(clientMajor) !== Math.floor(Number(server) / 10000)) {
      ctx.skip();
      return;
    }
    const file = path.join(dir, 'three.dump');
    const out = spawnSync('pg_dump', ['-Fc', '-f', file, source.url], { encoding: 'utf8' });
    expect(out.status, out.stderr).toBe(0);
    const target = await emptyDatabase();
    const restore = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', target, file], {
      encoding: 'utf8',
    });
    expect(restore.status, restore.stderr).toBe(0);
    expect(await fingerprint(target)).toEqual(await fingerprint(source.url));
  });
});
