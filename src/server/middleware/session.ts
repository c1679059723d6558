import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE, type Auth } from '../auth';
import { AppError } from '../errors';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  /** The session's chosen farm (may be stale: the farm middleware checks membership). */
  activeFarmId: string | null;
  /** The session's token, to find the session row (switching farms). */
  sessionToken: string;
}

export type SessionEnv = { Variables: { user: SessionUser } };

/**
 * The signed-in user of a request, or null. Requests without the session cookie get null before
 * any database work; a valid session is read in one statement (session-lookup.ts), and every
 * other case is better-auth's to decide.
 */
export async function readSession(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const cookie = headers.get('cookie') ?? '';
  if (!cookie.includes(`${SESSION_COOKIE}=`)) return null;
  const found = (await auth.findSession(headers)) ?? (await auth.api.getSession({ headers }));
  if (!found) return null;
  const { id, name, email, createdAt } = found.user;
  const session = found.session as { token: string; activeOrganizationId?: string | null };
  return {
    id,
    name,
    email,
    createdAt: new Date(createdAt),
    activeFarmId: session.activeOrganizationId ?? null,
    sessionToken: session.token,
  };
}

export const OTHER_USER_MESSAGE =
  'Outra conta entrou neste aparelho: os registros guardados de quem saiu não são enviados por ela.';

/**
 * Requires a signed-in user (401 otherwise) and puts it in `c.var.user`. A write from the offline
 * outbox names the person who made it (`X-User-Id`): under another person's session it is
 * refused with a 401, so a phone passed to someone else never sends the previous user's records
 * under their account (issue 13).
 */
export function requireSession(auth: Auth) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const user = await readSession(auth, c.req.raw.headers);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Você precisa estar autenticado.');
    const author = c.req.header('X-User-Id');
    if (author !== undefined && author !== user.id) {
      throw new AppError(401, 'SESSION_USER_CHANGED', OTHER_USER_MESSAGE);
    }
    c.set('user', user);
    await next();
  });
}
