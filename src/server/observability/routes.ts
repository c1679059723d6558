import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'hono';
import { routePath } from 'hono/route';
import { setResponseHeader } from '../middleware/response-header';
import { errorBody, notFoundJson } from '../errors';
import { requestContext } from './log';
import { registry, requestDuration, responsesByStatus } from './metrics';

/*
 * The request id and the request metrics (a middleware before all others), and GET /metrics.
 */

/** A request id a client or proxy may pass on (X-Request-Id): short and plain, else a new one. */
const VALID_REQUEST_ID = /^[\w.:-]{8,64}$/;

export async function observeRequest(c: Context, next: Next) {
  const asked = c.req.header('x-request-id');
  const id = asked && VALID_REQUEST_ID.test(asked) ? asked : randomUUID();
  const started = performance.now();
  await requestContext.run({ id, method: c.req.method, path: c.req.path }, next);
  setResponseHeader(c, 'x-request-id', id);
  if (c.req.path === '/metrics') return;
  const status = String(c.res.status);
  responsesByStatus.inc({ status });
  requestDuration.observe(
    { method: c.req.method, route: routePath(c) || 'unmatched', status },
    (performance.now() - started) / 1000,
  );
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** GET /metrics (Prometheus' text format) for `Authorization: Bearer <token>`; 404 without one. */
export function metricsRoute(token: string | undefined) {
  return async (c: Context) => {
    if (!token) return notFoundJson(c);
    const asked = c.req.header('authorization') ?? '';
    if (!same(asked, `Bearer ${token}`)) {
      c.header('www-authenticate', 'Bearer');
      return c.json(errorBody('UNAUTHORIZED', 'Token inválido.'), 401);
    }
    c.header('cache-control', 'no-store');
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType });
  };
}
