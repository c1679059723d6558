import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { IDLE_IN_TRANSACTION_MS, sessionOptions } from './session-settings';
import { log } from '../observability/log';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * The streamed CSV exports' own pool (decision 055): a download holds its connection in a
   * transaction while the client reads, so however many run, the requests' pool is untouched.
   */
  exportPool: pg.Pool;
  close(): Promise<void>;
}

/** Connections of the exports' pool: at most this many exports stream at once (decision 055). */
export const EXPORT_CONNECTIONS = 4;

interface PoolSettings {
  max: number;
  /** Shown in pg_stat_activity, so an operator tells the exports' sessions apart. */
  name: string;
  idleInTransactionMs: number;
}

function appPool(url: string, settings: PoolSettings, closing: () => boolean): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    application_name: settings.name,
    options: sessionOptions(settings.idleInTransactionMs),
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  // While shutting down, the server going away first is expected.
  pool.on('error', (err) => {
    if (!closing()) log.error({ err }, '[db] idle client error');
  });
  // pg-pool listens for errors of idle clients only: a checked-out client whose session the
  // server ends (that timeout, a restart) would throw an unhandled 'error' and stop the process.
  // Its statement in flight, or its next one, fails instead, and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The app's pools and the Drizzle wrapper for one connection string. */
export function connectDatabase(
  url: string,
  options: { max?: number; exportMax?: number; idleInTransactionMs?: number } = {},
): Database {
  let closing = false;
  const idleInTransactionMs = options.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS;
  const isClosing = () => closing;
  const pool = appPool(
    url,
    { max: options.max ?? 10, name: 'arroba-certa', idleInTransactionMs },
    isClosing,
  );
  const exportPool = appPool(
    url,
    {
      max: options.exportMax ?? EXPORT_CONNECTIONS,
      name: 'arroba-certa-export',
      idleInTransactionMs,
    },
    isClosing,
  );
  const db = drizzle(pool, { schema }) as Db;
  return {
    db,
    pool,
    exportPool,
    async close() {
      closing = true;
      await Promise.all([pool.end(), exportPool.end()]);
    },
  };
}

/** True when the database answers a trivial query within the pool's timeout. */
export async function isDatabaseUp(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Drizzle over one client already inside a transaction (the demo seeder), for store functions
 * that take an executor; never call `transaction` on it.
 */
export function overClient(client: pg.ClientBase): Pick<Db, 'execute'> {
  return drizzle(client as pg.Client, { schema });
}
