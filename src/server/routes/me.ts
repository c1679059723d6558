import { Hono } from 'hono';
import type { MeResponse } from '../../domain/api';
import { loadAccess } from '../access';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { requireSession, type SessionEnv } from '../middleware/session';

/** GET /api/me: the user, role, effective subscription and the modules it opens. */
export function meRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  return new Hono<SessionEnv>().get('/', requireSession(deps.auth), async (c) => {
    const user = c.get('user');
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
    c.header('cache-control', 'no-store');
    return c.json(body);
  });
}
