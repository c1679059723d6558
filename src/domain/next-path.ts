import { isPagePath } from './routes';

/** Where a sign-in goes when no (acceptable) `next` path came with it. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';
const MAX_NEXT_LENGTH = 2000;
/** A stand-in origin: a path that keeps it when resolved against it stays on this site. */
const BASE = 'https://arroba-certa.invalid';

/**
 * `value` when it is a page of this app ('/pricing?plan=PRO'), otherwise null. A `next` comes
 * from the address bar, so anyone can write it: only a path starting with a single '/' that
 * resolves to this origin and names one of the product's pages (not /auth itself) is accepted.
 * Refused: '//evil.com', '/\evil.com' (browsers read '\' as '/'), 'https://evil.com',
 * 'javascript:…', control characters and whitespace (browsers drop tabs and newlines, so
 * '/\t/evil.com' would become '//evil.com'), and '/%2F%2Fevil.com', which is '//' once decoded.
 * @example
 * safeNextPath('/pricing?plan=STARTER') //=> '/pricing?plan=STARTER'
 * safeNextPath('//evil.com') //=> null
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_NEXT_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return null;

  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (/^\/[/\\]/.test(decoded)) return null;

  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (!isPagePath(url.pathname) || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` path when acceptable, else /dashboard: where to go after signing in. */
export function afterSignInPath(next: unknown): string {
  return safeNextPath(next) ?? DEFAULT_AFTER_SIGN_IN;
}

/**
 * The sign-in address for a visitor without a session on `pathname` + `search`: /auth with that
 * page as `next` (unless it is the dashboard, where a sign-in goes anyway) and with the `error` a
 * failed e-mail confirmation link brought back.
 * @example
 * signInPathFor('/pricing', '?plan=MASTER') //=> '/auth?next=%2Fpricing%3Fplan%3DMASTER'
 */
export function signInPathFor(pathname: string, search: string): string {
  const pageParams = new URLSearchParams(search);
  const error = pageParams.get('error');
  pageParams.delete('error');
  const query = pageParams.toString();
  const next = safeNextPath(`${pathname}${query ? `?${query}` : ''}`);

  const params = new URLSearchParams();
  if (error) params.set('error', error);
  if (next && next !== DEFAULT_AFTER_SIGN_IN) params.set('next', next);
  const text = params.toString();
  return text ? `/auth?${text}` : '/auth';
}
