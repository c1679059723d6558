import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTestDatabase } from '../test/test-db';
import { BACKUP_FORMAT, restoreDatabase } from './backup';
import { MIGRATIONS_DIR } from './migrate';

/*
 * What `npm run db:restore` refuses (backup.ts), each before or without loading a row: a file
 * that is not a backup, a backup of a newer app, and one cut short (no end record).
 */

let dir: string;
let target: Awaited<ReturnType<typeof emptyTestDatabase>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'arroba-refusals-'));
  target = await emptyTestDatabase();
});
afterAll(async () => {
  await target.drop();
  await rm(dir, { recursive: true, force: true });
});

async function backupFile(name: string, lines: string[]): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, gzipSync(lines.map((l) => `${l}\n`).join('')));
  return file;
}

const header = (migrations: { hash: string; createdAt: number }[], tables: string[]) =>
  `H\t${JSON.stringify({
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    serverVersion: '17.0',
    migrations,
    tables,
  })}`;

async function publicTables(): Promise<number> {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('restore refusals', () => {
  it('refuses a file that is not a backup', async () => {
    const file = await backupFile('other.gz', ['just some text']);
    await expect(restoreDatabase(target.url, file)).rejects.toThrow(
      `${file} is not an Arroba Certa backup.`,
    );
  });

  it('refuses a backup made by a newer app, before migrating', async () => {
    const file = await backupFile('newer.gz', [
      header([{ hash: 'x', createdAt: 99_999_999_999_999 }], []),
      `E\t{"rows":{}}`,
    ]);
    await expect(restoreDatabase(target.url, file)).rejects.toThrow(
      'The backup was made by a newer version of the app (1 migration(s) unknown here): update the app first.',
    );
    expect(await publicTables()).toBe(0);
  });

  it('refuses a backup without its end record, and loads nothing', async () => {
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    const migrations = journal.entries.map((e) => ({ hash: 'x', createdAt: e.when }));
    const file = await backupFile('cut.gz', [
      header(migrations, ['users']),
      'T\tusers',
      `R\t${JSON.stringify({ id: 'u1', name: 'Ana', email: 'a@f.com', email_verified: true })}`,
    ]);
    await expect(restoreDatabase(target.url, file)).rejects.toThrow(
      `${file} is incomplete (no end record): not restored.`,
    );
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      expect((await client.query('select id from users')).rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
