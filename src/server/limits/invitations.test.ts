import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

/*
 * Issue 38 item 7, played by a farm owner's script: at most 20 invitations per farm in any 24
 * hours, and no invitation's subject carries text the inviter typed (a farm named 'Clique aqui:
 * http://evil.example'). Decision 058. The clock is the test app's (no waiting).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', message } });
  return Number(res.headers.get('retry-after'));
}

describe('invitations (20 per farm in 24 hours)', () => {
  let owner: string;
  let farm: string;
  const invite = (email: string, cookie = owner, farmId = farm) =>
    t.post(`/api/farms/${farmId}/invitations`, { email, role: 'field' }, { headers: { cookie } });

  beforeAll(async () => {
    owner = await t.createUser({ name: 'Dona Rosa', email: 'rosa@limites.com' });
    await t.setSubscription('rosa@limites.com', {
      plan: 'MASTER',
      status: 'active',
      trialEndsAt: null,
    });
    farm = await t.farmOf('rosa@limites.com');
  });

  it('refuses the 21st of a rolling day, sends nothing for it, and lets other farms invite', async () => {
    for (let i = 0; i < 10; i++) expect((await invite(`manha${i}@limites.com`)).status).toBe(201);
    later(12 * 3600);
    for (let i = 0; i < 10; i++) expect((await invite(`tarde${i}@limites.com`)).status).toBe(201);

    const sent = t.mails.length;
    const retry = await expectRefused(
      await invite('vinte-e-um@limites.com'),
      'Esta fazenda já enviou 20 convites nas últimas 24 horas. Tente novamente em 12 horas.',
    );
    expect(retry).toBe(12 * 3600);
    expect(t.mails.length).toBe(sent);

    const other = await t.createUser({ email: 'vizinha@limites.com' });
    await t.setSubscription('vizinha@limites.com', {
      plan: 'MASTER',
      status: 'active',
      trialEndsAt: null,
    });
    expect(
      (await invite('campo@limites.com', other, await t.farmOf('vizinha@limites.com'))).status,
    ).toBe(201);

    // A day after the morning's ten, ten may go again; not the eleventh.
    later(12 * 3600);
    for (let i = 0; i < 10; i++) expect((await invite(`dia2-${i}@limites.com`)).status).toBe(201);
    expect((await invite('dia2-mais@limites.com')).status).toBe(429);
  });

  it('never puts the farm’s or the inviter’s name in the subject; the body has them escaped', async () => {
    const cookie = await t.createUser({ name: 'Golpista <b>', email: 'golpe@limites.com' });
    await t.setSubscription('golpe@limites.com', {
      plan: 'MASTER',
      status: 'active',
      trialEndsAt: null,
    });
    const farmId = await t.farmOf('golpe@limites.com');
    const name = 'Clique aqui: http://evil.example <a href="x">';
    const renamed = await t.request(`/api/farms/${farmId}`, {
      method: 'PATCH',
      headers: { cookie },
      body: JSON.stringify({ name }),
    });
    expect(renamed.status).toBe(200);
    expect((await invite('convidado@limites.com', cookie, farmId)).status).toBe(201);

    const mail = t.mails.filter((m) => m.to === 'convidado@limites.com').at(-1)!;
    expect(mail.subject).toBe('Convite para a equipe de uma fazenda no Arroba Certa');
    expect(mail.subject).not.toMatch(/evil|Clique|Golpista/);
    expect(mail.text).toContain(name);
    expect(mail.html).toContain('Clique aqui: http://evil.example &#60;a href=&#34;x&#34;&#62;');
    expect(mail.html).toContain('Golpista &#60;b&#62;');
    expect(mail.html).not.toContain('<a href="x">');
  });
});
