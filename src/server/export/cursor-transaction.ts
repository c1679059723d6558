import type pg from 'pg';

/** How a file's cursor is declared and read, on the client the transaction holds. */
export interface CursorSteps<T> {
  /** Declares the cursor (after `begin`); may read what it needs first, in the same snapshot. */
  declare(client: pg.PoolClient): Promise<void>;
  /** Reads the next batch of the cursor; an empty one is the end. */
  fetch(client: pg.PoolClient): Promise<T[]>;
}

/**
 * A server-side cursor on one pooled client, inside a REPEATABLE READ READ ONLY transaction (one
 * snapshot for the whole file), shared by the export's files (issue 24 item 5, issue 25 item 6).
 * The client is taken and the cursor declared at the first `next()`; `next()` gives the next
 * batch, or null at the end, when the transaction is committed and the client already back in the
 * pool; `close()` rolls back and gives the client back early (a download the browser abandoned),
 * after the batch being read, if any: one query at a time on the client. An error ends it: the
 * client goes back to be discarded, not reused, and later batches are null.
 */
export function openCursorTransaction<T>(pool: pg.Pool, steps: CursorSteps<T>) {
  let client: pg.PoolClient | undefined;
  let done = false;
  let busy: Promise<unknown> = Promise.resolve();

  async function open(): Promise<pg.PoolClient> {
    const c = await pool.connect();
    try {
      await c.query('begin isolation level repeatable read read only');
      await steps.declare(c);
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

  async function fetchBatch(): Promise<T[] | null> {
    if (done) return null;
    try {
      client ??= await open();
      const rows = await steps.fetch(client);
      if (rows.length === 0) {
        await finish(true);
        return null;
      }
      return rows;
    } catch (err) {
      // A broken connection goes back to be discarded, not reused.
      const c = client;
      client = undefined;
      done = true;
      c?.release(err as Error);
      throw err;
    }
  }

  return {
    /** The next batch, in order; null once every row was read (or after an error or close). */
    next(): Promise<T[] | null> {
      const batch = busy.then(fetchBatch);
      // Waits for the batch without holding on to it: a batch kept until the next one outlives
      // V8's young collections (decision 041).
      busy = batch.then(
        () => undefined,
        () => undefined,
      );
      return batch;
    },
    /** Ends the transaction and gives the client back (after a batch being read, if any). */
    close(): Promise<void> {
      const closed = busy.then(() => finish(false));
      busy = closed;
      return closed;
    },
  };
}
