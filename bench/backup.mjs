// npm run bench:backup — `npm run db:backup` and `npm run db:restore` end to end, timed:
// 1. the embedded database: a DATA_DIR populated with USERS users and their records, backed up
//    by the script, restored by the script into a new DATA_DIR;
// 2. DATABASE_URL (CLUSTER_DATABASE_URL's server, default the machine's PostgreSQL at
//    127.0.0.1:5432): the same into a new database;
// 3. the machine's pg_dump -Fc / pg_restore on that server, when their versions match.
// Each compares every table's row count and checksum before and after; PASS/FAIL per check.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../src/server/db/client.ts';
import { makeTempDir, startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { fingerprint, seed } from '../src/server/test/backup-fixture.ts';

const USERS = Number(process.env.USERS ?? 1000);
const ADMIN_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5931);
const results = [];

function check(name, ok, detail) {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} — ${detail}`);
}

/** Runs an npm script as the operator would; returns its duration in ms. */
function npm(script, args, env) {
  const started = performance.now();
  const out = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`npm run ${script} failed:\n${out.stdout}${out.stderr}`);
  console.log(out.stdout.trimEnd().replace(/^/gm, '    '));
  return Math.round(performance.now() - started);
}

const rowsOf = (print) => Object.values(print).reduce((sum, v) => sum + Number(v.split(' ')[0]), 0);

async function populate(url) {
  const database = connectDatabase(url, { max: 2 });
  await migrateDatabase(database.db);
  await seed(database.pool, USERS);
  await database.close();
  return fingerprint(url);
}

const dir = await makeTempDir('arroba-bench-backup-');
const created = [];
const admin = async (sql) => {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(sql);
  await c.end();
};
try {
  // 1. Embedded: DATA_DIR a → backup file → DATA_DIR b.
  const file = path.join(dir, 'embedded.backup.gz');
  const a = { DATA_DIR: path.join(dir, 'a'), EMBEDDED_PG_PORT: String(PG_PORT), DATABASE_URL: '' };
  const b = { ...a, DATA_DIR: path.join(dir, 'b') };
  let embedded = await startEmbeddedPostgres({ dir: path.join(a.DATA_DIR, 'pg'), port: PG_PORT });
  const before = await populate(embedded.url);
  await embedded.stop(); // the scripts start it themselves when the app is not running
  const backupMs = npm('db:backup', [file], a);
  const restoreMs = npm('db:restore', [file], b);
  embedded = await startEmbeddedPostgres({ dir: path.join(b.DATA_DIR, 'pg'), port: PG_PORT });
  const after = await fingerprint(embedded.url);
  await embedded.stop();
  check(
    'embedded database (DATA_DIR): backup, restore into a new DATA_DIR, same rows',
    JSON.stringify(after) === JSON.stringify(before),
    `${Object.keys(before).length} tables, ${rowsOf(before)} rows; backup ${backupMs} ms, restore ${restoreMs} ms (both including starting and stopping PostgreSQL 17)`,
  );

  // 2. DATABASE_URL: database x → backup file → empty database y.
  const url = (name) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const [x, y, z] = ['x', 'y', 'z'].map(
    (s) => `bench_backup_${s}_${randomBytes(3).toString('hex')}`,
  );
  for (const name of [x, y, z]) {
    await admin(`create database "${name}"`);
    created.push(name);
  }
  const source = await populate(url(x));
  const file2 = path.join(dir, 'url.backup.gz');
  const backup2 = npm('db:backup', [file2], { DATABASE_URL: url(x) });
  const restore2 = npm('db:restore', [file2], { DATABASE_URL: url(y) });
  const restored = await fingerprint(url(y));
  check(
    'DATABASE_URL: backup, restore into an empty database, same rows',
    JSON.stringify(restored) === JSON.stringify(source),
    `${rowsOf(source)} rows; backup ${backup2} ms, restore ${restore2} ms`,
  );

  // 3. pg_dump / pg_restore of the same database, when the client matches the server.
  const dump = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  const c = new pg.Client({ connectionString: url(x) });
  await c.connect();
  const server = (await c.query("select current_setting('server_version_num') as v")).rows[0].v;
  await c.end();
  const clientMajor = Number(dump.stdout?.match(/(\d+)\.\d+/)?.[1]);
  if (clientMajor === Math.floor(Number(server) / 10000)) {
    const file3 = path.join(dir, 'pg.dump');
    let t = performance.now();
    const d = spawnSync('pg_dump', ['-Fc', '-f', file3, url(x)], { encoding: 'utf8' });
    const dumpMs = Math.round(performance.now() - t);
    t = performance.now();
    const r = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', url(z), file3], {
      encoding: 'utf8',
    });
    const pgRestoreMs = Math.round(performance.now() - t);
    const same = JSON.stringify(await fingerprint(url(z))) === JSON.stringify(source);
    check(
      `pg_dump ${clientMajor} -Fc and pg_restore into an empty database, same rows`,
      d.status === 0 && r.status === 0 && same,
      `pg_dump ${dumpMs} ms, pg_restore ${pgRestoreMs} ms${d.stderr || r.stderr ? `; ${d.stderr}${r.stderr}` : ''}`,
    );
  } else {
    console.log(`SKIP  pg_dump ${clientMajor} cannot dump a server of version ${server}`);
  }
} catch (error) {
  results.push(false);
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const name of created) await admin(`drop database if exists "${name}" with (force)`);
  await rm(dir, { recursive: true, force: true });
}
const passed = results.filter(Boolean).length;
console.log(`${passed}/${results.length} checks passed`);
process.exit(passed === results.length ? 0 : 1);
