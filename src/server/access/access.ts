import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ModuleId } from '../../domain/modules';
import type { PlanFeature } from '../../domain/plans';
import { AppError } from '../errors';
import type { AccessAuth } from './auth-port';
import { sessionCallers, type Caller, type SessionUser } from './caller';
import { farmOfColumns, type FarmContext } from './farm-context';
import * as gate from './gates';
import type { AccessStore } from './store';

/**
 * What a route needs, in one line (issue 22): `access({ module: 'weighing', action: 'write' })`.
 * The access matrix (suites/access-matrix.test.ts) reads these declarations from the route table,
 * so a route without one fails it.
 */
export interface AccessDeclaration {
  /**
   * Who may call: a signed-in person ('session', the default), an administrator ('admin'), an
   * API key of a farm ('key'), or anyone — 'optional' reads the session when there is one,
   * 'public' reads nothing (health, webhooks with their own token, the API docs).
   */
  caller?: 'session' | 'admin' | 'key' | 'optional' | 'public';
  /** The farm worked on: the session's active one, or the one named by the path's `:id`. */
  farm?: 'active' | 'path';
  /** The module the route belongs to: open in the farm's plan and for the caller's role. */
  module?: ModuleId;
  /**
   * A farm's page outside the modules (the herd, decision 036): every role on every plan, but
   * writing is closed to a lapsed plan as in a module. Implies `farm: 'active'`.
   */
  farmPage?: boolean;
  /** What the route does (default: from the method); writing is closed to a lapsed plan. */
  action?: gate.Action;
  /** Writes stay open to a lapsed plan: the route checks what it must itself. */
  lapsedMayWrite?: boolean;
  /** Only the farm's owner. */
  owner?: boolean;
  /**
   * The owner or a 'Gerente' ('Campo' never changes what carries money); a text is the refusal's
   * message, when the lots' is not the one to say.
   */
  manager?: boolean | string;
  /** A plan feature, of the farm's plan or (`featureOf: 'own'`) the caller's own. */
  feature?: PlanFeature;
  featureOf?: 'farm' | 'own';
}

/** An API key's farm and what it may do. */
export interface KeyContext {
  keyId: string;
  canWrite: boolean;
}

export type AccessEnv = {
  Variables: { caller: Caller; user: SessionUser; farm: FarmContext; key: KeyContext };
};

export type AccessMiddleware = MiddlewareHandler<AccessEnv> & { declaration: AccessDeclaration };

/** A key as a client can send it: printable ASCII, bounded (the plugin's are 'ac_' + 64). */
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

/**
 * The access layer: `access(declaration)` makes the middleware that resolves the caller once and
 * runs the declared gates, in one order — caller, farm, owner, plan feature, module and action —
 * then puts `user`, `farm` (and `key`) in the request's variables for the route.
 */
