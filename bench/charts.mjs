// npm run bench:charts — the charts' data (issue 27 item 2, decision 048) on the demo farm at
// 20,000 animals × 10 weighings (ANIMALS= to change it): EXPLAIN ANALYZE of the head count at
// each month's end (decision 062, computed once per farm change and kept), then p50/p95 of REQUESTS sequential requests after WARMUP for
// each chart endpoint, with GET /api/animals/counts as a reference for the machine's load (27 ms
// p95 unloaded in decision 038). Exits 1 when a chart's p95 is above MAX_P95_MS (50).
//
// Starts its own embedded PostgreSQL (or a scratch database on BENCH_DATABASE_URL), migrates,
// seeds with the demo seeder, serves the real app on a free port. Cleans up after itself.
//
// Run with tsx so the server's TypeScript can be imported: node --import tsx bench/charts.mjs
import { sql } from 'drizzle-orm';
import { lastMonths, monthEnd } from '../src/domain/charts/series.ts';
import { todayIn } from '../src/domain/records/dates.ts';
import { headCountQuery } from '../src/server/farm-records/head-count.ts';
import { seedDemoFarm } from '../src/server/seed/demo-farm.ts';
import { serveBenchApp } from './lib/bench-app.mjs';
import { chartUrls } from './lib/chart-urls.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { migratedBenchDatabase } from './lib/database.mjs';
import { timeRequests } from './lib/latency.mjs';
import { signUpConfirmed } from './lib/sign-up.mjs';

const WARMUP = Number(process.env.WARMUP ?? 10);
const REQUESTS = Number(process.env.REQUESTS ?? 100);
const MAX_P95_MS = Number(process.env.MAX_P95_MS ?? 50);
const FARM = { animals: Number(process.env.ANIMALS ?? 20_000), weighings: 10 };
const EMAIL = 'bench-graficos@fazenda.test';

const cleanups = interruptibleCleanups();

const step = async (label, fn) => {
  const started = performance.now();
  const value = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return value;
};

async function explain(database, label, query) {
  const plan = await database.db.execute(sql`explain (analyze, buffers, costs off) ${query}`);
  console.log(`\nEXPLAIN ANALYZE of ${label}:`);
  for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);
}

async function main() {
  console.log('charts bench: preparing the database');
  const database = await migratedBenchDatabase('charts', cleanups, step);
  const { baseUrl, mails } = await serveBenchApp({ database, cleanups });
  const cookie = await step('sign-up', () =>
    signUpConfirmed(baseUrl, mails, { email: EMAIL, password: 'Boiada2025' }),
  );
  const client = await database.pool.connect();
  const seeded = await step(`the demo farm: ${FARM.animals} animals × ${FARM.weighings}`, () =>
    seedDemoFarm(client, { email: EMAIL, ...FARM }).finally(() => client.release()),
  );
  await database.pool.query('vacuum analyze');

  const get = (url) => async () => {
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const today = todayIn(new Date());
  const days = lastMonths(today).map((m) => (monthEnd(m) < today ? monthEnd(m) : today));
  await explain(
    database,
    "the head count at each month's end",
    headCountQuery(seeded.farmId, days),
  );

  const urls = await chartUrls(database.pool, seeded.farmId, baseUrl);
  for (const [key, url] of urls) {
    const text = JSON.stringify(await get(url)());
    console.log(`\n${key} (${(text.length / 1024).toFixed(1)} KB): ${text.slice(0, 400)}`);
  }

  let failed = 0;
  console.log('');
  for (const [key, url] of [
    ['GET /api/animals/counts', `${baseUrl}/api/animals/counts`],
    ...urls,
  ]) {
    const { p50, p95 } = await timeRequests(get(url), { warmup: WARMUP, requests: REQUESTS });
    const miss = p95 > MAX_P95_MS && !key.includes('/counts');
    if (miss) failed++;
    console.log(
      `${key.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${miss ? '  ABOVE TARGET' : ''}`,
    );
  }
  return failed > 0 ? 1 : 0;
}

runMain(main, cleanups);
