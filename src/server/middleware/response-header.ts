import type { Context, MiddlewareHandler } from 'hono';

/**
 * Sets a header on the response a handler already made. Straight on its headers (as hono's
 * secureHeaders does): `c.header()` after the handler rebuilds the whole response, which under
 * @hono/node-server means materialising it (body stream and all) on every request. A response
 * whose headers are immutable (one passed on from `fetch`) goes through `c.header()`, which
 * copies it.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/**
 * `Vary: Accept-Encoding` on every answer, set straight on its headers. Registered just inside
 * hono's compress(), which would otherwise add it with `c.header()` (see above) to every answer
 * it might compress, compressed or not.
 */
export const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  const vary = c.res.headers.get('vary');
  if (vary === '*' || (vary && /accept-encoding/i.test(vary))) return;
  setResponseHeader(c, 'vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};
