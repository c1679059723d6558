import { Hono } from 'hono';
import type { HealthResponse } from '../domain/api';
import type { Access } from './access/access';

/** GET /api/health: liveness and database reachability (503 when the database is down). */
export function healthRoutes(deps: { access: Access; databaseUp: () => Promise<boolean> }) {
  return new Hono().get('/', deps.access({ caller: 'public' }), async (c) => {
    const up = await deps.databaseUp();
    const body: HealthResponse = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    c.header('cache-control', 'no-store');
    return c.json(body, up ? 200 : 503);
  });
}
