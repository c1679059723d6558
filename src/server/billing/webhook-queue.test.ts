import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentEvents, userSubscriptions } from '../db/schema';
import { startJobQueue, type JobQueue } from '../jobs/queue';
import { createTestApp } from '../test/test-app';

/**
 * The webhook as Asaas expects it (decision 022), with the real job queue: the answer is 200 as
 * soon as the event is stored; pg-boss applies it, and its e-mail goes out from a job.
 */
const TOKEN = 'token-do-webhook-asaas-fila';
let t: Awaited<ReturnType<typeof createTestApp>>;
let jobs: JobQueue | undefined;

beforeAll(async () => {
  t = await createTestApp({ ASAAS_WEBHOOK_TOKEN: TOKEN }, { billingQueue: () => jobs?.billing });
  t.clock.now = new Date('2025-03-15T15:00:00Z');
  jobs = await startJobQueue({
    connectionString: t.databaseUrl,
    trialReminders: async () => 0,
    periodEnds: async () => 0,
    sanitaryReminders: async () => 0,
    billing: t.billing.work,
    log: () => {},
  });
});
afterAll(async () => {
  await jobs?.stop();
  await t.close();
});

/** Resolves when `check` holds, asking again after each job the queue could have run. */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 50));
}

it('answers 200 once the event is stored; the job applies it and sends the receipt', async () => {
  const email = 'fila@fazenda.com';
  const cookie = await t.createUser({ email });
  const checkout = await t.post(
    '/api/checkout',
    { plan: 'STARTER', billingType: 'PIX', cpfCnpj: '529.982.247-25' },
    { headers: { cookie } },
  );
  const { invoiceUrl } = (await checkout.json()) as { invoiceUrl: string };
  const userId = await t.userId(email);
  const [row] = await t.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId));
  const event = {
    id: 'evt_fila_1',
    event: 'PAYMENT_CONFIRMED',
    dateCreated: '2025-03-15 11:00:00',
    payment: {
      id: invoiceUrl.split('/').at(-1),
      subscription: row!.providerSubscriptionId,
      externalReference: userId,
      value: 49.9,
      dueDate: '2025-03-15',
    },
  };
  const res = await t.request('/api/webhooks/asaas', {
    method: 'POST',
    body: JSON.stringify(event),
    headers: { 'asaas-access-token': TOKEN },
  });
  expect(res.status).toBe(200);

  const stateOf = async () =>
    (await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_fila_1')))[0]?.state;
  await until(async () => (await stateOf()) === 'processed');
  const [after] = await t.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId));
  expect(after).toMatchObject({ plan: 'STARTER', status: 'active', trialEndsAt: null });
  await until(async () =>
    t.mails.some((m) => m.to === email && m.subject.startsWith('Pagamento confirmado')),
  );
});
