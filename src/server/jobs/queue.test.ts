import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import { PERIOD_ENDS_QUEUE, startJobQueue, TRIAL_REMINDERS_QUEUE, type JobQueue } from './queue';

/** pg-boss in the app's own PostgreSQL: the hourly schedule exists and a queued run reaches the worker. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let queue: JobQueue;
let ran: () => void;
const firstRun = new Promise<void>((resolve) => (ran = resolve));

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startJobQueue({
    connectionString: database.url,
    trialReminders: async () => {
      ran();
      return 0;
    },
    periodEnds: async () => 0,
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
