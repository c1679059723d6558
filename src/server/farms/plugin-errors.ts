import { APIError } from 'better-auth/api';
import { AppError } from '../errors';

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
    'Confirme seu e-mail antes de aceitar o convite.',
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
