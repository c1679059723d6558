import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, userSubscriptions } from '../db/schema';
import { createTestApp, sessionCookie } from '../test/test-app';

/** Plays the stranger who signs up first with someone else's address (issue 7, point 1). */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STRANGER_PASSWORD = 'Estranho2025';
const OWNER_PASSWORD = 'DonoDaFazenda9';

const signIn = (email: string, password: string) =>
  t.post('/api/auth/sign-in/email', { email, password });

/** Every confirmation link e-mailed to `email`, oldest first, as paths. */
function links(email: string): string[] {
  return t.mails
    .filter((m) => m.to === email && m.subject.startsWith('Confirme'))
    .map((m) => {
      const url = new URL(m.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
      return url.pathname + url.search;
    });
}

describe('pre-registration account takeover', () => {
  it('after the owner confirms, only the password the owner chose works', async () => {
    const email = 'vitima@fazenda.com';
    const first = await t.signUp({ name: 'Estranho', email, password: STRANGER_PASSWORD });
    const second = await t.signUp({ name: 'Dona Vitória', email, password: OWNER_PASSWORD });
    // The same answer as a new sign-up: nobody learns the address was taken.
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(Object.keys(await second.json())).toEqual(Object.keys(await first.json()));

    const [strangerLink, ownerLink] = links(email);
    expect(ownerLink).toBeDefined();

    // The link from the stranger's sign-up no longer confirms anything.
    const stale = await t.request(strangerLink!);
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe('/dashboard?error=INVALID_TOKEN');
    expect(stale.headers.getSetCookie().join()).not.toContain('session_token');
    const [pending] = await t.db.select().from(users).where(eq(users.email, email));
    expect(pending?.emailVerified).toBe(false);

    const confirmed = await t.request(ownerLink!);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/dashboard');
    sessionCookie(confirmed);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: true, name: 'Dona Vitória' });

    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('the free trial counts from the owner’s sign-up, not the stranger’s', async () => {
    const email = 'teste-gratis@fazenda.com';
    await t.signUp({ email, password: STRANGER_PASSWORD });
    const userId = await t.userId(email);
    const longAgo = new Date('2020-01-08T00:00:00Z');
    await t.db
      .update(userSubscriptions)
      .set({ trialEndsAt: longAgo })
      .where(eq(userSubscriptions.userId, userId));
    await t.signUp({ email, password: OWNER_PASSWORD });
    const [sub] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId));
    const daysLeft = (sub!.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
  });

  it('a stranger signing up again after the owner voids the owner’s pending link too', async () => {
    const email = 'segunda@fazenda.com';
    await t.signUp({ email, password: OWNER_PASSWORD });
    await t.signUp({ email, password: STRANGER_PASSWORD });
    const [ownerLink, latest] = links(email);
    const stale = await t.request(ownerLink!);
    expect(stale.headers.get('location')).toContain('error=INVALID_TOKEN');
    // Only the latest link works, and it carries the latest sign-up's password.
    sessionCookie(await t.request(latest!));
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(401);
  });

  it('the resent link confirms with the password of the latest sign-up', async () => {
    const email = 'reenvio@fazenda.com';
    await t.signUp({ email, password: STRANGER_PASSWORD });
    await t.signUp({ email, password: OWNER_PASSWORD });
    const resent = await t.post('/api/auth/send-verification-email', {
      email,
      callbackURL: '/dashboard',
    });
    expect(resent.status).toBe(200);
    sessionCookie(await t.request(links(email).at(-1)!));
    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('confirming the address ends every other session of that user', async () => {
    const email = 'sessoes@fazenda.com';
    await t.signUp({ email });
    const userId = await t.userId(email);
    await t.db.insert(sessions).values({
      id: 'planted-session',
      token: 'planted-token',
      userId,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const confirmed = await t.request(t.confirmationPath(email));
    sessionCookie(confirmed);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(left.map((s) => s.id)).not.toContain('planted-session');
    expect(left).toHaveLength(1);
  });

  it('a confirmed address keeps its password; its owner is told by e-mail, nobody else', async () => {
    const email = 'confirmada@fazenda.com';
    await t.createUser({ email, password: OWNER_PASSWORD });
    const before = t.mails.length;
    const res = await t.signUp({ email, password: STRANGER_PASSWORD });
    expect(res.status).toBe(200);
    const sent = t.mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, subject: 'Você já tem uma conta no Arroba Certa' });
    expect(sent[0]!.text).toContain('Esqueci minha senha');
    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('a replayed link after confirmation signs nobody in', async () => {
    const email = 'replay@fazenda.com';
    await t.signUp({ email });
    const link = t.confirmationPath(email);
    sessionCookie(await t.request(link));
    const again = await t.request(link);
    expect(again.status).toBe(302);
    expect(again.headers.getSetCookie().join()).not.toContain('session_token');
  });

  it('a forged or foreign callback never redirects off the app', async () => {
    const email = 'callback@fazenda.com';
    const res = await t.post('/api/auth/sign-up/email', {
      name: 'Produtor',
      email,
      password: OWNER_PASSWORD,
      callbackURL: 'https://evil.example/roubar',
    });
    expect([200, 403]).toContain(res.status);
    for (const link of links(email)) expect(link).not.toContain('evil.example');
  });
});
