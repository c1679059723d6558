// npm run bench:soak — a long run of mixed reads and writes at half the capacity: errors, the
// p99 minute by minute and the server's memory (RSS) over time.
//
// Starts the app as a child process on its own embedded PostgreSQL (BENCH_EXTERNAL=1: a scratch
// database on the machine's PostgreSQL), signs a reader (100 inventory rows, 100 weighings) and a
// writer up, measures the capacity of the mix for 10 s (or takes SOAK_CAPACITY req/s), then runs
// the mix for SOAK_SECONDS (default 600) at SOAK_FRACTION (default 0.5) of it, with CONNECTIONS
// connections, in one-minute segments. The mix, cycled by every connection: GET /api/inventory
// twice, GET /api/weighings, GET /api/dashboard (the reader's farm, which stays the same size)
// and POST /api/weighings under a new Idempotency-Key (the writer's farm): 80 % reads, 20 %
// writes. VmRSS of the app's process is read from /proc at the start and after each minute.
// Exits 1 on any error or non-2xx answer.
import { randomUUID } from 'node:crypto';
import { rssMb } from './lib/app-process.mjs';
import { cleanupStack, runMain } from './lib/cleanups.mjs';
import { WEIGHING_BODY, cannon, figures, loadAverage, startLoadApp } from './lib/load-app.mjs';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const FRACTION = Number(process.env.SOAK_FRACTION ?? 0.5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SEGMENT = 60;

const cleanups = cleanupStack();
process.on('SIGINT', () => void cleanups.run().then(() => process.exit(130)));

function mix(cookies) {
  const get = (path) => ({ method: 'GET', path, headers: { cookie: cookies.reader } });
  return [
    get('/api/inventory'),
    get('/api/weighings'),
    get('/api/dashboard'),
    get('/api/inventory'),
    {
      method: 'POST',
      path: '/api/weighings',
      headers: { cookie: cookies.writer, 'content-type': 'application/json' },
      body: WEIGHING_BODY,
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, 'idempotency-key': randomUUID() },
      }),
    },
  ];
}

const f1 = (x) => Number(x).toFixed(1);

async function main() {
  console.log(
    `soak bench: ${SOAK_SECONDS} s at ${FRACTION} of capacity, ${CONNECTIONS} connections`,
  );
  const { app, cookies } = await startLoadApp(cleanups);
  const requests = mix(cookies);
  for (const r of requests.slice(0, 3)) {
    const res = await fetch(`${app.baseUrl}${r.path}`, { headers: r.headers });
    if (res.status !== 200) throw new Error(`GET ${r.path}: ${res.status}`);
  }
  await cannon(app, { requests, duration: 3, connections: CONNECTIONS }); // warm-up

  let capacity = Number(process.env.SOAK_CAPACITY ?? 0);
  if (!capacity) {
    const measured = figures(
      await cannon(app, { requests, duration: 10, connections: CONNECTIONS }),
    );
    capacity = measured.rps;
    console.log(
      `capacity of the mix: ${Math.round(capacity)} req/s (p99 ${measured.p99} ms, load ${await loadAverage()})`,
    );
  }
  const rate = Math.max(1, Math.round(capacity * FRACTION));
  console.log(`soak at ${rate} req/s\n`);

  const rssStart = await rssMb(app.pid);
  const segments = [];
  console.log(
    'minute  req/s   p50 ms  p97.5 ms  p99 ms  max ms  errors  non-2xx  RSS MB  load avg',
  );
  for (let done = 0, minute = 1; done < SOAK_SECONDS; minute++) {
    const duration = Math.min(SEGMENT, SOAK_SECONDS - done);
    const result = await cannon(app, {
      requests,
      duration,
      connections: CONNECTIONS,
      overallRate: rate,
    });
    done += duration;
    const f = { ...figures(result), max: result.latency.max, rss: await rssMb(app.pid) };
    f.load = await loadAverage();
    segments.push(f);
    console.log(
      `${String(minute).padStart(6)}  ${String(Math.round(f.rps)).padStart(5)}  ${String(f.p50).padStart(7)}  ` +
        `${String(f.p975).padStart(8)}  ${String(f.p99).padStart(6)}  ${String(f.max).padStart(6)}  ` +
        `${String(f.errors).padStart(6)}  ${String(f.non2xx).padStart(7)}  ${f1(f.rss).padStart(6)}  ${f.load}`,
    );
  }
  const errors = segments.reduce((n, s) => n + s.errors + s.non2xx, 0);
  const total = segments.reduce((n, s) => n + s.total, 0);
  const p99s = segments.map((s) => s.p99);
  console.log(
    `\n${total} requests, errors + non-2xx: ${errors}; p99 per minute ${Math.min(...p99s)}–${Math.max(...p99s)} ms; ` +
      `RSS ${f1(rssStart)} MB at the start, ${f1(segments.at(-1).rss)} MB at the end`,
  );
  await app.stop();
  return errors ? 1 : 0;
}

runMain(main, cleanups);
