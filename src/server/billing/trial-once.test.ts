import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_INPUTS } from '../../domain/schemas.fixture';
import { todayIn } from '../../domain/records/dates';
import type { SubscriptionView } from '../../domain/billing/subscription';
import { createTestApp, sessionCookie } from '../test/test-app';

/**
 * Plays the person who tries for a second free trial (issue 38 item 8, decision 053): another
 * '+tag' or Gmail's dots on the same mailbox, or a new mailbox paid with a CPF that paid before.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CPF = '529.982.247-25';

/** Signs up and confirms `email`, the clock set to that moment (trial days count from it). */
async function createUser(user: { name?: string; email: string }) {
  const cookie = await t.createUser(user);
  t.clock.now = new Date();
  return cookie;
}

const get = (path: string, cookie: string) => t.request(path, { headers: { cookie } });
const subscription = async (cookie: string) =>
  (await (await get('/api/subscription', cookie)).json()) as SubscriptionView;
const weigh = (cookie: string) =>
  t.post('/api/weighings', VALID_INPUTS.weighing, { headers: { cookie } });

describe('one free trial per mailbox', () => {
  let first: string;
  beforeAll(async () => {
    first = await createUser({ name: 'Ana', email: 'ana@gmail.com' });
  });

  it('the first account of a mailbox has its 7 days', async () => {
    expect(await subscription(first)).toMatchObject({
      status: 'active',
      trialDaysLeft: 7,
      trialUsedBy: null,
    });
    expect((await weigh(first)).status).toBe(201);
  });

  it.each(['ana+1@gmail.com', 'a.n.a@googlemail.com', 'a.na+fazenda@gmail.com'])(
    '%s starts without a trial and is told why',
    async (email) => {
      const cookie = await createUser({ name: 'Ana', email });
      expect(await subscription(cookie)).toMatchObject({
        status: 'inactive',
        trialDaysLeft: null,
        trialUsedBy: 'email',
      });
      const me = (await (await get('/api/me', cookie)).json()) as {
        banners: { trialDaysLeft: number | null; inactive: boolean };
      };
      expect(me.banners).toMatchObject({ trialDaysLeft: null, inactive: true });
      // No access a trial would give: nothing is recorded until it subscribes.
      const refused = await weigh(cookie);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe('SUBSCRIPTION_INACTIVE');
    },
  );

  it('another domain, or dots outside Gmail, is another mailbox', async () => {
    for (const email of ['ana@fazenda.com', 'a.na@fazenda.com']) {
      const cookie = await createUser({ email });
      expect(await subscription(cookie), email).toMatchObject({ trialDaysLeft: 7 });
    }
  });

  it('signing up twice to a trial-less address and choosing the password gives no trial', async () => {
    const email = 'ana+de-novo@gmail.com';
    await t.signUp({ email });
    await t.signUp({ email });
    const mail = t.mails.filter((m) => m.to === email).at(-1)!;
    const link = new URL(mail.text.match(/https?:\/\/\S+definir-senha\S+/)![0]);
    const confirmed = await t.post('/api/auth/confirm-sign-up', {
      token: link.searchParams.get('token'),
      password: 'Boiada2025',
    });
    expect(confirmed.status).toBe(200);
    t.clock.now = new Date();
    const cookie = sessionCookie(confirmed);
    expect(await subscription(cookie)).toMatchObject({ trialDaysLeft: null, trialUsedBy: 'email' });
  });

  it("a stranger's sign-up that nobody confirms uses up no one's trial", async () => {
    // Someone signs up joana+x@gmail.com to spend Joana's trial, and never confirms it.
    expect((await t.signUp({ email: 'joana+x@gmail.com' })).status).toBe(200);
    const joana = await createUser({ email: 'joana@gmail.com' });
    expect(await subscription(joana)).toMatchObject({ trialDaysLeft: 7, trialUsedBy: null });
  });

  it('of two unconfirmed accounts of a mailbox, the first confirmed has the trial', async () => {
    expect((await t.signUp({ email: 'lia+a@fazenda.com' })).status).toBe(200);
    const first = await createUser({ email: 'lia+b@fazenda.com' });
    const later = sessionCookie(await t.request(t.confirmationPath('lia+a@fazenda.com')));
    t.clock.now = new Date();
    expect(await subscription(first)).toMatchObject({ trialDaysLeft: 7, trialUsedBy: null });
    expect(await subscription(later)).toMatchObject({
      status: 'inactive',
      trialDaysLeft: null,
      trialUsedBy: 'email',
    });
  });

  it('deleting the account does not give the mailbox a new trial', async () => {
    await createUser({ email: 'caio@fazenda.com' });
    await t.db.execute(`delete from users where email = 'caio@fazenda.com'`);
    const again = await createUser({ email: 'caio@fazenda.com' });
    expect(await subscription(again)).toMatchObject({ trialDaysLeft: null, trialUsedBy: 'email' });
  });
});

describe('one free trial per CPF/CNPJ that paid', () => {
  const pay = async (cookie: string, cpfCnpj = CPF) => {
    const res = await t.post(
      '/api/checkout',
      { plan: 'PRO', billingType: 'PIX', cpfCnpj },
      { headers: { cookie } },
    );
    expect(res.status).toBe(200);
    const { invoiceUrl } = (await res.json()) as { invoiceUrl: string };
    return invoiceUrl.split('/').at(-1)!;
  };

  it('a new mailbox paying with a CPF that paid before gets no free days', async () => {
    // Bruno pays with his CPF in his first account (the sandbox approves it).
    const bruno = await createUser({ email: 'bruno@fazenda.com' });
    const paid = await pay(bruno);
    const approved = await t.request(`/api/sandbox/payments/${paid}/approve`, {
      method: 'POST',
      body: '',
      headers: { cookie: bruno, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(approved.status).toBeLessThan(400);
    expect(await subscription(bruno)).toMatchObject({ paid: true });

    // A new mailbox is a new trial... until the same CPF pays for it.
    const other = await createUser({ email: 'bruno.gado@outro.com' });
    expect(await subscription(other)).toMatchObject({ trialDaysLeft: 7 });
    const pending = await pay(other);
    const [payment] = (await subscription(other)).payments.filter((p) => p.id === pending);
    // The first charge is due today, not when the trial would have ended.
    expect(payment?.dueDate).toBe(todayIn(t.clock.now));
    expect(await subscription(other)).toMatchObject({
      status: 'inactive',
      trialDaysLeft: null,
      trialUsedBy: 'cpfCnpj',
    });
    expect((await weigh(other)).status).toBe(403);
  });

  it('a CPF that never paid keeps the trial and its postponed first charge', async () => {
    const cookie = await createUser({ email: 'nova@fazenda.com' });
    const pending = await pay(cookie, '123.456.789-09');
    const view = await subscription(cookie);
    expect(view).toMatchObject({ status: 'active', trialDaysLeft: 7, trialUsedBy: null });
    const payment = view.payments.find((p) => p.id === pending);
    expect(payment!.dueDate > todayIn(t.clock.now)).toBe(true);
  });
});
