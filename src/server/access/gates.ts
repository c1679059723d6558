import {
  FARM_PLAN_MODULE_MESSAGE,
  MULTI_FARM_MESSAGE,
  modulesForRole,
  roleForbiddenMessage,
} from '../../domain/farms';
import { EXPORT_NOT_IN_PLAN_MESSAGE } from '../../domain/export/datasets';
import { FINANCE_PLAN_MESSAGE } from '../../domain/finance/constants';
import { PASTURES_PLAN_MESSAGE } from '../../domain/pastures/constants';
import { REPRODUCTION_PLAN_MESSAGE } from '../../domain/reproduction/constants';
import { SANITARY_PLAN_MESSAGE } from '../../domain/sanitary/constants';
import type { ModuleId } from '../../domain/modules';
import { hasFeature, type PlanFeature } from '../../domain/plans';
import { AppError } from '../errors';
import type { Caller } from './caller';
import type { AccessWithAdmin, FarmContext } from './farm-context';

/*
 * Every gate of the app (issue 22): who may call a route is decided here and nowhere else, from
 * the caller (caller.ts) and the route's declaration (access.ts). Each throws the AppError the
 * API contract names (401, 403, 404) with the product's Portuguese message.
 */

export const UNAUTHORIZED_MESSAGE = 'Você precisa estar autenticado.';
export const OTHER_USER_MESSAGE =
  'Outra conta entrou neste aparelho: os registros guardados de quem saiu não são enviados por ela.';
export const ADMIN_ONLY_MESSAGE = 'Você não tem permissão para acessar esta área';
export const FARM_UNAVAILABLE_MESSAGE = 'Você não tem mais acesso a esta fazenda.';
export const NO_FARM_MESSAGE = 'Você não participa de nenhuma fazenda.';
export const MODULE_NOT_IN_PLAN_MESSAGE = 'Este módulo não faz parte do seu plano.';
export const INACTIVE_WRITE_MESSAGE =
  'Sua assinatura está inativa. Atualize o pagamento para voltar a registrar dados; seus registros continuam disponíveis.';
export const OWNER_ONLY_MESSAGE = 'Só o proprietário da fazenda pode fazer isso.';
export const FARM_NOT_FOUND_MESSAGE = 'Fazenda não encontrada.';
export const INVALID_KEY_MESSAGE = 'Chave de API inválida ou revogada.';
export const READ_ONLY_MESSAGE = 'Esta chave de API é somente leitura.';
export const RATE_LIMITED_MESSAGE = 'Muitas requisições. Aguarde e tente novamente.';
export const KEY_PLAN_REQUIRED_MESSAGE =
  'Gravar pela API exige o plano Master ativo da fazenda. Os dados continuam disponíveis para leitura.';

/** Farm ids are uuids (made by the trigger or the plugin): anything else is not a farm. */
export const FARM_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** What a request does, for the lapsed-account rule: reading and deleting stay open. */
export type Action = 'read' | 'write' | 'delete';

export function actionOf(method: string): Action {
  if (method === 'DELETE') return 'delete';
  return method === 'POST' || method === 'PUT' || method === 'PATCH' ? 'write' : 'read';
}

/** A signed-in person; an outbox write names its author (`X-User-Id`), who must be them. */
export function signedIn(caller: Caller, author: string | undefined) {
  if (!caller.user) throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  if (author !== undefined && author !== caller.user.id) {
    throw new AppError(401, 'SESSION_USER_CHANGED', OTHER_USER_MESSAGE);
  }
  return caller.user;
}

export function admin(caller: Caller) {
  if (!caller.own?.isAdmin) throw new AppError(403, 'FORBIDDEN', ADMIN_ONLY_MESSAGE);
}

/**
 * The farm the request works on: with `X-Farm-Id` (the offline outbox names the farm a record
 * was made on) exactly that farm while the caller is its member, else 403 FARM_UNAVAILABLE —
 * never another farm; without it, the active farm (or the first).
 */
export function activeFarm(caller: Caller): FarmContext {
  if (caller.farmHeader !== undefined) {
    if (!caller.farm || !FARM_ID.test(caller.farmHeader) || caller.farm.id !== caller.farmHeader) {
      throw new AppError(403, 'FARM_UNAVAILABLE', FARM_UNAVAILABLE_MESSAGE);
    }
    return caller.farm;
  }
  if (!caller.farm) throw new AppError(403, 'NO_FARM', NO_FARM_MESSAGE);
  return caller.farm;
}

