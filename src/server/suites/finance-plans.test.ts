import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_PLAN_MESSAGE } from '../../domain/finance/constants';
import { INACTIVE_WRITE_MESSAGE } from '../access/gates';
import { createTestApp } from '../test/test-app';
import { financeCases } from './access-matrix.finance';

/*
 * The callers of 'Financeiro' the access matrix does not hold (its owners are Master): every route
 * of /api/finance as a Starter owner (403: the feature is Pro and Master's), an owner whose plan
 * lapsed (inactive or overdue: reads what he recorded, writes nothing) and an administrator (the
 * pseudo plan includes everything). Each works on his own farm, so his answers are the matrix's
 * 'nonMember' ones. Nothing is written by a refusal, nor by a lapsed plan's reads.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};
const ROUTES = Object.entries(financeCases());

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Rows of the finance tables, to tell that a refusal wrote nothing. */
const rows = async () =>
  (
    await t.db.execute<{ n: string }>(
      sql`select (select count(*) from finance_accounts) || '/' ||
        (select count(*) from finance_entries) || '/' ||
        (select count(*) from finance_settings) as n`,
    )
  ).rows[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  cookies.starter = await t.createUser({ email: 'starter@financeiro-planos.com' });
  await t.setSubscription('starter@financeiro-planos.com', { plan: 'STARTER', status: 'active' });
  for (const status of ['inactive', 'overdue'] as const) {
    const email = `${status}@financeiro-planos.com`;
    cookies[status] = await t.createUser({ email });
    await t.setSubscription(email, { plan: 'PRO', status: 'active', trialEndsAt: null });
    // Recorded while the plan ran.
    const chart = await send(cookies[status]!, 'GET', '/api/finance/accounts');
    const { items } = (await chart.json()) as { items: { id: string; key: string }[] };
    const made = await send(cookies[status]!, 'POST', '/api/finance/entries', {
      type: 'expense',
      date: '2025-01-05',
      description: 'Despesa antiga',
      amount: 10,
      accountId: items.find((a) => a.key === 'feed')!.id,
      status: 'realized',
    });
    expect(made.status).toBe(201);
    await t.setSubscription(email, { status });
  }
  cookies.admin = await t.createUser({ email: 'admin@financeiro-planos.com' });
  await t.makeAdmin('admin@financeiro-planos.com');
});
afterAll(() => t.close());

describe("'Financeiro' beyond the matrix's callers", () => {
  it('Starter: every route refused with the plan message, nothing written', async () => {
    const before = await rows();
    const wrong: string[] = [];
    for (const [route, spec] of ROUTES) {
      const method = route.split(' ')[0]!;
      const res = await send(cookies.starter!, method, spec.path(), spec.body?.());
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      if (
        res.status !== 403 ||
        error.code !== 'PLAN_REQUIRED' ||
        error.message !== FINANCE_PLAN_MESSAGE
      )
        wrong.push(`${route}: ${res.status} ${error.code} ${error.message}`);
    }
    expect(wrong).toEqual([]);
    expect(await rows()).toBe(before);
  });

  it.each(['inactive', 'overdue'])('a lapsed plan (%s): reads, writes nothing', async (status) => {
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
    const list = await send(cookies[status]!, 'GET', '/api/finance/entries');
    expect(await list.text()).toContain('Despesa antiga');
  });

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
