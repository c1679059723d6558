import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsersResponse, AuditResponse } from '../../domain/admin/admin';
import { sessions, userSubscriptions } from '../db/schema';
import { createTestApp, STRONG_PASSWORD } from '../test/test-app';

/** The admin panel's API (issue 9), played by an admin, a producer and a stranger. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let producer: string;
const NEW_PASSWORD = 'SenhaNova2026';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ name: 'Suporte', email: 'suporte@arrobacerta.com.br' });
  await t.makeAdmin('suporte@arrobacerta.com.br');
  producer = await t.createUser({ name: 'Ana Produtora', email: 'ana@fazenda.com' });
});
afterAll(() => t.close());

const as = (cookie: string | null) => (cookie ? { headers: { cookie } } : {});
const get = (path: string, cookie: string | null = admin) =>
  t.request(`/api/admin${path}`, as(cookie));
const post = (path: string, body: unknown = {}, cookie: string | null = admin) =>
  t.post(`/api/admin${path}`, body, as(cookie));
const users_ = async (query = '') =>
  (await (await get(`/users${query}`)).json()) as AdminUsersResponse;

describe('access', () => {
  it('answers 401 without a session and 403 to a non-admin, on every route', async () => {
    const id = await t.userId('ana@fazenda.com');
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/users'],
      ['GET', '/audit'],
      ['POST', `/users/${id}/reset-password`, { newPassword: NEW_PASSWORD }],
      ['POST', `/users/${id}/resend-confirmation`],
      ['POST', `/users/${id}/extend-trial`, { days: 7 }],
      ['POST', `/users/${id}/subscription`, { plan: 'PRO', status: 'active' }],
    ];
    for (const [method, path, body] of routes) {
      for (const [cookie, status] of [
        [null, 401],
        [producer, 403],
      ] as const) {
        const res =
          method === 'GET' ? await get(path, cookie) : await post(path, body ?? {}, cookie);
        expect(res.status, `${method} ${path}`).toBe(status);
      }
    }
    const [count] = await t.db
      .execute<{ n: string }>(sql`select count(*) as n from admin_audit`)
      .then((r) => r.rows);
    expect(Number(count!.n)).toBe(0);
  });
});

describe('users', () => {
  it('lists users newest first with the effective plan and status, and the counters', async () => {
    const list = await users_();
    expect(list.users.map((u) => u.email)).toEqual([
      'ana@fazenda.com',
      'suporte@arrobacerta.com.br',
    ]);
    expect(list.users[1]).toMatchObject({ plan: 'ADMIN', animalLimit: 999999, status: 'active' });
    expect(list.users[0]).toMatchObject({ plan: 'PRO', status: 'active', emailVerified: true });
    expect(list.counters).toEqual({ total: 2, active: 2, inactive: 0, overdue: 0 });
  });

  it('pages, searches by name or e-mail, and filters by status over a few thousand users', async () => {
    await t.db.execute(sql`
      insert into users (id, name, email, email_verified, created_at, updated_at)
      select 'gen-' || i, 'Produtor ' || i, 'produtor' || i || '@gerado.com', true,
        now() - (i || ' minutes')::interval, now()
      from generate_series(1, 3000) as i`);
    await t.db.execute(sql`
      update user_subscriptions set status = 'overdue', trial_ends_at = null
      where user_id in (select 'gen-' || i from generate_series(1, 3000, 3) as i)`);
    await t.db.execute(sql`
      update user_subscriptions set trial_ends_at = now() - interval '1 day'
      where user_id in (select 'gen-' || i from generate_series(2, 3000, 3) as i)`);

    const first = await users_();
    expect(first.counters).toEqual({ total: 3002, active: 1002, inactive: 1000, overdue: 1000 });
    expect(first.total).toBe(3002);
    expect(first.users).toHaveLength(25);

    const page2 = await users_('?page=2');
    expect(page2.users[0]!.email).not.toBe(first.users[0]!.email);
    expect(page2.users.map((u) => u.id)).not.toContain(first.users[24]!.id);

    const search = await users_('?q=produtor1234@');
    expect(search.users.map((u) => u.email)).toEqual(['produtor1234@gerado.com']);
    expect((await users_('?q=Ana Produtora')).users.map((u) => u.email)).toEqual([
      'ana@fazenda.com',
    ]);
    expect((await users_('?q=%25')).total).toBe(0); // wildcards are literal

    const overdue = await users_('?status=overdue');
    expect(overdue.total).toBe(1000);
    expect(overdue.users.every((u) => u.status === 'overdue')).toBe(true);
    const inactive = await users_('?status=inactive&q=produtor2@');
    expect(inactive.users.map((u) => u.email)).toEqual(['produtor2@gerado.com']);
  });

  it.each(['?page=0', '?page=abc', '?status=gold', `?q=${'x'.repeat(101)}`])(
    'refuses a bad query %s with 400',
    async (query) => {
      expect((await get(`/users${query}`)).status).toBe(400);
    },
  );
});

describe('password reset', () => {
  it('refuses an empty or weak password with the spec messages', async () => {
    const id = await t.userId('ana@fazenda.com');
    for (const [newPassword, message] of [
      ['', 'Digite uma nova senha'],
      ['abc', 'A senha deve ter no mínimo 8 caracteres'],
      ['abcdefg1', 'A senha deve conter pelo menos uma letra maiúscula'],
    ]) {
      const res = await post(`/users/${id}/reset-password`, { newPassword });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.newPassword).toBe(message);
    }
  });

  it('sets the new password, ends the user’s sessions, tells them, and is audited', async () => {
    const id = await t.userId('ana@fazenda.com');
    const res = await post(`/users/${id}/reset-password`, { newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await t.request('/api/dashboard', as(producer))).status).toBe(401);
    const signIn = (password: string) =>
      t.post('/api/auth/sign-in/email', { email: 'ana@fazenda.com', password });
    expect((await signIn(STRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    expect(t.mails.at(-1)).toMatchObject({
      to: 'ana@fazenda.com',
      subject: 'Sua senha do Arroba Certa foi alterada',
    });

    const history = (await (await get('/audit')).json()) as AuditResponse;
    expect(history.entries[0]).toMatchObject({
      action: 'reset-password',
      adminEmail: 'suporte@arrobacerta.com.br',
      targetEmail: 'ana@fazenda.com',
    });
  });

  it('answers 404 for an unknown or malformed user id', async () => {
    for (const id of ['nao-existe', '%00', 'a'.repeat(200)]) {
      const res = await post(`/users/${id}/reset-password`, { newPassword: NEW_PASSWORD });
      expect(res.status).toBe(404);
    }
  });
});

describe('support actions', () => {
  it('extends a trial, sets a plan by hand, resends a confirmation; each audited', async () => {
    await t.signUp({ name: 'Pendente', email: 'pendente@fazenda.com' });
    const pending = await t.userId('pendente@fazenda.com');
    const before = t.mails.length;
    expect((await post(`/users/${pending}/resend-confirmation`)).status).toBe(200);
    expect(t.mails.slice(before).map((m) => m.subject)).toEqual([
      'Confirme seu cadastro no Arroba Certa',
    ]);
    const ana = await t.userId('ana@fazenda.com');
    expect((await post(`/users/${ana}/resend-confirmation`)).status).toBe(409);

    const [{ trialEndsAt: end }] = (await t.db
      .select({ trialEndsAt: userSubscriptions.trialEndsAt })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, pending))) as [{ trialEndsAt: Date }];
    expect((await post(`/users/${pending}/extend-trial`, { days: 10 })).status).toBe(200);
    const [extended] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, pending));
    expect(extended!.trialEndsAt!.getTime() - end.getTime()).toBe(10 * 24 * 3600 * 1000);
    expect((await post(`/users/${pending}/extend-trial`, { days: 0 })).status).toBe(400);

    expect(
      (await post(`/users/${ana}/subscription`, { plan: 'STARTER', status: 'active' })).status,
    ).toBe(200);
    const [row] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, ana));
    expect(row).toMatchObject({
      plan: 'STARTER',
      status: 'active',
      animalLimit: 100,
      trialEndsAt: null,
    });
    expect((await post(`/users/${ana}/extend-trial`, { days: 5 })).status).toBe(409);
    expect(
      (await post(`/users/${ana}/subscription`, { plan: 'GOLD', status: 'active' })).status,
    ).toBe(400);

    const history = (await (await get('/audit')).json()) as AuditResponse;
    expect(history.entries.slice(0, 3).map((e) => [e.action, e.detail])).toEqual([
      ['set-subscription', 'Starter · Ativo'],
      ['extend-trial', '+10 dias'],
      ['resend-confirmation', null],
    ]);
  });

  it('refuses a search with a control character (fuzz: a NUL was a 500)', async () => {
    for (const q of ['a%00b', '%07', 'x%1Fy']) {
      const res = await get(`/users?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION');
    }
  });

  it('reads any ?page= of the audit as a page number (fuzz: 1.5 was a 500)', async () => {
    for (const page of ['1.5', '-3', 'x', '1e999', '99999999']) {
      const res = await get(`/audit?page=${page}`);
      expect(res.status, page).toBe(200);
    }
  });

  it('the audit cannot be changed or erased', async () => {
    await expect(t.db.execute(sql`delete from admin_audit`)).rejects.toThrow();
    await expect(t.db.execute(sql`update admin_audit set detail = 'x'`)).rejects.toThrow();
    const [count] = (await t.db.execute<{ n: string }>(sql`select count(*) as n from admin_audit`))
      .rows;
    expect(Number(count!.n)).toBeGreaterThanOrEqual(4);
  });
});
