import { Hono } from 'hono';
import type { MeResponse } from '../../domain/api';
import { loadAccess } from '../access';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { readSession } from '../middleware/session';

/**
 * GET /api/me: the user, role, effective subscription and the modules it opens; `null` without a
 * session (a visitor is a normal state, not an error: no red line in the browser console).
 */
export function meRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  return new Hono().get('/', async (c) => {
    const user = await readSession(deps.auth, c.req.raw.headers);
    if (!user) return c.json(null);
    const access = await loadAccess(deps.db, user.id, deps.now());
    const body: MeResponse = {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        createdAt: user.createdAt.toISOString(),
      },
      isAdmin: access.isAdmin,
      subscription: access.subscription,
      modules: access.modules,
      banners: access.banners,
    };
    return c.json(body);
  });
}
