// npm run bench:sanitary-due — the sanitary calendar's lists (issue 39 item 6, decision 063) on
// the demo farm at 20,000 animals × 10 weighings: the statement the calendar's memo computes once
// per farm, day and herd version (every active protocol's animals, due up to 30 days on, and the
// first doses before the registration), timed RUNS times straight on the database (the memo
// bypassed: it is what a change to the herd costs the next reader), with its EXPLAIN ANALYZE;
// then GET /api/sanitary/due/counts and the first page of 'Atrasadas' and of 'Histórico anterior
// ao cadastro' through the app, p50/p95. Exits 1 when the statement's p95 passes MAX_MS.
//
// Starts its own embedded PostgreSQL (or a scratch database on BENCH_DATABASE_URL), migrates,
// seeds with the demo seeder, serves the real app on a free port. Cleans up after itself.
//
// Run with tsx so the server's TypeScript can be imported: node --import tsx bench/sanitary-due.mjs
import { sql } from 'drizzle-orm';
import { todayIn } from '../src/domain/records/dates.ts';
import { seedDemoFarm } from '../src/server/seed/demo-farm.ts';
import { dueProtocols, dueSql } from '../src/server/sanitary/store/due.ts';
import { serveBenchApp } from './lib/bench-app.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { migratedBenchDatabase } from './lib/database.mjs';
import { percentile, timeRequests } from './lib/latency.mjs';
import { signUpConfirmed } from './lib/sign-up.mjs';

const RUNS = Number(process.env.RUNS ?? 20);
const MAX_MS = Number(process.env.MAX_MS ?? 500);
const FARM = { animals: Number(process.env.ANIMALS ?? 20_000), weighings: 10 };
const EMAIL = 'bench-sanidade@fazenda.test';

const cleanups = interruptibleCleanups();

const step = async (label, fn) => {
  const started = performance.now();
  const value = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return value;
};

async function main() {
  console.log('sanitary due bench: preparing the database');
  const database = await migratedBenchDatabase('sanitary_due', cleanups, step);
  const { baseUrl, mails } = await serveBenchApp({ database, cleanups });
  const cookie = await step('sign-up', () =>
    signUpConfirmed(baseUrl, mails, { email: EMAIL, password: 'Boiada2025' }),
  );
  const client = await database.pool.connect();
  await step(`the demo farm: ${FARM.animals} animals × ${FARM.weighings}`, () =>
    seedDemoFarm(client, { email: EMAIL, ...FARM }).finally(() => client.release()),
  );
  await database.pool.query('vacuum analyze');
  const { rows } = await database.pool.query(
    `select m.organization_id as farm_id,
       (select count(*)::int from animals a where a.farm_id = m.organization_id
          and a.status = 'active') as active
     from farm_members m join users u on u.id = m.user_id
     where u.email = $1 and m.role = 'owner'`,
    [EMAIL],
  );
  const { farm_id: farmId, active } = rows[0];
  const today = todayIn(new Date());
  const protocols = await dueProtocols(database.db, farmId);
  const window = sql`select d.animal_id, d.protocol_id, d.due, d.doses, d.tag, d.prior
    from (${dueSql(farmId, today, protocols, 'window')}) d
    order by d.due, d.tag, d.animal_id, d.protocol_id`;

  const counted = await database.db.execute(sql`select count(*) filter (where not prior)::int
      as due, count(*) filter (where prior)::int as prior from (${window}) w`);
  console.log(
    `\nfarm: ${active} active animals, ${protocols.length} active protocols; due up to 30 days: ${counted.rows[0].due}, before the registration: ${counted.rows[0].prior}`,
  );
  const plan = await database.db.execute(sql`explain (analyze, buffers, costs off) ${window}`);
  console.log("\nEXPLAIN ANALYZE of the calendar's memo statement:");
  for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);

  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await database.db.execute(window);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(
    `\nthe statement, ${RUNS} runs: p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms${p95 > MAX_MS ? '  ABOVE TARGET' : ''}`,
  );

  const get = (path) => async () => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const counts = await get('/api/sanitary/due/counts')();
  console.log(
    `counts: ${counts.overdue} overdue, ${counts.upcoming} in 30 days, ${counts.prior} before the registration`,
  );
  for (const path of [
    '/api/sanitary/due/counts',
    '/api/sanitary/due?status=overdue',
    '/api/sanitary/due?status=prior',
  ]) {
    const t = await timeRequests(get(path), { warmup: 3, requests: 30 });
    console.log(
      `${path.padEnd(36)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms`,
    );
  }
  return p95 > MAX_MS ? 1 : 0;
}

runMain(main, cleanups);
