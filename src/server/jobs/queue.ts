import PgBoss from 'pg-boss';
import type { PaymentEvent } from '../billing/event-schema';
import type { BillingNotifier } from '../billing/notify';
import type { EventOutcome } from '../billing/process-event';

interface BillingEmailJob {
  event: PaymentEvent;
  outcome: EventOutcome;
  origin: string;
}

export const TRIAL_REMINDERS_QUEUE = 'trial-reminders';
export const PERIOD_ENDS_QUEUE = 'period-ends';
export const BILLING_EMAILS_QUEUE = 'billing-emails';
/** Every hour on the hour, São Paulo time: a reminder goes out about 48 hours before the end. */
export const TRIAL_REMINDERS_CRON = '0 * * * *';
/** Every hour at half past: cancelled subscriptions whose paid period is over become inactive. */
export const PERIOD_ENDS_CRON = '30 * * * *';

export interface JobQueue {
  /** Queues a billing e-mail (receipt, overdue notice); the worker sends it, retrying on failure. */
  enqueueBillingEmail: BillingNotifier;
  /** Queues a trial-reminders run now (besides the hourly schedule). */
  runTrialReminders(): Promise<void>;
  /** The names of the scheduled jobs. */
  schedules(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * The job queue, kept in the same PostgreSQL (pg-boss, its own `pgboss` schema), so every app
 * instance can run it and a scheduled job runs once however many instances there are. Jobs:
 * - trial-reminders (hourly): 'Seu teste grátis termina em 2 dias', retried on failure;
 * - period-ends (hourly): a cancelled subscription past its paid period is stored inactive;
 * - billing-emails (on demand): the e-mails of payment events, retried until the mail goes out.
 */
export async function startJobQueue(input: {
  connectionString: string;
  trialReminders: () => Promise<number>;
  periodEnds: () => Promise<number>;
  billingEmail: BillingNotifier;
  /** Overrides TRIAL_REMINDERS_CRON (env TRIAL_REMINDERS_CRON). */
  trialRemindersCron?: string;
  log?: (line: string) => void;
}): Promise<JobQueue> {
  const log = input.log ?? ((line) => console.warn(line));
  const boss = new PgBoss({ connectionString: input.connectionString, max: 2 });
  boss.on('error', (error: Error & { code?: string }) => {
    // 57P01: the database is shutting down (Ctrl-C reaches PostgreSQL too); expected, not news.
    if (error.code !== '57P01') log(`[jobs] ${error.message}`);
  });
  await boss.start();
  const jobs: Array<[name: string, cron: string, run: () => Promise<number>, done: string]> = [
    [
      TRIAL_REMINDERS_QUEUE,
      input.trialRemindersCron ?? TRIAL_REMINDERS_CRON,
      input.trialReminders,
      'lembrete(s) de fim do teste grátis enviados',
    ],
    [
      PERIOD_ENDS_QUEUE,
      PERIOD_ENDS_CRON,
      input.periodEnds,
      'assinatura(s) cancelada(s) encerrada(s)',
    ],
  ];
  for (const [name, cron, run, done] of jobs) {
    await boss.createQueue(name, {
      name,
      policy: 'singleton',
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
    });
    await boss.schedule(name, cron, {}, { tz: 'America/Sao_Paulo' });
    await boss.work(name, async () => {
      const count = await run();
      if (count > 0) log(`[jobs] ${count} ${done}`);
    });
  }
  await boss.createQueue(BILLING_EMAILS_QUEUE, {
    name: BILLING_EMAILS_QUEUE,
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
  });
  await boss.work<BillingEmailJob>(BILLING_EMAILS_QUEUE, async ([job]) => {
    const { event, outcome, origin } = job!.data;
    await input.billingEmail(event, outcome, origin);
  });

  return {
    enqueueBillingEmail: async (event, outcome, origin) => {
      await boss.send(BILLING_EMAILS_QUEUE, { event, outcome, origin });
    },
    runTrialReminders: async () => {
      await boss.send(TRIAL_REMINDERS_QUEUE, {});
    },
    schedules: async () => (await boss.getSchedules()).map((s) => s.name),
    /** Waits for running jobs, then closes pg-boss's connections. */
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