export function createAccess(deps: { auth: AccessAuth; store: AccessStore; now: () => Date }) {
  const callers = sessionCallers({
    auth: deps.auth,
    store: deps.store,
    now: deps.now,
    cookieContext: deps.auth.$context,
  });

  /**
   * The session caller of the request, read once (another access() on the route reuses it).
   * `X-Farm-Id` names the farm a record belongs to; routes that are not a farm's ('optional':
   * /api/me, the sandbox) read the session's active farm whatever the header says.
   */
  async function sessionCaller(c: Context<AccessEnv>, farmHeader = true): Promise<Caller> {
    const known = c.get('caller') as Caller | undefined;
    if (known) return known;
    let headers = c.req.raw.headers;
    if (!farmHeader && headers.has('x-farm-id')) {
      headers = new Headers(headers);
      headers.delete('x-farm-id');
    }
    const caller = await callers.resolve(headers);
    c.set('caller', caller);
    return caller;
  }

  /** The caller's membership of the farm in the path (one more statement, those routes only). */
  async function farmInPath(c: Context<AccessEnv>, caller: Caller): Promise<FarmContext> {
    const id = c.req.param('id') ?? '';
    if (!gate.FARM_ID.test(id) || !caller.user) return gate.pathFarm(null);
    const row = await deps.store.callerByUser(caller.user.id, caller.user.activeFarmId, id, true);
    return gate.pathFarm(farmOfColumns(row, caller.user.id, deps.now()));
  }

  async function keyCaller(c: Context<AccessEnv>): Promise<[FarmContext, KeyContext]> {
    const match = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '');
    const key = match?.[1];
    if (!key || !KEY_SHAPE.test(key)) throw gate.invalidKey();
    const result = await deps.auth.api.verifyApiKey({ body: { key } });
    if (!result.valid || !result.key) {
      const error = result.error as { code?: string; details?: { tryAgainIn?: number } } | null;
      if (error?.code === 'RATE_LIMITED') {
        const ms = Number(error.details?.tryAgainIn ?? 1000);
        c.header('retry-after', String(Math.max(1, Math.ceil(ms / 1000))));
        throw new AppError(429, 'RATE_LIMITED', gate.RATE_LIMITED_MESSAGE);
      }
      throw gate.invalidKey();
    }
    const row = await deps.store.farmOfKey(result.key.referenceId);
    const farm = farmOfColumns(row, row?.owner_id ?? '', deps.now());
    if (!farm) throw gate.invalidKey();
    const permissions = result.key.permissions as Record<string, string[]> | null;
    return [
      farm,
      { keyId: result.key.id, canWrite: permissions?.records?.includes('write') ?? false },
    ];
  }

  function access(declaration: AccessDeclaration = {}): AccessMiddleware {
    const kind = declaration.caller ?? 'session';
    const middleware = createMiddleware<AccessEnv>(async (c, next) => {
      const action = declaration.action ?? gate.actionOf(c.req.method);
      if (kind === 'public') return next();

      if (kind === 'key') {
        const [farm, key] = await keyCaller(c);
        // A key answers as the farm's owner (the owner made it): a module's plan feature and
        // the manager's rule count as they do for the owner's session (the Financeiro's).
        if (declaration.feature) gate.feature(farm.access, declaration.feature);
        if (declaration.manager) {
          gate.manager(
            farm,
            typeof declaration.manager === 'string' ? declaration.manager : undefined,
          );
        }
        if (action !== 'read') gate.keyMayWrite(key.canWrite, farm);
        c.set('farm', farm);
        c.set('key', key);
        return next();
      }

      const caller = await sessionCaller(c, kind !== 'optional');
      if (kind === 'optional') {
        if (caller.user) c.set('user', caller.user);
        return next();
      }
      c.set('user', gate.signedIn(caller, c.req.header('X-User-Id')));
      if (kind === 'admin') gate.admin(caller);

      let farm: FarmContext | undefined;
      if (declaration.farm === 'path') farm = await farmInPath(c, caller);
      else if (declaration.farm === 'active' || declaration.module || declaration.farmPage) {
        farm = gate.activeFarm(caller);
      }
      if (farm) c.set('farm', farm);
      if (declaration.owner) gate.owner(farm!);
      if (declaration.feature) {
        gate.feature(
          declaration.featureOf === 'own' ? caller.own : farm?.access,
          declaration.feature,
        );
      }
      if (declaration.module) {
        gate.moduleOpen(farm!, declaration.module, action, declaration.lapsedMayWrite ?? false);
      }
      if (declaration.farmPage) gate.planWrite(farm!, action, declaration.lapsedMayWrite ?? false);
      if (declaration.manager) {
        gate.manager(
          farm!,
          typeof declaration.manager === 'string' ? declaration.manager : undefined,
        );
      }
      await next();
    });
    return Object.assign(middleware, { declaration });
  }

  /** The session caller of `headers` (`fast`: only the one-statement common case). */
  return Object.assign(access, { callers });
}

export type Access = ReturnType<typeof createAccess>;
