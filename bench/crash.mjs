// npm run bench:crash — no acknowledged write is lost or stored twice when the app is killed.
//
// Starts the app as a child process (node dist/server/main.js, bench/lib/app-process.mjs) and signs a producer
// up through the API. WRITERS concurrent writers add weighings through POST /api/weighings as
// fast as they can, each write under its own UUID Idempotency-Key; a write without a 2xx answer
// (connection refused or reset, 5xx) is retried with the same key until it is acknowledged.
// Meanwhile the app is SIGKILLed KILLS times at random moments (0.3–1.5 s after it answers again,
// seeded: SEED) and restarted on the same data directory. With the embedded PostgreSQL every
// other kill (at random) takes the app's process group, the postmaster included (PostgreSQL
// crashes: its backends exit with it, and the next start recovers from its WAL); otherwise the
// orphaned PostgreSQL is stopped by the next start. (A SIGKILL is not a power cut: what the
// kernel has accepted stays in its page cache.)
// At the end the writers finish their pending write and the database is read directly: every
// acknowledged row must be there exactly once, under its key and its acknowledged id.
//
// Runs on the embedded PostgreSQL and then on the machine's PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/test: a scratch database crash_bench_xxxx is created and
// dropped). CRASH_TARGETS=embedded or =external runs one. Exits 1 on any loss or duplicate.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  benchAppConfig,
  seededRandom,
  signUpThroughConsole,
  startApp,
} from './lib/app-process.mjs';
import { cleanupStack } from './lib/cleanups.mjs';

const WRITERS = Number(process.env.WRITERS ?? 8);
const KILLS = Number(process.env.KILLS ?? 20);
const SEED = Number(process.env.SEED ?? 14);
const MIN_GAP_MS = 300;
const MAX_GAP_MS = 1500;
const TARGETS = (process.env.CRASH_TARGETS ?? 'embedded,external').split(',');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cleanups = cleanupStack();
process.on('SIGINT', () => void cleanups.run().then(() => process.exit(130)));

