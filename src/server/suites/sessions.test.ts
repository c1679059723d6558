import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions } from '../db/schema';
import { createTestApp, sessionCookie, STRONG_PASSWORD } from '../test/test-app';

/*
 * Sessions and their cookie (issue 14, item 8): the cookie's attributes at a LAN address, sessions
 * ended on the server by sign-out, password change and password reset (an old cookie replayed
 * gets 401), brute force of one account, and a small matrix of the better-auth endpoints the app
 * uses. Cookie attributes under https: secure-cookie.test.ts; the per-address limiter itself:
 * rate-limit.test.ts.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'NovaSenha2026';

const signIn = (email: string, password = STRONG_PASSWORD, ip?: string) =>
  t.post('/api/auth/sign-in/email', { email, password }, { ip });

/** A second "device": a sign-in of its own, from another address. */
async function device(email: string, password = STRONG_PASSWORD, ip = '198.51.100.77') {
  const res = await signIn(email, password, ip);
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

const dashboard = (cookie: string) => t.request('/api/dashboard', { headers: { cookie } });
const sessionsOf = async (email: string) =>
  t.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, await t.userId(email)));

describe('the session cookie at a LAN address (npm start, plain http)', () => {
  let lan: TestApp;
  beforeAll(async () => {
    lan = await createTestApp({ APP_URL: '' });
  });
  afterAll(() => lan.close());

  const base = 'http://192.168.0.10:3000';
  const at = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', new URL(base).host);
    headers.set('origin', base);
    if (init.body) headers.set('content-type', 'application/json');
    return lan.app.request(`${base}${path}`, { ...init, headers });
  };

  it('is HttpOnly and SameSite=Lax, and not Secure (even with a forwarded https)', async () => {
    const email = 'lan@fazenda.com';
    const signUp = await at('/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ name: 'Produtor', email, password: STRONG_PASSWORD }),
    });
    expect(signUp.status).toBe(200);
    const link = new URL(lan.mails.at(-1)!.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
    expect((await at(link.pathname + link.search)).status).toBe(302);

    const res = await at('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const set = res.headers.getSetCookie();
    const raw = set.find((c) => c.startsWith('arroba.session_token='));
    expect(raw, set.join('\n')).toBeDefined();
    expect(raw).toMatch(/; HttpOnly/i);
    expect(raw).toMatch(/; SameSite=Lax/i);
    expect(raw).toMatch(/; Path=\//);
    expect(raw).not.toMatch(/Secure/i);
    // Every cookie better-auth sets is out of the page's scripts' reach.
    for (const cookie of set) expect(cookie).toMatch(/; HttpOnly/i);
    // The browser sends it back and it works over plain http.
    const cookie = sessionCookie(res);
    expect((await at('/api/dashboard', { headers: { cookie } })).status).toBe(200);
  });
});

describe('sessions end on the server', () => {
  it('sign-out deletes the session: its cookie replayed gets 401, another device stays in', async () => {
    const email = 'sair@fazenda.com';
    const first = await t.createUser({ email });
    const other = await device(email);

    const out = await t.post('/api/auth/sign-out', {}, { headers: { cookie: first } });
    expect(out.status).toBe(200);
    // The browser is told to drop it…
    expect(out.headers.getSetCookie().join('\n')).toMatch(/arroba\.session_token=;.*Max-Age=0/);
    // …and replaying it anyway gets nowhere: the session row is gone.
    expect((await dashboard(first)).status).toBe(401);
    const session = await t.request('/api/auth/get-session', { headers: { cookie: first } });
    expect(await session.json()).toBeNull();
    expect(await (await t.request('/api/me', { headers: { cookie: first } })).json()).toBeNull();
    expect(await sessionsOf(email)).toHaveLength(1);
    expect((await dashboard(other)).status).toBe(200);
  });

  it.each([
    ['without revokeOtherSessions', {}],
    ['with revokeOtherSessions: false', { revokeOtherSessions: false }],
    ['with revokeOtherSessions: true', { revokeOtherSessions: true }],
  ])(
    'a password change (%s) ends every other session; this device gets a fresh one',
    async (_, option) => {
      const email = `troca-${Object.keys(option).length}-${String(Object.values(option)[0])}@fazenda.com`;
      const here = await t.createUser({ email });
      const stolen = await device(email);
      expect((await dashboard(stolen)).status).toBe(200);

      const res = await t.post(
        '/api/auth/change-password',
        { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, ...option },
        { headers: { cookie: here } },
      );
      expect(res.status).toBe(200);
      const fresh = sessionCookie(res);

      expect((await dashboard(stolen)).status).toBe(401);
      expect((await dashboard(here)).status).toBe(401);
      expect((await dashboard(fresh)).status).toBe(200);
      expect(await sessionsOf(email)).toHaveLength(1);
      expect((await signIn(email)).status).toBe(401);
      expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    },
  );

  it('a password change with a wrong current password changes nothing and ends nothing', async () => {
    const email = 'troca-errada@fazenda.com';
    const here = await t.createUser({ email });
    const other = await device(email);
    const res = await t.post(
      '/api/auth/change-password',
      { currentPassword: 'Errada123', newPassword: NEW_PASSWORD },
      { headers: { cookie: here } },
    );
    expect(res.status).toBe(400);
    expect((await dashboard(here)).status).toBe(200);
    expect((await dashboard(other)).status).toBe(200);
    expect((await signIn(email)).status).toBe(200);
  });

  it('a password reset ends every session on every device', async () => {
    const email = 'reset-todos@fazenda.com';
    const first = await t.createUser({ email });
    const phone = await device(email, STRONG_PASSWORD, '198.51.100.78');
    const pc = await device(email, STRONG_PASSWORD, '198.51.100.79');
    expect(
      (await t.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }))
        .status,
    ).toBe(200);
    const mail = t.mails.filter((m) => m.to === email).at(-1)!;
    const url = new URL(mail.text.match(/https?:\/\/\S+reset-password\S+/)![0]);
    const opened = await t.request(url.pathname + url.search);
    const token = new URL(opened.headers.get('location')!).searchParams.get('token')!;

    const done = await t.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(done.status).toBe(200);
    for (const old of [first, phone, pc]) expect((await dashboard(old)).status).toBe(401);
    // Only the session the reset itself opened is left.
    expect(await sessionsOf(email)).toHaveLength(1);
    expect((await dashboard(sessionCookie(done))).status).toBe(200);
  });
});

