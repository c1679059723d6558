// The database `npm run db:backup` and `db:restore` work on, as the app finds it: DATABASE_URL
// when set, else the embedded PostgreSQL under DATA_DIR (default ./data) on EMBEDDED_PG_PORT
// (default 5488) — used as it is when the app is running, else started for the command and
// stopped after it. Imports the server's TypeScript: run with tsx (node --import tsx).
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';

const EMBEDDED_URL = (port) => `postgres://arroba:arroba-local@127.0.0.1:${port}/arroba`;

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves { url, label, running, stop }. `create`: start a new embedded cluster when DATA_DIR
 * has none (a restore onto a new machine); without it a missing one is an error.
 */
export async function databaseTarget({ create = false } = {}) {
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    const shown = new URL(url);
    if (shown.password) shown.password = '***';
    return { url, label: shown.toString(), running: true, dataDir, stop: async () => {} };
  }
  const port = Number(process.env.EMBEDDED_PG_PORT || 5488);
  const dir = path.join(dataDir, 'pg');
  const label = `embedded PostgreSQL in ${dir} (port ${port})`;
  if (await answers(EMBEDDED_URL(port))) {
    return { url: EMBEDDED_URL(port), label, running: true, dataDir, stop: async () => {} };
  }
  if (!create && !existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`No database: ${dir} holds no PostgreSQL and DATABASE_URL is not set.`);
  }
  const embedded = await startEmbeddedPostgres({ dir, port });
  return { url: embedded.url, label, running: false, dataDir, stop: () => embedded.stop() };
}
