import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  apiKeySchema,
  type ApiKeyAccess,
  type ApiKeyView,
  type CreatedApiKey,
} from '../../domain/farms';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';
import { AppError } from '../errors';
import { assertMultiFarmPlan, assertOwner, membershipOf, pluginCall } from '../farms/guards';
import type { SessionEnv } from '../middleware/session';
import { parseBody } from '../validate';

/** What a key may do with the farm's records, in the api-key plugin's permission format. */
export const KEY_PERMISSIONS: Record<ApiKeyAccess, { records: string[] }> = {
  read: { records: ['read'] },
  'read-write': { records: ['read', 'write'] },
};

function accessOf(permissions: string | null): ApiKeyAccess {
  try {
    const parsed = JSON.parse(permissions ?? '{}') as { records?: string[] };
    return parsed.records?.includes('write') ? 'read-write' : 'read';
  } catch {
    return 'read';
  }
}

function toView(row: typeof apiKeys.$inferSelect): ApiKeyView {
  return {
    id: row.id,
    name: row.name ?? '',
    start: row.start,
    access: accessOf(row.permissions),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastRequest ? row.lastRequest.toISOString() : null,
    revoked: row.enabled === false,
  };
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A farm's API keys ('Integrações', decision 015), owner only: GET /api/farms/:id/api-keys,
 * POST (MASTER: named, read-only or read-write; the key is answered once and stored hashed by
 * the api-key plugin), DELETE …/:keyId (revokes: the key stays listed, disabled).
 */
export function apiKeyRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db, auth } = deps;
  const ownerOf = async (userId: string, farmId: string) => {
    const membership = await membershipOf(db, userId, farmId, deps.now());
    assertOwner(membership);
    return membership;
  };

  return new Hono<SessionEnv>()

    .get('/:id/api-keys', async (c) => {
      const membership = await ownerOf(c.get('user').id, c.req.param('id'));
      const rows = await db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.referenceId, membership.farmId))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return c.json(rows.map(toView));
    })
    .post('/:id/api-keys', async (c) => {
      const user = c.get('user');
      const membership = await ownerOf(user.id, c.req.param('id'));
      const input = await parseBody(c, apiKeySchema);
      assertMultiFarmPlan(membership.access);
      const created = await pluginCall(() =>
        auth.api.createApiKey({
          body: {
            organizationId: membership.farmId,
            userId: user.id,
            name: input.name,
            permissions: KEY_PERMISSIONS[input.access],
          },
        }),
      );
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
      if (!row) throw new AppError(500, 'INTERNAL', 'Não foi possível criar a chave.');
      const body: CreatedApiKey = { ...toView(row), key: created.key };
      return c.json(body, 201);
    })
    .delete('/:id/api-keys/:keyId', async (c) => {
      const membership = await ownerOf(c.get('user').id, c.req.param('id'));
      const keyId = c.req.param('keyId');
      const revoked = ID.test(keyId)
        ? await db
            .update(apiKeys)
            .set({ enabled: false, updatedAt: new Date() })
            .where(and(eq(apiKeys.id, keyId), eq(apiKeys.referenceId, membership.farmId)))
            .returning({ id: apiKeys.id })
        : [];
      if (revoked.length === 0) throw new AppError(404, 'NOT_FOUND', 'Chave não encontrada.');
      return c.body(null, 204);
    });
}
