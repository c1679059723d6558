// npm run bench:cluster — two app instances behind nginx on one PostgreSQL (issue 14, item 5).
//
// A fresh database on CLUSTER_DATABASE_URL's server (default: the machine's PostgreSQL at
// postgres://postgres@127.0.0.1:5432/postgres; it needs the right to create databases); two
// instances A and B (TRUST_PROXY on, one BETTER_AUTH_SECRET) started at the same moment on the
// empty database; a third, C, with TRUST_PROXY off; nginx (Debian's, config generated into a
// temporary directory, run as a child) balancing round-robin over A and B and appending the
// client's address to X-Forwarded-For. Prints one PASS/FAIL line per check and exits 1 on any
// FAIL. Everything it starts (apps, nginx, the database, the temp dir) is removed at the end.
//
// Ports: CLUSTER_PORT (default 3941; A, B and C take three in a row), CLUSTER_NGINX_PORT (8093).
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServerIfStale } from '../scripts/build-server.mjs';
import { checkJobsRunOnce } from './lib/cluster-jobs.mjs';
import { clusterKit } from './lib/cluster-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3941);
const NGINX_PORT = Number(process.env.CLUSTER_NGINX_PORT ?? 8093);
const SIGN_IN_LIMIT = 5;
const WEBHOOK_TOKEN = 'cluster-bench-webhook-token-0123456789';
const PASSWORD = 'Boiada2025';
const PROXY_URL = `http://127.0.0.1:${NGINX_PORT}`;

const kit = clusterKit({ root, adminUrl: ADMIN_URL, proxyUrl: PROXY_URL, password: PASSWORD });
const {
  results,
  scratch,
  check,
  admin,
  start,
  stopAll,
  sleep,
  waitFor,
  request,
  mails,
  signedUpSession,
  startNginx,
} = kit;

