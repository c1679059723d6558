import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp } from '../test/test-app';

/** `/api/auth/update-user` takes the name only, with the sign-up rule (issue 7, point 6). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ name: 'Maria', email: 'perfil@fazenda.com' });
});
afterAll(() => t.close());

const update = (body: unknown) => t.post('/api/auth/update-user', body, { headers: { cookie } });
const storedName = async () =>
  (await t.db.select().from(users).where(eq(users.email, 'perfil@fazenda.com')))[0]?.name;

describe('profile update', () => {
  it.each([
    [{ name: '' }, 'Informe seu nome'],
    [{ name: '   ' }, 'Informe seu nome'],
    [{ name: 'x'.repeat(100_000) }, 'Nome muito longo'],
    [{}, 'Informe seu nome'],
    [{ name: 'Maria\u0000' }, 'Texto com caracteres inválidos'],
    [{ name: 'Maria', image: 'https://evil.example/x.png' }, 'Só o nome pode ser alterado.'],
    [{ image: 'data:image/png;base64,AAAA' }, 'Só o nome pode ser alterado.'],
    [{ name: 'Maria', email: 'outro@fazenda.com' }, 'Só o nome pode ser alterado.'],
  ])('refuses %j with a Portuguese message and changes nothing', async (body, message) => {
    const res = await update(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', message });
    expect(await storedName()).toBe('Maria');
  });

  it('saves a valid name, trimmed', async () => {
    const res = await update({ name: '  Maria da Conceição  ' });
    expect(res.status).toBe(200);
    expect(await storedName()).toBe('Maria da Conceição');
  });
});
