import type pg from 'pg';
import { openCursorTransaction } from './cursor-transaction';
import { log } from '../observability/log';

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
 * ONLY transaction (one snapshot for the whole file, cursor-transaction.ts); an abandoned
 * download rolls back and gives the client back, an error discards it (the file is cut short).
 * The weighings file makes its lines in SQL (decision 033) because it reaches a million rows;
 * these files are one row per animal or event and take the simpler path.
 */
export function rowsCsvStream<Row>(
  pool: pg.Pool,
  header: string,
  query: CursorQuery,
  lines: (rows: Row[]) => string,
  label: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cursor = openCursorTransaction<Row>(pool, {
    async declare(c) {
      await c.query({
        text: `declare export_rows no scroll cursor for ${query.text}`,
        values: query.values,
      });
    },
    fetch: async (c) =>
      (await c.query<Row & pg.QueryResultRow>(`fetch forward ${ROWS_PER_FETCH} from export_rows`))
        .rows,
  });
  let cancelled = false;

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(header));
      },
      async pull(controller) {
        let rows: Row[] | null;
        try {
          rows = await cursor.next();
        } catch (err) {
          log.error({ err }, `[export] ${label} cursor failed`);
          controller.error(err);
          return;
        }
        if (rows === null) {
          if (!cancelled) controller.close();
          return;
        }
        // An abandoned download takes no more: the cancel rolls back after this batch.
        if (!cancelled) controller.enqueue(encoder.encode(lines(rows)));
      },
      async cancel() {
        cancelled = true;
        await cursor.close();
      },
    },
    // One chunk ahead at most: the next batch is read when the socket took this one.
    { highWaterMark: 1 },
  );
}
