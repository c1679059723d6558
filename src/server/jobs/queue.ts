import PgBoss from 'pg-boss';

export const TRIAL_REMINDERS_QUEUE = 'trial-reminders';
export const PERIOD_ENDS_QUEUE = 'period-ends';
/** Every hour on the hour, São Paulo time: a reminder goes out about 48 hours before the end. */
export const TRIAL_REMINDERS_CRON = '0 * * * *';
/** Every hour at half past: cancelled subscriptions whose paid period is over become inactive. */
export const PERIOD_ENDS_CRON = '30 * * * *';

export interface JobQueue {
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
 * - period-ends (hourly): a cancelled subscription past its paid period is stored inactive.
 */
export async function startJobQueue(input: {
  connectionString: string;
  trialReminders: () => Promise<number>;
  periodEnds: () => Promise<number>;
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
      TRIAL_REMINDERS_CRON,
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
  return {
    runTrialReminders: async () => {
      await boss.send(TRIAL_REMINDERS_QUEUE, {});
    },
    schedules: async () => (await boss.getSchedules()).map((s) => s.name),
    /** Waits for running jobs, then closes pg-boss's connections. */
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
