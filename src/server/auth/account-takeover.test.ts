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

/** The newest link mailed to `email`: a confirmation or a 'Defina sua senha' page, as a URL. */
function newestLink(email: string): URL {
  const mail = t.mails.filter((m) => m.to === email).at(-1);
  const found = mail?.text.match(/https?:\/\/\S+(verify-email|definir-senha)\S+/)?.[0];
  if (!found) throw new Error(`no link mailed to ${email}`);
  return new URL(found);
}

const confirmSignUp = (body: Record<string, unknown>) => t.post('/api/auth/confirm-sign-up', body);

/**
 * The mailbox's holder opens the newest link and, where its page asks, types `password` and
 * presses the button. Returns the session the app gave them.
 */
async function openNewestLink(email: string, password: string): Promise<string> {
  const link = newestLink(email);
  if (link.pathname === '/definir-senha') {
    const res = await confirmSignUp({ token: link.searchParams.get('token'), password });
    expect(res.status).toBe(200);
    return sessionCookie(res);
  }
  return sessionCookie(await t.request(link.pathname + link.search));
}

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

    const [strangerLink] = links(email);
    // The link from the stranger's sign-up no longer confirms anything.
    const stale = await t.request(strangerLink!);
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe('/dashboard?error=INVALID_TOKEN');
    expect(stale.headers.getSetCookie().join()).not.toContain('session_token');
    const [pending] = await t.db.select().from(users).where(eq(users.email, email));
    expect(pending?.emailVerified).toBe(false);

    // The owner's link asks for the password: nothing typed at sign-up is taken on trust.
    const newest = newestLink(email);
    expect(newest.pathname).toBe('/definir-senha');
    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({ to: email, subject: 'Defina sua senha no Arroba Certa' });
    expect(mail.text).toContain('Alguém (talvez você) pediu para criar uma conta');
    expect(mail.text).not.toContain('Estranho');
    const page = await t.request(
      `/api/auth/sign-up-link?token=${newest.searchParams.get('token')}`,
    );
    expect(await page.json()).toEqual({ email, name: 'Estranho' });

    const confirmed = await confirmSignUp({
      token: newest.searchParams.get('token'),
      password: OWNER_PASSWORD,
      name: 'Dona Vitória',
    });
    expect(confirmed.status).toBe(200);
    sessionCookie(confirmed);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: true, name: 'Dona Vitória' });

    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('a stranger who signs up again after the owner never gets the password they typed', async () => {
    const email = 'segunda@fazenda.com';
    await t.signUp({ name: 'Dona Rosa', email, password: OWNER_PASSWORD });
    await t.signUp({ name: 'Estranho', email, password: STRANGER_PASSWORD });
    const [ownerLink] = links(email);
    const stale = await t.request(ownerLink!);
    expect(stale.headers.get('location')).toContain('error=INVALID_TOKEN');

    // The owner opens the newest link in her mailbox (and types her password where asked).
    await openNewestLink(email, OWNER_PASSWORD);
    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
    // The stranger's sign-up changed nothing stored: not the password, not the name.
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: true, name: 'Dona Rosa' });
  });

  it('a link resent after a repeated sign-up asks for the password too', async () => {
    const email = 'reenvio@fazenda.com';
    await t.signUp({ email, password: OWNER_PASSWORD });
    await t.signUp({ email, password: STRANGER_PASSWORD });
    const resent = await t.post('/api/auth/send-verification-email', {
      email,
      callbackURL: '/dashboard',
    });
    expect(resent.status).toBe(200);
    const resentLink = newestLink(email);
    await openNewestLink(email, OWNER_PASSWORD);
    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
    expect(resentLink.pathname).toBe('/definir-senha');
  });

  it('the link is good once, only on its page, and a weak password does not use it up', async () => {
    const email = 'uma-vez@fazenda.com';
    await t.signUp({ email, password: OWNER_PASSWORD });
    await t.signUp({ email, password: STRANGER_PASSWORD });
    const token = newestLink(email).searchParams.get('token')!;
    // Its token confirms nothing through /verify-email.
    const verify = await t.request(`/api/auth/verify-email?token=${token}&callbackURL=/dashboard`);
    expect(verify.headers.get('location')).toBe('/dashboard?error=INVALID_TOKEN');

    const weak = await confirmSignUp({ token, password: 'fraca' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: 'A senha deve ter no mínimo 8 caracteres',
    });
    const badName = await confirmSignUp({ token, password: OWNER_PASSWORD, name: '   ' });
    expect((await badName.json()).error).toMatchObject({ code: 'VALIDATION' });

    expect((await confirmSignUp({ token, password: OWNER_PASSWORD })).status).toBe(200);
    for (const replay of [
      await confirmSignUp({ token, password: STRANGER_PASSWORD }),
      await t.request(`/api/auth/sign-up-link?token=${token}`),
    ]) {
      expect(replay.status).toBe(400);
      expect((await replay.json()).error).toEqual({
        code: 'INVALID_TOKEN',
        message: 'Link inválido ou expirado.',
      });
      expect(replay.headers.getSetCookie().join()).not.toContain('session_token');
    }
    for (const token of ['', 'x'.repeat(43), 'a\u0000b', 42]) {
      expect((await confirmSignUp({ token, password: OWNER_PASSWORD })).status).toBe(400);
    }
    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(401);
  });

  it('the free trial counts from when the owner set the password, not from the stranger’s sign-up', async () => {
    const email = 'teste-gratis@fazenda.com';
    await t.signUp({ email, password: STRANGER_PASSWORD });
    const userId = await t.userId(email);
    const longAgo = new Date('2020-01-08T00:00:00Z');
    await t.db
      .update(userSubscriptions)
      .set({ trialEndsAt: longAgo })
      .where(eq(userSubscriptions.userId, userId));
    await t.signUp({ email, password: OWNER_PASSWORD });
    // A repeated sign-up changes nothing stored, the trial neither...
    const [before] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId));
    expect(before!.trialEndsAt).toEqual(longAgo);
    // ...and is no second trial: it is the same account's, counted from the password's choice.
    await openNewestLink(email, OWNER_PASSWORD);
    const [sub] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId));
    const daysLeft = (sub!.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);
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
