// npm run bench:export — the weighings CSV of a farm with 1,000,000 weighings (issue 24 item 5):
// the app as `npm start` runs it (its own process, so its memory is its own), one account signed
// up through the API, 50,000 animals × 20 weighings loaded by SQL into its farm, then
// GET /api/export/weighings.csv read to the end while the app's RSS is sampled.
//
// Prints the time to the first byte and to the first data row, the whole download, and the
// app's RSS growth over its idle level; exits 1 when the growth is MAX_RSS_GROWTH_MB or more or
// the first byte takes MAX_FIRST_BYTE_MS or more. Also prints EXPLAIN of the cursor's query (a
// nested loop over weighings_farm_animal_date_idx, no sort of the table).
//
// The app's PostgreSQL is its embedded one (BENCH_APP_PORT, BENCH_PG_PORT, else free ports), or a
// scratch database on the server of BENCH_PG_URL when EXTERNAL=1. Cleans up after itself.
//
// Run with tsx (the cursor's query is imported): node --import tsx bench/export.mjs
import pg from 'pg';
import {
  EXPORT_ANIMALS_PER_ROW,
  exportAnimalIds,
  WEIGHINGS_EXPORT_SQL,
} from '../src/server/export/weighings-cursor.ts';
import { benchAppConfig, rssMb, signUpThroughConsole, startApp } from './lib/app-process.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';

const ANIMALS = Number(process.env.ANIMALS ?? 50_000);
const WEIGHINGS = Number(process.env.WEIGHINGS ?? 20);
const MAX_RSS_GROWTH_MB = Number(process.env.MAX_RSS_GROWTH_MB ?? 50);
const MAX_FIRST_BYTE_MS = Number(process.env.MAX_FIRST_BYTE_MS ?? 500);

const cleanups = interruptibleCleanups();

const step = async (label, fn) => {
  const started = performance.now();
  const value = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return value;
};

/** ANIMALS × WEIGHINGS weighings of the farm, a week apart, with a note now and then. */
async function seed(pool, farmId) {
  await pool.query(
    `insert into weighings (farm_id, animal_id, weighing_date, weight, notes, created_at)
     select $1, 'BR-' || a, date '2024-01-01' + d * 7,
            round(220 + (a % 40) * 3 + d * 7 * (0.45 + (a % 7) * 0.05), 1),
            case when (a + d) % 25 = 0 then 'Vacinado; lote "A"' end,
            timestamptz '2024-01-01 12:00:00+00' + d * interval '7 days' + a * interval '1 ms'
     from generate_series(0, $3::int - 1) d cross join generate_series(1, $2::int) a`,
    [farmId, ANIMALS, WEIGHINGS],
  );
  await pool.query('vacuum analyze weighings');
}

/** The cursor's query planned for this farm (weighings-cursor.ts), with its animal ids. */
async function explain(pool, farmId) {
  const { rows: ids } = await pool.query(
    'select distinct animal_id from weighings where farm_id = $1',
    [farmId],
  );
  const { rows } = await pool.query(`explain ${WEIGHINGS_EXPORT_SQL}`, [
    farmId,
    exportAnimalIds(ids.map((r) => r.animal_id)),
    EXPORT_ANIMALS_PER_ROW,
  ]);
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}

