import { createHmac, timingSafeEqual } from 'node:crypto';

/** The part of better-auth's context the look-up needs (`auth.$context`). */
export interface SessionCookieContext {
  secret: string;
  authCookies: {
    sessionToken: { name: string };
    dontRememberToken: { name: string };
  };
  sessionConfig: { expiresIn: number; updateAge: number };
}

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