/** One writer: adds weighings until `state.stopping`, then finishes its pending one. */
async function writer(index, state, stats) {
  let n = 0;
  while (!state.stopping) {
    const key = randomUUID();
    const body = JSON.stringify({
      animalId: `W${index}-${n++}`,
      weighingDate: '2025-06-01',
      weight: 300 + (n % 200),
    });
    stats.attempted.add(key);
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) stats.retries++;
      let res;
      try {
        res = await fetch(`${state.app.baseUrl}/api/weighings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: state.cookie,
            'idempotency-key': key,
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        stats.networkErrors++;
        await sleep(50);
        continue;
      }
      const text = await res.text().catch(() => null);
      if ((res.status === 200 || res.status === 201) && text !== null) {
        const row = JSON.parse(text);
        stats.acked.set(key, row.id);
        if (res.status === 200) stats.replays++;
        break;
      }
      if (res.status < 500 && text !== null) {
        // A 4xx is a bug of the bench or of the app, not a crash: stop here.
        throw new Error(`POST /api/weighings answered ${res.status}: ${text}`);
      }
      stats.serverErrors++;
      await sleep(50);
    }
  }
}

async function runTarget(target) {
  const local = cleanupStack();
  const { config, databaseUrl: readUrl } = await benchAppConfig(local, {
    name: 'crash',
    external: target === 'external',
  });
  const state = { app: await startApp(config), stopping: false, cookie: null };
  local.push(() => state.app.stop());
  cleanups.push(() => local.run());
  state.cookie = await signUpThroughConsole(state.app, { email: `crash-${target}@fazenda.test` });

  const stats = {
    attempted: new Set(),
    acked: new Map(),
    retries: 0,
    replays: 0,
    networkErrors: 0,
    serverErrors: 0,
  };
  const random = seededRandom(SEED);
  const started = performance.now();
  const writers = Array.from({ length: WRITERS }, (_, i) => writer(i, state, stats));
  const failed = Promise.all(writers).then(
    () => null,
    (error) => error,
  );
  const kills = { app: 0, group: 0 };
  const restarts = [];
  for (let k = 0; k < KILLS; k++) {
    const gap = MIN_GAP_MS + random() * (MAX_GAP_MS - MIN_GAP_MS);
    const whole = target === 'embedded' && random() < 0.5;
    const error = await Promise.race([failed, sleep(gap).then(() => null)]);
    if (error) throw error;
    const app = state.app;
    if (whole) {
      app.killGroup();
      kills.group++;
    } else {
      app.kill();
      kills.app++;
    }
    await app.exited;
    const t = performance.now();
    state.app = await startApp(config);
    restarts.push(performance.now() - t);
    console.log(
      `  kill ${k + 1}/${KILLS} (${whole ? 'app + PostgreSQL' : 'app'}), ${stats.acked.size} acknowledged`,
    );
  }
  // A last stretch without kills, then every writer finishes its pending write.
  await sleep(1000);
  state.stopping = true;
  const error = await failed;
  if (error) throw error;
  const seconds = (performance.now() - started) / 1000;

  const client = new pg.Client({ connectionString: readUrl });
  await client.connect();
  const { rows } = await client.query(
    `select w.id, w.idempotency_key as key from weighings w
     join farm_members m on m.organization_id = w.farm_id and m.role = 'owner'
     join users u on u.id = m.user_id where u.email = $1`,
    [`crash-${target}@fazenda.test`],
  );
  await client.end();

  const byKey = new Map();
  let withoutKey = 0;
  for (const row of rows) {
    if (!row.key) withoutKey++;
    else byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
  }
  let lost = 0;
  let wrongId = 0;
  for (const [key, id] of stats.acked) {
    const ids = byKey.get(key);
    if (!ids) lost++;
    else if (!ids.includes(id)) wrongId++;
  }
  const duplicates = [...byKey.values()].reduce((n, ids) => n + ids.length - 1, 0) + withoutKey;
  const unacknowledged = [...byKey.keys()].filter((key) => !stats.acked.has(key)).length;
  const neverAcked = stats.attempted.size - stats.acked.size;
  const result = {
    target,
    kills: kills.app + kills.group,
    killsAppOnly: kills.app,
    killsWithPostgres: kills.group,
    seconds: Number(seconds.toFixed(1)),
    writesAcknowledged: stats.acked.size,
    acknowledgedAsReplay: stats.replays,
    retries: stats.retries,
    networkErrors: stats.networkErrors,
    serverErrors: stats.serverErrors,
    rows: rows.length,
    distinctKeys: byKey.size,
    duplicates,
    lost,
    wrongId,
    storedButUnacknowledged: unacknowledged,
    attemptedButUnacknowledged: neverAcked,
    medianRestartMs: Math.round([...restarts].sort((a, b) => a - b)[restarts.length >> 1] ?? 0),
  };
  result.ok =
    duplicates === 0 &&
    lost === 0 &&
    wrongId === 0 &&
    unacknowledged === 0 &&
    neverAcked === 0 &&
    rows.length === stats.acked.size;
  await local.run();
  return result;
}

const results = [];
try {
  for (const target of TARGETS) {
    console.log(
      `crash bench on the ${target} PostgreSQL: ${WRITERS} writers, ${KILLS} kills, seed ${SEED}`,
    );
    results.push(await runTarget(target));
  }
} catch (error) {
  console.error(error);
  await cleanups.run();
  process.exit(1);
}
await cleanups.run();

const fields = Object.keys(results[0]).filter((f) => f !== 'target');
const width = Math.max(...fields.map((f) => f.length));
console.log(`\n${'target'.padEnd(width)}  ${results.map((r) => r.target.padStart(10)).join('  ')}`);
for (const field of fields) {
  console.log(
    `${field.padEnd(width)}  ${results.map((r) => String(r[field]).padStart(10)).join('  ')}`,
  );
}
const ok = results.every((r) => r.ok);
console.log(ok ? '\nOK: every acknowledged write stored exactly once.' : '\nFAIL: see above.');
process.exit(ok ? 0 : 1);
