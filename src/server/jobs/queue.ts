import PgBoss from 'pg-boss';

export const TRIAL_REMINDERS_QUEUE = 'trial-reminders';
/** Every hour on the hour, São Paulo time: a reminder goes out about 48 hours before the end. */
export const TRIAL_REMINDERS_CRON = '0 * * * *';

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
 * - trial-reminders (hourly): 'Seu teste grátis termina em 2 dias', retried on failure.
 */
export async function startJobQueue(input: {
  connectionString: string;
  trialReminders: () => Promise<number>;
  log?: (line: string) => void;
}): Promise<JobQueue> {
  const log = input.log ?? ((line) => console.warn(line));
  const boss = new PgBoss({ connectionString: input.connectionString, max: 2 });
  boss.on('error', (error: Error & { code?: string }) => {
    // 57P01: the database is shutting down (Ctrl-C reaches PostgreSQL too); expected, not news.
    if (error.code !== '57P01') log(`[jobs] ${error.message}`);
  });
  await boss.start();
  await boss.createQueue(TRIAL_REMINDERS_QUEUE, {
    name: TRIAL_REMINDERS_QUEUE,
    policy: 'singleton',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
  });
  await boss.schedule(TRIAL_REMINDERS_QUEUE, TRIAL_REMINDERS_CRON, {}, { tz: 'America/Sao_Paulo' });
  await boss.work(TRIAL_REMINDERS_QUEUE, async () => {
    const sent = await input.trialReminders();
    if (sent > 0) log(`[jobs] ${sent} lembrete(s) de fim do teste grátis enviados`);
  });
  return {
    runTrialReminders: async () => {
      await boss.send(TRIAL_REMINDERS_QUEUE, {});
    },
    schedules: async () => (await boss.getSchedules()).map((s) => s.name),
    /** Waits for running jobs, then closes pg-boss's connections. */
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
