import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_NOT_IN_PLAN_MESSAGE } from '../../domain/export/datasets';
import { PASTURES_PLAN_MESSAGE } from '../../domain/pastures/constants';
import { INACTIVE_WRITE_MESSAGE } from '../access/gates';
import { createTestApp } from '../test/test-app';
import { pastureCases } from './access-matrix.pastures';

/*
 * The callers of 'Pastos' the access matrix does not hold (its owners are Master): every route of
 * /api/pastures and the pastures' files as a Starter owner (403: the feature is Pro and Master's),
 * an owner whose plan lapsed (inactive or overdue: reads what he recorded, writes nothing), and
 * an administrator (the pseudo plan includes everything). Each works on his own farm, so his
 * answers are the matrix's 'nonMember' ones (a user on his own farm). Nothing is written by a
 * refusal.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};
const ROUTES = Object.entries(pastureCases()).filter(([route]) =>
  /^\w+ \/api\/(pastures|export\/pastures)/.test(route),
);

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Rows of the pastures' tables, to tell that a refusal wrote nothing. */
const rows = async () =>
  (
    await t.db.execute<{ n: string }>(
      sql`select (select count(*) from paddocks) + (select count(*) from paddock_moves)
        + (select count(*) from paddock_heights) + (select count(*) from pasture_settings) as n`,
    )
  ).rows[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  cookies.starter = await t.createUser({ email: 'starter@pastos-planos.com' });
  await t.setSubscription('starter@pastos-planos.com', { plan: 'STARTER', status: 'active' });
  for (const status of ['inactive', 'overdue'] as const) {
    const email = `${status}@pastos-planos.com`;
    cookies[status] = await t.createUser({ email });
    await t.setSubscription(email, { plan: 'PRO', status: 'active', trialEndsAt: null });
    // Recorded while the plan ran.
    const made = await send(cookies[status]!, 'POST', '/api/pastures/paddocks', {
      name: 'Pasto antigo',
      forage: 'Piatã',
      grazingMethod: 'continuous',
    });
    expect(made.status).toBe(201);
    await t.setSubscription(email, { status });
  }
  cookies.admin = await t.createUser({ email: 'admin@pastos-planos.com' });
  await t.makeAdmin('admin@pastos-planos.com');
});
afterAll(() => t.close());

describe("'Pastos' beyond the matrix's callers", () => {
  it('Starter: every route refused with the plan message, nothing written', async () => {
    const before = await rows();
    const wrong: string[] = [];
    for (const [route, spec] of ROUTES) {
      const method = route.split(' ')[0]!;
      const res = await send(cookies.starter!, method, spec.path(), spec.body?.());
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      const file = route.includes('/api/export/');
      const expected = file
        ? { code: 'EXPORT_NOT_IN_PLAN', message: EXPORT_NOT_IN_PLAN_MESSAGE }
        : { code: 'PLAN_REQUIRED', message: PASTURES_PLAN_MESSAGE };
      if (res.status !== 403 || error.code !== expected.code || error.message !== expected.message)
        wrong.push(`${route}: ${res.status} ${error.code} ${error.message}`);
    }
    expect(wrong).toEqual([]);
    expect(await rows()).toBe(before);
  });

  it.each(['inactive', 'overdue'])(
    'a lapsed plan (%s): reads and downloads, writes nothing',
    async (status) => {
      const before = await rows();
      const wrong: string[] = [];
      for (const [route, spec] of ROUTES) {
        const method = route.split(' ')[0]!;
        const res = await send(cookies[status]!, method, spec.path(), spec.body?.());
        const text = await res.text();
        if (method === 'GET') {
          if (!spec.answers.nonMember!.includes(res.status)) wrong.push(`${route}: ${res.status}`);
          continue;
        }
        const error = (JSON.parse(text) as { error?: { code: string; message: string } }).error;
        if (
          res.status !== 403 ||
          error?.code !== 'SUBSCRIPTION_INACTIVE' ||
          error.message !== INACTIVE_WRITE_MESSAGE
        )
          wrong.push(`${route}: ${res.status} ${text.slice(0, 100)}`);
      }
      expect(wrong).toEqual([]);
      expect(await rows()).toBe(before);
      const list = await send(cookies[status]!, 'GET', '/api/pastures/paddocks');
      expect(await list.text()).toContain('Pasto antigo');
      const file = await send(cookies[status]!, 'GET', '/api/export/pastures.csv');
      expect(await file.text()).toContain('Pasto antigo;;Piatã;Contínuo');
    },
  );

  it('an administrator works on his own farm as its owner', async () => {
    const wrong: string[] = [];
    for (const [route, spec] of ROUTES) {
      const method = route.split(' ')[0]!;
      const res = await send(cookies.admin!, method, spec.path(), spec.body?.());
      if (!spec.answers.nonMember!.includes(res.status)) {
        wrong.push(`${route}: ${res.status} ${(await res.text()).slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
