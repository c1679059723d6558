import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's real address: the socket's peer, or — only when TRUST_PROXY is on — the address
 * our own proxy appended last to X-Forwarded-For. Headers a client sets itself are never trusted.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket (requests made in-process, as in tests).
    return 'unknown';
  }
}
