// npm run bench:herd-feeds — the screens the herd registry feeds (issue 25 item 6, decision 042)
// on the demo farm at 20,000 animals × 10 weighings (the big-ranch size, src/server/seed): the
// lots page (GET /api/lots, 20 lots with their registered animals' figures), the inventory
// (GET /api/inventory with 'Do rebanho') and a month's and a year's movements. Prints EXPLAIN
// ANALYZE of the two new grouped statements, then p50/p95 of REQUESTS sequential requests after
// WARMUP. Exits 1 when a p95 is above MAX_P95_MS (50, the big-ranch target).
//
// Starts its own embedded PostgreSQL (or a scratch database on BENCH_DATABASE_URL), migrates,
// seeds with the demo seeder, serves the real app on a free port. Cleans up after itself.
//
// Run with tsx so the server's TypeScript can be imported: node --import tsx bench/herd-feeds.mjs
import { herdByCategoryQuery } from '../src/server/farm-records/by-category.ts';
import { lotFiguresQuery } from '../src/server/farm-records/lot-figures.ts';
import { todayIn } from '../src/domain/records/dates.ts';
import { seedDemoFarm } from '../src/server/seed/demo-farm.ts';
import { sql } from 'drizzle-orm';
import { serveBenchApp } from './lib/bench-app.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { migratedBenchDatabase } from './lib/database.mjs';
import { timeRequests } from './lib/latency.mjs';
import { signUpConfirmed } from './lib/sign-up.mjs';

const WARMUP = Number(process.env.WARMUP ?? 10);
const REQUESTS = Number(process.env.REQUESTS ?? 100);
const MAX_P95_MS = Number(process.env.MAX_P95_MS ?? 50);
const FARM = { animals: Number(process.env.ANIMALS ?? 20_000), weighings: 10 };
const EMAIL = 'bench-rebanho@fazenda.test';

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
  console.log('herd feeds bench: preparing the database');
  const database = await migratedBenchDatabase('herd_feeds', cleanups, step);
  const { baseUrl, mails } = await serveBenchApp({ database, cleanups });
  const cookie = await step('sign-up', () =>
    signUpConfirmed(baseUrl, mails, { email: EMAIL, password: 'Boiada2025' }),
  );
  const client = await database.pool.connect();
  await step(`the demo farm: ${FARM.animals} animals × ${FARM.weighings}`, () =>
    seedDemoFarm(client, { email: EMAIL, ...FARM }).finally(() => client.release()),
  );
  await database.pool.query('vacuum analyze');

  const get = (path) => async () => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  const lots = await get('/api/lots')();
  const { rows } = await database.pool.query(
    `select m.organization_id as farm_id,
            (select count(*)::int from animals a where a.farm_id = m.organization_id
               and a.status = 'active') as active,
            (select count(*)::int from animals a where a.farm_id = m.organization_id
               and a.status = 'active' and a.lot_id is not null) as in_lots
     from farm_members m join users u on u.id = m.user_id
     where u.email = $1 and m.role = 'owner'`,
    [EMAIL],
  );
  const { farm_id: farmId, active, in_lots: inLots } = rows[0];
  const registered = lots.items.reduce((n, l) => n + (l.figures.registered ?? 0), 0);
  console.log(
    `\nfarm: ${active} active animals (${inLots} in lots); the first page: ${lots.items.length} lots holding ${registered} of them`,
  );
  console.log(`a lot: ${JSON.stringify(lots.items[0]?.figures)}`);
  if (registered === 0) throw new Error('no registered animal in the first page of lots');

  await explain(
    database,
    "the lots' figures (20 lots, registered animals)",
    lotFiguresQuery(
      farmId,
      lots.items.map((l) => l.id),
    ),
  );
  await explain(
    database,
    'the inventory\'s "Do rebanho"',
    herdByCategoryQuery(farmId, todayIn(new Date())),
  );
  const inventory = await get('/api/inventory')();
  console.log(`\ninventory herd: ${JSON.stringify(inventory.herd)}`);
  const year = todayIn(new Date()).slice(0, 4);
  console.log(
    `movements of ${year}: ${JSON.stringify(await get(`/api/animals/movements?year=${year}`)())}`,
  );

  // GET /api/animals/counts (decision 038: 27 ms unloaded) is a reference for the machine's load.
  const paths = [
    '/api/animals/counts',
    '/api/lots',
    '/api/inventory',
    `/api/animals/movements?month=${todayIn(new Date()).slice(0, 7)}`,
    `/api/animals/movements?year=${year}`,
  ];
  let failed = 0;
  console.log('');
  for (const path of paths) {
    const { p50, p95 } = await timeRequests(get(path), { warmup: WARMUP, requests: REQUESTS });
    const miss = p95 > MAX_P95_MS && path !== '/api/animals/counts';
    if (miss) failed++;
    console.log(
      `${path.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${miss ? '  ABOVE TARGET' : ''}`,
    );
  }
  return failed > 0 ? 1 : 0;
}

runMain(main, cleanups);
