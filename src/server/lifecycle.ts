import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';

/*
 * A restart that drops nothing (issue 44 item 2): on SIGTERM the instance says it is going
 * (/api/ready 503, `Connection: close` on every answer), stops taking connections, lets the
 * requests in flight finish (a streamed export included) up to a grace period, and only then
 * closes what is left. main.ts stops the job queue and the database after it.
 */

/** Whether the instance is stopping: read by /api/ready and the `Connection: close` middleware. */
export interface Lifecycle {
  draining: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false });

type AnyServer = Server | Http2Server | Http2SecureServer;

/** Counts the requests `server` is answering (a request ends when its response is closed). */
export function trackInflight(server: AnyServer): () => number {
  let inflight = 0;
  (server as Server).on('request', (_request, response) => {
    inflight++;
    response.once('close', () => inflight--);
  });
  return () => inflight;
}

export interface DrainResult {
  /** How long the requests in flight took to finish (or the grace period, when forced). */
  waitedMs: number;
  /** Requests still unanswered when the grace period ended (their connections are closed). */
  cut: number;
}

/**
 * Stops `server` taking connections, closes its idle kept-alive ones, waits for the requests in
 * flight (`inflight()`) up to `graceMs`, then closes every connection left.
 */
export async function drainServer(
  server: AnyServer,
  inflight: () => number,
  { graceMs, pollMs = 25 }: { graceMs: number; pollMs?: number },
): Promise<DrainResult> {
  const started = performance.now();
  const http = server as Server;
  const closed = new Promise<void>((resolve) => http.close(() => resolve()));
  http.closeIdleConnections?.();
  while (inflight() > 0 && performance.now() - started < graceMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    // A connection whose answer just ended (`Connection: close` was asked) is idle now.
    http.closeIdleConnections?.();
  }
  const cut = inflight();
  http.closeAllConnections?.();
  await closed;
  return { waitedMs: Math.round(performance.now() - started), cut };
}