describe('brute force of one account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ SIGN_IN_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  const ATTACKER = '198.51.100.66';
  const attempt = (email: string, password: string, ip: string) =>
    limited.post('/api/auth/sign-in/email', { email, password }, { ip });

  it('is answered 429 after the limit; the owner and other accounts still sign in', async () => {
    await limited.createUser({ email: 'alvo@fazenda.com' });
    await limited.createUser({ email: 'vizinho@fazenda.com' });

    for (let i = 0; i < 3; i++) {
      expect((await attempt('alvo@fazenda.com', `Chute${i}abc`, ATTACKER)).status).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      expect((await attempt('alvo@fazenda.com', `Chute${i}xyz`, ATTACKER)).status).toBe(429);
    }
    // Once limited, even the right password from that address is not checked (no oracle).
    const right = await attempt('alvo@fazenda.com', STRONG_PASSWORD, ATTACKER);
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);

    // The owner, from their own address, is not locked out by the attacker…
    expect((await attempt('alvo@fazenda.com', STRONG_PASSWORD, '198.51.100.10')).status).toBe(200);
    // …nor is the owner of another account.
    expect((await attempt('vizinho@fazenda.com', STRONG_PASSWORD, '198.51.100.11')).status).toBe(
      200,
    );

    // A minute later (the limiter's window, moved back in the shared table rather than waited
    // for) the same address (an office behind one NAT) signs the owner in.
    const key = `${ATTACKER}|/sign-in/email`;
    const [row] = await limited.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row).toBeDefined();
    await limited.db
      .update(rateLimits)
      .set({ lastRequest: row!.lastRequest - 61_000 })
      .where(eq(rateLimits.key, key));
    expect((await attempt('alvo@fazenda.com', STRONG_PASSWORD, ATTACKER)).status).toBe(200);
  });

  it('guessing the current password through change-password is limited too', async () => {
    const cookie = await limited.createUser({ email: 'roubado@fazenda.com' });
    const ip = '198.51.100.67';
    const guess = (n: number) =>
      limited.post(
        '/api/auth/change-password',
        { currentPassword: `Chute${n}abc`, newPassword: NEW_PASSWORD },
        { headers: { cookie }, ip },
      );
    for (let i = 0; i < 3; i++) expect((await guess(i)).status).toBe(400);
    expect((await guess(3)).status).toBe(429);
    // Its window is sign-in's minute, not better-auth's default 10 s.
    const key = `${ip}|/change-password`;
    const [row] = await limited.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    await limited.db
      .update(rateLimits)
      .set({ lastRequest: row!.lastRequest - 11_000 })
      .where(eq(rateLimits.key, key));
    expect((await guess(4)).status).toBe(429);
    const rows = await limited.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `${ip}|%`));
    expect(rows.map((r) => r.key)).toEqual([`${ip}|/change-password`]);
  });
});

