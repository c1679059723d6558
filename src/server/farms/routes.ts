import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  activeFarmSchema,
  farmSchema,
  type FarmSummary,
  type FarmsResponse,
} from '../../domain/farms';
import type { AccessEnv } from '../access/access';
import { hasFeature } from '../../domain/plans';
import { AppError } from '../errors';
import { parseBody } from '../validate';
import { apiKeyRoutes } from './api-key-routes';
import type { MembershipRow } from './store';
import { teamRoutes, type TeamDeps } from './team-routes';

function toSummary(row: MembershipRow, plan: FarmSummary['plan']): FarmSummary {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    areaHectares: row.area_hectares === null ? null : Number(row.area_hectares),
    role: row.role,
    plan,
    carcassYield: row.carcass_yield === null ? null : Number(row.carcass_yield),
  };
}

/**
 * The user's farms (decision 015): GET /api/farms, POST /api/farms (a new farm, MASTER only),
 * PATCH /api/farms/:id (owner: name, city, UF, area), PUT /api/farms/active (the session's farm).
 */
export function farmRoutes(deps: TeamDeps) {
  const { access, auth, store } = deps;

  async function summaries(userId: string): Promise<FarmSummary[]> {
    const rows = await store.memberships(userId);
    const owners = new Set(rows.map((r) => r.owner_id ?? userId));
    const plans = await store.plansOf(owners, deps.now());
    return rows.map((row) =>
      toSummary(row, plans.get(row.owner_id ?? userId)?.subscription?.plan ?? null),
    );
  }

  return (
    new Hono<AccessEnv>()
      // The team and the API keys live under /api/farms/:id too.
      .route('/', teamRoutes(deps))
      .route('/', apiKeyRoutes(deps))
      .get('/', access(), async (c) => {
        const user = c.get('user');
        const list = await summaries(user.id);
        const active = list.find((f) => f.id === user.activeFarmId) ?? list[0];
        const body: FarmsResponse = {
          activeFarmId: active?.id ?? '',
          farms: list,
          // A second farm is a MASTER feature of the user's own subscription.
          canCreate: hasFeature(c.get('caller').own, 'master'),
        };
        return c.json(body);
      })
      .post('/', access({ feature: 'master', featureOf: 'own' }), async (c) => {
        const user = c.get('user');
        const input = await parseBody(c, farmSchema);
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
        // Not a field of better-auth's organization: set beside it.
        if (input.carcassYield != null) {
          await store.update(created.id, { carcassYield: input.carcassYield }, deps.now());
        }
        const farm = (await summaries(user.id)).find((f) => f.id === created.id);
        return c.json(farm, 201);
      })
      .put('/active', access(), async (c) => {
        const user = c.get('user');
        const { farmId } = await parseBody(c, activeFarmSchema);
        const memberships = await store.memberships(user.id);
        if (!memberships.some((m) => m.id === farmId)) {
          throw new AppError(404, 'NOT_FOUND', 'Fazenda não encontrada.');
        }
        await store.setActive(user.sessionToken, user.id, farmId);
        return c.body(null, 204);
      })
      .patch('/:id', access({ farm: 'path', owner: true }), async (c) => {
        const farmId = c.get('farm').id;
        const { carcassYield, ...input } = await parseBody(c, farmSchema);
        // An absent yield (a client that does not know it) leaves the farm's as it is.
        await store.update(
          farmId,
          carcassYield === undefined ? input : { ...input, carcassYield },
          deps.now(),
        );
        const farm = (await summaries(c.get('user').id)).find((f) => f.id === farmId);
        return c.json(farm);
      })
  );
}
