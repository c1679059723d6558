// EXPLAIN (ANALYZE, BUFFERS) of the statements behind the screens (issue 24 item 9): prints each
// plan and flags any sequential scan of weighings; and the count of such scans the server has
// made (pg_stat_user_tables), to compare before and after a screen.

/**
 * Prints the plan of each `{ label, text, values }` on `client` (a pg Client or Pool); returns
 * each one's `{ label, ms, lines }` (its execution time and plan).
 */
export async function explainEach(client, statements, { log = console.log } = {}) {
  const plans = [];
  for (const { label, text, values = [] } of statements) {
    const { rows } = await client.query(`explain (analyze, buffers, costs off) ${text}`, values);
    const lines = rows.map((r) => r['QUERY PLAN']);
    const seq = lines.some((l) => /Seq Scan on weighings\b/.test(l));
    const time = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '');
    log(`\nEXPLAIN ${label} (${time})${seq ? '  <-- Seq Scan on weighings' : ''}`);
    for (const line of lines) log(`  ${line}`);
    plans.push({ label, ms: Number.parseFloat(time ?? 'NaN'), lines });
  }
  return plans;
}

/**
 * The median time (ms) of `runs` plain runs of each `{ label, text, values }` on one connection
 * of `pool`, after the EXPLAIN's: the statement as the app runs it, without EXPLAIN ANALYZE's
 * clock reads around every row of every node (over 30,000 rows, a fifth of the time).
 */
export async function medianTimes(pool, statements, runs = 5) {
  const client = await pool.connect();
  try {
    const medians = [];
    for (const { text, values = [] } of statements) {
      const times = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await client.query(text, values);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      medians.push(times[Math.floor(runs / 2)]);
    }
    return medians;
  } finally {
    client.release();
  }
}

/**
 * Prints the plan of each `{ label, text, values }` on `client` (a pg Client or Pool) and
 * returns the labels whose plan scans weighings sequentially.
 */
export async function explainAll(client, statements, options = {}) {
  const plans = await explainEach(client, statements, options);
  return plans
    .filter((p) => p.lines.some((l) => /Seq Scan on weighings\b/.test(l)))
    .map((p) => p.label);
}

/** Sequential scans of weighings so far (the statistics collector's count, may lag ~0.5 s). */
export async function weighingsSeqScans(client) {
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    `select coalesce(seq_scan, 0)::bigint as n from pg_stat_user_tables where relname = 'weighings'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * EXPLAINs `statements` (plans through `log`), times each as the median of five plain runs, prints
 * them under `title` (the EXPLAIN ANALYZE's first run beside each) and gives the plans (`ms` the
 * median) and the misses: those at `targetMs` or over.
 */
export async function timedPlans(pool, statements, title, targetMs, { log = console.log } = {}) {
  const explained = await explainEach(pool, statements, { log });
  const medians = await medianTimes(pool, statements);
  const plans = explained.map((p, i) => ({ ...p, explainMs: p.ms, ms: medians[i] }));
  console.log(`\n${title}, median of 5 runs (EXPLAIN ANALYZE's first run):`);
  for (const { label, ms, explainMs } of plans) {
    console.log(
      `  ${label.padEnd(52)} ${ms.toFixed(1).padStart(7)} ms (${explainMs.toFixed(1)} ms)`,
    );
  }
  const misses = plans
    .filter((p) => !(p.ms < targetMs))
    .map((p) => `${p.label}: ${p.ms.toFixed(1)} ms`);
  return { plans, misses };
}
