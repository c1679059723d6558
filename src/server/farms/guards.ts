import { APIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import { isMultiFarmPlan, MULTI_FARM_MESSAGE, type FarmRole } from '../../domain/farms';
import type { Access } from '../../domain/plans';
import { loadAccess } from '../access';
import type { Db } from '../db/client';
import { AppError } from '../errors';

export interface Membership {
  farmId: string;
  farmName: string;
  role: FarmRole;
  ownerId: string;
  /** The owner's access: the farm's plan. */
  access: Access & { isAdmin: boolean };
}

/** Farm ids are uuids (made by the trigger or the plugin): anything else is not a farm. */
export const FARM_ID = /^[A-Za-z0-9_-]{1,100}$/;

const FARM_NOT_FOUND = () => new AppError(404, 'NOT_FOUND', 'Fazenda não encontrada.');

/**
 * The user's membership of `farmId`, or a 404: a farm the user does not belong to is not
 * revealed, whatever its id.
 */
export async function membershipOf(
  db: Db,
  userId: string,
  farmId: string,
  now: Date,
): Promise<Membership> {
  if (!FARM_ID.test(farmId)) throw FARM_NOT_FOUND();
  const { rows } = await db.execute<{ name: string; role: FarmRole; owner_id: string | null }>(sql`
    select f.name, m.role,
      (select o.user_id from farm_members o
        where o.organization_id = f.id and o.role = 'owner') as owner_id
    from farm_members m join farms f on f.id = m.organization_id
    where m.user_id = ${userId} and m.organization_id = ${farmId}
  `);
  const row = rows[0];
  if (!row) throw FARM_NOT_FOUND();
  const ownerId = row.owner_id ?? userId;
  return {
    farmId,
    farmName: row.name,
    role: row.role,
    ownerId,
    access: await loadAccess(db, ownerId, now),
  };
}

export const OWNER_ONLY_MESSAGE = 'Só o proprietário da fazenda pode fazer isso.';

/** 403 unless the member is the farm's owner ('Proprietário'). */
export function assertOwner(membership: Membership): void {
  if (membership.role !== 'owner') throw new AppError(403, 'OWNER_ONLY', OWNER_ONLY_MESSAGE);
}

/**
 * Adding a farm, a member or an API key needs an active MASTER plan (ADMIN counts): after a
 * downgrade everything stays readable, only adding is blocked, with the reason.
 */
export function assertMultiFarmPlan(access: Access): void {
  const subscription = access.subscription;
  if (!subscription || !isMultiFarmPlan(subscription.plan) || subscription.status !== 'active') {
    throw new AppError(403, 'PLAN_REQUIRED', MULTI_FARM_MESSAGE);
  }
}

/** better-auth plugin errors (thrown by `auth.api.*`) in the product's words. */
const PLUGIN_ERRORS: Record<string, [number, string, string]> = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: [
    409,
    'ALREADY_MEMBER',
    'Esta pessoa já faz parte da equipe.',
  ],
  INVITATION_NOT_FOUND: [404, 'NOT_FOUND', 'Convite não encontrado ou expirado.'],
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: [
    404,
    'NOT_FOUND',
    'Convite não encontrado ou expirado.',
  ],
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION: [
    403,
    'EMAIL_NOT_VERIFIED',
    'Confirme seu email antes de aceitar o convite.',
  ],
  MEMBER_NOT_FOUND: [404, 'NOT_FOUND', 'Membro não encontrado.'],
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: [
    403,
    'OWNER_CANNOT_LEAVE',
    'O proprietário não pode sair da própria fazenda.',
  ],
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: [403, 'LIMIT', 'Limite de membros atingido.'],
};

/** Runs a plugin call, turning its APIError into an AppError (unknown ones: 400, generic). */
export async function pluginCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code ?? '';
    const known = PLUGIN_ERRORS[code];
    if (known) throw new AppError(known[0] as 403, known[1], known[2]);
    if (error.statusCode === 403 || error.statusCode === 401) {
      throw new AppError(403, 'FORBIDDEN', 'Você não tem permissão para fazer isso.');
    }
    if (error.statusCode === 404) throw new AppError(404, 'NOT_FOUND', 'Não encontrado.');
    throw new AppError(400, 'BAD_REQUEST', 'Não foi possível concluir. Tente novamente.');
  }
}
