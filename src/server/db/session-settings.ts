/* How every database session of the app starts (decision 055). */

/**
 * How long one of the app's sessions may sit idle inside a transaction before PostgreSQL ends
 * it (decision 055). The app's own transactions run their statements back to back (ms apart);
 * the longest legitimate wait is an export's between two FETCHes while its client takes the
 * last batch, which the export's stall guard bounds (a batch of up to some 300 KB taken 16 KB per
 * 30 s, the slowest pace it lets through). A backstop for a transaction nobody ends.
 */
export const IDLE_IN_TRANSACTION_MS = 10 * 60_000;

/**
 * No JIT compilation: a PostgreSQL server built with LLVM (most packaged ones; the embedded one is
 * not) compiles any statement its planner costs over `jit_above_cost`, and a farm-wide figure at
 * size spent 2–3 s compiling to save milliseconds (issue 42 item 8: a farm's UA/ha on a day of
 * 30,000 animals, 0.3 s without it). The app's statements are short; none gains from it.
 *
 * The settings every session of the app starts with, as the connection's startup `options`
 * (no statement of its own: pg warns when a query is queued behind another on a new client).
 * Given to the app's pools (client.ts) and pg-boss's (jobs/queue.ts).
 */
export const sessionOptions = (idleInTransactionMs = IDLE_IN_TRANSACTION_MS) =>
  `-c idle_in_transaction_session_timeout=${Math.round(idleInTransactionMs)} -c jit=off`;
