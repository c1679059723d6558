// Request latency for the API benches (bench/admin.mjs, bench/dashboard.mjs).

/** The p-th percentile (0–100) of `sorted`, ascending times. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Calls `request` `warmup` times, then times `requests` sequential calls. Resolves to the p50,
 * p95 and p99 in ms.
 */
export async function timeRequests(request, { warmup, requests }) {
  for (let i = 0; i < warmup; i++) await request();
  const times = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
  return { p50, p95, p99 };
}
