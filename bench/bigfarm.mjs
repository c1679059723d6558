// npm run bench:bigfarm [-- --size large] — the app with one big farm, as a producer's phone sees
// it (issue 24 item 10, decision 030). Starts its own embedded PostgreSQL (or a scratch database
// on BENCH_DATABASE_URL), serves the real app with the built web app, signs a new account up,
// seeds its farm with the demo seeder (20,000 animals × 10 weighings; large: 50,000 × 20 =
// 1,000,000), prints EXPLAIN (ANALYZE, BUFFERS) of the statements behind the screens, then drives
// Chromium with 4× CPU throttling through /dashboard, /module/inventory, /module/weighing (open,
// search an animal, its history, the next page of weighings), /rebanho (open, search, an animal's
// page), /sanidade (its two due lists by vaccine, a vaccine's animals), 'Reprodução' (the newest
// season of 10,000+ exposed females: its page, its indicators, the chute and a brinco found
// there; issue 41 item 11, its statements each under 50 ms), 'Pastos' (issue 42 item 8: 500
// paddocks, two years of moves; its statements each under 50 ms, /pastos and its map:
// bench/lib/pasture-steps.mjs), 'Financeiro' (issue 43 item 8: 50,000 entries, its statements
// under 50 ms, an OFX of 5,000 lines under 5 s, /financeiro and its cash flow:
// bench/lib/finance-steps.mjs), the lots and an export. For each:
// time until settled (no request for 500 ms and no 'Carregando' status; the time is to the last
// request or spinner), KB of data (fetch/XHR) received, JS heap after a GC, and sequential scans
// of weighings during it (pg_stat_user_tables; must stay 0). Then p95 of each /api endpoint used.
//
// ONLY=<regexp> runs just the matching steps, LOOPS=<n> them n times (each step's median then:
// two builds compared on a noisy machine); SQL_ONLY=1 stops after the EXPLAINs. With TRACE=1,
// each step also prints its requests (start and end since the step began) and where the
// renderer's CPU time went (a CDP profile): where a slow screen's time goes.
//
// Run with tsx (the npm script builds the web app first): node --import tsx bench/bigfarm.mjs
import { chromium } from '@playwright/test';
import { E2E } from '../e2e/settings.ts';
import { DEMO_BENCH_ANIMAL, seedDemoFarm } from '../src/server/seed/demo-farm.ts';
import { serveBenchApp } from './lib/bench-app.mjs';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { migratedBenchDatabase } from './lib/database.mjs';
import { explainEach, weighingsSeqScans } from './lib/explain.mjs';
import { explainPastures, pastureSteps, pastureUrls } from './lib/pasture-steps.mjs';
import { financeUrls } from './lib/finance-statements.mjs';
import { explainFinance, financeSteps, importBigOfx } from './lib/finance-steps.mjs';
import { newestSeason, reproductionStatements } from './lib/reproduction-statements.mjs';
import { reproductionSteps, seasonBrinco } from './lib/reproduction-steps.mjs';
import { percentile } from './lib/latency.mjs';
import { phoneContext } from './lib/phone.mjs';
import { printTrace } from './lib/print-trace.mjs';
import { meterPage } from './lib/screen-meter.mjs';
import { benchStatements } from './lib/screen-statements.mjs';
import { chartUrls } from './lib/chart-urls.mjs';
import { signUpConfirmed } from './lib/sign-up.mjs';
import { machineSpeed } from './lib/machine.mjs';

const LARGE = process.argv.includes('--size=large') || process.argv.includes('large');
const SIZE = {
  ...(LARGE ? { animals: 50_000, weighings: 20 } : { animals: 20_000, weighings: 10 }),
  // A quick try of the bench itself: ANIMALS=500 WEIGHINGS=3.
  ...(process.env.ANIMALS && { animals: Number(process.env.ANIMALS) }),
  ...(process.env.WEIGHINGS && { weighings: Number(process.env.WEIGHINGS) }),
};
const TARGET = { ms: 1500, kb: 300, heapMb: 40, p95: 50, sqlMs: 50 };
const EMAIL = 'bench-fazenda-grande@fazenda.test';
const TRACE = process.env.TRACE === '1';
const cleanups = interruptibleCleanups();

