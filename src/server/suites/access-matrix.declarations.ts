import { FIELD_MODULE_IDS } from '../../domain/farms';
import type { AccessDeclaration } from '../access/access';
import { actionOf } from '../access/gates';
import { KEY_ACTORS, SESSION_ACTORS, type Actor } from './access-matrix.cases';

/**
 * The refusals a route's `access(...)` declaration implies for the matrix's callers, before the
 * route runs: who is not let in (401), who is let in but refused (403). The matrix's rows must
 * agree, so a declaration and the answers it gives cannot drift apart. The callers: no one is an
 * administrator; 'field' and 'otherFarmMember' are 'Campo' on their active farm; the keys are
 * farm F's (one revoked); the owners have Master.
 */
export function refusalsOf(
  declaration: AccessDeclaration,
  method: string,
): Partial<Record<Actor, number>> {
  const refused: Partial<Record<Actor, number>> = {};
  const caller = declaration.caller ?? 'session';
  const action = declaration.action ?? actionOf(method);
  if (caller === 'public' || caller === 'optional') return refused;
  if (caller === 'key') {
    for (const actor of [...SESSION_ACTORS, 'anonymous', 'revokedKey'] as Actor[]) {
      refused[actor] = 401;
    }
    if (action !== 'read') refused.readKey = 403;
    return refused;
  }
  for (const actor of [...KEY_ACTORS, 'anonymous'] as Actor[]) refused[actor] = 401;
  if (caller === 'admin') {
    for (const actor of SESSION_ACTORS) refused[actor] = 403;
    return refused;
  }
  const campo: Actor[] = ['field', 'otherFarmMember'];
  const fieldModule =
    declaration.module && (FIELD_MODULE_IDS as readonly string[]).includes(declaration.module);
  if ((declaration.module && !fieldModule) || declaration.manager) {
    for (const actor of campo) refused[actor] = 403;
  }
  if (declaration.owner && declaration.farm === 'path') {
    refused.manager = 403;
    refused.field = 403;
  }
  return refused;
}
