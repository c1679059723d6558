import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

/*
 * Issue 38 item 7, played by a script that has e-mails sent to an address it chooses: at most 3
 * confirmation e-mails per address per hour (sign-up, a repeated sign-up, 'Reenviar', the
 * admin's resend), the same answer whether the address has an account or not. Decision 058. The
 * clock is the test app's (no waiting).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ email: 'suporte@limites.com' });
  await t.makeAdmin('suporte@limites.com');
});
afterAll(() => t.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};
const mailsTo = (email: string) => t.mails.filter((m) => m.to === email).length;
const resend = (email: string, ip?: string) =>
  t.post(
    '/api/auth/send-verification-email',
    { email, callbackURL: '/dashboard' },
    { ...(ip && { ip }) },
  );

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', message } });
  return Number(res.headers.get('retry-after'));
}

const TOO_MANY_CONFIRMATIONS =
  'Muitos pedidos de e-mail de confirmação para este endereço. Tente novamente em 1 hora.';

describe('confirmation e-mails (3 per address per hour)', () => {
  it('sends the first three, whatever asked for them, and refuses the fourth without sending', async () => {
    const email = 'alvo@limites.com';
    expect((await t.signUp({ name: 'Alvo', email })).status).toBe(200);
    expect((await t.signUp({ name: 'Outro', email, password: 'Outra2025x' })).status).toBe(200);
    expect((await resend(email)).status).toBe(200);
    expect(mailsTo(email)).toBe(3);

    // From other addresses, by any door: the address's count decides.
    const retry = await expectRefused(await resend(email, '198.51.100.20'), TOO_MANY_CONFIRMATIONS);
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    await expectRefused(
      await t.post(
        '/api/auth/sign-up/email',
        { name: 'Alvo', email: 'ALVO@limites.com', password: 'Boiada2025', callbackURL: '/' },
        { ip: '198.51.100.21' },
      ),
      TOO_MANY_CONFIRMATIONS,
    );
    const pending = await t.userId(email);
    const byAdmin = await t.post(
      `/api/admin/users/${pending}/resend-confirmation`,
      {},
      { headers: { cookie: admin } },
    );
    await expectRefused(byAdmin, TOO_MANY_CONFIRMATIONS);
    expect(byAdmin.headers.get('retry-after')).toBe(String(retry));
    expect(mailsTo(email)).toBe(3);

    // Another address is not affected; an hour after the first three, three more may go.
    expect((await t.signUp({ email: 'vizinho@limites.com' })).status).toBe(200);
    expect(mailsTo('vizinho@limites.com')).toBe(1);
    later(retry - 1);
    await expectRefused(await resend(email), TOO_MANY_CONFIRMATIONS.replace('1 hora', '1 segundo'));
    later(1);
    for (let i = 0; i < 3; i++) expect((await resend(email)).status).toBe(200);
    expect(mailsTo(email)).toBe(6);
    await expectRefused(await resend(email), TOO_MANY_CONFIRMATIONS);
  });

  it('answers the same for an address without an account and for a confirmed one', async () => {
    await t.createUser({ email: 'confirmada@limites.com' });
    // Its sign-up's e-mail is an hour old.
    later(3600);
    for (const email of ['ninguem@limites.com', 'confirmada@limites.com']) {
      const before = mailsTo(email);
      for (let i = 0; i < 3; i++) expect((await resend(email)).status).toBe(200);
      await expectRefused(await resend(email), TOO_MANY_CONFIRMATIONS);
      expect(mailsTo(email)).toBe(before);
    }
  });

  it('counts only sign-ups that would be sent: a refused form sends nothing and is not counted', async () => {
    const email = 'digita-errado@limites.com';
    for (let i = 0; i < 4; i++) {
      const weak = await t.signUp({ email, password: 'fraca' });
      expect(weak.status).toBe(400);
    }
    expect((await t.signUp({ email })).status).toBe(200);
    expect(mailsTo(email)).toBe(1);
  });
});
