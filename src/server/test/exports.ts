import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { createTestApp } from './test-app';

/*
 * Helpers of the export tests: a whole CSV download read as its lines; for the export guard's
 * (issue 38 item 3), a farm's weighings by SQL, a download that reads its start and then nothing
 * more (the slow client), and what PostgreSQL says of the sessions left in a transaction.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * GET /api/export/`file` as the user of `cookie` (more `headers` when given), read whole: its
 * bytes, its text, and its lines (CRLF) without the byte-order mark.
 */
export async function downloadCsv(
  t: TestApp,
  cookie: string,
  file: string,
  headers: Record<string, string> = {},
) {
  const res = await t.sendAs(cookie, 'GET', `/api/export/${file}`, undefined, headers);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { res, bytes, text, lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

/** `animals` × `each` weighings of the farm, a week apart ('BR-1'...). */
export async function seedWeighings(t: TestApp, farmId: string, animals: number, each: number) {
  await t.db.execute(sql`
    insert into weighings (farm_id, animal_id, weighing_date, weight)
    select ${farmId}, 'BR-' || a, date '2024-01-01' + d * 7, 200 + d + (a % 50)
    from generate_series(0, ${each}::int - 1) d cross join generate_series(1, ${animals}::int) a`);
}

/** Rejects after `ms` instead of waiting on: the code before the guard hangs or answers late. */
export function within<T>(ms: number, what: string, promise: T | Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export interface HeldExport {
  res: Response;
  /** The body's reader after `chunks` reads (null for a refusal). */
  reader: ReadableStreamDefaultReader<Uint8Array> | null;
}

/**
 * GET `path` with `cookie`; a 200 is read for `chunks` chunks (the header, then the first batch:
 * its cursor is open) and then left unread, as a client that stopped reading.
 */
export async function holdExport(
  t: TestApp,
  cookie: string,
  path: string,
  { chunks = 2, headers = {} }: { chunks?: number; headers?: Record<string, string> } = {},
): Promise<HeldExport> {
  const res = await within(4000, path, t.request(path, { headers: { cookie, ...headers } }));
  if (res.status !== 200) return { res, reader: null };
  const reader = res.body!.getReader();
  for (let i = 0; i < chunks; i++) await within(4000, `${path}: chunk ${i}`, reader.read());
  return { res, reader };
}

/**
 * The other sessions of the test's database inside a transaction (an export's cursor: 'idle in
 * transaction' while it waits for its client, 'active' while it fetches).
 */
export async function inTransaction(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`,
  );
  return rows[0]!.n;
}

/** Ends the sessions of the test's database reading an export's cursor (a lost connection). */
export async function terminateExportSessions(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and query like 'fetch %'`,
  );
  return rowCount ?? 0;
}
