import { cpus } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/settings';

/*
 * Sized for the machines CI runs on (2 cores, often busy): Chromium, the app and its PostgreSQL
 * share the cores, and a second worker there made every test slower than running them one by one
 * (14 tests: 151 s with 2 workers, two of them past 30 s; 129 s with 1). One worker per core
 * beyond the first; E2E_WORKERS overrides. Recording a trace of every test cost 40-50 % of its
 * time: traces are kept only when E2E_TRACE is set (failures still leave error-context.md).
 */
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, cpus().length - 1);

/* Browser tests drive Debian's Chromium (no downloaded browsers) against the real app: the
 * embedded PostgreSQL, and e-mail delivered over SMTP to a local catcher (e2e/smtp-catcher.ts). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers,
  forbidOnly: true,
  retries: 0,
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
  // Like `npm start`: no APP_URL, so the app answers at 127.0.0.1, localhost and the LAN address.
  webServer: {
    command: 'node --import tsx src/server/main.ts',
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
    },
  },
});
