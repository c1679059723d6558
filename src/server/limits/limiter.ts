import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AccessEnv } from '../access/access';
import type { Env } from '../env';
import { AppError } from '../errors';
import { clientIp } from '../middleware/client-ip';
import {
  addressKey,
  CONFIRMATION_EMAILS,
  INVITATIONS,
  refusal,
  scaledLimits,
  waitOver,
  type Refusal,
  type RequestLimitName,
} from './rules';
import type { LimitsStore } from './store';
import { log as appLog } from '../observability/log';

export interface LimitsDeps {
  store: LimitsStore;
  env: Pick<
    Env,
    'TRUST_PROXY' | 'RATE_LIMIT_FACTOR' | 'CONFIRMATION_EMAILS_PER_HOUR' | 'INVITATIONS_PER_DAY'
  >;
  now: () => Date;
  log?: (line: string) => void;
}

/** Who a request is counted against: the signed-in account and the client's address. */
export interface Counted {
  account?: string | undefined;
  address?: string | undefined;
}

/** An e-mail address in a key: hashed, so the counters' table holds no addresses. */
const hashed = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

/** The slots of a rolling window of `max` e-mails. */
const slotsOf = (base: string, max: number) =>
  Array.from({ length: max }, (_, i) => `${base}#${i}`);

/**
 * The limits of decision 058 over their store. A refusal is a 429 with code RATE_LIMITED, a
 * Portuguese message saying what and when, and Retry-After in seconds. The limiter never turns
 * into an error of its own: when its statement fails (the database is away), the request goes on
 * and a line is logged — the limits guard capacity, and the request's own work meets the same
 * database anyway.
 */
export function createLimits(deps: LimitsDeps) {
  const requestLimits = scaledLimits(deps.env.RATE_LIMIT_FACTOR);
  const log = deps.log ?? ((line: string) => appLog.error(line));

  async function orLetThrough<T>(what: string, work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      log(`[limits] ${what} não pôde ser contado, o pedido segue: ${String(error)}`);
      return null;
    }
  }

  /** Counts a request of `name` against its account and address; the refusal when over. */
  async function check(name: RequestLimitName, who: Counted): Promise<Refusal | null> {
    const limit = requestLimits[name];
    const keyed: { key: string; max: number }[] = [];
    if (who.account)
      keyed.push({ key: `limit:${name}:user:${who.account}`, max: limit.perAccount });
    // In-process requests (the dashboard's own API calls, tests) have no socket: no address.
    if (who.address && who.address !== 'unknown') {
      keyed.push({ key: `limit:${name}:ip:${addressKey(who.address)}`, max: limit.perAddress });
    }
    if (keyed.length === 0) return null;
    const windowMs = limit.windowSeconds * 1000;
    const nowMs = deps.now().getTime();
    const counts = await orLetThrough(name, () =>
      deps.store.count(
        keyed.map((k) => k.key),
        windowMs,
        nowMs,
      ),
    );
    if (!counts) return null;
    const counters = keyed.flatMap(({ key, max }) => {
      const found = counts.get(key);
      return found ? [{ ...found, max }] : [];
    });
    const wait = waitOver(counters, windowMs, nowMs);
    return wait === null ? null : refusal(limit.what, wait);
  }

  /** Takes a slot of a rolling window of `max`; the refusal when every slot is in use. */
  async function take(
    name: string,
    what: string,
    base: string,
    limit: { max: number; windowSeconds: number },
  ): Promise<Refusal | null> {
    const windowMs = limit.windowSeconds * 1000;
    const nowMs = deps.now().getTime();
    const slot = await orLetThrough(name, () =>
      deps.store.takeSlot(slotsOf(base, limit.max), windowMs, nowMs),
    );
    if (!slot || slot.taken) return null;
    return refusal(what, slot.oldestAt + windowMs - nowMs);
  }

  /**
   * The route's middleware, after its access(): counts the request against the signed-in
   * account and the client's address (TRUST_PROXY rules); `when` narrows it to some requests.
   */
  function request(
    name: RequestLimitName,
    options: { when?: (c: Context<AccessEnv>) => boolean } = {},
  ): MiddlewareHandler<AccessEnv> {
    return createMiddleware<AccessEnv>(async (c, next) => {
      if (options.when && !options.when(c)) return next();
      const found = await check(name, {
        account: c.get('user')?.id,
        address: clientIp(c, deps.env.TRUST_PROXY),
      });
      if (found) refuse(c, found);
      await next();
    });
  }

  return {
    check,
    request,

    /** A search route's middleware: counts the requests with a text to search (`q`). */
    search: () => request('search', { when: (c) => (c.req.query('q') ?? '').trim() !== '' }),

    /**
     * One more confirmation e-mail to `email` (lower-cased): every request that may send one is
     * counted, whether the address has an account or not, so the answer tells nothing about it.
     */
    confirmationEmail(email: string): Promise<Refusal | null> {
      return take(
        'confirmation-email',
        'Muitos pedidos de e-mail de confirmação para este endereço.',
        `limit:confirmation-email:${hashed(email)}`,
        {
          max: deps.env.CONFIRMATION_EMAILS_PER_HOUR,
          windowSeconds: CONFIRMATION_EMAILS.windowSeconds,
        },
      );
    },

    /** One more team invitation from `farmId`. */
    invitation(farmId: string): Promise<Refusal | null> {
      const max = deps.env.INVITATIONS_PER_DAY;
      return take(
        'invitation',
        `Esta fazenda já enviou ${max} convites nas últimas 24 horas.`,
        `limit:invitation:farm:${farmId}`,
        { max, windowSeconds: INVITATIONS.windowSeconds },
      );
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;

/** Answers a refusal: 429 RATE_LIMITED with its message, and Retry-After in seconds. */
export function refuse(c: Context, found: Refusal): never {
  c.header('retry-after', String(found.retryAfter));
  throw new AppError(429, 'RATE_LIMITED', found.message);
}
