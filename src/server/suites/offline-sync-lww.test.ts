import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_INPUTS } from '../../domain/schemas.fixture';
import { createTestApp } from '../test/test-app';

/*
 * Months and years saved offline on two phones: the version typed last (`enteredAt`) wins,
 * whatever order the saves arrive in; a save repeated under its `Idempotency-Key` changes
 * nothing. Each answer says what became of the save: 'saved', 'replayed' or 'superseded'.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let farmA = '';
let farmB = '';
const NOW = new Date('2025-04-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  cookie = await t.createUser({ email: 'lww@fazenda.com' });
  await t.setSubscription('lww@fazenda.com', {
    plan: 'MASTER',
    status: 'active',
    trialEndsAt: null,
  });
  farmA = await t.farmOf('lww@fazenda.com');
  const created = await t.request('/api/farms', {
    method: 'POST',
    headers: { cookie },
    body: JSON.stringify({ name: 'Retiro LWW' }),
  });
  farmB = ((await created.json()) as { id: string }).id;
  await t.request('/api/farms/active', {
    method: 'PUT',
    headers: { cookie },
    body: JSON.stringify({ farmId: farmA }),
  });
});
afterAll(() => t.close());

interface Saved {
  enteredAt: string;
  outcome: 'saved' | 'replayed' | 'superseded';
  [field: string]: unknown;
}

const ROUTES = [
  {
    name: 'monthly-control',
    period: (n: number) => `2024-${String(n).padStart(2, '0')}`,
    body: VALID_INPUTS.monthlyFigures,
    field: 'sales',
    rows: (farmId: string, period: string) =>
      sql`select * from monthly_control where farm_id = ${farmId} and month_year = ${`${period}-01`}`,
  },
  {
    name: 'annual-results',
    period: (n: number) => String(2020 + n),
    body: VALID_INPUTS.annualFigures,
    field: 'totalSales',
    rows: (farmId: string, period: string) =>
      sql`select * from annual_results where farm_id = ${farmId} and year = ${Number(period)}`,
  },
] as const;

describe.each(ROUTES)('PUT /api/$name/:period, last write wins', (route) => {
  const put = (
    period: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    t.request(`/api/${route.name}/${period}`, {
      method: 'PUT',
      headers: { cookie, ...headers },
      body: JSON.stringify(body),
    });
  const save = async (period: string, sales: number, enteredAt?: string, key?: string) => {
    const res = await put(
      period,
      { ...route.body, [route.field]: sales, ...(enteredAt ? { enteredAt } : {}) },
      key ? { 'Idempotency-Key': key } : {},
    );
    expect(res.status).toBe(200);
    return (await res.json()) as Saved;
  };
  const stored = async (period: string, farmId = farmA) =>
    (await t.db.execute<Record<string, unknown>>(route.rows(farmId, period))).rows;

  it('applies a version typed later ("saved"), and keeps it against an older one ("superseded")', async () => {
    const period = route.period(1);
    const older = await save(period, 5, '2025-03-31T09:00:00-03:00', randomUUID());
    expect(older).toMatchObject({
      [route.field]: 5,
      outcome: 'saved',
      enteredAt: '2025-03-31T12:00:00.000Z',
    });
    const newerKey = randomUUID();
    const newer = await save(period, 7, '2025-03-31T10:00:00-03:00', newerKey);
    expect(newer).toMatchObject({ [route.field]: 7, outcome: 'saved' });
    const [before] = await stored(period);

    // The phone that typed at 08:00 syncs last: it gets the newer version back.
    const late = await save(period, 3, '2025-03-31T08:00:00-03:00', randomUUID());
    expect(late).toEqual({ ...newer, outcome: 'superseded' });
    const rows = await stored(period);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(before);
    expect(rows[0]).toMatchObject({ idempotency_key: newerKey });

    const get = await t.request(`/api/${route.name}/${period}`, { headers: { cookie } });
    const { outcome: _outcome, ...entry } = newer;
    expect(await get.json()).toEqual(entry);
  });

  it('applies a save typed at the same moment as the stored one (the later arrival)', async () => {
    const period = route.period(2);
    await save(period, 5, '2025-03-31T12:00:00Z');
    expect(await save(period, 6, '2025-03-31T12:00:00.000Z')).toMatchObject({
      [route.field]: 6,
      outcome: 'saved',
    });
  });

  it('answers a repeated key "replayed" with the stored row, whatever the repeat carries', async () => {
    const period = route.period(3);
    const key = randomUUID();
    const first = await save(period, 5, '2025-03-31T12:00:00Z', key);
    const [before] = await stored(period);
    const again = await save(period, 9, '2025-03-31T23:00:00Z', key);
    expect(again).toEqual({ ...first, outcome: 'replayed' });
    expect((await stored(period))[0]).toEqual(before);
    // The key of a save on another period is that save, not a new one.
    const elsewhere = await save(route.period(4), 9, undefined, key);
    expect(elsewhere).toEqual({ ...first, outcome: 'replayed' });
    expect(await stored(route.period(4))).toHaveLength(0);
  });

  it('stores one row when five saves with one key arrive at once', async () => {
    const period = route.period(5);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => save(period, 5, '2025-03-31T12:00:00Z', key)),
    );
    expect(answers.map((a) => a.outcome).sort()).toEqual([
      'replayed',
      'replayed',
      'replayed',
      'replayed',
      'saved',
    ]);
    expect(await stored(period)).toHaveLength(1);
  });

  it("clamps a time after the server's now to now, so a fast clock does not win for ever", async () => {
    const period = route.period(6);
    const ahead = await save(period, 5, '2999-01-01T00:00:00Z');
    expect(ahead).toMatchObject({ outcome: 'saved', enteredAt: NOW.toISOString() });
    const typedBefore = await save(period, 6, '2025-04-01T11:59:00Z');
    expect(typedBefore).toMatchObject({ [route.field]: 5, outcome: 'superseded' });
    t.clock.now = new Date('2025-04-02T12:00:00Z');
    try {
      const typedAfter = await save(period, 7, '2025-04-02T11:00:00Z');
      expect(typedAfter).toMatchObject({ [route.field]: 7, outcome: 'saved' });
      // Without enteredAt, a save counts as typed when it arrives.
      const now = await save(period, 8);
      expect(now).toMatchObject({ outcome: 'saved', enteredAt: '2025-04-02T12:00:00.000Z' });
    } finally {
      t.clock.now = NOW;
    }
  });

  it('refuses a malformed enteredAt with a field error and stores nothing', async () => {
    const period = route.period(7);
    for (const enteredAt of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '1e308',
      1e308,
      'ontem',
      '2025-03-31T18:00:00',
      '2025-02-30T12:00:00Z',
      null,
    ]) {
      const res = await put(period, { ...route.body, enteredAt });
      expect(res.status, String(enteredAt)).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'VALIDATION',
          message: 'Erro de validação',
          fields: { enteredAt: 'Data de registro inválida' },
        },
      });
    }
    expect(await stored(period)).toHaveLength(0);
  });

  it('refuses an Idempotency-Key that is not a UUID and stores nothing', async () => {
    const period = route.period(8);
    for (const key of ['abc', 'x'.repeat(10_240), `${randomUUID()}-1`]) {
      const res = await put(period, route.body, { 'Idempotency-Key': key });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'INVALID_IDEMPOTENCY_KEY',
      );
    }
    expect(await stored(period)).toHaveLength(0);
  });

  it('saves on the X-Farm-Id farm, and refuses a farm the user is not on', async () => {
    const period = route.period(9);
    const res = await put(period, route.body, { 'X-Farm-Id': farmB });
    expect(res.status).toBe(200);
    expect(await stored(period, farmB)).toHaveLength(1);
    expect(await stored(period)).toHaveLength(0);
    const stranger = await put(period, route.body, { 'X-Farm-Id': 'f'.repeat(32) });
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { error: { code: string } }).error.code).toBe(
      'FARM_UNAVAILABLE',
    );
  });
});