async function main() {
  console.log(`export bench: ${ANIMALS} animals × ${WEIGHINGS} weighings`);
  const { config, databaseUrl } = await benchAppConfig(cleanups, {
    name: 'export',
    external: process.env.EXTERNAL === '1',
    // e.g. BENCH_NODE_ARGS=--trace-gc: the app's V8 heap is then printed beside its RSS.
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
  if (process.env.BENCH_APP_PORT) config.port = Number(process.env.BENCH_APP_PORT);
  if (process.env.BENCH_PG_PORT) config.pgPort = Number(process.env.BENCH_PG_PORT);
  const url =
    config.databaseUrl ?? databaseUrl.replace(/:\d+\/arroba$/, `:${config.pgPort}/arroba`);
  const app = await step('app started', () => startApp(config));
  cleanups.push(() => app.stop());
  const cookie = await step('sign-up', () =>
    signUpThroughConsole(app, { email: 'bench-exporta@fazenda.test' }),
  );
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  cleanups.push(() => pool.end());
  const { rows } = await pool.query(
    `select m.organization_id as farm from farm_members m join users u on u.id = m.user_id
     where u.email = 'bench-exporta@fazenda.test' and m.role = 'owner'`,
  );
  const farmId = rows[0].farm;
  // Export is a Pro feature.
  await pool.query(
    `update user_subscriptions set plan = 'PRO', status = 'active', trial_ends_at = null
     where user_id = (select id from users where email = 'bench-exporta@fazenda.test')`,
  );
  const headers = { cookie, origin: app.baseUrl };
  const warm = await fetch(`${app.baseUrl}/api/export/weighings.csv`, { headers });
  if (warm.status !== 200) throw new Error(`export: ${warm.status} ${await warm.text()}`);
  await warm.arrayBuffer();
  await step(`${(ANIMALS * WEIGHINGS).toLocaleString('en')} weighings loaded`, () =>
    seed(pool, farmId),
  );
  console.log(`  plan of the cursor's query:\n${await explain(pool, farmId)}`);

  // The first export grows the app's heap once (V8 keeps what it grew); the second shows what
  // one more export costs. Both are printed; the limits apply to the first.
  const first = await measureExport(app, headers, 'first export');
  const second = await measureExport(app, headers, 'second export');
  for (const run of [first, second]) {
    if (run.rows !== ANIMALS * WEIGHINGS) {
      console.error(`FAIL: ${run.rows} rows, not ${ANIMALS * WEIGHINGS}`);
      return 1;
    }
  }
  if (first.growth >= MAX_RSS_GROWTH_MB || first.firstByteMs >= MAX_FIRST_BYTE_MS) {
    console.error('FAIL: over a limit');
    return 1;
  }
  return 0;
}

/** One download read to the end while the app's RSS is sampled every 25 ms. */
async function measureExport(app, headers, label) {
  const idle = await rssMb(app.pid);
  let peak = idle;
  // With --trace-gc, the heap V8 had committed after each collection ('a (b) -> c (d) MB').
  const heapSizes = () =>
    [
      ...app
        .output()
        .slice(-20_000)
        .matchAll(/-> [\d.]+ \(([\d.]+)\) MB/g),
    ].map((m) => Number(m[1]));
  const heapIdle = heapSizes().at(-1);
  let heapPeak = heapIdle ?? 0;
  const sampler = setInterval(async () => {
    const now = await rssMb(app.pid);
    if (now !== null && now > peak) peak = now;
    for (const size of heapSizes()) if (size > heapPeak) heapPeak = size;
  }, 25);

  const started = performance.now();
  const res = await fetch(`${app.baseUrl}/api/export/weighings.csv`, {
    // BENCH_ACCEPT_ENCODING=gzip: as a browser asks (the app's compression on the way).
    headers: { ...headers, 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'identity' },
  });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let firstByteMs;
  let firstRowMs;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    bytes += value.length;
    // Lines end with CRLF; a note never holds one here.
    const text = decoder.decode(value, { stream: true });
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines += 1;
    if (firstRowMs === undefined && lines >= 2) firstRowMs = performance.now() - started;
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  const growth = peak - idle;
  const rows = lines - 1;
  console.log(
    `\n  ${label}: ${rows.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(totalMs / 1000).toFixed(1)} s`,
  );
  console.log(`    first byte: ${firstByteMs.toFixed(0)} ms (limit ${MAX_FIRST_BYTE_MS} ms)`);
  console.log(`    first data row: ${firstRowMs.toFixed(0)} ms`);
  console.log(
    `    app RSS: ${idle.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most: +${growth.toFixed(1)} MB (limit ${MAX_RSS_GROWTH_MB} MB)`,
  );
  if (heapIdle !== undefined) {
    console.log(
      `    app V8 heap (committed): ${heapIdle.toFixed(0)} MB at the last collection before, ${heapPeak.toFixed(0)} MB at most: +${(heapPeak - heapIdle).toFixed(1)} MB`,
    );
  }
  return { rows, growth, firstByteMs };
}

runMain(main, cleanups);
