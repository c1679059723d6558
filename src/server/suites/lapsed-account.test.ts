import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_INPUTS } from '../../domain/schemas.fixture';
import { INACTIVE_WRITE_MESSAGE } from '../access/gates';
import { createTestApp } from '../test/test-app';

/**
 * An inactive or overdue account keeps its records readable (never held hostage) but adds nothing
 * until it pays (decisions.md "Plan changes, cancellation, lapsed accounts"; issue 8, point 5).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
const EMAIL = 'atrasado@fazenda.com';

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.createUser({ email: EMAIL });
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const ADDS = [
  ['POST', '/api/weighings', VALID_INPUTS.weighing, 'weighings'],
  ['PUT', '/api/monthly-control/2025-03', VALID_INPUTS.monthlyFigures, 'monthly_control'],
  ['POST', '/api/budget-plans', VALID_INPUTS.budget, 'budget_planning'],
  ['PUT', '/api/annual-results/2025', VALID_INPUTS.annualFigures, 'annual_results'],
] as const;

const rows = async (table: string) =>
  Number(
    (await t.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`))
      .rows[0]!.n,
  );

describe.each(['inactive', 'overdue'] as const)('a %s account', (status) => {
  it('reads what it recorded while active, adds nothing, and may still delete', async () => {
    await t.setSubscription(EMAIL, { status: 'active' });
    for (const [method, path, body] of ADDS) {
      expect((await send(method, path, body)).status, path).toBeLessThan(300);
    }
    const {
      items: [plan],
    } = (await (await send('GET', '/api/budget-plans')).json()) as { items: { id: string }[] };

    await t.setSubscription(EMAIL, { status });
    for (const [method, path, body, table] of ADDS) {
      const before = await rows(table);
      const res = await send(method, path, body);
      expect(res.status, path).toBe(403);
      expect((await res.json()).error, path).toEqual({
        code: 'SUBSCRIPTION_INACTIVE',
        message: INACTIVE_WRITE_MESSAGE,
      });
      expect(await rows(table), path).toBe(before);
    }
    for (const path of [
      '/api/weighings',
      '/api/monthly-control/2025-03',
      '/api/budget-plans',
      '/api/annual-results/2025',
      '/api/inventory',
      '/api/dashboard',
    ]) {
      expect((await send('GET', path)).status, path).toBe(200);
    }
    expect((await send('DELETE', `/api/budget-plans/${plan!.id}`)).status).toBe(204);
    // Inventory refuses with the spec's own animal-limit message.
    const inventory = await send('POST', '/api/inventory', VALID_INPUTS.inventory);
    expect(inventory.status).toBe(403);
    expect((await inventory.json()).error.code).toBe('SUBSCRIPTION_INACTIVE');
  });
});

it('a trial that ended reads inactive for writes too', async () => {
  await t.setSubscription(EMAIL, { status: 'active', trialEndsAt: new Date('2020-01-01') });
  const res = await send('POST', '/api/weighings', VALID_INPUTS.weighing);
  expect(res.status).toBe(403);
  expect((await send('GET', '/api/weighings')).status).toBe(200);
});
