import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NoticeJob } from '../billing/notify';
import type { BillingWork } from '../billing/runner';
import { createTestDatabase } from '../test/test-db';
import {
  BILLING_SWEEP_QUEUE,
  PERIOD_ENDS_QUEUE,
  SANITARY_REMINDERS_QUEUE,
  startJobQueue,
  TRIAL_REMINDERS_QUEUE,
  type JobQueue,
} from './queue';

/** pg-boss in the app's own PostgreSQL: the schedules exist and each queued job reaches its worker. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let queue: JobQueue;

/** A promise settled by the first call of a worker, with its argument. */
function firstCall<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const ran = firstCall<void>();
const sanitaryRan = firstCall<void>();
const applied = firstCall<string>();
const noticed = firstCall<NoticeJob>();
const synced = firstCall<string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const billing: BillingWork = {
    applyEvent: async (id) => applied.resolve(id),
    sendNotice: async (job) => noticed.resolve(job),
    syncProvider: async (userId) => synced.resolve(userId),
    sweep: async () => ({ events: 0, syncs: 0 }),
  };
  queue = await startJobQueue({
    connectionString: database.url,
    trialReminders: async () => {
      ran.resolve();
      return 0;
    },
    periodEnds: async () => 0,
    sanitaryReminders: async () => {
      sanitaryRan.resolve();
      return 0;
    },
    billing,
    log: () => {},
  });
});
afterAll(async () => {
  await queue.stop();
  await database.drop();
});

it('schedules the trial reminders, the period ends, the sanitary e-mail and the billing sweep', async () => {
  expect((await queue.schedules()).sort()).toEqual(
    [
      BILLING_SWEEP_QUEUE,
      PERIOD_ENDS_QUEUE,
      SANITARY_REMINDERS_QUEUE,
      TRIAL_REMINDERS_QUEUE,
    ].sort(),
  );
  await queue.runTrialReminders();
  await queue.runSanitaryReminders();
  // The workers pick the jobs up (bounded by the test timeout).
  await Promise.all([ran.promise, sanitaryRan.promise]);
});

it('hands a stored billing event, a billing e-mail and a provider sync to their workers', async () => {
  await queue.billing.applyEvent('evt_1&123');
  const job: NoticeJob = { notice: 'payment-refused', userId: 'u1', paymentId: 'p1', origin: 'x' };
  await queue.billing.sendNotice(job);
  await queue.billing.syncProvider('u1');
  expect(await applied.promise).toBe('evt_1&123');
  expect(await noticed.promise).toEqual(job);
  expect(await synced.promise).toBe('u1');
});
