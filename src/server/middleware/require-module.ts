import { createMiddleware } from 'hono/factory';
import type { ModuleId } from '../../domain/modules';
import { loadAccess } from '../access';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { SessionEnv } from './session';

/** Methods that add or change records; reading and deleting stay open to a lapsed account. */
const ADDING_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export const INACTIVE_WRITE_MESSAGE =
  'Sua assinatura está inativa. Atualize o pagamento para voltar a registrar dados; seus registros continuam disponíveis.';

/**
 * Plan gating on the server (decisions.md): a module the user's plan does not open answers 403,
 * whatever the browser shows. An inactive or overdue account keeps reading (and deleting) what it
 * recorded, but cannot add records until it pays (decisions.md "Plan changes, cancellation,
 * lapsed accounts"). `lapsedMayWrite` skips that rule: inventory checks it itself with the animal
 * limit, in its transaction, and the results calculator's saved margin is not a herd record.
 * Runs after requireSession.
 */
export function requireModule(
  db: Db,
  moduleId: ModuleId,
  now: () => Date,
  { lapsedMayWrite = false }: { lapsedMayWrite?: boolean } = {},
) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const access = await loadAccess(db, c.get('user').id, now());
    if (!access.modules.includes(moduleId)) {
      throw new AppError(403, 'MODULE_NOT_IN_PLAN', 'Este módulo não faz parte do seu plano.');
    }
    const adding = ADDING_METHODS.has(c.req.method);
    if (adding && !lapsedMayWrite && access.subscription?.status !== 'active') {
      throw new AppError(403, 'SUBSCRIPTION_INACTIVE', INACTIVE_WRITE_MESSAGE);
    }
    await next();
  });
}
