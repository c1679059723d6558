import type pg from 'pg';

/** Rows per FETCH of the herd files: some 100-200 KB of CSV. */
export const ROWS_PER_FETCH = 1000;

export interface CursorQuery {
  text: string;
  values: unknown[];
}

/**
 * A CSV file read from a server-side cursor as the response asks for it (the herd and its
 * events, issue 25 item 6): the BOM and header at once, then one chunk per FETCH of
 * `ROWS_PER_FETCH` rows, each row written in Node by `lines` (the columns of
 * domain/export/herd.ts). The cursor lives on one pooled client inside a REPEATABLE READ READ
 * ONLY transaction (one snapshot for the whole file); an abandoned download rolls back and gives
 * the client back, an error discards it (the file is cut short). The weighings file makes its
 * lines in SQL (decision 033) because it reaches a million rows; these files are one row per
 * animal or event and take the simpler path.
 */
export function rowsCsvStream<Row>(
  pool: pg.Pool,
  header: string,
  query: CursorQuery,
  lines: (rows: Row[]) => string,
  label: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let client: pg.PoolClient | undefined;
  let done = false;
  // A cancel waits for the FETCH being read: one query at a time on the client.
  let busy: Promise<unknown> = Promise.resolve();
  let cancelled = false;

  async function open() {
    const c = await pool.connect();
    try {
      await c.query('begin isolation level repeatable read read only');
      await c.query({
        text: `declare export_rows no scroll cursor for ${query.text}`,
        values: query.values,
      });
      return c;
    } catch (err) {
      c.release(err as Error);
      throw err;
    }
  }

  async function finish(commit: boolean) {
    const c = client;
    client = undefined;
    done = true;
    if (!c) return;
    try {
      await c.query(commit ? 'commit' : 'rollback');
      c.release();
    } catch (err) {
      c.release(err as Error);
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(header));
      },
      pull(controller) {
        const batch = busy.then(() => pullBatch(controller));
        busy = batch.catch(() => undefined);
        return batch;
      },
      async cancel() {
        cancelled = true;
        const closed = busy.then(() => finish(false));
        busy = closed;
        await closed;
      },
    },
    // One chunk ahead at most: the next batch is read when the socket took this one.
    { highWaterMark: 1 },
  );

  async function pullBatch(controller: ReadableStreamDefaultController<Uint8Array>) {
    if (done) {
      if (!cancelled) controller.close();
      return;
    }
    try {
      client ??= await open();
      const { rows } = await client.query<Row & pg.QueryResultRow>(
        `fetch forward ${ROWS_PER_FETCH} from export_rows`,
      );
      if (rows.length === 0) {
        await finish(true);
        if (!cancelled) controller.close();
        return;
      }
      // An abandoned download takes no more: the cancel rolls back after this batch.
      if (!cancelled) controller.enqueue(encoder.encode(lines(rows)));
    } catch (err) {
      const c = client;
      client = undefined;
      done = true;
      c?.release(err as Error);
      console.error(`[export] ${label} cursor failed:`, (err as Error).message);
      controller.error(err);
    }
  }
}
