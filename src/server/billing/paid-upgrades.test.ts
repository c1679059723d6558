import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangePlanResponse, SubscriptionView } from '../../domain/billing/subscription';
import { userSubscriptions } from '../db/schema';
import { KEY_PERMISSIONS } from '../farms/api-key-routes';
import { routeCases } from '../suites/access-matrix.cases';
import { createTestApp } from '../test/test-app';

/*
 * Decision 021 played by an attacker on the payment sandbox: an account that paid Starter asks
 * for Master and does not pay (refuses, lets it fall overdue, asks for Starter meanwhile, sends
 * a forged future-dated confirmation). It stays Starter, and every Master-only route refuses it.
 */
const TOKEN = 'token-do-webhook-upgrades';
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ ASAAS_WEBHOOK_TOKEN: TOKEN });
});
beforeEach(() => {
  t.clock.now = new Date('2026-03-17T15:00:00Z'); // 12:00 in São Paulo
});
afterAll(() => t.close());

let seq = 0;
/** A Starter paid in the sandbox, who then asks for Master: the charge waits. */
async function starterAskingMaster() {
  seq += 1;
  const email = `atacante-${seq}@fazenda.com`;
  const cookie = await t.createUser({ email });
  const headers = { cookie };
  const checkout = await t.post(
    '/api/checkout',
    { plan: 'STARTER', billingType: 'CREDIT_CARD', cpfCnpj: '529.982.247-25' },
    { headers },
  );
  const { invoiceUrl } = (await checkout.json()) as { invoiceUrl: string };
  expect(
    (await form(`/api/sandbox/payments/${invoiceUrl.split('/').at(-1)}/approve`, cookie)).status,
  ).toBe(303);
  expect((await state(email)).plan).toBe('STARTER');
  const res = await t.post('/api/subscription/plan', { plan: 'MASTER' }, { headers });
  expect(res.status).toBe(200);
  const change = (await res.json()) as ChangePlanResponse;
  expect(change.change).toBe('upgrade-pending');
  expect(change.charge).toBeGreaterThan(100); // R$ 148,00 over most of the month
  return {
    email,
    cookie,
    userId: await t.userId(email),
    farm: await t.farmOf(email),
    upgradeId: change.subscription.pendingUpgrade!.paymentId,
  };
}
type Attacker = Awaited<ReturnType<typeof starterAskingMaster>>;

const form = (path: string, cookie: string) =>
  t.request(path, {
    method: 'POST',
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });

const state = async (email: string) =>
  (
    await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, await t.userId(email)))
  )[0]!;

const view = async (a: Attacker) =>
  (await (
    await t.request('/api/subscription', { headers: { cookie: a.cookie } })
  ).json()) as SubscriptionView;

function hook(a: Attacker, event: string, dateCreated: string) {
  return t.request('/api/webhooks/asaas', {
    method: 'POST',
    headers: { 'asaas-access-token': TOKEN },
    body: JSON.stringify({
      id: `evt_${event}_${a.upgradeId}_${dateCreated}`,
      event,
      dateCreated,
      payment: {
        object: 'payment',
        id: a.upgradeId,
        externalReference: a.userId,
        status: 'PENDING',
        dueDate: '2026-03-17',
      },
    }),
  });
}

/**
 * The Master-only routes of the access matrix, for the attacker's own farm: a farm, a member, an
 * API key, and every write of /api/v1. (Reading through a key made under Master stays open after
 * a downgrade — decision 015: records are never held hostage — and no key can be made without
 * Master, as the third row shows.)
 */
const MASTER_ONLY = [
  'POST /api/farms',
  'POST /api/farms/:id/invitations',
  'POST /api/farms/:id/api-keys',
  'POST /api/v1/inventory',
  'POST /api/v1/weighings',
  'POST /api/v1/weighings/bulk',
  'PUT /api/v1/monthly-control/:month',
  'PUT /api/v1/annual-results/:year',
];

const madeKeys = new Map<string, { key: string }>();

