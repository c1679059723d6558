import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsInput } from '../../domain/calculators/results';
import { resultCalculations } from '../db/schema';
import { validationError } from '../test/responses';
import { createTestApp } from '../test/test-app';
import { REFERENCE_LOT } from '../../domain/calculators/results.fixture';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: 'resultados@fazenda.com' });
});
afterAll(() => t.close());

const lot: ResultsInput = REFERENCE_LOT;

const save = (body: unknown, headers: Record<string, string> = { cookie }) =>
  t.post('/api/result-calculations', body, { headers });

describe('POST /api/result-calculations', () => {
  it('stores the margin the server computes, for the session user', async () => {
    const res = await save({ ...lot, marginPercent: 99, userId: 'outro' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { marginPercent: number };
    // 171.200 / 500.000 = 34,24% (see results.test.ts), stored in hundredths: in binary the
    // division gives 34.239999999999995.
    expect(body.marginPercent).toBe(34.24);
    const rows = await t.db
      .select()
      .from(resultCalculations)
      .where(eq(resultCalculations.userId, await t.userId('resultados@fazenda.com')));
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.marginPercent)).toBe(34.24);
  });

  it('validates with the screen schema and saves nothing on bad input', async () => {
    const res = await save({ ...lot, finalWeight: 200, months: 61 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      validationError({
        months: 'Período muito longo',
        finalWeight: 'Peso final deve ser maior que peso inicial',
      }),
    );
    for (const body of ['texto', null, [], { quantity: '100' }]) {
      expect((await save(body)).status).toBe(400);
    }
  });

  it('needs a session', async () => {
    expect((await save(lot, {})).status).toBe(401);
  });

  it('is open to Starter (results is one of its modules) but not to a plan without it', async () => {
    const starter = await t.createUser({ email: 'starter-res@fazenda.com' });
    await t.setSubscription('starter-res@fazenda.com', {
      plan: 'STARTER',
      animalLimit: 100,
      trialEndsAt: null,
    });
    expect((await save(lot, { cookie: starter })).status).toBe(201);
  });
});
