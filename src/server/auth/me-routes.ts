import { Hono } from 'hono';
import type { MeResponse } from '../../domain/api';
import { modulesForRole } from '../../domain/farms';
import type { Access, AccessEnv } from '../access/access';
import type { FarmsStore } from '../farms/store';

/**
 * GET /api/me: the user, role, the active farm and the user's farms, the effective subscription
 * and the modules it opens; `null` without a session (a visitor is a normal state, not an
 * error: no red line in the browser console). On a farm someone else owns, the subscription,
 * banners and modules are that farm's plan's (the owner's), narrowed by the user's role there.
 */
export function meRoutes(deps: { access: Access; farms: FarmsStore }) {
  return new Hono<AccessEnv>().get('/', deps.access({ caller: 'optional' }), async (c) => {
    const { user, own, farm } = c.get('caller');
    if (!user || !own || !farm) return c.json(null);
    const memberships = await deps.farms.memberships(user.id);
    const active = memberships.find((m) => m.id === farm.id);
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
        seesMoney: farm.seesMoney,
        isOwner,
        plan: farm.access.subscription?.plan ?? null,
        carcassYield:
          active?.carcass_yield === null || active?.carcass_yield === undefined
            ? null
            : Number(active.carcass_yield),
      },
      farms: memberships.map((m) => ({ id: m.id, name: m.name, role: m.role })),
    };
    return c.json(body);
  });
}
