// npm run bench:rolling — restarts that drop nothing (issue 44 item 2). Two instances A and B of
// the built server (node dist/server/main.js) behind nginx (as bench:cluster's: round-robin, a
// refused connection tried on the other instance) on one fresh PostgreSQL database, under
// RATE requests a second (default 200) of mixed reads and writes: 80 % GET (/api/me,
// /api/weighings, /api/dashboard, /api/inventory), 20 % POST /api/weighings, each with its own
// brinco. Meanwhile each instance is restarted in turn, ROUNDS times (default 3): SIGTERM, its
// exit (code 0), started again, /api/ready 200. Then: every request answered 2xx (0 failed), and
// every weighing answered 201 is in the database exactly once (none lost, none doubled), and none
// that failed is. Prints PASS/FAIL lines; exits 1 on a FAIL.
//
// A database on CLUSTER_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres,
// needs the right to create databases); ports ROLLING_PORT (default 3951, A and B the next one
// too), ROLLING_NGINX_PORT (8095). nginx from Debian (apt-get install -y nginx-light).
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServerIfStale } from '../scripts/build-server.mjs';
import { clusterKit } from './lib/cluster-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE_PORT = Number(process.env.ROLLING_PORT ?? 3951);
const NGINX_PORT = Number(process.env.ROLLING_NGINX_PORT ?? 8095);
const RATE = Number(process.env.RATE ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PROXY_URL = `http://127.0.0.1:${NGINX_PORT}`;
const PASSWORD = 'Boiada2025';

const kit = clusterKit({ root, adminUrl: ADMIN_URL, proxyUrl: PROXY_URL, password: PASSWORD });
const { results, scratch, check, admin, start, stopAll, sleep, waitFor, request } = kit;
const { signedUpSession, startNginx } = kit;

async function main() {
  await buildServerIfStale();
  const tmp = (scratch.tmp = await mkdtemp(path.join(tmpdir(), 'arroba-rolling-')));
  const dbName = (scratch.dbName = `rolling_${randomBytes(4).toString('hex')}`);
  await admin(`create database "${dbName}"`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const env = {
    NODE_ENV: 'production',
    // The console mailer's e-mails are read as text (sign-up links).
    LOG_FORMAT: 'text',
    HOST: '127.0.0.1',
    APP_URL: PROXY_URL,
    DATABASE_URL: dbUrl.toString(),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    PAYMENT_SANDBOX: 'true',
    SIGN_IN_RATE_LIMIT: '10000',
    RATE_LIMIT_FACTOR: '1000',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '20000',
  };
  const ports = { A: BASE_PORT, B: BASE_PORT + 1 };
  const instances = {};
  const launch = (name) =>
    (instances[name] = start(name, process.execPath, ['dist/server/main.js'], {
      ...env,
      PORT: String(ports[name]),
    }));
  const ready = (name) =>
    waitFor(
      `instance ${name} ready`,
      async () => (await request(`http://127.0.0.1:${ports[name]}/api/ready`)).status === 200,
      60_000,
    );

  await startNginx(tmp, {
    ports: [ports.A, ports.B],
    listen: NGINX_PORT,
    // An instance's failure never takes it out of the rotation: it is back within seconds.
    server: 'max_fails=0',
    // A refused connection (an instance stopping) is tried on the other one: the request was
    // never sent, so a write too. Nothing else is retried.
    location: 'proxy_next_upstream error timeout;',
  });
  launch('A');
  await ready('A');
  launch('B');
  await ready('B');

  // A producer with a session, through nginx.
  const email = 'rolagem@cluster.test';
  const cookie = await signedUpSession(PROXY_URL, email);
  if (!cookie) throw new Error('no session after the confirmation link');

  // The load: one request every 1000/RATE ms, never awaited before the next.
  const reads = ['/api/me', '/api/weighings', '/api/dashboard', '/api/inventory'];
  const outcomes = { ok: 0, failed: [], written: [], notWritten: [] };
  const pending = new Set();
  let n = 0;
  let running = true;
  const fire = () => {
    n++;
    const write = n % 5 === 0;
    const tag = `ROL-${n}`;
    const promise = request(
      `${PROXY_URL}${write ? '/api/weighings' : reads[n % reads.length]}`,
      write
        ? {
            method: 'POST',
            headers: { cookie, origin: PROXY_URL },
            body: { animalId: tag, weighingDate: '2025-06-01', weight: 321.5 },
          }
        : { headers: { cookie } },
    ).then(
      (res) => {
        const good = write ? res.status === 201 : res.status === 200;
        if (good) outcomes.ok++;
        else outcomes.failed.push(`${write ? 'POST' : 'GET'} ${res.status}`);
        if (write) (good ? outcomes.written : outcomes.notWritten).push(tag);
      },
      (error) => {
        outcomes.failed.push(`${write ? 'POST' : 'GET'} ${error.code ?? error.message}`);
        if (write) outcomes.notWritten.push(tag);
      },
    );
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  const started = performance.now();
  const loop = (async () => {
    while (running) {
      const due = Math.floor(((performance.now() - started) * RATE) / 1000);
      while (n < due) fire();
      await sleep(2);
    }
  })();

  await sleep(2000);
  const restarts = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of ['A', 'B']) {
      const proc = instances[name];
      const stopAt = performance.now();
      proc.child.kill('SIGTERM');
      const code = await proc.exited;
      const stoppedMs = Math.round(performance.now() - stopAt);
      launch(name);
      await ready(name);
      restarts.push({ name, code, stoppedMs, backMs: Math.round(performance.now() - stopAt) });
      await sleep(1000);
    }
  }
  await sleep(1000);
  running = false;
  await loop;
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `${n} requests in ${seconds.toFixed(1)} s (${(n / seconds).toFixed(0)}/s); restarts: ` +
      restarts
        .map((r) => `${r.name} exit ${r.code} in ${r.stoppedMs} ms, back in ${r.backMs} ms`)
        .join('; '),
  );
  check(
    `each instance restarted ${ROUNDS} times, exiting 0`,
    restarts.length === 2 * ROUNDS && restarts.every((r) => r.code === 0),
    restarts.map((r) => `${r.name}:${r.code}`).join(' '),
  );
  const failures = [...new Set(outcomes.failed)].join(', ');
  check(`0 failed requests of ${n}`, outcomes.failed.length === 0, failures || `${outcomes.ok} ok`);

  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select animal_id, count(*)::int as n from weighings where animal_id like 'ROL-%' group by animal_id`,
    );
    const stored = new Map(rows.map((r) => [r.animal_id, r.n]));
    const lost = outcomes.written.filter((tag) => !stored.has(tag));
    const doubled = rows.filter((r) => r.n > 1).map((r) => r.animal_id);
    const ghost = outcomes.notWritten.filter((tag) => stored.has(tag));
    check(
      `0 lost or doubled writes of ${outcomes.written.length}`,
      lost.length === 0 && doubled.length === 0 && ghost.length === 0,
      `lost ${lost.length}, doubled ${doubled.length}, stored though it failed ${ghost.length}`,
    );
  } finally {
    await db.end();
  }
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopAll();
}
process.exitCode = failed || results.includes(false) ? 1 : 0;
