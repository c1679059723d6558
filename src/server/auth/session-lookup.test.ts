import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { verifiedToken } from './session-lookup';
import { createTestApp, sessionCookie, STRONG_PASSWORD } from '../test/test-app';

/*
 * The one-statement session check (access/caller.ts, with auth/session-lookup.ts) answers only for a valid session that needs
 * nothing done; every other case goes to better-auth. Played as an attacker and as time passing:
 * forged and tampered cookies, a revoked, an expired and a due-for-extension session.
 */

const DAY = 24 * 60 * 60 * 1000;
const sign = (token: string, secret: string) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('verifiedToken', () => {
  const secret = 'a'.repeat(32);
  it('accepts the token signed with the secret', () => {
    expect(verifiedToken(sign('tok123', secret), secret)).toBe('tok123');
  });
  it('refuses another secret, another token, a cut or missing signature', () => {
    const signed = sign('tok123', secret);
    expect(verifiedToken(sign('tok123', 'b'.repeat(32)), secret)).toBeNull();
    expect(verifiedToken(`tok124${signed.slice(6)}`, secret)).toBeNull();
    expect(verifiedToken(signed.slice(0, -2), secret)).toBeNull();
    expect(verifiedToken('tok123', secret)).toBeNull();
    expect(verifiedToken(`.${signed.split('.')[1]}`, secret)).toBeNull();
    expect(verifiedToken(`tok123.${'A'.repeat(43)}=`, secret)).toBeNull();
  });
});

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = (cookie: string) => new Headers({ cookie });
const dashboard = (cookie: string) => t.request('/api/dashboard', { headers: { cookie } });
const rowOf = async (cookie: string) => {
  const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
  const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
  return row;
};

describe('the session check', () => {
  it('reads a valid session in one statement, as better-auth would', async () => {
    const email = 'rapido@fazenda.com';
    const cookie = await t.createUser({ email });
    const fast = await t.access.callers.fast(headers(cookie));
    const slow = await t.auth.api.getSession({ headers: headers(cookie) });
    expect(fast?.user).toMatchObject({ id: slow!.user.id, email, name: slow!.user.name });
    expect(fast?.user?.sessionToken).toBe(slow!.session.token);
    expect(fast?.user?.activeFarmId).toBe(
      (slow!.session as { activeOrganizationId?: string }).activeOrganizationId,
    );
    // The same statement brought the farm and the plan.
    expect(fast?.farm?.role).toBe('owner');
    expect(fast?.own?.subscription?.plan).toBe('PRO');
    expect((await dashboard(cookie)).status).toBe(200);
  });

  it('refuses a token signed with another secret, or another session token under a signature', async () => {
    const cookie = await t.createUser({ email: 'forjado@fazenda.com' });
    const token = (await rowOf(cookie))!.token;
    const forged = `arroba.session_token=${encodeURIComponent(sign(token, 'x'.repeat(40)))}`;
    expect(await t.access.callers.fast(headers(forged))).toBeUndefined();
    expect((await dashboard(forged)).status).toBe(401);

    const [name, value] = cookie.split('=') as [string, string];
    const signature = decodeURIComponent(value).split('.')[1];
    const swapped = `${name}=${encodeURIComponent(`someone-elses-token.${signature}`)}`;
    expect((await dashboard(swapped)).status).toBe(401);
    expect((await dashboard(`${name}=${token}`)).status).toBe(401);
  });

  it('refuses a revoked session, and an expired one (which better-auth then deletes)', async () => {
    const email = 'expirado@fazenda.com';
    const cookie = await t.createUser({ email });
    const other = sessionCookie(
      await t.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD }),
    );
    const revoked = await rowOf(other);
    await t.db.delete(sessions).where(eq(sessions.id, revoked!.id));
    expect((await dashboard(other)).status).toBe(401);

    const row = await rowOf(cookie);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.id));
    expect(await t.access.callers.fast(headers(cookie))).toBeUndefined();
    expect((await dashboard(cookie)).status).toBe(401);
    expect(await rowOf(cookie)).toBeUndefined();
  });

  it('leaves a session due for its daily extension to better-auth, which extends it', async () => {
    const cookie = await t.createUser({ email: 'estende@fazenda.com' });
    const row = await rowOf(cookie);
    const old = new Date(Date.now() + 10 * DAY);
    await t.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.id, row!.id));
    expect(await t.access.callers.fast(headers(cookie))).toBeUndefined();
    expect((await dashboard(cookie)).status).toBe(200);
    const extended = (await rowOf(cookie))!.expiresAt.getTime();
    expect(extended).toBeGreaterThan(Date.now() + 29 * DAY);
    // Extended, it is the common case again.
    expect(await t.access.callers.fast(headers(cookie))).toBeDefined();
  });
});
