import { existsSync } from 'node:fs';

/**
 * Ports and paths of the browser-test run; far from the ones `npm start` uses, and below the
 * kernel's ephemeral range (32768–60999), where an outgoing connection could hold them.
 */
const env = process.env;
const port = Number(env.E2E_PORT ?? 3100);

/**
 * Debian's Chromium headless shell (package chromium-headless-shell) when it is installed: the
 * same engine as Playwright's default headless browser, at about half the CPU of the full browser
 * in headless mode (a context in 60 ms instead of 200, a page load 30–50 % faster). Else the
 * full browser. CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const E2E = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  pgPort: Number(env.E2E_PG_PORT ?? 15488),
  smtpPort: Number(env.E2E_SMTP_PORT ?? 2525),
  mailDir: `.tmp/e2e-mail-${port}`,
  dataDir: `.tmp/e2e-data-${port}`,
  /** The built web app the server serves (a separate build lets two runs work side by side). */
  webDir: env.E2E_WEB_DIR ?? 'dist/web',
  /** The Asaas webhook's token, so a test can send the events Asaas would (the sandbox pays). */
  webhookToken: 'token-do-webhook-e2e-0123',
  chromium:
    env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
};
