import PgBoss from 'pg-boss';
import { sessionOptions } from '../db/session-settings';
import type { NoticeJob } from '../billing/notify';
import type { BillingQueue, BillingWork } from '../billing/runner';
import { log as appLog } from '../observability/log';

export const TRIAL_REMINDERS_QUEUE = 'trial-reminders';
export const PERIOD_ENDS_QUEUE = 'period-ends';
export const BILLING_SWEEP_QUEUE = 'billing-sweep';
export const BILLING_EVENTS_QUEUE = 'billing-events';
export const BILLING_EMAILS_QUEUE = 'billing-emails';
export const BILLING_SYNC_QUEUE = 'billing-provider-sync';
export const SANITARY_REMINDERS_QUEUE = 'sanitary-reminders';
export const BACKUP_QUEUE = 'daily-backup';
/** Every hour on the hour, São Paulo time: a reminder goes out about 48 hours before the end. */
export const TRIAL_REMINDERS_CRON = '0 * * * *';
/** Every hour at half past: cancelled subscriptions whose paid period is over become inactive. */
export const PERIOD_ENDS_CRON = '30 * * * *';
/** Mondays at 07:00, São Paulo time: the week's sanitary e-mail to each farm (decision 044). */
export const SANITARY_REMINDERS_CRON = '0 7 * * 1';
/** Every minute: billing events whose job was lost, provider plans not yet told. */
export const BILLING_SWEEP_CRON = '* * * * *';

export interface JobQueue {
  /** Hands billing work to its queues: applying a stored event, an e-mail, a provider sync. */
  billing: BillingQueue;
  /** Queues a trial-reminders run now (besides the hourly schedule). */
  runTrialReminders(): Promise<void>;
  /** Queues a sanitary-reminders run now (besides the weekly schedule). */
  runSanitaryReminders(): Promise<void>;
  /** The names of the scheduled jobs. */
  schedules(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * The job queue, kept in the same PostgreSQL (pg-boss, its own `pgboss` schema), so every app
 * instance can run it and a scheduled job runs once however many instances there are. Jobs:
 * - trial-reminders (hourly): 'Seu teste grátis termina em 2 dias', retried on failure;
 * - period-ends (hourly): a cancelled subscription past its paid period is stored inactive;
 * - sanitary-reminders (Mondays 07:00): the week's overdue and coming applications, by e-mail,
 *   once per farm and week (the week is claimed in the sends' transaction), retried on failure;
 * - billing-events (on demand): applies a stored webhook event, retried, then set aside;
 * - billing-emails (on demand): billing e-mails, retried until the mail goes out;
 * - billing-provider-sync (on demand): tells the provider a new plan's value, retried;
 * - billing-sweep (every minute): hands on billing work whose job was lost;
 * - daily-backup (BACKUP_CRON, the embedded database only): a backup written, read back, the old
 *   ones removed (db/scheduled-backup.ts), retried on failure.
 */
export async function startJobQueue(input: {
  connectionString: string;
  trialReminders: () => Promise<number>;
  periodEnds: () => Promise<number>;
  sanitaryReminders: () => Promise<number>;
  billing: BillingWork;
  /** Overrides TRIAL_REMINDERS_CRON (env TRIAL_REMINDERS_CRON). */
  trialRemindersCron?: string;
  /** The embedded database's daily backup (main.ts; db/scheduled-backup.ts): its cron and run. */
  backup?: { cron: string; run: () => Promise<number> };
  log?: (line: string) => void;
}): Promise<JobQueue> {
  const log = input.log ?? ((line) => appLog.warn(line));
  // Its sessions start as the app's do (db/client.ts); pg-boss hands the settings to its pg pool.
  const session = { options: sessionOptions() };
  const boss = new PgBoss({ connectionString: input.connectionString, max: 2, ...session });
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
    [
      SANITARY_REMINDERS_QUEUE,
      SANITARY_REMINDERS_CRON,
      input.sanitaryReminders,
      'resumo(s) sanitário(s) da semana enviados',
    ],
    [
      BILLING_SWEEP_QUEUE,
      BILLING_SWEEP_CRON,
      async () => {
        const { events, syncs } = await input.billing.sweep();
        return events + syncs;
      },
      'tarefa(s) de cobrança retomada(s)',
    ],
  ];
  if (input.backup)
    jobs.push([
      BACKUP_QUEUE,
      input.backup.cron,
      input.backup.run,
      'cópia(s) de segurança gravada(s)',
    ]);
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
  // One job per event or user at a time (stately): the sweep never doubles a queued one.
  for (const [name, retryLimit] of [
    [BILLING_EVENTS_QUEUE, 6],
    [BILLING_EMAILS_QUEUE, 8],
    [BILLING_SYNC_QUEUE, 8],
  ] as const) {
    await boss.createQueue(name, {
      name,
      policy: name === BILLING_EMAILS_QUEUE ? 'standard' : 'stately',
      retryLimit,
      retryDelay: 10,
      retryBackoff: true,
    });
  }
  await boss.work<{ eventId: string }>(BILLING_EVENTS_QUEUE, async ([job]) => {
    await input.billing.applyEvent(job!.data.eventId);
  });
  await boss.work<NoticeJob>(BILLING_EMAILS_QUEUE, async ([job]) => {
    await input.billing.sendNotice(job!.data);
  });
  await boss.work<{ userId: string }>(BILLING_SYNC_QUEUE, async ([job]) => {
    await input.billing.syncProvider(job!.data.userId);
  });

  return {
    billing: {
      applyEvent: async (eventId) => {
        await boss.send(BILLING_EVENTS_QUEUE, { eventId }, { singletonKey: eventId });
      },
      sendNotice: async (job) => {
        await boss.send(BILLING_EMAILS_QUEUE, job);
      },
      syncProvider: async (userId) => {
        await boss.send(BILLING_SYNC_QUEUE, { userId }, { singletonKey: userId });
      },
    },
    runTrialReminders: async () => {
      await boss.send(TRIAL_REMINDERS_QUEUE, {});
    },
    runSanitaryReminders: async () => {
      await boss.send(SANITARY_REMINDERS_QUEUE, {});
    },
    schedules: async () => (await boss.getSchedules()).map((s) => s.name),
    /** Waits for running jobs, then closes pg-boss's connections. */
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
