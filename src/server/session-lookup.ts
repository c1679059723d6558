import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import type pg from 'pg';

/** What a request's session gives the app: the user and the session's chosen farm. */
export interface SessionFound {
  user: { id: string; name: string; email: string; createdAt: Date };
  session: { token: string; activeOrganizationId: string | null };
}

/** The part of better-auth's context the look-up needs (`auth.$context`). */
export interface SessionCookieContext {
  secret: string;
  authCookies: {
    sessionToken: { name: string };
    dontRememberToken: { name: string };
  };
  sessionConfig: { expiresIn: number; updateAge: number };
}

interface Row {
  token: string;
  expires_at: Date;
  active_organization_id: string | null;
  user_id: string;
  name: string;
  email: string;
  created_at: Date;
}

/** One prepared statement: the session by its token, with its user. */
const SESSION_BY_TOKEN = {
  name: 'arroba-session-by-token',
  text: `select s.token, s.expires_at, s.active_organization_id,
           u.id as user_id, u.name, u.email, u.created_at
         from sessions s join users u on u.id = s.user_id
         where s.token = $1`,
};

/** The token of a cookie value `token.signature` whose HMAC-SHA256 signature holds, else null. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session of a request's cookie in one statement, for the common case only: a session that
 * is valid and needs nothing done. Everything else — no or unsigned cookie, unknown or expired
 * session, a session due for its daily extension, a "don't remember me" session — answers
 * `undefined`, and the caller asks better-auth (`getSession`), which decides and does the rest
 * (deletes the expired session, extends the due one). So this never accepts a session
 * better-auth would refuse: the same signed cookie (better-auth's name and secret), the same row,
 * the same expiry. It saves better-auth's endpoint machinery and a second query on every
 * request (issue 14's load profile).
 */
export function sessionLookup(pool: pg.Pool, context: Promise<SessionCookieContext>) {
  return async (headers: Headers, now = Date.now()): Promise<SessionFound | undefined> => {
    const ctx = await context;
    const cookie = headers.get('cookie');
    if (!cookie) return undefined;
    const name = ctx.authCookies.sessionToken.name;
    const cookies = parse(cookie);
    const value = cookies[name];
    if (value === undefined || cookies[ctx.authCookies.dontRememberToken.name] !== undefined) {
      return undefined;
    }
    const token = verifiedToken(value, ctx.secret);
    if (!token) return undefined;
    const { rows } = await pool.query<Row>({ ...SESSION_BY_TOKEN, values: [token] });
    const row = rows[0];
    if (!row) return undefined;
    const expiresAt = row.expires_at.getTime();
    const { expiresIn, updateAge } = ctx.sessionConfig;
    // better-auth's own tests: expired, or due for its extension (getSession's shouldBeUpdated).
    if (expiresAt < now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    return {
      user: { id: row.user_id, name: row.name, email: row.email, createdAt: row.created_at },
      session: { token: row.token, activeOrganizationId: row.active_organization_id },
    };
  };
}