describe('better-auth endpoints the app uses × callers', () => {
  const CALLERS = ['anonymous', 'forged', 'signedOut', 'signedIn'] as const;
  type Caller = (typeof CALLERS)[number];
  let n = 0;

  /** A caller's cookie: a fresh account for each signed-in cell, as the cell may end it. */
  async function cookieOf(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    if (caller === 'forged') return 'arroba.session_token=forjado.assinatura';
    const cookie = await t.createUser({ email: `matriz-auth-${++n}@fazenda.com` });
    if (caller === 'signedOut') {
      expect((await t.post('/api/auth/sign-out', {}, { headers: { cookie } })).status).toBe(200);
    }
    return cookie;
  }

  /** Each endpoint: its request, and what the signed-in answer and the others' must be. */
  const ENDPOINTS: Record<
    string,
    { send: (cookie?: string) => Response | Promise<Response>; signedIn: number; others: number }
  > = {
    'GET /api/auth/get-session': {
      send: (cookie) => t.request('/api/auth/get-session', { headers: cookie ? { cookie } : {} }),
      signedIn: 200,
      others: 200, // with a null body, checked below
    },
    'POST /api/auth/sign-out': {
      send: (cookie) => t.post('/api/auth/sign-out', {}, { headers: cookie ? { cookie } : {} }),
      signedIn: 200,
      others: 200, // nothing to end: it only clears the cookie
    },
    'POST /api/auth/change-password': {
      send: (cookie) =>
        t.post(
          '/api/auth/change-password',
          { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
          { headers: cookie ? { cookie } : {} },
        ),
      signedIn: 200,
      others: 401,
    },
    'POST /api/auth/update-user': {
      send: (cookie) =>
        t.post(
          '/api/auth/update-user',
          { name: 'Outro Nome' },
          { headers: cookie ? { cookie } : {} },
        ),
      signedIn: 200,
      others: 401,
    },
  };

  it('answers each endpoint × caller as expected, with 0 leaks', async () => {
    const leaks: string[] = [];
    let cells = 0;
    for (const [endpoint, spec] of Object.entries(ENDPOINTS)) {
      for (const caller of CALLERS) {
        cells++;
        const cookie = await cookieOf(caller);
        const res = await spec.send(cookie);
        const text = await res.text();
        const expected = caller === 'signedIn' ? spec.signedIn : spec.others;
        if (res.status !== expected) {
          leaks.push(`${endpoint} as ${caller}: ${res.status} (expected ${expected})`);
          continue;
        }
        if (caller === 'signedIn') continue;
        // Nobody but the signed-in caller sees a user or gets a session cookie.
        if (text.includes('@fazenda.com')) leaks.push(`${endpoint} as ${caller}: shows a user`);
        const opened = res.headers
          .getSetCookie()
          .some((c) => c.startsWith('arroba.session_token=') && !/Max-Age=0/.test(c));
        if (opened) leaks.push(`${endpoint} as ${caller}: sets a session cookie`);
      }
    }
    console.log(
      `better-auth matrix: ${Object.keys(ENDPOINTS).length} endpoints × ${CALLERS.length} callers = ${cells} cells, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
    // The signed-out and forged cookies changed nobody's name.
    const names = await t.db.query.users.findMany({
      where: (u, { like: l }) => l(u.email, 'matriz-auth-%'),
    });
    const renamed = names.filter((u) => u.name === 'Outro Nome').map((u) => u.email);
    expect(renamed).toHaveLength(1);
    // Every endpoint × caller one after another: about 6 s alone, over 20 s beside the browser suite.
  }, 60_000);
});
