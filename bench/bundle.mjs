// npm run bench:bundle — how much JavaScript and CSS each route makes the browser load, gzipped.
//
// Builds the web app if stale (scripts/build-web.mjs), serves the built app and the real API with
// its own embedded PostgreSQL (bench/lib/app-server.mjs, one signed-up and confirmed producer),
// then opens each route in Debian's Chromium through Playwright, in a fresh context (no cache,
// no service worker from an earlier route), signed in for the app screens, and waits for network
// idle. Every same-origin response the PAGE received of resource type script or stylesheet
// (files served through a service worker included; the worker's own fetches, e.g. a precache,
// are only counted, apart) is gzipped at level 9 with node:zlib and summed per type; inline <style> and
// <script> text in the HTML document is gzipped and reported separately. The landing page's JS
// (files + inline) must stay within MAX_LANDING_JS_KB (default 15: islands without React, decision
// 046) KB gzip: exit 1 otherwise (BUNDLE_NO_FAIL=1 to always exit 0). Writes
// .tmp/bundle-summary.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { interruptibleCleanups, runMain } from './lib/cleanups.mjs';
import { CHROMIUM, startBuiltApp, table } from './lib/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups = interruptibleCleanups();
const MAX_LANDING_JS_KB = Number(process.env.MAX_LANDING_JS_KB ?? 15);
const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/module/results', signedIn: true },
  { path: '/pricing?plan=PRO', signedIn: true },
];

const gzipBytes = (body) => gzipSync(body, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Inline <style> and <script> (executable ones) text of an HTML document. */
function inlineParts(html) {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, text]) => !/\bsrc\s*=/i.test(attrs) && text.trim())
    .filter(([, attrs]) => {
      const type = attrs.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
      return !type || type === 'module' || type.includes('javascript');
    })
    .map((m) => m[2]);
  return { styles, scripts };
}

