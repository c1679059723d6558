import type { SessionCookieContext } from '../auth/session-lookup';

/*
 * What the access layer asks better-auth (issue 40): the session behind a cookie, an API key's
 * verdict, and the cookie settings. Declared here, as the access layer needs it, so the layer
 * does not import auth.ts (which builds better-auth with the farms' hooks, which ask the access
 * layer: an import circle). app.ts hands the real instance in; the type checker holds it to this.
 */

/** The person of a session, as `auth.api.getSession` answers. */
export interface AuthSession {
  user: { id: string; name: string; email: string; createdAt: Date | string };
  session: object;
}

/** An API key as `auth.api.verifyApiKey` answers: valid with its key, or an error. */
export interface KeyVerdict {
  valid: boolean;
  error: unknown;
  key: { id: string; referenceId: string; permissions?: unknown } | null;
}

export interface AccessAuth {
  $context: Promise<SessionCookieContext>;
  api: {
    getSession(input: { headers: Headers }): Promise<AuthSession | null>;
    verifyApiKey(input: { body: { key: string } }): Promise<KeyVerdict>;
  };
}
