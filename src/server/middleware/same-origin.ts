import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';
import type { OriginPolicy } from '../origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth (the session cookie is already SameSite=Lax): a state-changing request
 * that a browser marks as coming from another site is refused. "Same origin" is APP_URL when it
 * is set, otherwise the Host the request was sent to (see origin.ts). Requests without browser
 * metadata (server-to-server calls, scripts) carry no ambient cookies from a victim and pass.
 */
export function sameOrigin(policy: OriginPolicy) {
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const foreign = origin
        ? !policy.isSameOrigin(origin, c.req.raw.headers)
        : site === 'cross-site';
      if (foreign) {
        throw new AppError(403, 'FORBIDDEN_ORIGIN', 'Requisição de outra origem recusada.');
      }
    }
    await next();
  });
}
