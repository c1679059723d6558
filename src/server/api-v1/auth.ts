import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Access } from '../../domain/plans';
import { loadAccess } from '../access';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { farmMembers } from '../db/schema';
import { AppError } from '../errors';

/** What a verified API key gives a request: its farm, that farm's plan, and what it may do. */
export interface ApiKeyContext {
  keyId: string;
  farmId: string;
  /** The farm's owner: their subscription is the farm's plan and counts the animal limit. */
  ownerId: string;
  access: Access & { isAdmin: boolean };
  canWrite: boolean;
}

export type ApiEnv = { Variables: { apiKey: ApiKeyContext } };

export const INVALID_KEY_MESSAGE = 'Chave de API inválida ou revogada.';
export const READ_ONLY_MESSAGE = 'Esta chave de API é somente leitura.';
export const RATE_LIMITED_MESSAGE = 'Muitas requisições. Aguarde e tente novamente.';
export const PLAN_REQUIRED_MESSAGE =
  'Gravar pela API exige o plano Master ativo da fazenda. Os dados continuam disponíveis para leitura.';

/** A key as a client can send it: printable ASCII, bounded (the plugin's are 'ac_' + 64). */
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const unauthorized = () => new AppError(401, 'INVALID_API_KEY', INVALID_KEY_MESSAGE);

/**
 * `Authorization: Bearer <key>` for /api/v1 (decision 015): the better-auth api-key plugin checks
 * the key (unknown, disabled or expired → 401) and counts it against its rate limit in the
 * database (→ 429 with Retry-After). The key's referenceId is the farm. Reads work on any plan,
 * so data stays readable after a downgrade; writes need a read-write key and the farm owner's
 * subscription active on MASTER (or an admin's).
 */
export function requireApiKey(deps: { auth: Auth; db: Db; now: () => Date }) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const match = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '');
    const key = match?.[1];
    if (!key || !KEY_SHAPE.test(key)) throw unauthorized();

    const result = await deps.auth.api.verifyApiKey({ body: { key } });
    if (!result.valid || !result.key) {
      const error = result.error as { code?: string; details?: { tryAgainIn?: number } } | null;
      if (error?.code === 'RATE_LIMITED') {
        const ms = Number(error.details?.tryAgainIn ?? 1000);
        c.header('retry-after', String(Math.max(1, Math.ceil(ms / 1000))));
        throw new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
      throw unauthorized();
    }

    const farmId = result.key.referenceId;
    const [owner] = await deps.db
      .select({ userId: farmMembers.userId })
      .from(farmMembers)
      .where(and(eq(farmMembers.organizationId, farmId), eq(farmMembers.role, 'owner')))
      .limit(1);
    if (!owner) throw unauthorized();
    const access = await loadAccess(deps.db, owner.userId, deps.now());
    const permissions = result.key.permissions as Record<string, string[]> | null;
    const canWrite = permissions?.records?.includes('write') ?? false;

    if (WRITE_METHODS.has(c.req.method)) {
      if (!canWrite) throw new AppError(403, 'READ_ONLY_KEY', READ_ONLY_MESSAGE);
      const subscription = access.subscription;
      const planAllows = subscription?.plan === 'MASTER' || subscription?.plan === 'ADMIN';
      if (!planAllows || subscription?.status !== 'active') {
        throw new AppError(403, 'PLAN_REQUIRED', PLAN_REQUIRED_MESSAGE);
      }
    }

    c.set('apiKey', { keyId: result.key.id, farmId, ownerId: owner.userId, access, canWrite });
    await next();
  });
}
