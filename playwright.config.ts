import { cpus } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/settings';

/*
 * Sized for the machines CI runs on (2 cores): Chromium, the app and its PostgreSQL share them.
 * With the full browser one worker already kept both cores busy, and a second made every test
 * slower. The headless shell (e2e/settings.ts) leaves a third of them idle while a test waits on
 * the server, and a second worker fills it: 36 tests took 137 s with the full browser on 1 worker,
 * 105 s with the shell on 1 and 84 s on 2. So: one worker per core with the shell, one fewer with
 * the full browser; E2E_WORKERS overrides. Recording a trace of every test cost 40-50 % of its
 * time: traces are kept only when E2E_TRACE is set (failures still leave error-context.md).
 */
const headlessShell = E2E.chromium.endsWith('headless-shell');
const workers =
  Number(process.env.E2E_WORKERS) || Math.max(1, cpus().length - (headlessShell ? 0 : 1));

/* Browser tests drive Debian's Chromium (no downloaded browsers) against the real app: the
 * embedded PostgreSQL, and e-mail delivered over SMTP to a local catcher (e2e/smtp-catcher.ts). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers,
  forbidOnly: true,
  // On CI a failed test runs once more (decision 086): the list reports it as flaky, a failure
  // twice still fails the run. Locally never: a flaky test is a bug to look at, not to rerun.
  retries: process.env.CI ? 1 : 0,
  // A hang still fails, but a slow machine is not one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/global-setup.ts',
  outputDir: `.tmp/test-results-${E2E.port}`,
  use: {
    baseURL: E2E.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The app registers a service worker; tests that are about it allow it (e2e/pwa.spec.ts).
    // Elsewhere it would serve pages from its cache and hide requests from page.route().
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: E2E.chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 } },
      testMatch: /phone\.spec\.ts/,
    },
  ],
  // `npm start` itself (the server built by esbuild, run by plain node; issue 44 item 1): no
  // APP_URL, so the app answers at 127.0.0.1, localhost and the LAN address.
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${E2E.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E.port),
      DATA_DIR: E2E.dataDir,
      WEB_DIR: E2E.webDir,
      EMBEDDED_PG_PORT: String(E2E.pgPort),
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      SIGN_IN_RATE_LIMIT: '1000',
      TZ: 'UTC',
      // The company details a deployment configures (unset, the landing leaves those lines out).
      COMPANY_CNPJ: '12.345.678/0001-95',
      SUPPORT_WHATSAPP: '5534999999999',
      ASAAS_WEBHOOK_TOKEN: E2E.webhookToken,
    },
  },
});
