import { Hono } from 'hono';
import type { MeResponse } from '../../domain/api';
import { modulesForRole, seesMoney } from '../../domain/farms';
import { loadAccess } from '../access';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { listMemberships, resolveFarm } from '../farms/context';
import { readSession } from '../middleware/session';

/**
 * GET /api/me: the user, role, the active farm and the user's farms, the effective subscription
 * and the modules it opens; `null` without a session (a visitor is a normal state, not an
 * error: no red line in the browser console). On a farm someone else owns, the subscription,
 * banners and modules are that farm's plan's (the owner's), narrowed by the user's role there.
 */
export function meRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  return new Hono().get('/', async (c) => {
    const user = await readSession(deps.auth, c.req.raw.headers);
    if (!user) return c.json(null);
    const now = deps.now();
    const [own, farm, memberships] = await Promise.all([
      loadAccess(deps.db, user.id, now),
      resolveFarm(deps.db, user.id, user.activeFarmId, now),
      listMemberships(deps.db, user.id),
    ]);
    if (!farm) return c.json(null);
    const isOwner = farm.ownerId === user.id;
    const access = isOwner ? own : farm.access;
    const body: MeResponse = {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        createdAt: user.createdAt.toISOString(),
      },
      isAdmin: own.isAdmin,
      subscription: access.subscription,
      modules: modulesForRole(access.modules, farm.role),
      // The trial countdown and the Starter note speak of the owner's own subscription.
      banners: isOwner
        ? access.banners
        : { ...access.banners, trialDaysLeft: null, starterNote: false, animalLimit: null },
      farm: {
        id: farm.id,
        name: farm.name,
        city: farm.city,
        state: farm.state,
        areaHectares: farm.areaHectares,
        role: farm.role,
        seesMoney: seesMoney(farm.role),
        isOwner,
        plan: farm.access.subscription?.plan ?? null,
      },
      farms: memberships.map((m) => ({ id: m.id, name: m.name, role: m.role })),
    };
    return c.json(body);
  });
}