async function main() {
  await buildServerIfStale();

  const tmp = (scratch.tmp = await mkdtemp(path.join(tmpdir(), 'arroba-cluster-')));
  const dbName = (scratch.dbName = `cluster_${randomBytes(4).toString('hex')}`);
  await admin(`create database "${dbName}"`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;

  const [portA, portB, portC] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
  const common = {
    NODE_ENV: 'production',
    // The console mailer's e-mails are read as text (sign-up links).
    LOG_FORMAT: 'text',
    HOST: '127.0.0.1',
    APP_URL: PROXY_URL,
    DATABASE_URL: dbUrl.toString(),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT),
    ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    // Production without Asaas' key: the payment sandbox, on purpose (env.ts).
    PAYMENT_SANDBOX: 'true',
    TRIAL_REMINDERS_CRON: '* * * * *',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
  };
  const app = (name, port, trustProxy) =>
    start(name, process.execPath, ['dist/server/main.js'], {
      ...common,
      PORT: String(port),
      TRUST_PROXY: trustProxy ? 'true' : 'false',
    });

  // nginx first, so it is ready when the apps are; its logs and temp files stay in `tmp`.
  const nginx = await startNginx(tmp, {
    ports: [portA, portB],
    listen: NGINX_PORT,
    location: 'add_header X-Upstream $upstream_addr always;',
  });

  // A and B at the same moment on the empty database (C a moment later, also on it).
  const startedAt = performance.now();
  const a = app('A', portA, true);
  const b = app('B', portB, true);
  const c = app('C', portC, false);
  const up = async (proc, port) => {
    await waitFor(
      `instance ${proc.name}`,
      async () => {
        if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.out}`);
        return (await request(`http://127.0.0.1:${port}/api/health`)).status === 200;
      },
      90_000,
    ).catch((e) => {
      throw new Error(`${e.message}\n--- ${proc.name} output:\n${proc.out}`);
    });
    return Math.round(performance.now() - startedAt);
  };
  const readyMs = await Promise.all([up(a, portA), up(b, portB), up(c, portC)]);
  const migrations = await admin(`select 1 from pg_database where datname = '${dbName}'`).then(
    async () => {
      const client = new pg.Client({ connectionString: dbUrl.toString() });
      await client.connect();
      const r = await client.query(
        'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
      );
      await client.end();
      return r.rows[0];
    },
  );
  check(
    'two instances started at the same moment on an empty database both come up',
    a.child.exitCode === null && b.child.exitCode === null && migrations.n === migrations.d,
    `A ${readyMs[0]} ms, B ${readyMs[1]} ms, C ${readyMs[2]} ms; ${migrations.n} migrations applied once each`,
  );
  // A readiness wait, not a timing check: on a loaded CI host (the suite runs beside this bench)
  // the first proxied answers can take seconds.
  let lastAnswer = 'no answer';
  await waitFor(
    'nginx',
    async () => {
      if (nginx.child.exitCode !== null) throw new Error('nginx exited');
      const answer = await request(`${PROXY_URL}/api/health`).catch((e) => {
        lastAnswer = String(e?.message ?? e);
        throw e;
      });
      lastAnswer = `HTTP ${answer.status}`;
      return answer.status === 200;
    },
    60_000,
  ).catch((e) => {
    throw new Error(`${e.message} (last: ${lastAnswer})\n--- nginx output:\n${nginx.out}`);
  });

  // Round-robin: consecutive requests through nginx reach both instances.
  const upstreams = new Set();
  for (let i = 0; i < 4; i++)
    upstreams.add((await request(`${PROXY_URL}/api/health`)).headers['x-upstream']);
  check('nginx balances round-robin over A and B', upstreams.size === 2, [...upstreams].join(', '));

  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  try {
    // 1. A session made through A works through B (and through nginx).
    const email = 'sessao@cluster.test';
    const cookie = await signedUpSession(`http://127.0.0.1:${portA}`, email);
    const meB = cookie
      ? await request(`http://127.0.0.1:${portB}/api/me`, { headers: { cookie } })
      : { status: 0 };
    const meProxy = cookie
      ? await Promise.all([0, 1].map(() => request(`${PROXY_URL}/api/me`, { headers: { cookie } })))
      : [];
    check(
      'a session made through instance A works through instance B',
      meB.status === 200 && meProxy.every((r) => r.status === 200),
      `sign-up and e-mail confirmation on A, GET /api/me on B: ${meB.status}, twice through nginx: ${meProxy.map((r) => r.status).join(', ')}`,
    );

    // 2. The sign-in rate limit counts across both instances. Sent to A and B in turn as nginx
    // would (its header naming the client), then through nginx from another client address.
    const wrong = { email, password: 'Errada12345' };
    const statuses = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
      const port = i % 2 === 0 ? portA : portB;
      const res = await request(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        body: wrong,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      statuses.push(res.status);
    }
    check(
      `the sign-in rate limit counts across A and B (limit ${SIGN_IN_LIMIT} a minute)`,
      statuses.slice(0, SIGN_IN_LIMIT).every((s) => s === 401) && statuses.at(-1) === 429,
      `wrong password alternating A, B: ${statuses.join(' ')}`,
    );

    const viaProxy = [];
    const hit = new Set();
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
      const res = await request(`${PROXY_URL}/api/auth/sign-in/email`, {
        method: 'POST',
        body: wrong,
        from: '127.0.0.2',
        // A forged header changing on every try: nginx appends the real address after it.
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      viaProxy.push(res.status);
      hit.add(res.headers['x-upstream']);
    }
    const otherClient = await request(`${PROXY_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      body: wrong,
      from: '127.0.0.3',
    });
    check(
      'behind nginx the limit keys on the client address nginx saw, whatever X-Forwarded-For the client forges',
      viaProxy.slice(0, SIGN_IN_LIMIT).every((s) => s === 401) &&
        viaProxy.at(-1) === 429 &&
        hit.size === 2 &&
        otherClient.status === 401,
      `client 127.0.0.2 through nginx (both instances): ${viaProxy.join(' ')}; client 127.0.0.3 then: ${otherClient.status}`,
    );

    // With TRUST_PROXY off (instance C) the header is ignored: a new forged address on every
    // try does not escape the limit of the socket's address.
    const direct = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
      const res = await request(`http://127.0.0.1:${portC}/api/auth/sign-in/email`, {
        method: 'POST',
        body: wrong,
        from: '127.0.0.4',
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      direct.push(res.status);
    }
    const keys = (await db.query('select key from rate_limits order by key')).rows.map(
      (r) => r.key,
    );
    const forgedKeys = keys.filter((k) => /^(192\.0\.2|198\.51\.100)\./.test(k));
    check(
      'with TRUST_PROXY off X-Forwarded-For is ignored; with it on only the last address (the proxy’s) counts',
      direct.at(-1) === 429 && forgedKeys.length === 0,
      `forged headers straight to C: ${direct.join(' ')}; rate-limit keys: ${keys
        .filter((k) => k.includes('sign-in'))
        .map((k) => k.split('|')[0])
        .join(', ')}`,
    );

    // 3. A payment webhook delivered twice, once to each instance, changes state once.
    const checkout = await request(`${PROXY_URL}/api/checkout`, {
      method: 'POST',
      headers: { cookie },
      body: { plan: 'STARTER', billingType: 'PIX', cpfCnpj: '529.982.247-25' },
    });
    const paymentId = checkout.status === 200 ? checkout.json().invoiceUrl.split('/').at(-1) : '';
    const [user] = (
      await db.query(
        `select u.id, s.provider_subscription_id from users u join user_subscriptions s on s.user_id = u.id where u.email = $1`,
        [email],
      )
    ).rows;
    const eventId = `evt_cluster_${randomBytes(4).toString('hex')}`;
    const today = new Date().toISOString().slice(0, 10);
    const event = {
      id: eventId,
      event: 'PAYMENT_RECEIVED',
      // ISO with its zone: Asaas' own 'YYYY-MM-DD HH:mm:ss' is São Paulo time (decision 022).
      dateCreated: new Date().toISOString(),
      payment: {
        object: 'payment',
        id: paymentId,
        customer: 'sandbox_cus_x',
        subscription: user?.provider_subscription_id,
        value: 49.9,
        netValue: 48.9,
        billingType: 'PIX',
        status: 'RECEIVED',
        dueDate: today,
        externalReference: user?.id,
        invoiceUrl: 'https://sandbox.asaas.com/i/abc',
      },
    };
    const deliveries = await Promise.all(
      [portA, portB].map((port) =>
        request(`http://127.0.0.1:${port}/api/webhooks/asaas`, {
          method: 'POST',
          headers: { 'asaas-access-token': WEBHOOK_TOKEN },
          body: event,
        }),
      ),
    );
    const stored = (
      await db.query('select count(*)::int as n from payment_events where id = $1', [eventId])
    ).rows[0].n;
    // The answer came once the event was stored; a job applies it (decision 022).
    await waitFor(
      'the stored event to be applied',
      async () =>
        (await db.query('select state from payment_events where id = $1', [eventId])).rows[0]
          ?.state === 'processed',
      20_000,
    ).catch(() => undefined);
    const [sub] = (
      await db.query('select plan, status from user_subscriptions where user_id = $1', [user?.id])
    ).rows;
    const [pay] = (await db.query('select status from payments where id = $1', [paymentId])).rows;
    const receipts = await waitFor(
      'the payment e-mail',
      async () => {
        const found = mails().filter(
          (m) => m.to === email && /^Pagamento confirmado/.test(m.subject),
        );
        return found.length > 0 && found;
      },
      20_000,
    ).catch(() => []);
    await sleep(3000); // a second e-mail, were there one, has had time to go out
    const receiptCount = mails().filter(
      (m) => m.to === email && /^Pagamento confirmado/.test(m.subject),
    ).length;
    check(
      'a payment webhook delivered twice, once to each instance, changes state once',
      checkout.status === 200 &&
        deliveries.every((r) => r.status === 200) &&
        stored === 1 &&
        sub?.status === 'active' &&
        pay?.status === 'RECEIVED' &&
        receiptCount === 1,
      `checkout ${checkout.status}; A ${deliveries[0].status}, B ${deliveries[1].status}; ${stored} event row; subscription ${sub?.plan} ${sub?.status}; payment ${pay?.status}; ${receiptCount} receipt e-mail (sent by ${receipts.map((m) => m.instance).join(', ') || 'none'})`,
    );

    // 4. Scheduled jobs run once (lib/cluster-jobs.mjs).
    await checkJobsRunOnce({ db, baseUrl: `http://127.0.0.1:${portB}`, kit });
  } finally {
    await db.end();
  }
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
}
const passed = results.filter(Boolean).length;
console.log(`${passed}/${results.length} checks passed`);
process.exit(failed || passed !== results.length ? 1 : 0);
