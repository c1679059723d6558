import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** A pool and its Drizzle wrapper for one connection string. */
export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  let closing = false;
  // An idle client that loses its server must not crash the process; the pool replaces it.
  // While shutting down, the server going away first is expected.
  pool.on('error', (err) => {
    if (!closing) console.error('[db] idle client error:', err.message);
  });
  const db = drizzle(pool, { schema }) as Db;
  return {
    db,
    pool,
    async close() {
      closing = true;
      await pool.end();
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
