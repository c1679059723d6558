// npm run bench:admin — latency of the admin panel's GET /api/admin/users (first page with the
// four counters, a search, a status filter) over 100,000 users. Target: p50 under 100 ms.
//
// Starts its own embedded PostgreSQL in a temporary directory (or a scratch database on
// BENCH_DATABASE_URL), migrates, seeds users with SQL (the trigger adds their profiles and
// subscriptions), serves the real app, signs the admin up through the API and times REQUESTS
// sequential requests per query after WARMUP. Exits 1 when a p50 is above MAX_P50_MS.
//
// Run with tsx: node --import tsx bench/admin.mjs
import { serveBenchApp } from './lib/bench-app.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { migratedBenchDatabase } from './lib/database.mjs';
import { timeRequests } from './lib/latency.mjs';
import { signUpConfirmed } from './lib/sign-up.mjs';

const USERS = Number(process.env.USERS ?? 100_000);
const WARMUP = Number(process.env.WARMUP ?? 10);
const REQUESTS = Number(process.env.REQUESTS ?? 100);
const MAX_P50_MS = Number(process.env.MAX_P50_MS ?? 100);
const EMAIL = 'bench-admin@arrobacerta.test';

const cleanups = interruptibleCleanups();

async function main() {
  const database = await migratedBenchDatabase('admin', cleanups);

  const { baseUrl, mails } = await serveBenchApp({ database, cleanups });

  // The admin: signed up and confirmed through the API, then promoted.
  const cookie = await signUpConfirmed(baseUrl, mails, {
    email: EMAIL,
    password: 'Boiada2025',
    name: 'Suporte',
  });
  await database.pool.query(
    `insert into user_roles (user_id, role) select id, 'admin' from users where email = $1`,
    [EMAIL],
  );

  const started = performance.now();
  await database.pool.query(
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select 'bench-' || g, 'Produtor ' || g, 'produtor' || g || '@fazenda.test', true,
            now() - g * interval '1 minute', now()
     from generate_series(1, $1::int) g`,
    [USERS - 1],
  );
  await database.pool.query(
    `update user_subscriptions set status = 'overdue', trial_ends_at = null
     where user_id in (select 'bench-' || g from generate_series(1, $1::int, 7) g)`,
    [USERS - 1],
  );
  await database.pool.query('vacuum analyze');
  console.log(
    `  seeded ${USERS.toLocaleString('en')} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const queries = ['', '?q=produtor4242', '?status=overdue&page=3'];
  let failed = false;
  for (const query of queries) {
    const get = async () => {
      const res = await fetch(`${baseUrl}/api/admin/users${query}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`GET /api/admin/users${query}: ${res.status}`);
      return res.json();
    };
    const body = await get();
    if (query === '' && body.counters.total !== USERS) throw new Error('unexpected counters');
    const times = await timeRequests(get, { warmup: WARMUP, requests: REQUESTS });
    const [p50, p95, p99] = [times.p50, times.p95, times.p99].map((ms) => ms.toFixed(1));
    console.log(
      `admin users${query || ' (first page)'}: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms ` +
        `(${REQUESTS} requests, ${USERS.toLocaleString('en')} users)`,
    );
    if (Number(p50) > MAX_P50_MS) failed = true;
  }
  if (failed) {
    console.error(`FAIL: a p50 is above ${MAX_P50_MS} ms`);
    return 1;
  }
  return 0;
}

runMain(main, cleanups);
