import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Weighing } from '../../domain/records/weighing';
import { weighings } from '../db/schema';
import { validationError } from '../test/responses';
import { createTestApp } from '../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'pesagem@fazenda.com' });
  other = await t.createUser({ email: 'vizinho-pesagem@fazenda.com' });
});
afterAll(() => t.close());

const weighing = { animalId: 'BR-0042', weighingDate: '2025-02-10', weight: 330.4, notes: null };

const add = (body: unknown, as: string | null = cookie) =>
  t.post('/api/weighings', body, { headers: as ? { cookie: as } : {} });
/** The first page, newest first (at most 100: these tests store a few). */
const list = async (as: string = cookie) => {
  const res = await t.request('/api/weighings?limit=100', { headers: { cookie: as } });
  expect(res.status).toBe(200);
  const page = (await res.json()) as { items: Weighing[]; nextCursor: string | null };
  expect(page.nextCursor).toBeNull();
  return page.items;
};
const rowsOf = async (email: string) =>
  t.db
    .select()
    .from(weighings)
    .where(eq(weighings.userId, await t.userId(email)));

describe('POST /api/weighings', () => {
  it('records a weighing for the session user, without a lot, and answers it', async () => {
    const res = await add({
      ...weighing,
      animalId: ' BR-0042 ',
      notes: '  Vermifugado ',
      userId: 'outro',
      farmId: 'outra',
    });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as Weighing;
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...weighing,
      notes: 'Vermifugado',
      batchId: null,
      createdAt: expect.any(String),
    });
    const rows = await rowsOf('pesagem@fazenda.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: saved.id, weight: 330.4, batchId: null });
    expect(typeof rows[0]!.weight).toBe('number');
  });

  it('stores empty notes as null', async () => {
    const res = await add({ ...weighing, weighingDate: '2025-01-10', weight: 300.2, notes: '  ' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Weighing).notes).toBeNull();
  });

  it('answers 400 with field messages and writes nothing on a bad body', async () => {
    const before = (await rowsOf('pesagem@fazenda.com')).length;
    const res = await add({ animalId: '', weighingDate: '2025-02-30', weight: 1500.5 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      validationError({
        animalId: 'Identificação do animal é obrigatória',
        weighingDate: 'Data inválida',
        weight: 'Peso muito alto',
      }),
    );
    const missing = await add({ animalId: 'BR-1' });
    expect(((await missing.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      weighingDate: 'Data da pesagem é obrigatória',
      weight: 'Campo obrigatório',
    });
    for (const body of [
      'texto',
      null,
      [],
      { ...weighing, weight: 0 },
      { ...weighing, weight: '330' },
      { ...weighing, weighingDate: '10/02/2025' },
      { ...weighing, notes: 'x'.repeat(501) },
    ]) {
      expect((await add(body)).status).toBe(400);
    }
    expect(await rowsOf('pesagem@fazenda.com')).toHaveLength(before);
  });
});

describe('a weighing dated in the future', () => {
  it("is refused with a 400 after São Paulo's today, by the server's clock", async () => {
    const before = (await rowsOf('pesagem@fazenda.com')).length;
    const saved = t.clock.now;
    try {
      // 10/03/2025 01:30 UTC: still 09/03 in São Paulo.
      t.clock.now = new Date('2025-03-10T01:30:00Z');
      const tomorrow = await add({ ...weighing, weighingDate: '2025-03-10' });
      expect(tomorrow.status).toBe(400);
      expect(await tomorrow.json()).toEqual(
        validationError({ weighingDate: 'Data da pesagem não pode ser depois de hoje' }),
      );
      expect(await rowsOf('pesagem@fazenda.com')).toHaveLength(before);

      t.clock.now = new Date('2025-03-10T03:00:00Z');
      const today = await add({ ...weighing, animalId: 'BR-FUT', weighingDate: '2025-03-10' });
      expect(today.status).toBe(201);
      // Keep the listing below as it was.
      await t.db.delete(weighings).where(eq(weighings.animalId, 'BR-FUT'));
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('GET /api/weighings', () => {
  it("lists newest first (date, then entry), and never another user's", async () => {
    await add({ ...weighing, animalId: 'Vizinho-1' }, other);
    // Same date as the first one, entered later: comes after it.
    await add({ ...weighing, animalId: 'BR-0043', weight: 280 });
    await add({ ...weighing, weighingDate: '2025-02-24', weight: 327.9 });
    const rows = await list();
    expect(rows.map((w) => [w.weighingDate, w.animalId, w.weight])).toEqual([
      ['2025-02-24', 'BR-0042', 327.9],
      ['2025-02-10', 'BR-0043', 280],
      ['2025-02-10', 'BR-0042', 330.4],
      ['2025-01-10', 'BR-0042', 300.2],
    ]);
    expect(rows.every((w) => typeof w.weight === 'number')).toBe(true);
    expect((await list(other)).map((w) => w.animalId)).toEqual(['Vizinho-1']);
  });
});

describe('sessions and plans', () => {
  it('answers 401 without a session and writes nothing', async () => {
    const before = (await t.db.select().from(weighings)).length;
    expect((await t.request('/api/weighings')).status).toBe(401);
    expect((await add(weighing, null)).status).toBe(401);
    expect(await t.db.select().from(weighings)).toHaveLength(before);
  });

  it('is open to Starter (weighing is one of its modules)', async () => {
    const starter = await t.createUser({ email: 'starter-pesagem@fazenda.com' });
    await t.setSubscription('starter-pesagem@fazenda.com', {
      plan: 'STARTER',
      animalLimit: 100,
      trialEndsAt: null,
    });
    expect((await add(weighing, starter)).status).toBe(201);
    expect(await list(starter)).toHaveLength(1);
  });

  it("refuses a lot that is not one of the farm's, storing nothing", async () => {
    const before = (await list()).length;
    const res = await add({ ...weighing, batchId: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { batchId: 'Lote não encontrado.' } },
    });
    expect((await add({ ...weighing, batchId: 'nao-e-uuid' })).status).toBe(400);
    expect(await list()).toHaveLength(before);
  });

  it('has no other routes', async () => {
    const [first] = await list();
    const res = await t.request(`/api/weighings/${first!.id}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(res.status).toBe(404);
    expect(await list()).toHaveLength(4);
  });
});
