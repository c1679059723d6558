import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyTestDatabase } from '../test/test-db';
import { connectDatabase } from './client';

/*
 * The app's sessions end a transaction left idle (issue 38 item 3, decision 055): every
 * connection of both pools carries idle_in_transaction_session_timeout, and a session the server
 * ends that way fails its client's next statement instead of stopping the process.
 */

let empty: Awaited<ReturnType<typeof emptyTestDatabase>>;

beforeAll(async () => {
  empty = await emptyTestDatabase();
});
afterAll(() => empty.drop());

describe('the app’s database sessions', () => {
  it('carry the idle-in-transaction timeout, no JIT and their pool’s name, in both pools', async () => {
    const database = connectDatabase(empty.url, { max: 2, exportMax: 1 });
    try {
      for (const pool of [database.pool, database.exportPool]) {
        const { rows } = await pool.query<{ timeout: string; name: string; jit: string }>(
          `select current_setting('idle_in_transaction_session_timeout') as timeout,
                  current_setting('application_name') as name, current_setting('jit') as jit`,
        );
        expect(rows[0]!.timeout).toBe('10min');
        expect(rows[0]!.jit).toBe('off');
        expect(rows[0]!.name).toMatch(/^arroba-certa/);
      }
      expect(database.exportPool.options.max).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('a transaction left idle is ended by the server; its client fails, the app goes on', async () => {
    const database = connectDatabase(empty.url, { max: 2, idleInTransactionMs: 300 });
    try {
      const client = await database.exportPool.connect();
      await client.query('begin');
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      // The server ends the session once idle for 300 ms (no error event reaches the process).
      await vi.waitFor(
        async () => {
          const alive = await database.pool.query('select 1 from pg_stat_activity where pid = $1', [
            rows[0]!.pid,
          ]);
          expect(alive.rowCount).toBe(0);
        },
        // A cap, not a wait: under a loaded CI the backend may take seconds to go.
        { timeout: 15_000, interval: 100 },
      );
      const next = await client.query('select 1').then(
        () => null,
        (err: Error) => err,
      );
      expect(next).toBeInstanceOf(Error);
      client.release(next!);
      expect((await database.exportPool.query('select 2 as n')).rows[0]).toEqual({ n: 2 });
    } finally {
      await database.close();
    }
  });
});
