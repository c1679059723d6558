import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import { PERIOD_ENDS_QUEUE, startJobQueue, TRIAL_REMINDERS_QUEUE, type JobQueue } from './queue';

/** pg-boss in the app's own PostgreSQL: the hourly schedule exists and a queued run reaches the worker. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let queue: JobQueue;
let ran: () => void;
const firstRun = new Promise<void>((resolve) => (ran = resolve));
let mailed: (eventId: string) => void;
const billingEmail = new Promise<string>((resolve) => (mailed = resolve));

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startJobQueue({
    connectionString: database.url,
    trialReminders: async () => {
      ran();
      return 0;
    },
    periodEnds: async () => 0,
    billingEmail: async (event) => mailed(event.id),
    log: () => {},
  });
});
afterAll(async () => {
  await queue.stop();
  await database.drop();
});

it('schedules the trial reminders and runs them through the queue', async () => {
  expect((await queue.schedules()).sort()).toEqual([PERIOD_ENDS_QUEUE, TRIAL_REMINDERS_QUEUE]);
  await queue.runTrialReminders();
  await firstRun; // the worker picks the job up (bounded by the test timeout)
});

it('hands a billing e-mail to its worker', async () => {
  await queue.enqueueBillingEmail(
    { id: 'evt_1', event: 'PAYMENT_CONFIRMED', dateCreated: '2026-03-01 10:00:00' },
    'applied',
    'http://127.0.0.1:3000',
  );
  expect(await billingEmail).toBe('evt_1');
});
