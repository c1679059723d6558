import { createMiddleware } from 'hono/factory';
import { modulesForRole } from '../../domain/farms';
import type { ModuleId } from '../../domain/modules';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { memberFarm, resolveFarm, type FarmContext } from '../farms/context';
import { FARM_ID } from '../farms/guards';
import type { SessionEnv, SessionUser } from './session';

/** Methods that add or change records; reading and deleting stay open to a lapsed account. */
const ADDING_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export const INACTIVE_WRITE_MESSAGE =
  'Sua assinatura está inativa. Atualize o pagamento para voltar a registrar dados; seus registros continuam disponíveis.';

export const ROLE_FORBIDDEN_MESSAGE = 'Seu papel nesta fazenda não permite acessar este módulo.';

export const FARM_UNAVAILABLE_MESSAGE = 'Você não tem mais acesso a esta fazenda.';

export type FarmEnv = { Variables: SessionEnv['Variables'] & { farm: FarmContext } };

/**
 * The farm a request works on. With an `X-Farm-Id` header (the browser's offline outbox names
 * the farm a record was made on), exactly that farm while the user is a member of it, else a
 * 403 FARM_UNAVAILABLE: never another farm. Without it, the session's active farm while the
 * user is a member, else the user's first farm (farms/context.ts).
 */
async function requestFarm(
  db: Db,
  user: SessionUser,
  header: string | undefined,
  now: Date,
): Promise<FarmContext> {
  if (header !== undefined) {
    const farm = FARM_ID.test(header) ? await memberFarm(db, user.id, header, now) : null;
    if (!farm) throw new AppError(403, 'FARM_UNAVAILABLE', FARM_UNAVAILABLE_MESSAGE);
    return farm;
  }
  const farm = await resolveFarm(db, user.id, user.activeFarmId, now);
  if (!farm) throw new AppError(403, 'NO_FARM', 'Você não participa de nenhuma fazenda.');
  return farm;
}

/** Puts the request's farm (see requestFarm) in `c.var.farm`. Runs after requireSession. */
export function requireFarm(db: Db, now: () => Date) {
  return createMiddleware<FarmEnv>(async (c, next) => {
    c.set('farm', await requestFarm(db, c.get('user'), c.req.header('X-Farm-Id'), now()));
    await next();
  });
}

/**
 * Plan and role gating on the server (decisions.md, decision 015): a module the farm's plan does
 * not open, or the user's role on the farm does not reach ('Campo': inventory and weighings
 * only), answers 403, whatever the browser shows. An inactive or overdue farm plan keeps reading
 * (and deleting) what it recorded, but cannot add records until it pays (decisions.md "Plan
 * changes, cancellation, lapsed accounts"). `lapsedMayWrite` skips that rule: inventory checks
 * it itself with the animal limit, in its transaction, and the results calculator's saved margin
 * is not a herd record. Resolves the farm itself when requireFarm has not run.
 */
export function requireModule(
  db: Db,
  moduleId: ModuleId,
  now: () => Date,
  { lapsedMayWrite = false }: { lapsedMayWrite?: boolean } = {},
) {
  return createMiddleware<FarmEnv>(async (c, next) => {
    let farm = c.get('farm') as FarmContext | undefined;
    if (!farm) {
      farm = await requestFarm(db, c.get('user'), c.req.header('X-Farm-Id'), now());
      c.set('farm', farm);
    }
    const { access, role } = farm;
    if (!access.modules.includes(moduleId)) {
      throw new AppError(403, 'MODULE_NOT_IN_PLAN', 'Este módulo não faz parte do seu plano.');
    }
    if (!modulesForRole(access.modules, role).includes(moduleId)) {
      throw new AppError(403, 'ROLE_FORBIDDEN', ROLE_FORBIDDEN_MESSAGE);
    }
    const adding = ADDING_METHODS.has(c.req.method);
    if (adding && !lapsedMayWrite && access.subscription?.status !== 'active') {
      throw new AppError(403, 'SUBSCRIPTION_INACTIVE', INACTIVE_WRITE_MESSAGE);
    }
    await next();
  });
}
