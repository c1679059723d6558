import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const attempt = (ip: string, headers: Record<string, string> = {}) =>
  t.post(
    '/api/auth/sign-in/email',
    { email: 'alvo@fazenda.com', password: 'Errada123' },
    { ip, headers },
  );

describe('sign-in rate limit', () => {
  it('limits each real client address, stored in the database, whatever headers it forges', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.1')).status).toBe(401);

    const limited = await attempt('198.51.100.1', {
      'x-arroba-client-ip': '192.0.2.99',
      'x-forwarded-for': '192.0.2.98',
      'x-real-ip': '192.0.2.97',
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
      },
    });
    expect(Number(limited.headers.get('x-retry-after'))).toBeGreaterThan(0);

    // Another address is not affected.
    expect((await attempt('198.51.100.2')).status).toBe(401);
    const rows = await t.db.select().from(rateLimits);
    expect(rows.map((r) => r.key)).toContain('198.51.100.1|/sign-in/email');
  });
});
