import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userSubscriptions, users } from '../db/schema';
import { createTestApp, sessionCookie, STRONG_PASSWORD } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the user, the profile and the 7-day PRO trial together, and sends the e-mail', async () => {
    const res = await t.signUp({ name: 'Maria da Silva', email: 'maria@fazenda.com' });
    expect(res.status).toBe(200);

    const [user] = await t.db.select().from(users).where(eq(users.email, 'maria@fazenda.com'));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ email: 'maria@fazenda.com', name: 'Maria da Silva' });
    const [sub] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, user!.id));
    expect(sub).toMatchObject({ plan: 'PRO', status: 'active', animalLimit: 999999 });
    expect(sub!.trialEndsAt!.getTime() - user!.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);

    const mail = t.mails.find((m) => m.to === 'maria@fazenda.com');
    expect(mail?.subject).toBe('Confirme seu cadastro no Arroba Certa');
    expect(mail?.text).toContain('Olá, Maria da Silva!');
    expect(mail?.html).toContain('Confirmar meu email');
    expect(t.confirmationPath('maria@fazenda.com')).toMatch(
      /^\/api\/auth\/verify-email\?token=.+callbackURL=%2Fdashboard/,
    );
  });

  it.each([
    ['Ab1defg', 'A senha deve ter no mínimo 8 caracteres'],
    ['abcdefg1', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['ABCDEFG1', 'A senha deve conter pelo menos uma letra minúscula'],
    ['Abcdefgh', 'A senha deve conter pelo menos um número'],
  ])(
    'refuses the weak password %j with the spec message and creates nothing',
    async (password, message) => {
      const email = `fraca-${password.toLowerCase()}@fazenda.com`;
      const res = await t.signUp({ email, password });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'WEAK_PASSWORD', message } });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    },
  );

  it('refuses a missing name or a bad e-mail with a Portuguese message', async () => {
    const noName = await t.post('/api/auth/sign-up/email', {
      name: ' ',
      email: 'a@b.com',
      password: STRONG_PASSWORD,
    });
    expect(await noName.json()).toEqual({
      error: { code: 'VALIDATION', message: 'Informe seu nome' },
    });
    const badEmail = await t.post('/api/auth/sign-up/email', {
      name: 'A',
      email: 'x',
      password: STRONG_PASSWORD,
    });
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { error: { message: string } }).error.message).toBe(
      'E-mail inválido',
    );
  });

  it('answers garbage bodies with 400, never 500', async () => {
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', body: '{nope' });
    expect(res.status).toBe(400);
    const arr = await t.post('/api/auth/sign-up/email', [1, 2, 3]);
    expect(arr.status).toBe(400);
  });
});

describe('confirmation and sign-in', () => {
  it('refuses sign-in before confirmation with a clear message, and resends the e-mail', async () => {
    await t.signUp({ email: 'joao@fazenda.com' });
    const res = await t.post('/api/auth/sign-in/email', {
      email: 'joao@fazenda.com',
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(body.error.message).toMatch(/ainda não foi confirmado/);

    const before = t.mails.length;
    const resend = await t.post('/api/auth/send-verification-email', {
      email: 'joao@fazenda.com',
      callbackURL: '/dashboard',
    });
    expect(resend.status).toBe(200);
    expect(t.mails.length).toBe(before + 1);
  });

  it('the e-mail link confirms the account and lands on /dashboard signed in', async () => {
    await t.signUp({ name: 'Ana', email: 'ana@fazenda.com' });
    const confirm = await t.request(t.confirmationPath('ana@fazenda.com'));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/dashboard');
    const cookie = sessionCookie(confirm);
    const me = await t.request('/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { name: string } }).user.name).toBe('Ana');
  });

  it('a bad confirmation link goes back with an error and signs nobody in', async () => {
    const res = await t.request('/api/auth/verify-email?token=forjado&callbackURL=%2Fdashboard');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/error=INVALID_TOKEN/);
    expect(
      res.headers
        .getSetCookie()
        .some((c) => c.startsWith('arroba.session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false);
  });

  it('signs in after confirmation with an HttpOnly, SameSite=Lax cookie, and signs out', async () => {
    await t.createUser({ email: 'pedro@fazenda.com' });
    const res = await t.post('/api/auth/sign-in/email', {
      email: 'pedro@fazenda.com',
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    const raw = res.headers.getSetCookie().find((c) => c.startsWith('arroba.session_token='))!;
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).not.toMatch(/Secure/);

    const cookie = sessionCookie(res);
    const out = await t.post('/api/auth/sign-out', {}, { headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await t.request('/api/dashboard', { headers: { cookie } })).status).toBe(401);
  });

  it('answers a wrong password or unknown e-mail with "E-mail ou senha incorretos"', async () => {
    await t.createUser({ email: 'lucas@fazenda.com' });
    for (const body of [
      { email: 'lucas@fazenda.com', password: 'Errada123' },
      { email: 'ninguem@fazenda.com', password: STRONG_PASSWORD },
    ]) {
      const res = await t.post('/api/auth/sign-in/email', body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos' },
      });
    }
  });
});
