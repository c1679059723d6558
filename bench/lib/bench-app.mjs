// The real app for a bench, on a free port of 127.0.0.1 (or BENCH_APP_PORT, on a shared machine):
// NODE_ENV=production with a generated secret, e-mails kept in `mails` (for sign-up links),
// stopped by the cleanup stack it is given. Imports the server's TypeScript: run the bench with
// tsx (node --import tsx).
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app.ts';
import { parseEnv } from '../../src/server/env.ts';
import { freePort } from '../../src/server/test/free-port.ts';

/**
 * Serves `database` through the app; `webDir` defaults to a missing directory (API only); apps
 * given the same `secret` share their sessions.
 * Returns the address and the e-mails sent so far.
 */
export async function serveBenchApp({ database, cleanups, webDir, secret }) {
  const port = Number(process.env.BENCH_APP_PORT) || (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const mails = [];
  const env = parseEnv({
    NODE_ENV: 'production',
    // No Asaas here: the payment sandbox, on purpose (env.ts).
    PAYMENT_SANDBOX: 'true',
    APP_URL: baseUrl,
    // One secret for several apps on one database: a session of one is a session of all.
    BETTER_AUTH_SECRET: secret ?? randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  });
  const { app } = createApp({
    env,
    database,
    mailer: { send: async (m) => void mails.push(m) },
    webDir: webDir ?? path.join(tmpdir(), 'arroba-bench-no-web'),
  });
  const server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  );
  return { baseUrl, mails };
}