/** Every Master-only route answers 403 to the attacker (sessions for the app, a key for /api/v1). */
async function expectNoMaster(a: Attacker) {
  expect((await state(a.email)).plan).toBe('STARTER');
  const keys = await t.request(`/api/farms/${a.farm}/api-keys`, { headers: { cookie: a.cookie } });
  expect((await keys.json()).length, 'API keys the app let the attacker make').toBe(
    madeKeys.has(a.email) ? 1 : 0,
  );
  // A read-write key of the farm, as if one had been made while the plan was Master.
  const key =
    madeKeys.get(a.email) ??
    (await t.auth.api.createApiKey({
      body: {
        organizationId: a.farm,
        userId: a.userId,
        permissions: KEY_PERMISSIONS['read-write'],
      },
    }));
  madeKeys.set(a.email, key);
  const cases = routeCases(() => ({ farmF: a.farm, farmF2: a.farm }));
  const answers: string[] = [];
  for (const route of MASTER_ONLY) {
    const spec = cases[route]!;
    const [method, path] = route.split(' ') as [string, string];
    const body = spec.body?.();
    const res = await t.request(spec.path(), {
      method,
      headers: path.startsWith('/api/v1/')
        ? { authorization: `Bearer ${key.key}` }
        : { cookie: a.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    answers.push(`${route} ${res.status}`);
  }
  expect(answers).toEqual(MASTER_ONLY.map((route) => `${route} 403`));
}

describe('an upgrade is granted only when paid (decision 021)', () => {
  it('upgrade, then refuse the charge: still Starter, no Master feature, told to pay again', async () => {
    const a = await starterAskingMaster();
    expect((await form(`/api/sandbox/payments/${a.upgradeId}/refuse`, a.cookie)).status).toBe(303);
    expect(await view(a)).toMatchObject({
      plan: 'STARTER',
      pendingUpgrade: { plan: 'MASTER', status: 'REFUSED' },
    });
    expect(
      t.mails.find((m) => m.to === a.email && m.subject === 'Pagamento recusado no Arroba Certa')
        ?.text,
    ).toContain('mudança para o plano Master');
    await expectNoMaster(a);
    // Paying it after all grants Master.
    expect((await form(`/api/sandbox/payments/${a.upgradeId}/approve`, a.cookie)).status).toBe(303);
    expect(await state(a.email)).toMatchObject({ plan: 'MASTER', upgradePaymentId: null });
    expect(
      (await t.post('/api/farms', { name: 'Paga' }, { headers: { cookie: a.cookie } })).status,
    ).toBe(201);
  });

  it('upgrade, then ask for Starter: refused while the charge waits; given up, Starter stays paid', async () => {
    const a = await starterAskingMaster();
    const headers = { cookie: a.cookie };
    const down = await t.post('/api/subscription/plan', { plan: 'STARTER' }, { headers });
    expect(down.status).toBe(409);
    expect((await down.json()).error.code).toBe('UPGRADE_PENDING');
    await expectNoMaster(a);
    expect((await t.post('/api/subscription/upgrade/cancel', {}, { headers })).status).toBe(200);
    const again = await t.post('/api/subscription/plan', { plan: 'STARTER' }, { headers });
    expect(again.status).toBe(200);
    expect(await state(a.email)).toMatchObject({
      plan: 'STARTER',
      providerPlan: 'STARTER',
      pendingPlan: null,
      upgradePaymentId: null,
    });
    // The charge is gone: approving it now does nothing.
    await form(`/api/sandbox/payments/${a.upgradeId}/approve`, a.cookie);
    await expectNoMaster(a);
  });

  it('upgrade left unpaid past its due date (overdue event): dropped, Starter stays, the customer is told', async () => {
    const a = await starterAskingMaster();
    t.clock.now = new Date('2026-03-18T13:00:00Z');
    expect((await hook(a, 'PAYMENT_OVERDUE', '2026-03-18 09:00:00')).status).toBe(200);
    expect(await view(a)).toMatchObject({
      plan: 'STARTER',
      pendingUpgrade: null,
      droppedUpgrade: { plan: 'MASTER', status: 'OVERDUE' },
    });
    expect(
      t.mails.some(
        (m) => m.to === a.email && m.subject === 'A mudança para o plano Master não foi concluída',
      ),
    ).toBe(true);
    await expectNoMaster(a);
  });

  it('a forged confirmation dated in 2999 grants nothing; the real one, later, does', async () => {
    const a = await starterAskingMaster();
    expect((await hook(a, 'PAYMENT_CONFIRMED', '2999-01-01 00:00:00')).status).toBe(200);
    await expectNoMaster(a);
    expect((await hook(a, 'PAYMENT_CONFIRMED', '2026-03-17 11:30:00')).status).toBe(200);
    expect(await state(a.email)).toMatchObject({ plan: 'MASTER', animalLimit: 999999 });
    expect(
      (await t.post('/api/farms', { name: 'Segunda' }, { headers: { cookie: a.cookie } })).status,
    ).toBe(201);
  });
});
