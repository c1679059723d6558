import { createMiddleware } from 'hono/factory';
import type { ModuleId } from '../../domain/modules';
import { loadAccess } from '../access';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { SessionEnv } from './session';

/**
 * Plan gating on the server (decisions.md): a module the user's plan does not open answers 403,
 * whatever the browser shows. Runs after requireSession.
 */
export function requireModule(db: Db, moduleId: ModuleId, now: () => Date) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const access = await loadAccess(db, c.get('user').id, now());
    if (!access.modules.includes(moduleId)) {
      throw new AppError(403, 'MODULE_NOT_IN_PLAN', 'Este módulo não faz parte do seu plano.');
    }
    await next();
  });
}
