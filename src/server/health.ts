import { Hono } from 'hono';
import type pg from 'pg';
import type { HealthResponse } from '../domain/api';
import { isDatabaseUp } from './db/client';

/** GET /api/health: liveness and database reachability (503 when the database is down). */
export function healthRoutes(pool: pg.Pool) {
  return new Hono().get('/', async (c) => {
    const up = await isDatabaseUp(pool);
    const body: HealthResponse = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    c.header('cache-control', 'no-store');
    return c.json(body, up ? 200 : 503);
  });
}
