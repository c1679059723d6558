// npm run bench:startup — time from a cold process to the first HTTP 200 (issue 44 item 1: ≤ 1 s
// for one instance on an existing database, ≤ 3 s for three at once on 2 cores), with the web
// app and the server already built (the npm script builds them):
//   - `npm start` (node scripts/start.mjs: the stale checks, then the bundle) on an empty data
//     directory (initdb + migrations) and then on the existing one, RUNS times each;
//   - three instances of `npm run serve` (node dist/server/main.js) started at once on one
//     existing PostgreSQL database (a scratch database on BENCH_DATABASE_URL; skipped without
//     it), RUNS times: the slowest of the three.
// Prints the medians, and which targets were missed (exit 1 with STRICT=1).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55210);
const TARGET = { one: 1000, three: 3000 };

/** Starts `args` with `env`; resolves with the ms to the first 200 on `port`, then stops it. */
async function once(args, env, port) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const deadline = started + 60_000;
  let elapsed = null;
  while (performance.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      elapsed = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  if (elapsed === null) throw new Error('the app did not answer within 60 s');
  return elapsed;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const list = (xs) => xs.map((x) => x.toFixed(0)).join(', ');

const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  const dir = await mkdtemp(path.join(tmpdir(), 'arroba-bench-'));
  await chmod(dir, 0o755);
  const env = { EMBEDDED_PG_PORT: String(PG_PORT), DATA_DIR: path.join(dir, 'data') };
  cold.push(await once(['scripts/start.mjs'], env, PORT));
  warm.push(await once(['scripts/start.mjs'], env, PORT));
  await rm(dir, { recursive: true, force: true });
}
console.log(
  `npm start → first 200, empty data dir:    median ${median(cold).toFixed(0)} ms (${list(cold)})`,
);
console.log(
  `npm start → first 200, existing data dir: median ${median(warm).toFixed(0)} ms (${list(warm)})`,
);
const misses = [];
if (median(warm) > TARGET.one) misses.push(`one instance: ${median(warm).toFixed(0)} ms`);

const external = process.env.BENCH_DATABASE_URL;
if (external) {
  const database = `bench_startup_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: external });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const url = new URL(external);
  url.pathname = `/${database}`;
  const env = { DATABASE_URL: url.toString() };
  try {
    // Migrated once, so that the three find an existing database.
    await once(['dist/server/main.js'], env, PORT);
    const slowest = [];
    for (let i = 0; i < RUNS; i++) {
      const times = await Promise.all(
        [0, 1, 2].map((k) => once(['dist/server/main.js'], env, PORT + 1 + k)),
      );
      slowest.push(Math.max(...times));
    }
    console.log(
      `three at once (node dist/server/main.js, one database) → the slowest's first 200: median ${median(slowest).toFixed(0)} ms (${list(slowest)})`,
    );
    if (median(slowest) > TARGET.three)
      misses.push(`three at once: ${median(slowest).toFixed(0)} ms`);
  } finally {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
  }
} else {
  console.log(
    'three at once: skipped (set BENCH_DATABASE_URL to a PostgreSQL that may create databases)',
  );
}
console.log(
  `targets (one ≤ ${TARGET.one} ms, three ≤ ${TARGET.three} ms): ${misses.length ? `missed: ${misses.join('; ')}` : 'all met'}`,
);
process.exitCode = process.env.STRICT === '1' && misses.length ? 1 : 0;
