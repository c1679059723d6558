import { parse } from 'hono/utils/cookie';
import type { FarmBasics, FarmRole } from '../../domain/farms';
import { resolveAccess, type Access, type StoredSubscription } from '../../domain/plans';
import { SESSION_COOKIE, type Auth } from '../auth/auth';
import { verifiedToken, type SessionCookieContext } from '../auth/session-lookup';
import type { AccessStore, CallerRow, FarmColumns, SubscriptionColumns } from './store';

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

export type AccessWithAdmin = Access & { isAdmin: boolean };

/** The farm a request works on, the caller's role there and the plan it works under. */
export interface FarmContext extends FarmBasics {
  /** The farm's owner: its subscription is the farm's plan and counts the animal limit. */
  ownerId: string;
  /** The owner's access (plan, status, modules), not yet narrowed by the role. */
  access: AccessWithAdmin;
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

/** A timestamptz column as a Date (pg gives Dates; text is accepted too). */
const toDate = (value: string | Date | null) =>
  value === null || value instanceof Date ? value : new Date(value);

/** A user's access from their admin role and subscription columns (null: no row). */
export function accessOfColumns(
  isAdmin: boolean,
  row: SubscriptionColumns,
  now: Date,
): AccessWithAdmin {
  const subscription: StoredSubscription | null =
    row.plan === null
      ? null
      : {
          plan: row.plan as StoredSubscription['plan'],
          status: row.status as StoredSubscription['status'],
          animalLimit: row.animal_limit!,
          trialEndsAt: toDate(row.trial_ends_at),
          accessEndsAt: row.cancel_at_period_end ? toDate(row.current_period_end) : null,
        };
  return { isAdmin, ...resolveAccess({ isAdmin, subscription, now }) };
}

/** The farm of a row, or null when the caller has none. `userId` owns a farm without owner. */
export function farmOfColumns(row: FarmColumns | undefined, userId: string, now: Date) {
  if (!row?.farm_id) return null;
  const context: FarmContext = {
    id: row.farm_id,
    name: row.farm_name!,
    city: row.city,
    state: row.state,
    areaHectares: row.area_hectares === null ? null : Number(row.area_hectares),
    role: row.role as FarmRole,
    ownerId: row.owner_id ?? userId,
    access: accessOfColumns(row.owner_is_admin ?? false, row, now),
  };
  return context;
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
  auth: Auth;
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
