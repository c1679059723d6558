import { parse } from 'hono/utils/cookie';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { verifiedToken, type SessionCookieContext } from '../auth/session-lookup';
import type { AccessAuth } from './auth-port';
import {
  accessOfColumns,
  farmOfColumns,
  type AccessWithAdmin,
  type CallerRow,
  type FarmContext,
  type SubscriptionColumns,
} from './farm-context';
import type { AccessStore } from './store';

/** The signed-in person of a request. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  /** The session's chosen farm (may be stale: the farm is checked against the memberships). */
  activeFarmId: string | null;
  /** The session's token, to find the session row (switching farms). */
  sessionToken: string;
}

/**
 * Who is calling (issue 22): the person and their own plan and admin role, the farm the request
 * works on, or the API key and its farm. Read once per request, in one statement in the common
 * case (store.ts); the gates (gates.ts) decide from it alone.
 */
export interface Caller {
  user: SessionUser | null;
  /** The person's own admin role and subscription (a new farm is their own plan's matter). */
  own: AccessWithAdmin | null;
  /** Session: the active farm (or X-Farm-Id's); API key: the key's farm, as its owner. */
  farm: FarmContext | null;
  /** The X-Farm-Id header, when the request named its farm (the offline outbox). */
  farmHeader: string | undefined;
}

const ownOf = (row: CallerRow): [boolean, SubscriptionColumns] => [
  row.caller_is_admin,
  {
    plan: row.own_plan,
    status: row.own_status,
    animal_limit: row.own_animal_limit,
    trial_ends_at: row.own_trial_ends_at,
    current_period_end: row.own_current_period_end,
    cancel_at_period_end: row.own_cancel_at_period_end,
  },
];

/** The caller `user` is, from the statement's row. */
function callerOf(
  user: SessionUser,
  row: CallerRow,
  now: Date,
  farmHeader: string | undefined,
): Caller {
  const [isAdmin, own] = ownOf(row);
  return {
    user,
    own: accessOfColumns(isAdmin, own, now),
    farm: farmOfColumns(row, user.id, now),
    farmHeader,
  };
}

/**
 * Resolves the caller of a request's session cookie. The common case — a valid session that
 * needs nothing done — is one statement (`callerBySession`); any other (no or unsigned cookie,
 * an expired session, one due for its daily extension, "don't remember me") is better-auth's to
 * decide (`getSession`), and then one more statement reads the rest. Decision 020.
 */
export function sessionCallers(deps: {
  auth: AccessAuth;
  store: AccessStore;
  now: () => Date;
  cookieContext: Promise<SessionCookieContext>;
}) {
  const anonymous = (farmHeader: string | undefined): Caller => ({
    user: null,
    own: null,
    farm: null,
    farmHeader,
  });

  /**
   * The caller in one statement when the cookie holds a valid session that needs nothing done;
   * undefined for every other case (better-auth's, below).
   */
  async function fast(headers: Headers): Promise<Caller | undefined> {
    const farmHeader = headers.get('x-farm-id') ?? undefined;
    const cookie = headers.get('cookie') ?? '';
    if (!cookie.includes(`${SESSION_COOKIE}=`)) return undefined;
    const ctx = await deps.cookieContext;
    const cookies = parse(cookie);
    const value = cookies[ctx.authCookies.sessionToken.name];
    const token =
      value !== undefined && cookies[ctx.authCookies.dontRememberToken.name] === undefined
        ? verifiedToken(value, ctx.secret)
        : null;
    if (!token) return undefined;
    const row = await deps.store.callerBySession(token, farmHeader ?? '', farmHeader !== undefined);
    if (!row) return undefined;
    const expiresAt = row.expires_at.getTime();
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const clock = Date.now();
    // better-auth's own tests: expired, or due for its extension (getSession's shouldBeUpdated).
    if (expiresAt < clock || expiresAt - expiresIn * 1000 + updateAge * 1000 <= clock) {
      return undefined;
    }
    const now = deps.now();
    const user: SessionUser = {
      id: row.user_id,
      name: row.name,
      email: row.email,
      createdAt: row.created_at,
      activeFarmId: row.active_organization_id,
      sessionToken: row.token,
    };
    return callerOf(user, row, now, farmHeader);
  }

  async function resolve(headers: Headers): Promise<Caller> {
    const farmHeader = headers.get('x-farm-id') ?? undefined;
    const cookie = headers.get('cookie') ?? '';
    if (!cookie.includes(`${SESSION_COOKIE}=`)) return anonymous(farmHeader);
    const quick = await fast(headers);
    if (quick) return quick;
    const now = deps.now();
    const wanted = farmHeader ?? '';
    const exact = farmHeader !== undefined;
    const found = await deps.auth.api.getSession({ headers });
    if (!found) return anonymous(farmHeader);
    const session = found.session as { token: string; activeOrganizationId?: string | null };
    const user: SessionUser = {
      id: found.user.id,
      name: found.user.name,
      email: found.user.email,
      createdAt: new Date(found.user.createdAt),
      activeFarmId: session.activeOrganizationId ?? null,
      sessionToken: session.token,
    };
    const row = await deps.store.callerByUser(user.id, user.activeFarmId, wanted, exact);
    return callerOf(user, row, now, farmHeader);
  }

  return { resolve, fast };
}
