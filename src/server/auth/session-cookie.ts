/*
 * The session cookie's name, in a file of its own (issue 40): the access layer reads the cookie
 * before it asks better-auth, and must not import the whole of auth.ts (and through it the farms
 * and the access layer again) to know what it is called.
 */

/** better-auth's cookie prefix: its cookies are `arroba.session_token` and so on. */
export const COOKIE_PREFIX = 'arroba';
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