async function measure(browser, baseUrl, cookie, route) {
  const context = await browser.newContext();
  try {
    if (route.signedIn) {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url: baseUrl }]);
    }
    const page = await context.newPage();
    const origin = new URL(baseUrl).origin;
    const files = new Map(); // url → { type, bytes, gzip, viaServiceWorker }
    const workerFetches = new Set(); // what the service worker fetched itself (e.g. a precache)
    const pending = [];
    let documentHtml = null;

    context.on('response', (response) => {
      const request = response.request();
      const url = new URL(response.url());
      if (url.origin !== origin) return;
      const resourceType = request.resourceType();
      if (request.serviceWorker()) {
        workerFetches.add(url.href);
        return;
      }
      pending.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return;
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
            documentHtml = body.toString('utf8');
          }
          if (resourceType !== 'script' && resourceType !== 'stylesheet') return;
          if (files.has(url.href)) return;
          files.set(url.href, {
            type: resourceType === 'script' ? 'js' : 'css',
            bytes: body.length,
            gzip: gzipBytes(body),
            viaServiceWorker: response.fromServiceWorker(),
          });
        })(),
      );
    });

    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
    const finalUrl = new URL(page.url());
    const serviceWorker = await page.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return { registered: false, controlling: false };
      const registrations = await navigator.serviceWorker.getRegistrations();
      return {
        registered: registrations.length > 0,
        controlling: Boolean(navigator.serviceWorker.controller),
        scripts: registrations.map((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL),
      };
    });
    await Promise.all(pending);
    const expected = new URL(`${baseUrl}${route.path}`);
    if (finalUrl.pathname !== expected.pathname) {
      throw new Error(`${route.path} ended on ${finalUrl.pathname}${finalUrl.search} (redirected)`);
    }

    const list = [...files.entries()].map(([url, f]) => ({ url: new URL(url).pathname, ...f }));
    const sum = (type, key) => list.filter((f) => f.type === type).reduce((a, f) => a + f[key], 0);
    const inline = inlineParts(documentHtml ?? '');
    const inlineCss = inline.styles.reduce((a, s) => a + gzipBytes(s), 0);
    const inlineJs = inline.scripts.reduce((a, s) => a + gzipBytes(s), 0);
    return {
      route: route.path,
      signedIn: route.signedIn,
      finalUrl: finalUrl.pathname + finalUrl.search,
      jsGzip: sum('js', 'gzip'),
      jsBytes: sum('js', 'bytes'),
      jsFiles: list.filter((f) => f.type === 'js').length,
      cssGzip: sum('css', 'gzip'),
      cssBytes: sum('css', 'bytes'),
      cssFiles: list.filter((f) => f.type === 'css').length,
      inlineCssGzip: inlineCss,
      inlineStyleTags: inline.styles.length,
      inlineJsGzip: inlineJs,
      inlineScriptTags: inline.scripts.length,
      htmlGzip: documentHtml === null ? null : gzipBytes(documentHtml),
      serviceWorker: {
        ...serviceWorker,
        ownFetches: workerFetches.size,
      },
      files: list.sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const app = await startBuiltApp(cleanups);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  cleanups.push(() => browser.close());

  const results = [];
  for (const route of ROUTES) results.push(await measure(browser, app.baseUrl, app.cookie, route));
  await cleanups.run();

  console.log(`\nJS and CSS loaded per route, gzip -9 (${app.baseUrl}, built app)\n`);
  console.log(
    table([
      ['route', 'JS KB gz', 'files', 'CSS KB gz', 'files', 'inline CSS', 'inline JS', 'HTML', 'SW'],
      ...results.map((r) => [
        r.route + (r.signedIn ? ' (signed in)' : ''),
        kb(r.jsGzip),
        r.jsFiles,
        kb(r.cssGzip),
        r.cssFiles,
        `${kb(r.inlineCssGzip)} (${r.inlineStyleTags})`,
        `${kb(r.inlineJsGzip)} (${r.inlineScriptTags})`,
        r.htmlGzip === null ? '-' : kb(r.htmlGzip),
        r.serviceWorker.controlling
          ? 'controls'
          : r.serviceWorker.registered
            ? 'registered'
            : 'none',
      ]),
    ]),
  );
  console.log(
    '\nKB = 1024 bytes of gzip -9 output. inline: <style>/<script> text in the HTML (tag count).' +
      '\nSW: service worker state after network idle (a fresh context per route).',
  );
  for (const r of results.filter((x) => x.serviceWorker.ownFetches)) {
    console.log(
      `  ${r.route}: the service worker fetched ${r.serviceWorker.ownFetches} URLs itself ` +
        '(its precache or pass-through fetches; not counted above)',
    );
  }
  const landing = results.find((r) => r.route === '/');
  console.log(`\nlargest files on /:`);
  for (const f of landing.files.slice(0, 8)) {
    console.log(`  ${kb(f.gzip).padStart(6)} KB gz  ${f.type.padEnd(3)}  ${f.url}`);
  }

  const landingJs = landing.jsGzip + landing.inlineJsGzip;
  const pass = landingJs <= MAX_LANDING_JS_KB * 1024;
  console.log(
    `\nlanding / JS: ${kb(landingJs)} KB gzip (target ≤ ${MAX_LANDING_JS_KB} KB): ${pass ? 'PASS' : 'MISS'}`,
  );
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  const summary = {
    date: new Date().toISOString(),
    baseUrl: app.baseUrl,
    gzipLevel: 9,
    target: { route: '/', maxJsKbGzip: MAX_LANDING_JS_KB, jsKbGzip: Number(kb(landingJs)), pass },
    routes: results,
  };
  await writeFile(path.join(root, '.tmp/bundle-summary.json'), JSON.stringify(summary, null, 2));
  console.log('summary: .tmp/bundle-summary.json');
  return pass || process.env.BUNDLE_NO_FAIL === '1' ? 0 : 1;
}

runMain(main, cleanups);
