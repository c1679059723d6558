// The real app as a child process (node dist/server/main.js, built first), as `npm start` runs it:
// its own process group (so a bench can SIGKILL the app alone, or the app with its embedded
// PostgreSQL), NODE_ENV=production with a given secret, API only (no web build), e-mails printed
// on its stdout by the console mailer (the benches read sign-up links there). Plain JavaScript:
// these helpers need no tsx.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServerIfStale } from '../../scripts/build-server.mjs';
import { sessionFromLink } from './sign-up.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The embedded PostgreSQL's fixed credentials (src/server/db/embedded.ts). */
export const embeddedUrl = (port) => `postgres://arroba:arroba-local@127.0.0.1:${port}/arroba`;

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A new private temporary directory that PostgreSQL's own system user may enter. */
export async function tempDir(prefix) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the app. `config`: { port, dataDir, pgPort, databaseUrl?, secret, nodeArgs?, env? }.
 * Resolves once GET /api/health answers 200. Returns { pid, baseUrl, output, exited, kill,
 * killGroup, stop }; `output()` is everything it printed so far.
 */
export async function startApp(config, { timeoutMs = 180_000 } = {}) {
  const baseUrl = `http://127.0.0.1:${config.port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // The console mailer's e-mails are read as text (sign-up links).
    LOG_FORMAT: 'text',
    // No Asaas here: the payment sandbox, on purpose (env.ts).
    PAYMENT_SANDBOX: 'true',
    HOST: '127.0.0.1',
    PORT: String(config.port),
    APP_URL: baseUrl,
    BETTER_AUTH_SECRET: config.secret,
    DATA_DIR: config.dataDir,
    EMBEDDED_PG_PORT: String(config.pgPort ?? 5488),
    WEB_DIR: path.join(config.dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    SIGN_IN_RATE_LIMIT: '10000',
    ...config.env,
  };
  if (config.databaseUrl) env.DATABASE_URL = config.databaseUrl;
  else delete env.DATABASE_URL;
  await buildServerIfStale();
  const child = spawn(process.execPath, [...(config.nodeArgs ?? []), 'dist/server/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  const keep = (chunk) => {
    out += chunk;
    if (out.length > 200_000) out = out.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`the app exited before it answered:\n${out.slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not answer within ${timeoutMs} ms:\n${out.slice(-3000)}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(50);
  }

  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  return {
    pid: child.pid,
    baseUrl,
    output: () => out,
    exited,
    /** SIGKILL of the app's node process only (its embedded PostgreSQL is orphaned). */
    kill: () => child.kill('SIGKILL'),
    /**
     * SIGKILL of the app's process group: the app and its embedded postmaster (a crash of
     * PostgreSQL: its backends, in sessions of their own, exit when the postmaster dies).
     */
    killGroup: () => signalGroup('SIGKILL'),
    /** A clean stop (SIGTERM: the app stops its PostgreSQL), SIGKILL of the group after 30 s. */
    stop: async () => {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Signs `email` up through the API and follows the confirmation link the console mailer printed
 * on the app's output. Returns the session cookie as `name=value`.
 */
export async function signUpThroughConsole(app, { email, password = 'Boiada2025', name }) {
  const res = await fetch(`${app.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl },
    body: JSON.stringify({ name: name ?? email.split('@')[0], email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  let link;
  for (let i = 0; i < 200 && !link; i++) {
    const at = app.output().lastIndexOf(email);
    link =
      at >= 0
        ? app
            .output()
            .slice(at)
            .match(/https?:\/\/\S+verify-email\S+/)?.[0]
        : null;
    if (!link) await sleep(50);
  }
  if (!link) throw new Error(`no confirmation link for ${email} in the app's output`);
  return sessionFromLink(link);
}

/**
 * A scratch database `prefix_xxxx` on the machine's PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/test). Returns { url, drop }.
 */
export async function scratchDatabase(prefix) {
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => run(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * The configuration of one bench app: a temporary directory (removed by `cleanups`), free ports,
 * a fresh secret, and with `external` a scratch database on the machine's PostgreSQL (dropped by
 * `cleanups`) instead of the embedded one. `databaseUrl` is where the bench reads the rows.
 */
export async function benchAppConfig(cleanups, { name, external = false, nodeArgs = [] }) {
  const dir = await tempDir(`arroba-${name}-`);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  let scratch;
  if (external) {
    scratch = await scratchDatabase(`${name}_bench`);
    cleanups.push(() => scratch.drop());
  }
  const config = {
    port: await freePort(),
    pgPort: await freePort(),
    dataDir: path.join(dir, 'data'),
    secret: randomBytes(32).toString('hex'),
    databaseUrl: scratch?.url,
    nodeArgs,
  };
  return { config, databaseUrl: scratch?.url ?? embeddedUrl(config.pgPort) };
}

/** VmRSS of a process in MB (Linux /proc), or null. */
export async function rssMb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** A seeded pseudo-random generator (mulberry32): () => [0, 1). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc), or null. */
export async function cpuMs(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU time used so far by `root` and every live process under it (the embedded PostgreSQL's
 * backends are in sessions of their own, so not in the app's process group), in ms (Linux).
 */
export async function treeCpuMs(root) {
  const procs = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      procs.set(Number(entry), { parent: Number(fields[1]), ms });
    } catch {
      // gone meanwhile
    }
  }
  const under = (pid) => {
    for (let p = pid; p > 1; p = procs.get(p)?.parent ?? 0) if (p === root) return true;
    return false;
  };
  let total = 0;
  for (const [pid, { ms }] of procs) if (under(pid)) total += ms;
  return total;
}
