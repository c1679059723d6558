// npm run bench:dashboard — latency of GET /api/dashboard for one user whose farm holds 1,000,000
// weighings (50,000 animals × 20, by the demo seeder: src/server/seed/demo-farm.ts), in a
// database where 999 other users hold 1,000 weighings each, plus inventory and report rows.
//
// Starts its own embedded PostgreSQL in a temporary directory (or creates a scratch database on
// BENCH_DATABASE_URL, which needs the right to create databases), migrates, seeds with SQL, serves
// the real app on a free port, signs one user up through the API (confirmation link from a
// capturing mailer), prints EXPLAIN ANALYZE of the dashboard statement, then times REQUESTS
// sequential requests after WARMUP. Exits 1 when p50 is above MAX_P50_MS. Cleans up after itself.
//
// Run with tsx so the server's TypeScript can be imported: node --import tsx bench/dashboard.mjs
import { sql } from 'drizzle-orm';
import { todayIn } from '../src/domain/records/dates.ts';
import { dashboardQuery } from '../src/server/dashboard/store.ts';
import { headCountQuery } from '../src/server/farm-records/head-count.ts';
import { seedDemoFarm } from '../src/server/seed/demo-farm.ts';
import { serveBenchApp } from './lib/bench-app.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { migratedBenchDatabase } from './lib/database.mjs';
import { timeRequests } from './lib/latency.mjs';
import { signUpConfirmed } from './lib/sign-up.mjs';

const USERS = 1000;
/** Every user with the farm they own (made with the account): records belong to farms. */
const OWNERS = `(select u.id, m.organization_id as farm from users u
  join farm_members m on m.user_id = u.id and m.role = 'owner')`;
const ANIMALS = 20;
const DATES = 50; // ANIMALS × DATES = 1,000 weighings per user
const WARMUP = Number(process.env.WARMUP ?? 20);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const MAX_P50_MS = Number(process.env.MAX_P50_MS ?? 10);
/** The measured farm: 50,000 animals × 20 weighings. */
const FARM = { animals: Number(process.env.ANIMALS ?? 50_000), weighings: 20 };
const PASSWORD = 'Boiada2025';

const cleanups = interruptibleCleanups();

const step = async (label, fn) => {
  const started = performance.now();
  const value = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return value;
};

/** The other 999 users (the trigger adds their profiles and subscriptions), then everyone's rows. */
async function seed(pool) {
  await step(`${USERS - 1} more users`, () =>
    pool.query(
      `insert into users (id, name, email, email_verified)
       select 'bench-' || g, 'Produtor ' || g, 'bench-' || g || '@fazenda.test', true
       from generate_series(1, $1::int) g`,
      [USERS - 1],
    ),
  );
  // Date by date across all users, as real entries would arrive: each user's rows are spread
  // over the whole table rather than stored together.
  await step(`${(USERS * ANIMALS * DATES).toLocaleString('en')} weighings`, () =>
    pool.query(
      `insert into weighings (user_id, farm_id, animal_id, weighing_date, weight, created_at)
       select u.id, u.farm, 'BOI-' || lpad(a::text, 3, '0'), date '2024-01-01' + d * 7,
              round(220 + a * 3 + d * 7 * (0.45 + (a % 7) * 0.05) + ((d * 13 + a) % 5) - 2, 1),
              timestamptz '2024-01-01 12:00:00+00' + d * interval '7 days' + a * interval '1 second'
       from generate_series(0, $2::int - 1) d
       cross join (select * from ${OWNERS} o order by id) u
       cross join generate_series(1, $1::int) a`,
      [ANIMALS, DATES],
    ),
  );
  await step('inventory, results, plans, months and years', async () => {
    await pool.query(
      `insert into inventory (user_id, farm_id, category, quantity, average_weight, average_value)
       select id, farm, c, 10 + length(id) % 7 * 5, 300, 3000
       from ${OWNERS} users cross join unnest(array['Bezerros', 'Garrotes', 'Vacas']) c`,
    );
    await pool.query(
      `insert into result_calculations (user_id, farm_id, margin_percent, created_at)
       select id, farm, 10 + n * 4.81, timestamptz '2025-01-01' + n * interval '1 day' from ${OWNERS} users
       cross join generate_series(1, 5) n`,
    );
    await pool.query(
      `insert into budget_planning (user_id, farm_id, planning_name, period_months, expected_quantity,
         estimated_purchase_price, estimated_sale_price, monthly_supplement_cost,
         monthly_rent_cost, monthly_labor_cost, other_monthly_costs, total_investment,
         estimated_profit)
       select id, farm, 'Plano ' || n, 12, 50, 2500, 4000, 1000, 500, 2000, 100, 125000, 31800
       from ${OWNERS} users cross join generate_series(1, 2) n`,
    );
    await pool.query(
      `insert into monthly_control (user_id, farm_id, month_year, initial_quantity, purchases, sales,
         deaths, total_costs, total_revenue, final_quantity, net_profit)
       select id, farm, date '2025-01-01' + (n || ' months')::interval, 100, 10, 20, 1, 10000, 50000,
              89, 40000
       from ${OWNERS} users cross join generate_series(0, 2) n`,
    );
    await pool.query(
      `insert into annual_results (user_id, farm_id, year, initial_inventory, total_purchases,
         total_sales, total_deaths, total_investment, total_revenue, total_costs,
         final_inventory, net_profit, gross_margin, roi_percent)
       select id, farm, 2025, 100, 50, 60, 2, 100000, 300000, 150000, 88, 150000, 66.67, 150
       from ${OWNERS} users`,
    );
  });
  // What autovacuum does after a bulk load: statistics and the visibility map.
  await step('vacuum analyze', () => pool.query('vacuum analyze'));
}