/** A farm named in the path: the caller's membership of it, or a 404 (never revealed). */
export function pathFarm(farm: FarmContext | null): FarmContext {
  if (!farm) throw new AppError(404, 'NOT_FOUND', FARM_NOT_FOUND_MESSAGE);
  return farm;
}

/**
 * Plan and role gating (decisions.md, decision 015): a module the farm's plan does not open, or
 * the role does not reach ('Campo': inventory and weighings only), is 403; an inactive or
 * overdue plan keeps reading and deleting what it recorded, but adds nothing until it pays,
 * unless the route checks that itself (`lapsedMayWrite`).
 */
export function moduleOpen(
  farm: FarmContext,
  module: ModuleId,
  action: Action,
  lapsedMayWrite: boolean,
) {
  const { access, role } = farm;
  if (!modulesForRole(access.modules, role).includes(module)) {
    // 'Campo' hears about his access on the farm, never about a plan (issue 23); a manager
    // hears that the farm's plan (its owner's) does not open it.
    if (role === 'field') throw new AppError(403, 'ROLE_FORBIDDEN', roleForbiddenMessage(role));
    const message = role === 'owner' ? MODULE_NOT_IN_PLAN_MESSAGE : FARM_PLAN_MODULE_MESSAGE;
    throw new AppError(403, 'MODULE_NOT_IN_PLAN', message);
  }
  planWrite(farm, action, lapsedMayWrite);
}

/**
 * An inactive or overdue plan keeps reading and deleting, but writes nothing until it pays
 * (a module's routes, and the farm pages outside the modules: the herd), unless the route
 * checks that itself (`lapsedMayWrite`).
 */
export function planWrite(farm: FarmContext, action: Action, lapsedMayWrite: boolean) {
  if (action === 'write' && !lapsedMayWrite && farm.access.subscription?.status !== 'active') {
    throw new AppError(403, 'SUBSCRIPTION_INACTIVE', INACTIVE_WRITE_MESSAGE);
  }
}

export const MANAGER_ONLY_MESSAGE = 'Só o proprietário e o gerente cadastram e alteram lotes.';

/** 403 for 'Campo': what the route changes carries money (a lot's price, by default). */
export function manager(farm: FarmContext, message = MANAGER_ONLY_MESSAGE) {
  if (!farm.seesMoney) throw new AppError(403, 'ROLE_FORBIDDEN', message);
}

/** 403 unless the caller is the farm's owner ('Proprietário'). */
export function owner(farm: FarmContext) {
  if (farm.role !== 'owner') throw new AppError(403, 'OWNER_ONLY', OWNER_ONLY_MESSAGE);
}

/** A plan feature: Master adds farms, members and keys; export needs Pro or above. */
export function feature(access: AccessWithAdmin | null | undefined, wanted: PlanFeature) {
  if (hasFeature(access, wanted)) return;
  if (wanted === 'export')
    throw new AppError(403, 'EXPORT_NOT_IN_PLAN', EXPORT_NOT_IN_PLAN_MESSAGE);
  if (wanted === 'sanitary') throw new AppError(403, 'PLAN_REQUIRED', SANITARY_PLAN_MESSAGE);
  if (wanted === 'reproduction')
    throw new AppError(403, 'PLAN_REQUIRED', REPRODUCTION_PLAN_MESSAGE);
  if (wanted === 'pastures') throw new AppError(403, 'PLAN_REQUIRED', PASTURES_PLAN_MESSAGE);
  if (wanted === 'finance') throw new AppError(403, 'PLAN_REQUIRED', FINANCE_PLAN_MESSAGE);
  throw new AppError(403, 'PLAN_REQUIRED', MULTI_FARM_MESSAGE);
}

/**
 * An API key writes only with read-write permission and the farm owner's Master plan active
 * (decision 015: reading works on any plan, so data stays readable after a downgrade).
 */
export function keyMayWrite(canWrite: boolean, farm: FarmContext) {
  if (!canWrite) throw new AppError(403, 'READ_ONLY_KEY', READ_ONLY_MESSAGE);
  if (!hasFeature(farm.access, 'master')) {
    throw new AppError(403, 'PLAN_REQUIRED', KEY_PLAN_REQUIRED_MESSAGE);
  }
}

export const invalidKey = () => new AppError(401, 'INVALID_API_KEY', INVALID_KEY_MESSAGE);
