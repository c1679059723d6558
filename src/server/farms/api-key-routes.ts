import { Hono } from 'hono';
import {
  apiKeySchema,
  type ApiKeyAccess,
  type ApiKeyView,
  type CreatedApiKey,
} from '../../domain/farms';
import type { Access, AccessEnv } from '../access/access';
import type { Auth } from '../auth/auth';
import { AppError } from '../errors';
import { parseBody } from '../validate';
import { pluginCall } from './plugin-errors';
import type { FarmsStore } from './store';

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

type KeyRow = Awaited<ReturnType<FarmsStore['keys']>>[number];

function toView(row: KeyRow): ApiKeyView {
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
export function apiKeyRoutes(deps: {
  access: Access;
  auth: Auth;
  store: FarmsStore;
  now: () => Date;
}) {
  const { access, auth, store } = deps;
  const owner = { farm: 'path', owner: true } as const;

  return new Hono<AccessEnv>()
    .get('/:id/api-keys', access(owner), async (c) => {
      return c.json((await store.keys(c.get('farm').id)).map(toView));
    })
    .post('/:id/api-keys', access({ ...owner, feature: 'master' }), async (c) => {
      const input = await parseBody(c, apiKeySchema);
      const created = await pluginCall(() =>
        auth.api.createApiKey({
          body: {
            organizationId: c.get('farm').id,
            userId: c.get('user').id,
            name: input.name,
            permissions: KEY_PERMISSIONS[input.access],
          },
        }),
      );
      const row = await store.key(created.id);
      if (!row) throw new AppError(500, 'INTERNAL', 'Não foi possível criar a chave.');
      const body: CreatedApiKey = { ...toView(row), key: created.key };
      return c.json(body, 201);
    })
    .delete('/:id/api-keys/:keyId', access(owner), async (c) => {
      const keyId = c.req.param('keyId');
      const revoked =
        ID.test(keyId) && (await store.revokeKey(c.get('farm').id, keyId, deps.now()));
      if (!revoked) throw new AppError(404, 'NOT_FOUND', 'Chave não encontrada.');
      return c.body(null, 204);
    });
}
