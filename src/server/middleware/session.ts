import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE, type Auth } from '../auth';
import { AppError } from '../errors';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
}

export type SessionEnv = { Variables: { user: SessionUser } };

/**
 * Requires a signed-in user and puts it in `c.var.user`. Requests without the session cookie are
 * refused before any database work.
 */
export function requireSession(auth: Auth) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const cookie = c.req.header('cookie') ?? '';
    if (!cookie.includes(`${SESSION_COOKIE}=`)) {
      throw new AppError(401, 'UNAUTHORIZED', 'Você precisa estar autenticado.');
    }
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw new AppError(401, 'UNAUTHORIZED', 'Você precisa estar autenticado.');
    const { id, name, email, createdAt } = found.user;
    c.set('user', { id, name, email, createdAt: new Date(createdAt) });
    await next();
  });
}
