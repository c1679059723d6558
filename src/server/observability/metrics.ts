import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'pg';

/*
 * What an operator watches (issue 44 item 3), in Prometheus' text format at /metrics behind
 * METRICS_TOKEN: request durations per route and method, answers per status, the database
 * pool's use and waits, pg-boss's queue depth and failures, the payment webhooks not applied yet,
 * e-mails that failed. docs/operations.md says which alerts to set.
 */

export const registry = new Registry();

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request (to the first byte of a streamed answer), by route',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Answers by status code, for the error-rate alert (docs/operations.md). */
export const responsesByStatus = new Counter({
  name: 'http_responses_total',
  help: 'Answers sent, by status code',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const emailFailures = new Counter({
  name: 'email_failures_total',
  help: 'E-mails the mail server refused or that could not be sent',
  registers: [registry],
});

/** The gauges read at each scrape: the pool's, the job queue's and the webhook inbox's. */
export function watchDatabase(pool: Pool): void {
  // Another app made in this process (tests) watched its own pool: this one's replace them.
  for (const name of [
    'db_pool_connections',
    'db_pool_waiting_requests',
    'jobs_queued',
    'jobs_failed',
    'webhook_events_pending',
  ])
    registry.removeSingleMetric(name);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the app pool, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the app pool',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  // One read of pg-boss's jobs a scrape: the two gauges below are collected at the same time
  // and share it.
  let reading: Promise<{ name: string; state: string; n: number }[]> | null = null;
  const jobs = () =>
    (reading ??= pool
      .query<{ name: string; state: string; n: number }>(
        `select name, state::text, count(*)::int as n from pgboss.job
         where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      )
      .then(
        (r) => r.rows,
        () => [],
      )
      .finally(() => (reading = null)));
  new Gauge({
    name: 'jobs_queued',
    help: 'pg-boss jobs waiting or running, by queue',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await jobs())
        if (r.state !== 'failed') this.set({ queue: r.name, state: r.state }, r.n);
    },
  });
  new Gauge({
    name: 'jobs_failed',
    help: 'pg-boss jobs that failed for good and are still kept, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await jobs()) if (r.state === 'failed') this.set({ queue: r.name }, r.n);
    },
  });
  new Gauge({
    name: 'webhook_events_pending',
    help: 'Payment webhook events stored and not applied yet',
    registers: [registry],
    async collect() {
      const { rows } = await pool
        .query<{
          n: number;
        }>(`select count(*)::int as n from payment_events where state = 'pending'`)
        .catch(() => ({ rows: [{ n: 0 }] }));
      this.set(rows[0]?.n ?? 0);
    },
  });
}
