// npm run bench:export-stall — twelve slow downloads beside other producers (issue 38 item 3).
// The app as `npm start` runs it (its own process), a farm of 1,000,000 weighings filled by the
// demo seeder (seed:demo's code: 50,000 animals × 20), ACCOUNTS people of that farm (its owner
// and managers) who open EXPORTS downloads of weighings.csv at once, each read at
// READ_BYTES_PER_SECOND (1 KB/s), and a neighbour whose farm's /api/health and /api/dashboard are
// asked one after the other for SECONDS while the downloads hang on.
//
// Prints, per endpoint, the requests, errors (anything but 200, or no answer within 10 s), p50,
// p95 and the slowest; the downloads accepted and refused (429, counted apart: the expected
// answer beyond the caps), the bytes each accepted one took and whether the server ended it;
// the app's database sessions by pool and state; how many the stall guard ended (its log). Exits 1 when an endpoint's p95 is over
// TARGET_P95_MS (200) or any request failed.
//
// A quick run: ANIMALS=2000 WEIGHINGS=10 SECONDS=20. The app's PostgreSQL is its embedded one,
// or a scratch database on BENCH_PG_URL's server when EXTERNAL=1. Cleans up after itself.
//
// Run with tsx (the seeder is imported): node --import tsx bench/export-stall.mjs
import http from 'node:http';
import pg from 'pg';
import { seedDemoFarm } from '../src/server/seed/demo-farm.ts';
import { benchAppConfig, signUpThroughConsole, startApp } from './lib/app-process.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { percentile } from './lib/latency.mjs';

const ANIMALS = Number(process.env.ANIMALS ?? 50_000);
const WEIGHINGS = Number(process.env.WEIGHINGS ?? 20);
const EXPORTS = Number(process.env.EXPORTS ?? 12);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 3);
const RATE = Number(process.env.READ_BYTES_PER_SECOND ?? 1024);
const SECONDS = Number(process.env.SECONDS ?? 45);
const TARGET_P95_MS = Number(process.env.TARGET_P95_MS ?? 200);
const BUSY_MESSAGE = 'Há uma exportação em andamento. Aguarde ela terminar.';

const cleanups = interruptibleCleanups();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const step = async (label, fn) => {
  const started = performance.now();
  const value = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return value;
};

/**
 * One download read at RATE bytes a second: the response is paused (Node stops reading the
 * socket once its buffer is full, so the TCP window closes) and RATE bytes are taken each second.
 * Resolves once the answer's status is known; `state` keeps counting until `stop()`.
 */
function slowDownload(baseUrl, path, headers) {
  const started = performance.now();
  const state = { status: 0, body: '', bytes: 0, ended: null, endedAt: null };
  let timer;
  let request;
  const answered = new Promise((resolve) => {
    request = http.get(`${baseUrl}${path}`, { headers }, (res) => {
      state.status = res.statusCode;
      if (res.statusCode !== 200) {
        res.setEncoding('utf8');
        res.on('data', (text) => (state.body += text));
        res.on('end', resolve);
        return;
      }
      res.pause();
      timer = setInterval(() => {
        const chunk = res.read(RATE) ?? res.read();
        if (chunk) state.bytes += chunk.length;
      }, 1000);
      const end = (how) => {
        if (state.ended) return;
        state.ended = how;
        state.endedAt = (performance.now() - started) / 1000;
        clearInterval(timer);
      };
      res.on('end', () => end('whole file'));
      res.on('aborted', () => end('ended by the server'));
      res.on('error', () => end('ended by the server'));
      res.on('close', () => end(res.complete ? 'whole file' : 'ended by the server'));
      resolve();
    });
    request.on('error', (err) => {
      state.status = state.status || -1;
      state.body = err.message;
      resolve();
    });
  });
  return {
    state,
    answered,
    stop: () => {
      clearInterval(timer);
      request.destroy();
    },
  };
}

