/**
 * The limits where work or e-mail is expensive (issue 38 item 7, decision 058): their numbers,
 * their words, and the arithmetic of a refusal. Pure: the counting is store.ts's, the wiring
 * limiter.ts's.
 */

/** The requests counted per account and per client address, in fixed windows. */
export type RequestLimitName =
  | 'dashboard'
  | 'import-preview'
  | 'export'
  | 'search'
  | 'statement-import';

export interface RequestLimit {
  windowSeconds: number;
  /** Requests one account may make in a window. */
  perAccount: number;
  /** Requests one client address may make in a window, whoever is signed in. */
  perAddress: number;
  /** What was asked too often, as the refusal's first sentence says it. */
  what: string;
}

/**
 * Generous for a person working fast (a producer searching animal after animal at the chute,
 * several phones at one farm office on one address, a browser test suite from 127.0.0.1), tight
 * for a script. Decision 058 says why each number.
 */
export const REQUEST_LIMITS: Record<RequestLimitName, RequestLimit> = {
  dashboard: {
    windowSeconds: 60,
    perAccount: 30,
    perAddress: 600,
    what: 'O painel foi aberto muitas vezes em pouco tempo.',
  },
  'import-preview': {
    windowSeconds: 60,
    perAccount: 20,
    perAddress: 120,
    what: 'Muitos arquivos conferidos em pouco tempo.',
  },
  export: {
    windowSeconds: 10 * 60,
    perAccount: 30,
    perAddress: 300,
    what: 'Muitas exportações em pouco tempo.',
  },
  search: {
    windowSeconds: 60,
    perAccount: 240,
    perAddress: 2400,
    what: 'Muitas buscas em pouco tempo.',
  },
  // The OFX import (issue 43 item 4): up to 10 MB read, decoded and written in one statement.
  'statement-import': {
    windowSeconds: 10 * 60,
    perAccount: 20,
    perAddress: 120,
    what: 'Muitos extratos importados em pouco tempo.',
  },
};

/** Confirmation e-mails (sign-up, a repeated sign-up, 'Reenviar', the admin's resend). */
export const CONFIRMATION_EMAILS = { windowSeconds: 60 * 60, perAddress: 3 };
/** Team invitations a farm sends. */
export const INVITATIONS = { windowSeconds: 24 * 60 * 60, perFarm: 20 };

/** The request limits raised `factor` times (RATE_LIMIT_FACTOR); the windows stay. */
export function scaledLimits(factor: number): Record<RequestLimitName, RequestLimit> {
  const scaled = {} as Record<RequestLimitName, RequestLimit>;
  for (const [name, limit] of Object.entries(REQUEST_LIMITS) as [
    RequestLimitName,
    RequestLimit,
  ][]) {
    scaled[name] = {
      ...limit,
      perAccount: limit.perAccount * factor,
      perAddress: limit.perAddress * factor,
    };
  }
  return scaled;
}

/**
 * The address a request is counted against: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64 — one subscriber's network, where a script could otherwise
 * take a new address for every request.
 */
export function addressKey(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1]!;
  const address = ip.split('%')[0]!.toLowerCase();
  if (!address.includes(':')) return ip;
  const halves = address.split('::');
  if (halves.length > 2) return ip;
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return ip;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** A request refused: its message, and the seconds to wait (Retry-After). */
export interface Refusal {
  message: string;
  retryAfter: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** When to try again, as the message says it: 'em 30 segundos', 'em 3 minutos', 'em 2 horas'. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `em ${plural(s, 'segundo', 'segundos')}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `em ${plural(minutes, 'minuto', 'minutos')}`;
  return `em ${plural(Math.ceil(minutes / 60), 'hora', 'horas')}`;
}

/** A refusal saying what was asked too often and when to try again. */
export function refusal(what: string, retryAfterMs: number): Refusal {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return { message: `${what} Tente novamente ${waitText(retryAfter)}.`, retryAfter };
}

/** One counter of a fixed window, as the store returns it after counting a request. */
export interface WindowCount {
  count: number;
  /** When its window started (milliseconds since the epoch). */
  startedAt: number;
}

/**
 * How long until every counter over its maximum has its window over, in milliseconds; null when
 * none is over (the request goes on).
 */
export function waitOver(
  counters: ReadonlyArray<WindowCount & { max: number }>,
  windowMs: number,
  nowMs: number,
): number | null {
  let wait: number | null = null;
  for (const c of counters) {
    if (c.count <= c.max) continue;
    wait = Math.max(wait ?? 0, c.startedAt + windowMs - nowMs);
  }
  return wait;
}
