import { Hono } from 'hono';
import type { HealthResponse } from '../domain/api';
import type { Access } from './access/access';
import type { Lifecycle } from './lifecycle';

/** GET /api/health: liveness and database reachability (503 when the database is down). */
export function healthRoutes(deps: { access: Access; databaseUp: () => Promise<boolean> }) {
  return new Hono().get('/', deps.access({ caller: 'public' }), async (c) => {
    const up = await deps.databaseUp();
    const body: HealthResponse = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    c.header('cache-control', 'no-store');
    return c.json(body, up ? 200 : 503);
  });
}

/**
 * GET /api/ready: whether a proxy should send this instance work — 503 at once when it is
 * stopping (SIGTERM, lifecycle.ts; /api/health still says alive) or its database is down.
 */
export function readyRoutes(deps: {
  access: Access;
  lifecycle: Lifecycle;
  databaseUp: () => Promise<boolean>;
}) {
  return new Hono().get('/', deps.access({ caller: 'public' }), async (c) => {
    c.header('cache-control', 'no-store');
    if (deps.lifecycle.draining) return c.json({ status: 'draining' }, 503);
    const up = await deps.databaseUp();
    return c.json({ status: up ? 'ready' : 'database down' }, up ? 200 : 503);
  });
}
