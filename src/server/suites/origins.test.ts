import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, STRONG_PASSWORD } from '../test/test-app';

/**
 * `npm start` without APP_URL: the app is opened at 127.0.0.1 or, from a phone, at the office
 * PC's network address (issue 7, point 2). The test machine's network address is 192.168.0.10.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: '' });
});
afterAll(() => t.close());

/** A browser request sent to `base` from a page of `origin` (default: the same address). */
function at(base: string, path: string, init: RequestInit = {}, origin = base) {
  const headers = new Headers(init.headers);
  headers.set('host', new URL(base).host);
  headers.set('origin', origin);
  if (init.body) headers.set('content-type', 'application/json');
  return t.app.request(`${base}${path}`, { ...init, headers });
}

const post = (base: string, path: string, body: unknown, origin?: string) =>
  at(base, path, { method: 'POST', body: JSON.stringify(body) }, origin);

function lastLink(email: string): URL {
  const mail = t.mails.filter((m) => m.to === email).at(-1);
  return new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
}

const signUp = (base: string, email: string, origin?: string) =>
  post(
    base,
    '/api/auth/sign-up/email',
    { name: 'Produtor', email, password: STRONG_PASSWORD, callbackURL: '/dashboard' },
    origin,
  );

describe('without APP_URL, the app works at the address it was opened at', () => {
  it.each([
    ['http://127.0.0.1:3000', 'loopback@fazenda.com'],
    ['http://192.168.0.10:3000', 'celular@fazenda.com'],
    ['http://escritorio.local:3000', 'nome@fazenda.com'],
    ['http://localhost:3000', 'local@fazenda.com'],
  ])(
    'at %s: signs up, the e-mailed link leads back there, and records save',
    async (base, email) => {
      const res = await signUp(base, email);
      expect(res.status).toBe(200);
      const link = lastLink(email);
      expect(link.origin).toBe(base);

      const confirmed = await at(base, link.pathname + link.search);
      expect(confirmed.status).toBe(302);
      const cookie = sessionCookie(confirmed);

      const saved = await at(base, '/api/inventory', {
        method: 'POST',
        headers: { cookie },
        body: JSON.stringify({
          category: 'Garrotes',
          quantity: 25,
          averageWeight: 180.5,
          averageValue: 1850.75,
        }),
      });
      expect(saved.status).toBe(201);
    },
  );

  it('refuses a write whose Origin is not the address it was sent to', async () => {
    const res = await signUp('http://127.0.0.1:3000', 'csrf@fazenda.com', 'http://evil.example');
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('FORBIDDEN_ORIGIN');
    expect(t.mails.filter((m) => m.to === 'csrf@fazenda.com')).toHaveLength(0);
  });

  it('a forged Host that is not this machine never gets into an e-mailed link', async () => {
    const base = 'http://evil.example';
    expect((await signUp(base, 'forjado@fazenda.com')).status).toBe(200);
    expect(lastLink('forjado@fazenda.com').origin).toBe('http://localhost:3000');

    await t.createUser({ email: 'dono@fazenda.com' });
    const reset = await post(base, '/api/auth/request-password-reset', {
      email: 'dono@fazenda.com',
      redirectTo: '/reset-password',
    });
    expect(reset.status).toBe(200);
    expect(lastLink('dono@fazenda.com').origin).toBe('http://localhost:3000');
  });

  it('a loopback address other than 127.0.0.1 is this machine too', async () => {
    const base = 'http://127.0.0.2:3000';
    expect((await signUp(base, 'loop2@fazenda.com')).status).toBe(200);
    expect(lastLink('loop2@fazenda.com').origin).toBe(base);
  });

  it("the 'Defina sua senha' link of a repeated sign-up stays on the phone’s address", async () => {
    const base = 'http://192.168.0.10:3000';
    const email = 'de-novo@fazenda.com';
    await signUp(base, email);
    expect((await signUp(base, email)).status).toBe(200);
    const link = lastLink(email);
    expect(link.origin + link.pathname).toBe(`${base}/definir-senha`);
    const confirmed = await post(base, '/api/auth/confirm-sign-up', {
      token: link.searchParams.get('token'),
      password: STRONG_PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    sessionCookie(confirmed);

    // A forged Host never gets into one either.
    await signUp('http://evil.example', 'forjado-2@fazenda.com');
    await signUp('http://evil.example', 'forjado-2@fazenda.com');
    expect(lastLink('forjado-2@fazenda.com').origin).toBe('http://localhost:3000');
  });

  it('the password-reset link and its redirect stay on the phone’s address', async () => {
    const base = 'http://192.168.0.10:3000';
    await t.createUser({ email: 'redefinir@fazenda.com' });
    const res = await post(base, '/api/auth/request-password-reset', {
      email: 'redefinir@fazenda.com',
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    const link = lastLink('redefinir@fazenda.com');
    expect(link.origin).toBe(base);
    const opened = await at(base, link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toMatch(
      /^http:\/\/192\.168\.0\.10:3000\/reset-password\?token=/,
    );
  });
});

describe('with APP_URL, only APP_URL is same-origin', () => {
  let fixed: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    fixed = await createTestApp({ APP_URL: 'https://app.arrobacerta.com.br' });
  });
  afterAll(() => fixed.close());

  it('refuses a sign-up posted from another address of the same machine', async () => {
    const res = await fixed.post(
      '/api/auth/sign-up/email',
      { name: 'Produtor', email: 'x@fazenda.com', password: STRONG_PASSWORD },
      { headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' } },
    );
    expect(res.status).toBe(403);
  });

  it('e-mails links to APP_URL whatever the Host', async () => {
    const res = await fixed.post(
      '/api/auth/sign-up/email',
      { name: 'Produtor', email: 'fixo@fazenda.com', password: STRONG_PASSWORD },
      { headers: { host: '192.168.0.10:3000' } },
    );
    expect(res.status).toBe(200);
    const mail = fixed.mails.find((m) => m.to === 'fixo@fazenda.com');
    expect(mail?.text).toContain('https://app.arrobacerta.com.br/api/auth/verify-email');
  });
});
