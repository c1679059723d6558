import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://app.arrobacerta.com.br' });
});
afterAll(() => t.close());

describe('under https', () => {
  it('sets the session cookie Secure, HttpOnly and SameSite=Lax, and it still signs the user in', async () => {
    const cookie = await t.createUser({ email: 'seguro@fazenda.com' });
    expect(cookie).toMatch(/^__Secure-arroba\.session_token=/);

    const res = await t.post('/api/auth/sign-in/email', {
      email: 'seguro@fazenda.com',
      password: 'Boiada2025',
    });
    const raw = res.headers.getSetCookie().find((c) => c.includes('arroba.session_token='))!;
    expect(raw).toMatch(/; Secure/);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect((await t.request('/api/dashboard', { headers: { cookie } })).status).toBe(200);
  });

  it('refuses a cookie-carrying request posted from another origin (CSRF)', async () => {
    const cookie = await t.createUser({ email: 'csrf@fazenda.com' });
    const res = await t.post(
      '/api/auth/sign-out',
      {},
      { headers: { cookie, origin: 'https://golpe.example.com' } },
    );
    expect(res.status).toBe(403);
    expect((await res.json()) as object).toHaveProperty('error.message');
    expect((await t.request('/api/dashboard', { headers: { cookie } })).status).toBe(200);
  });
});
