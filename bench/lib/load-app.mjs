// Shared by bench/load.mjs and bench/soak.mjs: the app as a child process on its own embedded
// PostgreSQL (or a scratch database on the machine's PostgreSQL with BENCH_EXTERNAL=1), two
// signed-up producers (a reader whose farm holds 100 inventory rows and 100 weighings, and a
// writer whose farm takes the POSTs, so reads stay the same size), and autocannon helpers.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchAppConfig, signUpThroughConsole, startApp } from './app-process.mjs';

export const WEIGHING_BODY = JSON.stringify({
  animalId: 'LOAD-1',
  weighingDate: '2025-06-01',
  weight: 321.5,
});

/** Starts the app (extra `nodeArgs` for node, e.g. --cpu-prof) and seeds; cleanups on `cleanups`. */
export async function startLoadApp(cleanups, { nodeArgs = [] } = {}) {
  const { config, databaseUrl: url } = await benchAppConfig(cleanups, {
    name: 'load',
    external: process.env.BENCH_EXTERNAL === '1',
    nodeArgs,
  });
  const app = await startApp(config);
  cleanups.push(() => app.stop());
  const reader = await signUpThroughConsole(app, { email: 'load-reader@fazenda.test' });
  const writer = await signUpThroughConsole(app, { email: 'load-writer@fazenda.test' });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `select u.id as user_id, m.organization_id as farm_id, s.token
     from users u join farm_members m on m.user_id = u.id and m.role = 'owner'
     join sessions s on s.user_id = u.id where u.email = 'load-reader@fazenda.test'
     order by s.created_at desc limit 1`,
  );
  const ids = rows[0];
  await client.query(
    `insert into inventory (user_id, farm_id, category, quantity, average_weight, average_value,
       created_at)
     select $1, $2, (array['Bezerros', 'Garrotes', 'Vacas', 'Touros'])[1 + g % 4], 5 + g % 20,
            280 + g, 3000 + g * 10, now() - g * interval '1 hour'
     from generate_series(1, 100) g`,
    [ids.user_id, ids.farm_id],
  );
  await client.query(
    `insert into weighings (user_id, farm_id, animal_id, weighing_date, weight)
     select $1, $2, 'BOI-' || (g % 20), date '2025-01-01' + (g / 20) * 30, 250 + g
     from generate_series(1, 100) g`,
    [ids.user_id, ids.farm_id],
  );
  await client.query('vacuum analyze');
  await client.end();
  return { app, url, cookies: { reader, writer }, ids };
}

/** autocannon on the app, resolved with its result; `opts` are autocannon's. */
export function cannon(app, { path: where = '/', ...opts }) {
  return autocannon({ url: `${app.baseUrl}${where}`, connections: 10, duration: 10, ...opts });
}

/** autocannon options for POST /api/weighings, each request under a new Idempotency-Key. */
export function writeRequest(cookie) {
  return {
    method: 'POST',
    path: '/api/weighings',
    headers: { cookie, 'content-type': 'application/json' },
    body: WEIGHING_BODY,
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, 'idempotency-key': randomUUID() },
    }),
  };
}

/** The figures of an autocannon result. */
export function figures(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    total: result.requests.total,
    ok: result['2xx'],
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Runs `unit(pool)` in a loop on `connections` connections for `seconds`; returns units per
 * second and the p50/p99 of a unit in ms.
 */
export async function rawRate(url, unit, { connections = 10, seconds = 10 } = {}) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  await Promise.all(Array.from({ length: connections }, () => unit(pool)));
  const times = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await unit(pool);
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { rps: times.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

/** Load average of the machine (1, 5, 15 min), from /proc/loadavg. */
export async function loadAverage() {
  return (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
}

/**
 * Changes the inventory of the farm `cookie` signs into `perSecond` times a second until stopped
 * (a category added, then removed: the first page changes every time), so every change drops the
 * kept first page (decision 098) and the next read computes it again. Resolves `stop()` to the
 * changes made and the failed ones.
 */
export function farmChanges(baseUrl, cookie, { perSecond = 10 } = {}) {
  const headers = { cookie, 'content-type': 'application/json' };
  const body = JSON.stringify({
    category: 'Bezerros',
    quantity: 1,
    averageWeight: 150,
    averageValue: 1200,
  });
  const counts = { changes: 0, failed: 0 };
  let added = null;
  const change = async () => {
    const res = added
      ? await fetch(`${baseUrl}/api/inventory/${added}`, { method: 'DELETE', headers })
      : await fetch(`${baseUrl}/api/inventory`, { method: 'POST', headers, body });
    if (!res.ok) counts.failed++;
    added = res.status === 201 ? (await res.json()).id : null;
    if (res.status !== 201) await res.arrayBuffer();
    counts.changes++;
  };
  // One change after another; one that throws (the connection refused) is counted and the
  // next goes on.
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(change).catch(() => counts.failed++);
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      // The last category added is removed: the next round reads the same 100 rows.
      if (added) await change();
      return counts;
    },
  };
}