async function main() {
  console.log('dashboard bench: preparing the database');
  const database = await migratedBenchDatabase('dashboard', cleanups, step);

  const { baseUrl, mails } = await serveBenchApp({ database, cleanups });

  const cookie = await step('sign-up of the measured user', () =>
    signUpConfirmed(baseUrl, mails, { email: 'bench-painel@fazenda.test', password: PASSWORD }),
  );
  await seed(database.pool);
  const client = await database.pool.connect();
  await step(
    `the measured farm: ${(FARM.animals * FARM.weighings).toLocaleString('en')} weighings`,
    () =>
      seedDemoFarm(client, { email: 'bench-painel@fazenda.test', ...FARM }).finally(() =>
        client.release(),
      ),
  );

  const { rows } = await database.pool.query(
    `select (select count(*) from weighings w where w.farm_id = m.organization_id)::int as weighings,
            m.organization_id as farm_id
     from farm_members m join users u on u.id = m.user_id
     where u.email = 'bench-painel@fazenda.test' and m.role = 'owner'`,
  );
  const { weighings, farm_id: farmId } = rows[0];

  const plan = await database.db.execute(
    sql`explain (analyze, buffers, costs off) ${dashboardQuery([farmId], [farmId])}`,
  );
  const planLines = plan.rows.map((r) => r['QUERY PLAN']);
  console.log('\nEXPLAIN ANALYZE of the dashboard statement (one user):');
  for (const line of planLines) console.log(`  ${line}`);
  if (planLines.some((l) => /Seq Scan on weighings/.test(l))) {
    console.log('  WARNING: a sequential scan of weighings');
  }
  // The herd (decision 062): computed once per change of the farm, then kept (a version read).
  const count = await database.db.execute(
    sql`explain (analyze, buffers, costs off) ${headCountQuery(farmId, [todayIn(new Date())])}`,
  );
  console.log('\nEXPLAIN ANALYZE of the head count today (its first computation):');
  for (const r of count.rows) console.log(`  ${r['QUERY PLAN']}`);

  const get = async () => {
    const res = await fetch(`${baseUrl}/api/dashboard`, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`GET /api/dashboard: ${res.status}`);
    return body;
  };
  const body = await get();
  console.log(`\nresponse: ${JSON.stringify(body)}`);
  const { rows: counted } = await database.pool.query(
    `select (select count(*) from result_calculations where farm_id = $1)
          + (select count(*) from budget_planning where farm_id = $1)
          + (select count(*) from monthly_control where farm_id = $1)
          + (select count(*) from annual_results where farm_id = $1) as n`,
    [farmId],
  );
  if (body.reportsCount !== Number(counted[0].n) || body.averageDailyGain === null) {
    throw new Error('unexpected dashboard figures for the seeded user');
  }

  const { p50, p95, p99 } = await timeRequests(get, { warmup: WARMUP, requests: REQUESTS });
  const ms = (x) => x.toFixed(1);
  console.log(
    `\ndashboard p50 ${ms(p50)} ms, p95 ${ms(p95)} ms, p99 ${ms(p99)} ms ` +
      `(${REQUESTS} requests, ${weighings.toLocaleString('en')} weighings on the farm)`,
  );
  if (p50 > MAX_P50_MS) {
    console.error(`FAIL: p50 ${ms(p50)} ms is above ${MAX_P50_MS} ms`);
    return 1;
  }
  return 0;
}

runMain(main, cleanups);