/** GET `path` `n`… times in turn until `until`, timing each (an error: not 200 in 10 s). */
async function measure(baseUrl, targets, until) {
  const results = Object.fromEntries(
    targets.map(([name]) => [name, { times: [], errors: [], slowest: { ms: 0, at: 0 } }]),
  );
  const from = performance.now();
  while (performance.now() < until) {
    for (const [name, path, headers] of targets) {
      const started = performance.now();
      try {
        const res = await fetch(`${baseUrl}${path}`, {
          headers,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.status !== 200) results[name].errors.push(String(res.status));
      } catch (err) {
        results[name].errors.push(err.name === 'TimeoutError' ? 'no answer in 10 s' : err.message);
      }
      const ms = performance.now() - started;
      results[name].times.push(ms);
      if (ms > results[name].slowest.ms)
        results[name].slowest = { ms, at: (started - from) / 1000 };
    }
    await sleep(100);
  }
  return results;
}

/** The app's database sessions, by application name and state. */
async function sessions(pool) {
  const { rows } = await pool.query(
    `select application_name as name, coalesce(state, '?') as state, count(*)::int as n
     from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
     group by 1, 2 order by 1, 2`,
  );
  return rows.map((r) => `${r.name || '(no name)'} ${r.state}: ${r.n}`).join(', ');
}

async function main() {
  const size = (ANIMALS * WEIGHINGS).toLocaleString('en');
  console.log(
    `export-stall bench: ${size} weighings, ${EXPORTS} downloads by ${ACCOUNTS} account(s) read at ${RATE} B/s, ${SECONDS} s`,
  );
  const { config, databaseUrl } = await benchAppConfig(cleanups, {
    name: 'export-stall',
    external: process.env.EXTERNAL === '1',
  });
  if (process.env.BENCH_APP_PORT) config.port = Number(process.env.BENCH_APP_PORT);
  if (process.env.BENCH_PG_PORT) config.pgPort = Number(process.env.BENCH_PG_PORT);
  const url =
    config.databaseUrl ?? databaseUrl.replace(/:\d+\/arroba$/, `:${config.pgPort}/arroba`);
  const app = await step('app started', () => startApp(config));
  cleanups.push(() => app.stop());

  const exporters = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const email = `bench-exporta-${i}@fazenda.test`;
    exporters.push({ email, cookie: await signUpThroughConsole(app, { email }) });
  }
  const neighbourEmail = 'bench-vizinho@fazenda.test';
  const neighbour = await signUpThroughConsole(app, { email: neighbourEmail });

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  cleanups.push(() => pool.end());
  // Export is a Pro feature: the owner's plan is the farm's.
  await pool.query(
    `update user_subscriptions set plan = 'PRO', status = 'active', trial_ends_at = null
     where user_id in (select id from users where email like 'bench-exporta-%')`,
  );
  const client = await pool.connect();
  let bigFarm;
  try {
    const seeded = await step(`seed:demo ${size} weighings`, () =>
      seedDemoFarm(client, { email: exporters[0].email, animals: ANIMALS, weighings: WEIGHINGS }),
    );
    bigFarm = seeded.farmId;
    await seedDemoFarm(client, { email: neighbourEmail, animals: 200, weighings: 5 });
  } finally {
    client.release();
  }
  // The others are managers of the big farm, exporting it by its X-Farm-Id.
  await pool.query(
    `insert into farm_members (id, organization_id, user_id, role)
     select gen_random_uuid()::text, $1, id, 'manager' from users
     where email like 'bench-exporta-%' and email <> $2`,
    [bigFarm, exporters[0].email],
  );

  const origin = { origin: app.baseUrl };
  const targets = [
    ['/api/health', '/api/health', origin],
    ['/api/dashboard (neighbour)', '/api/dashboard', { ...origin, cookie: neighbour }],
  ];
  await measure(app.baseUrl, targets, performance.now() + 1000);

  console.log(`\n  opening ${EXPORTS} downloads of weighings.csv`);
  const downloads = Array.from({ length: EXPORTS }, (_, i) => {
    const who = exporters[i % ACCOUNTS];
    return slowDownload(app.baseUrl, '/api/export/weighings.csv', {
      ...origin,
      cookie: who.cookie,
      'x-farm-id': bigFarm,
      'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'identity',
    });
  });
  cleanups.push(() => downloads.forEach((d) => d.stop()));
  await Promise.all(downloads.map((d) => d.answered));

  const started = performance.now();
  const midway = sleep((SECONDS * 1000) / 2).then(() => sessions(pool));
  const results = await measure(app.baseUrl, targets, started + SECONDS * 1000);
  const sessionsMidway = await midway;
  const sessionsAfter = await sessions(pool);

  const accepted = downloads.filter((d) => d.state.status === 200);
  const refused = downloads.filter((d) => d.state.status === 429);
  const other = downloads.filter((d) => d.state.status !== 200 && d.state.status !== 429);
  console.log(
    `\n  downloads: ${accepted.length} accepted, ${refused.length} refused (429), ${other.length} other`,
  );
  const wording = refused.filter((d) => d.state.body.includes(BUSY_MESSAGE)).length;
  if (refused.length) console.log(`    refusals with the message: ${wording} of ${refused.length}`);
  for (const d of other) console.log(`    other: ${d.state.status} ${d.state.body.slice(0, 120)}`);
  accepted.forEach((d, i) => {
    const end = d.state.ended
      ? `${d.state.ended} at ${d.state.endedAt.toFixed(0)} s`
      : 'still open at the end';
    console.log(`    accepted #${i + 1}: ${(d.state.bytes / 1024).toFixed(0)} KB taken, ${end}`);
  });
  // The client notices the end only once it reads what its socket buffers still hold; the
  // server's stall guard says so at once in its log.
  const guardEnded = (app.output().match(/no bytes taken for \d+ ms, download ended/g) ?? [])
    .length;
  console.log(`    ended by the server's stall guard during the run: ${guardEnded}`);
  console.log(`  database sessions midway: ${sessionsMidway}`);
  console.log(`  database sessions at the end: ${sessionsAfter}`);

  let failed = false;
  console.log(`\n  beside them, for ${SECONDS} s (target p95 ≤ ${TARGET_P95_MS} ms, 0 errors):`);
  for (const [name, { times, errors, slowest }] of Object.entries(results)) {
    const sorted = [...times].sort((a, b) => a - b);
    const [p50, p95] = [50, 95].map((p) => percentile(sorted, p));
    const kinds = [...new Set(errors)].join(', ');
    console.log(
      `    ${name}: ${times.length} requests, ${errors.length} errors${kinds ? ` (${kinds})` : ''}, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${slowest.ms.toFixed(1)} ms (${slowest.at.toFixed(1)} s in)`,
    );
    if (errors.length > 0 || p95 > TARGET_P95_MS) failed = true;
  }
  downloads.forEach((d) => d.stop());
  if (failed) console.error('FAIL: an endpoint missed its target');
  return failed ? 1 : 0;
}

runMain(main, cleanups);