const step = async (label, fn) => {
  const started = performance.now();
  const value = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return value;
};

/**
 * Resolves in the frame where a text starting with `text` is drawn inside an element matching
 * `selector` (decision 092). Playwright's own wait retries its query with pauses that grow to
 * 500 ms, which a step then counts as the screen's time; a look at the page's text at every
 * frame sees it when it shows, and the person-like locator after it finds it at its first try.
 */
const drawn = (page, selector, text) =>
  page.waitForFunction(
    ([css, start]) =>
      [...document.querySelectorAll(css)].some((root) => {
        const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (node.data.trim().startsWith(start)) return true;
        }
        return false;
      }),
    [selector, text],
    { polling: 'raf' },
  );

/**
 * Screens and steps, each a function of the page that does the step (the meter times it), and
 * optionally `{ newTab: true }`; 'Reprodução''s on `repro` ({ season, brinco }).
 */
function steps(baseUrl, repro) {
  // 'Consultar Desempenho''s animal picker (the last 'Animal' combobox of the screen): found by
  // role and name only, as a filter over the screen's elements is slow on a page of 20,000 rows.
  const animalBox = (page) => page.getByRole('combobox', { name: 'Animal', exact: true }).last();
  // Below 1024 px the weighing page is in tabs ('Pesar', 'Lotes', 'Relatório'): open `name`.
  const openTab = async (page, name) => {
    const tab = page.getByRole('tab', { name, exact: true });
    const shown = await tab.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (shown && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  };
  return [
    ['/dashboard', (page) => page.goto(`${baseUrl}/dashboard`)],
    ['/module/inventory', (page) => page.goto(`${baseUrl}/module/inventory`)],
    ['/module/weighing (open)', (page) => page.goto(`${baseUrl}/module/weighing`)],
    [
      'weighing: search an animal',
      async (page) => {
        await openTab(page, 'Relatório');
        const box = animalBox(page);
        if ((await box.evaluate((e) => e.tagName)) === 'SELECT') return 'a select: no search';
        await box.fill(DEMO_BENCH_ANIMAL);
        await drawn(page, '[role="option"]', DEMO_BENCH_ANIMAL);
        await page.getByRole('option', { name: DEMO_BENCH_ANIMAL, exact: true }).waitFor();
      },
    ],
    [
      'weighing: the animal’s history',
      async (page) => {
        const box = animalBox(page);
        if ((await box.evaluate((e) => e.tagName)) === 'SELECT') {
          await box.selectOption(DEMO_BENCH_ANIMAL);
        } else {
          await page.getByRole('option', { name: DEMO_BENCH_ANIMAL, exact: true }).click();
        }
        await page
          .getByText(/GMD|Ganho/)
          .filter({ visible: true })
          .first()
          .waitFor();
      },
    ],
    [
      'weighing: next page',
      async (page) => {
        const next = page.getByRole('button', {
          name: /Próxima|Mais pesagens|Carregar mais|anteriores/,
        });
        if ((await next.count()) === 0) return 'no next-page button (the list is not paged yet)';
        await next.first().click();
      },
    ],
    // The herd registry (issue 25): its list, a search and an animal's page (the same tab, as the
    // screens above).
    [
      '/rebanho (open)',
      async (page) => {
        await page.goto(`${baseUrl}/rebanho`);
        await page
          .getByRole('link', { name: /^(\d{2}-)?\d{5,}$/ })
          .first()
          .waitFor();
      },
    ],
    [
      'rebanho: search an animal',
      async (page) => {
        await page.getByLabel('Buscar animal').fill(DEMO_BENCH_ANIMAL);
        await drawn(page, 'main', '1 animal');
        await page
          .getByText(/^1 animal\b/)
          .first()
          .waitFor();
      },
    ],
    [
      'rebanho: the animal’s page',
      async (page) => {
        await page.getByRole('link', { name: DEMO_BENCH_ANIMAL, exact: true }).first().click();
        await page
          .getByRole('heading', { name: new RegExp(DEMO_BENCH_ANIMAL) })
          .first()
          .waitFor();
      },
    ],
    // The sanitary calendar (issue 26): its due lists, computed over the whole herd, counted by
    // vaccine; a vaccine's animals open under its line (issue 39, decision 063).
    [
      '/sanidade (Atrasadas)',
      async (page) => {
        await page.goto(`${baseUrl}/sanidade`);
        await page
          .getByRole('list', { name: 'Atrasadas por vacina' })
          .getByRole('listitem')
          .first()
          .waitFor();
      },
    ],
    [
      "sanidade: a vaccine's animals",
      async (page) => {
        await page
          .getByRole('list', { name: 'Atrasadas por vacina' })
          .getByRole('button', { name: /^Ver / })
          .first()
          .click();
        await page
          .getByRole('list', { name: /^Animais: Atrasadas/ })
          .getByRole('listitem')
          .first()
          .waitFor();
      },
    ],
    [
      'sanidade: Próximos 30 dias',
      async (page) => {
        await page.getByRole('tab', { name: /Próximos 30 dias/ }).click();
        await page
          .getByRole('list', { name: 'Próximos 30 dias por vacina' })
          .getByRole('listitem')
          .first()
          .waitFor();
      },
    ],
    ...(repro ? reproductionSteps(baseUrl, repro.season, repro.brinco) : []),
    ...pastureSteps(baseUrl),
    ...financeSteps(baseUrl),
    [
      // A new tab from here: a screen left busy by an earlier step must not hold these up.
      'lots (Lotes)',
      async (page) => {
        await page.goto(`${baseUrl}/module/weighing`);
        await openTab(page, 'Lotes');
        await page.getByRole('heading', { name: 'Lotes', exact: true }).scrollIntoViewIfNeeded();
      },
    ],
    [
      'export (weighings CSV)',
      async (page) => {
        // Fetched by the page, so the meter sees its bytes and timing like a download's.
        const { status, size } = await page.evaluate(async () => {
          const res = await fetch('/api/export/weighings.csv');
          return { status: res.status, size: (await res.arrayBuffer()).byteLength };
        });
        return `HTTP ${status}, ${(size / 2 ** 20).toFixed(1)} MB of CSV`;
      },
    ],
  ];
}

async function main() {
  console.log(
    `bigfarm bench (${SIZE.animals.toLocaleString('en')} × ${SIZE.weighings}): preparing`,
  );
  console.log(machineSpeed());
  const database = await migratedBenchDatabase('bigfarm', cleanups, step);
  const { baseUrl, mails } = await serveBenchApp({ database, cleanups, webDir: 'dist/web' });
  const cookie = await step('sign-up', () =>
    signUpConfirmed(baseUrl, mails, { email: EMAIL, password: 'Boiada2025' }),
  );
  const client = await database.pool.connect();
  const seeded = await step(
    `seed:demo ${(SIZE.animals * SIZE.weighings).toLocaleString('en')} weighings`,
    // Released by closing the connection: a backend that ends reports its statistics at once,
    // so the seeder's scans are not counted in the first screen's.
    () => seedDemoFarm(client, { email: EMAIL, ...SIZE }).finally(() => client.release(true)),
  );

  const screenPlans = await explainEach(
    database.pool,
    await benchStatements(database, seeded.farmId),
  );
  // 'Reprodução' (issue 41 item 11): the newest season's counts, pages, indicators and lists,
  // and /api/v1's keyset pages of its records (on reproduction_events_farm_created_idx).
  const reproPlans = await explainEach(
    database.pool,
    await reproductionStatements(database, seeded.farmId),
  );
  // 'Pastos' (issue 42 item 8): the farm's UA/ha on a day, the list's and the map's figures.
  const pastures = await explainPastures(database, seeded.farmId, TARGET.sqlMs);
  // 'Financeiro' (issue 43 item 8): 50,000 entries, the year's figures; an OFX of 5,000 lines.
  const finance = await explainFinance(database, seeded.farmId, TARGET.sqlMs);
  const ofx = await importBigOfx(baseUrl, cookie);
  const flagged = [...screenPlans, ...reproPlans, ...pastures.plans, ...finance.plans]
    .filter((p) => p.lines.some((l) => /Seq Scan on weighings\b/.test(l)))
    .map((p) => p.label);
  console.log(`\nSeq Scan on weighings in: ${flagged.length ? flagged.join(', ') : 'none'}`);
  const season = await newestSeason(database.pool, seeded.farmId);
  const repro = season && {
    season,
    brinco: await seasonBrinco(database.pool, seeded.farmId, season.id),
  };
  console.log(
    `\n'Reprodução' statements (season '${season?.name}', ${season?.exposed ?? 0} exposed):`,
  );
  for (const { label, ms } of reproPlans) {
    console.log(`  ${label.padEnd(52)} ${ms.toFixed(1).padStart(7)} ms`);
  }
  const sqlMisses = reproPlans
    .filter((p) => !(p.ms < TARGET.sqlMs))
    .map((p) => `${p.label}: ${p.ms.toFixed(1)} ms`);
  for (const p of reproPlans.filter((r) => r.label.startsWith('api/v1'))) {
    if (!p.lines.some((l) => l.includes('reproduction_events_farm_created_idx')))
      sqlMisses.push(`${p.label}: not on reproduction_events_farm_created_idx`);
  }
  if (SIZE.animals >= 20_000 && (!season || season.exposed < 10_000))
    sqlMisses.push(`the newest season has ${season?.exposed ?? 0} exposed females, not 10,000`);
  sqlMisses.push(...pastures.misses, ...finance.misses, ...ofx.misses);
  if (process.env.SQL_ONLY === '1') {
    console.log(`
SQL targets (${TARGET.sqlMs} ms): ${sqlMisses.length ? `missed:\n  ${sqlMisses.join('\n  ')}` : 'all met'}`);
    return process.env.STRICT === '1' && sqlMisses.length ? 1 : 0;
  }

  const browser = await chromium.launch({ executablePath: E2E.chromium });
  cleanups.push(() => browser.close());
  // One browser profile, as a producer's phone: the first screen (/dashboard) is the cold first
  // visit, and the service worker and HTTP cache it fills serve the later screens.
  const context = await phoneContext(browser, cookie, baseUrl);
  /** A new page (tab) of that profile. */
  const signedInPage = () => context.newPage();
  const endpoints = new Map();
  let page = await signedInPage();
  let meter = await meterPage(page, { endpoints, trace: TRACE });

  const rows = [];
  // ONLY=<regexp>: just the steps whose label matches (a slow screen's look with TRACE=1).
  const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
  const chosen = steps(baseUrl, repro).filter(([l]) => !only || only.test(l));
  // LOOPS=<n>: the chosen steps n times over, each time from a new tab (the profile's caches
  // kept), and each step's median then: a figure to compare two builds by on a noisy machine.
  const loops = Math.max(1, Number(process.env.LOOPS) || 1);
  for (const [index, [label, act, opts]] of Array(loops).fill(chosen).flat().entries()) {
    const again = index > 0 && index % chosen.length === 0;
    if (again || opts?.newTab || label.startsWith('lots') || label.startsWith('export')) {
      // A new tab for each: a screen left busy by an earlier step holds no later one up (not
      // awaited: a busy renderer may take long to close).
      void page.close().catch(() => {});
      page = await signedInPage();
      meter = await meterPage(page, { endpoints, trace: TRACE });
      // The export is fetched from the app's origin (with its cookie), not from about:blank.
      if (label.startsWith('export')) await page.goto(`${baseUrl}/api/health`);
    }
    const scansBefore = await weighingsSeqScans(database.pool);
    await meter.mark();
    let note = '';
    let settled = { ms: NaN, kb: NaN, requests: [], profile: null };
    try {
      // A step gets 60 s; a screen still busy after that is reported as failed.
      const said = await Promise.race([
        act(page),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('the step took over 60 s')), 60_000),
        ),
      ]);
      if (typeof said === 'string') note = said;
      settled = await meter.settle(60_000);
    } catch (error) {
      note = `failed: ${error.message.split('\n')[0]}`;
    }
    const { ms, kb } = settled;
    if (TRACE) printTrace(settled);
    // The statistics collector reports a moment later.
    await new Promise((r) => setTimeout(r, 700));
    const scans = (await weighingsSeqScans(database.pool)) - scansBefore;
    const heap = await Promise.race([
      meter.heapMb(),
      new Promise((r) => setTimeout(() => r(NaN), 30_000)),
    ]);
    rows.push({ label, ms, kb, heap, scans, note });
    console.log(
      `  ${label.padEnd(32)} ${ms.toFixed(0).padStart(6)} ms ${kb.toFixed(0).padStart(7)} KB ` +
        `${heap.toFixed(1).padStart(6)} MB heap  seq scans ${scans}${note ? `  (${note})` : ''}`,
    );
  }

  // The charts' data (issue 27 item 2, decision 048): the chart screens' requests, asked here
  // until the screens draw them (the same REPEAT times below), for the demo's bench animal and
  // its lot; and 'Pastos''s (issue 42 item 8), whether or not /pastos has asked them yet.
  for (const [key, url] of [
    ...(await chartUrls(database.pool, seeded.farmId, baseUrl)),
    ...(await pastureUrls(database.pool, seeded.farmId, baseUrl)),
    ...financeUrls(baseUrl),
  ]) {
    if (!endpoints.has(key)) endpoints.set(key, { times: [], urls: new Set() });
    endpoints.get(key).urls.add(url);
  }

  // Each GET the screens made, asked again REPEAT times: a p95 of one to five first requests
  // would be their cold start (a new connection, a first plan), not the endpoint's.
  const REPEAT = 20;
  const serverMs = async (url) => {
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    return Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
  };
  for (const { times, urls } of endpoints.values()) {
    for (const url of urls) {
      if (url.includes('/api/export/')) continue;
      for (let i = 0; i < REPEAT; i++) times.push(await serverMs(url));
    }
  }
  console.log(
    `\nendpoints (server time from Server-Timing, a streamed answer to its first byte; the ` +
      `screens' requests, then each GET ${REPEAT} times again):`,
  );
  const misses = [...sqlMisses];
  for (const [key, { times }] of [...endpoints].sort()) {
    const sorted = times.filter(Number.isFinite).sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    if (p95 > TARGET.p95) misses.push(`${key} p95 ${p95.toFixed(0)} ms`);
    console.log(
      `  ${key.padEnd(48)} n=${String(sorted.length).padStart(3)} p50 ` +
        `${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1)} ms`,
    );
  }
  if (loops > 1) console.log(`\nmedians of ${loops} loops:`);
  for (const r of loops > 1 ? mediansOf(rows) : rows) {
    if (loops > 1) console.log(`  ${r.label.padEnd(32)} ${r.ms.toFixed(0).padStart(6)} ms`);
    // A step whose screen is not there yet ('skipped: …') has nothing to meet.
    if (r.note.startsWith('skipped')) continue;
    if (!(r.ms <= TARGET.ms)) misses.push(`${r.label}: ${r.ms.toFixed(0)} ms`);
    // An export is a download of the whole set, not a screen: no KB target.
    if (!(r.kb <= TARGET.kb) && !r.label.startsWith('export'))
      misses.push(`${r.label}: ${r.kb.toFixed(0)} KB`);
    if (!(r.heap <= TARGET.heapMb)) misses.push(`${r.label}: heap ${r.heap.toFixed(1)} MB`);
    if (r.scans > 0) misses.push(`${r.label}: ${r.scans} seq scans of weighings`);
  }
  console.log(
    `\ntargets (${TARGET.ms} ms, ${TARGET.kb} KB, ${TARGET.heapMb} MB, p95 ${TARGET.p95} ms, ` +
      `'Reprodução', 'Pastos' and 'Financeiro' SQL ${TARGET.sqlMs} ms): ` +
      (misses.length ? `missed:\n  ${misses.join('\n  ')}` : 'all met'),
  );
  return process.env.STRICT === '1' && misses.length ? 1 : 0;
}

/** One row per label: the median of its rows' figures, their most scans and first note. */
function mediansOf(rows) {
  const median = (values) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  return [...new Set(rows.map((r) => r.label))].map((label) => {
    const mine = rows.filter((r) => r.label === label);
    return {
      label,
      ms: median(mine.map((r) => r.ms)),
      kb: median(mine.map((r) => r.kb)),
      heap: median(mine.map((r) => r.heap)),
      scans: Math.max(...mine.map((r) => r.scans)),
      note: mine.map((r) => r.note).find((n) => n) ?? '',
    };
  });
}

runMain(main, cleanups);
