import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../db/schema';
import { createTestApp, sessionCookie, STRONG_PASSWORD } from '../test/test-app';

/** 'Esqueci minha senha' (issue 7, point 3). */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'NovaSenha2026';

const requestReset = (email: string, ip?: string) =>
  t.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, { ip });

/** Opens the e-mailed link as the browser does and returns the token the reset page receives. */
async function tokenFromMail(email: string): Promise<string> {
  const mail = t.mails.filter((m) => m.to === email).at(-1);
  expect(mail?.subject).toBe('Redefina sua senha do Arroba Certa');
  const url = new URL(mail!.text.match(/https?:\/\/\S+reset-password\S+/)![0]);
  const opened = await t.request(url.pathname + url.search);
  expect(opened.status).toBe(302);
  const location = new URL(opened.headers.get('location')!);
  expect(location.pathname).toBe('/reset-password');
  return location.searchParams.get('token')!;
}

const reset = (token: string, newPassword = NEW_PASSWORD) =>
  t.post('/api/auth/reset-password', { token, newPassword });

const signIn = (email: string, password: string) =>
  t.post('/api/auth/sign-in/email', { email, password });

describe('password recovery', () => {
  it('e-mails a 1-hour link; the new password works, the old one and every old session do not', async () => {
    const email = 'esqueci@fazenda.com';
    const oldSession = await t.createUser({ email });
    expect((await requestReset(email)).status).toBe(200);

    const [row] = await t.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'));
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);

    const token = await tokenFromMail(email);
    const done = await reset(token);
    expect(done.status).toBe(200);
    const cookie = sessionCookie(done); // signed in at once

    const me = await t.request('/api/dashboard', { headers: { cookie } });
    expect(me.status).toBe(200);
    const old = await t.request('/api/dashboard', { headers: { cookie: oldSession } });
    expect(old.status).toBe(401);
    expect((await signIn(email, STRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers the same whether or not the address has an account, and mails only the owner', async () => {
    await t.createUser({ email: 'existe@fazenda.com' });
    const before = t.mails.length;
    const known = await requestReset('existe@fazenda.com');
    const unknown = await requestReset('ninguem@fazenda.com');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(t.mails.slice(before).map((m) => m.to)).toEqual(['existe@fazenda.com']);
  });

  it('refuses a weak new password with the sign-up rule and keeps the link usable', async () => {
    const email = 'fraca@fazenda.com';
    await t.createUser({ email });
    await requestReset(email);
    const token = await tokenFromMail(email);
    const weak = await reset(token, 'abcdefg1');
    expect(weak.status).toBe(400);
    expect((await weak.json()).error).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: 'A senha deve conter pelo menos uma letra maiúscula',
    });
    expect((await reset(token)).status).toBe(200);
  });

  it('a link works once; a used or made-up token is refused in Portuguese', async () => {
    const email = 'umavez@fazenda.com';
    await t.createUser({ email });
    await requestReset(email);
    const token = await tokenFromMail(email);
    expect((await reset(token)).status).toBe(200);
    // A NUL or a 10 KB token was a 500 (found by the fuzz): a made-up token like any other.
    for (const bad of [token, 'inventado', '', 'a\u0000b', 'x'.repeat(10_000)]) {
      const res = await reset(bad);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Link inválido ou expirado.');
    }
    const opened = await t.request(`/api/auth/reset-password/${token}?callbackURL=/reset-password`);
    expect(opened.headers.get('location')).toContain('error=INVALID_TOKEN');
  });

  it('a reset by the address owner also confirms it and voids a stranger’s pending sign-up', async () => {
    const email = 'pendente@fazenda.com';
    await t.signUp({ email, password: 'Estranho2025' });
    const strangerLink = t.confirmationPath(email);
    await requestReset(email);
    expect((await reset(await tokenFromMail(email))).status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    expect((await signIn(email, 'Estranho2025')).status).toBe(401);
    const stale = await t.request(strangerLink);
    expect(stale.headers.getSetCookie().join()).not.toContain('session_token');
  });

  it('is rate-limited like sign-in', async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT: '2' });
    try {
      const ask = () =>
        limited.post(
          '/api/auth/request-password-reset',
          { email: 'a@fazenda.com' },
          { ip: '198.51.100.7' },
        );
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect((await third.json()).error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
