import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  activeFarmSchema,
  farmSchema,
  type FarmSummary,
  type FarmsResponse,
} from '../../domain/farms';
import { loadAccess } from '../access';
import { farms, sessions } from '../db/schema';
import { AppError } from '../errors';
import { listMemberships, type MembershipRow } from '../farms/context';
import { assertMultiFarmPlan, assertOwner, membershipOf } from '../farms/guards';
import { requireSession, type SessionEnv } from '../middleware/session';
import { parseBody } from '../validate';
import { apiKeyRoutes } from './api-keys';
import { teamRoutes, type TeamDeps } from './team';

function toSummary(row: MembershipRow, plan: FarmSummary['plan']): FarmSummary {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    areaHectares: row.area_hectares === null ? null : Number(row.area_hectares),
    role: row.role,
    plan,
  };
}

/**
 * The user's farms (decision 015): GET /api/farms, POST /api/farms (a new farm, MASTER only),
 * PATCH /api/farms/:id (owner: name, city, UF, area), PUT /api/farms/active (the session's farm).
 */
export function farmRoutes(deps: TeamDeps) {
  const { db, auth } = deps;

  async function summaries(userId: string): Promise<FarmSummary[]> {
    const rows = await listMemberships(db, userId);
    const plans = new Map<string, FarmSummary['plan']>();
    for (const ownerId of new Set(rows.map((r) => r.owner_id ?? userId))) {
      plans.set(ownerId, (await loadAccess(db, ownerId, deps.now())).subscription?.plan ?? null);
    }
    return rows.map((row) => toSummary(row, plans.get(row.owner_id ?? userId) ?? null));
  }

  return (
    new Hono<SessionEnv>()
      .use(requireSession(auth))
      // The team and the API keys live under /api/farms/:id too; the session is checked once.
      .route('/', teamRoutes(deps))
      .route('/', apiKeyRoutes(deps))
      .get('/', async (c) => {
        const user = c.get('user');
        const [list, own] = await Promise.all([
          summaries(user.id),
          loadAccess(db, user.id, deps.now()),
        ]);
        const active = list.find((f) => f.id === user.activeFarmId) ?? list[0];
        let canCreate = true;
        try {
          assertMultiFarmPlan(own);
        } catch {
          canCreate = false;
        }
        const body: FarmsResponse = { activeFarmId: active?.id ?? '', farms: list, canCreate };
        return c.json(body);
      })
      .post('/', async (c) => {
        const user = c.get('user');
        const input = await parseBody(c, farmSchema);
        // A second farm is a MASTER feature of the user's own subscription.
        assertMultiFarmPlan(await loadAccess(db, user.id, deps.now()));
        const created = await auth.api.createOrganization({
          body: {
            name: input.name,
            slug: randomUUID(),
            userId: user.id,
            keepCurrentActiveOrganization: true,
            city: input.city ?? undefined,
            state: input.state ?? undefined,
            areaHectares: input.areaHectares ?? undefined,
          },
        });
        if (!created) throw new AppError(500, 'INTERNAL', 'Não foi possível criar a fazenda.');
        const farm = (await summaries(user.id)).find((f) => f.id === created.id);
        return c.json(farm, 201);
      })
      .put('/active', async (c) => {
        const user = c.get('user');
        const { farmId } = await parseBody(c, activeFarmSchema);
        await membershipOf(db, user.id, farmId, deps.now());
        await db
          .update(sessions)
          .set({ activeOrganizationId: farmId })
          .where(and(eq(sessions.token, user.sessionToken), eq(sessions.userId, user.id)));
        return c.body(null, 204);
      })
      .patch('/:id', async (c) => {
        const user = c.get('user');
        const membership = await membershipOf(db, user.id, c.req.param('id'), deps.now());
        assertOwner(membership);
        const input = await parseBody(c, farmSchema);
        await db
          .update(farms)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(farms.id, membership.farmId));
        const farm = (await summaries(user.id)).find((f) => f.id === membership.farmId);
        return c.json(farm);
      })
  );
}
