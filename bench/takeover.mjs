// npm run bench:takeover [-- BASE] — what a server page's take-over costs (issue 44 item 5,
// decision 085): the time from the first key typed in a search of a page the server rendered
// (before React) to the page's last change, which includes loading and running the app, taking
// the page over and the search's answer. The bench's farm (20,000 animals × 10 weighings) is
// served on one database by the current build and, with BASE (a git ref), by that ref's build
// too, side by side; a phone (412 px, a phone's User-Agent, 4× CPU) types '00131' in 'Controle
// de Pesagem''s 'Animal' (tab 'Relatório') and in 'Rebanho''s 'Buscar animal', ROUNDS times
// (default 7), the builds alternating. Each search is a fresh browser profile that opened the
// dashboard first (its service worker installed), as a producer's phone the day it installs
// the app. Prints the medians and every figure (the first rounds are the browser's first
// compile of the app, slower).
//
// Beside bench:bigfarm: its steps also count Playwright finding the field on a page of ~3,400
// elements at 4× and a first compile, and vary ±25% between runs; here both builds share the
// machine's moment.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { E2E } from '../e2e/settings.ts';
import { DEMO_BENCH_ANIMAL, seedDemoFarm } from '../src/server/seed/demo-farm.ts';
import { serveBenchApp } from './lib/bench-app.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { migratedBenchDatabase } from './lib/database.mjs';
import { phoneContext } from './lib/phone.mjs';
import { signUpConfirmed } from './lib/sign-up.mjs';

const run = promisify(execFile);
const BASE = process.argv[2] ?? process.env.BASE;
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const EMAIL = 'bench-takeover@fazenda.test';
const ROOT = path.resolve(import.meta.dirname, '..');
const cleanups = interruptibleCleanups();

/**
 * The web app built from `cwd` (the tree, or a worktree of BASE), copied to `into`/web with its
 * server rendering beside it (`into`/web-ssr, where the server looks for it: without it the app
 * serves no server page, only the app's shell) and a link to node_modules (what that rendering
 * imports). Returns the web directory.
 */
async function builtWeb(cwd, into) {
  await run(process.execPath, ['scripts/build-web.mjs'], { cwd, maxBuffer: 1 << 26 });
  for (const part of ['web', 'web-ssr']) {
    await cp(path.join(cwd, 'dist', part), path.join(into, part), { recursive: true });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(into, 'node_modules'));
  return path.join(into, 'web');
}

/** Builds: the current tree's, and BASE's in a worktree (node_modules shared). */
async function builds() {
  const dir = await mkdtemp(path.join(tmpdir(), 'arroba-takeover-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const found = [];
  if (BASE) {
    const tree = path.join(dir, 'base');
    await run('git', ['worktree', 'add', '--detach', tree, BASE], { cwd: ROOT });
    cleanups.push(() => run('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT }));
    await symlink(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
    found.push({ label: `base ${BASE}`, web: await builtWeb(tree, path.join(dir, 'web-base')) });
  }
  found.push({ label: 'this tree', web: await builtWeb(ROOT, path.join(dir, 'web-tree')) });
  return found;
}

/** Where the page is, for the time from the first key to the page's last change. */
const watch = (page) =>
  page.evaluate(() => {
    const w = window;
    w.benchKey = 0;
    w.benchChange = 0;
    document.addEventListener('input', () => void (w.benchKey ||= performance.now()), true);
    new MutationObserver(() => void (w.benchChange = performance.now())).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
const keyToChange = (page) =>
  page.evaluate(() => (window.benchKey ? window.benchChange - window.benchKey : NaN));

/** Fails unless `page` is the server's page (what this bench measures the take-over of). */
async function serverPage(page) {
  if ((await page.locator('#root[data-server-rendered]').count()) === 0) {
    throw new Error(`${page.url()} is not a server-rendered page: is dist/web-ssr served?`);
  }
}

/** The two searches: on `page` at `base`, typed, until the answer shows. */
const SEARCHES = {
  weighing: async (page, base) => {
    await page.goto(`${base}/module/weighing`, { waitUntil: 'networkidle' });
    await serverPage(page);
    await watch(page);
    const tab = page.getByRole('tab', { name: 'Relatório', exact: true });
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    await page
      .getByRole('combobox', { name: 'Animal', exact: true })
      .last()
      .fill(DEMO_BENCH_ANIMAL);
    await page.getByRole('option', { name: DEMO_BENCH_ANIMAL, exact: true }).waitFor();
  },
  rebanho: async (page, base) => {
    await page.goto(`${base}/rebanho`, { waitUntil: 'networkidle' });
    await serverPage(page);
    await watch(page);
    await page.getByLabel('Buscar animal').fill(DEMO_BENCH_ANIMAL);
    await page
      .getByText(/^1 animal\b/)
      .first()
      .waitFor();
  },
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const found = await builds();
  const database = await migratedBenchDatabase('takeover', cleanups);
  const secret = 'bench-takeover-'.padEnd(64, '0');
  for (const build of found) {
    const app = await serveBenchApp({ database, cleanups, webDir: build.web, secret });
    Object.assign(build, {
      base: app.baseUrl,
      mails: app.mails,
      times: { weighing: [], rebanho: [] },
    });
  }
  const cookie = await signUpConfirmed(found[0].base, found[0].mails, {
    email: EMAIL,
    password: 'Boiada2025',
  });
  const client = await database.pool.connect();
  await seedDemoFarm(client, { email: EMAIL, animals: 20_000, weighings: 10 }).finally(() =>
    client.release(true),
  );
  const browser = await chromium.launch({ executablePath: E2E.chromium });
  cleanups.push(() => browser.close());

  /** A phone's fresh profile that opened the dashboard of `base` (its worker installed). */
  const phone = async (base) => {
    const context = await phoneContext(browser, cookie, base);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
    await page.evaluate(() => navigator.serviceWorker?.ready);
    return { context, page };
  };

  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...found].reverse() : found;
    for (const build of order) {
      for (const [search, act] of Object.entries(SEARCHES)) {
        const { context, page } = await phone(build.base);
        try {
          await act(page, build.base);
          // The last change may come after the answer shows (a count, a spinner leaving).
          await page.waitForTimeout(500);
          build.times[search].push(await keyToChange(page));
        } finally {
          await context.close();
        }
      }
    }
  }
  console.log(`\nfrom the first key to the page's last change (ms, 4× CPU, phone; medians):`);
  for (const build of found) {
    const line = Object.entries(build.times)
      .map(
        ([search, xs]) =>
          `${search} ${median(xs).toFixed(0)} [${xs.map((x) => x.toFixed(0)).join(' ')}]`,
      )
      .join('  ');
    console.log(`  ${build.label.padEnd(20)} ${line}`);
  }
  return 0;
}

runMain(main, cleanups);
