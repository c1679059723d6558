// `npm run build`: the web app in dist/web, ready to serve (issue 10, decision 014).
//   1. vite build: index.html (the landing's own small entry) and app.html (the app), hashed assets;
//   2. vite build --ssr of src/web/prerender.tsx into dist/ssr;
//   3. prerender: '/' into index.html and '/auth' into auth.html, their CSS inlined, so both paint
//      before any script runs; app.html, the shell of every other page, gets the CSS inlined too;
//   4. Workbox: sw.js, precaching the pages and assets (never /api), with the shell as the
//      offline answer to any other page.
// sw.js is written last: scripts/build-web.mjs takes its presence as "the build is complete".
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { generateSW } from 'workbox-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/web');
const ssrOut = path.join(root, 'dist/ssr');
const configFile = path.join(root, 'vite.config.ts');

/** Head tags of the prerendered app pages ('/' has its own in src/web/index.html). */
const APP_PAGE_HEADS = {
  '/auth': {
    file: 'auth.html',
    title: 'Entrar ou cadastrar — Arroba Certa',
    description:
      'Entre na sua conta do Arroba Certa ou cadastre-se e teste grátis por 7 dias, com todos os recursos do plano Pro.',
  },
};

const escapeAttr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function headFor(pathname, { title, description }) {
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${escapeAttr(description)}" />`,
    `<link rel="canonical" href="__ARROBA_ORIGIN__${pathname}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="pt_BR" />',
    '<meta property="og:site_name" content="Arroba Certa" />',
    `<meta property="og:title" content="${escapeAttr(title)}" />`,
    `<meta property="og:description" content="${escapeAttr(description)}" />`,
    `<meta property="og:url" content="__ARROBA_ORIGIN__${pathname}" />`,
    '<meta property="og:image" content="__ARROBA_ORIGIN__/icons/icon-512.png" />',
  ].join('\n    ');
}

/** Replaces the page's stylesheet links by the stylesheets themselves: no request before paint. */
async function inlineCss(html) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  let result = html;
  for (const [tag, href] of links) {
    const css = await readFile(path.join(out, href), 'utf8');
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined`);
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}

function fillRoot(html, content) {
  const marker = '<div id="root"><!--prerender--></div>';
  if (!html.includes(marker)) throw new Error('The page template lost its root marker');
  return html.replace(marker, () =>
    content === null ? '<div id="root"></div>' : `<div id="root" data-prerendered>${content}</div>`,
  );
}

const started = performance.now();
await build({ configFile, logLevel: 'warn', mode: 'production' });
await build({
  configFile,
  logLevel: 'warn',
  mode: 'production',
  build: { ssr: path.join(root, 'src/web/prerender.tsx') },
});

const { renderLanding, renderAppPage } = await import(
  pathToFileURL(path.join(ssrOut, 'prerender.js')).href
);

const landing = await readFile(path.join(out, 'index.html'), 'utf8');
await writeFile(path.join(out, 'index.html'), await inlineCss(fillRoot(landing, renderLanding())));

const shell = await readFile(path.join(out, 'app.html'), 'utf8');
const headBlock = /<!--head-->[\s\S]*?<!--\/head-->/;
for (const [pathname, page] of Object.entries(APP_PAGE_HEADS)) {
  const html = fillRoot(shell, await renderAppPage(pathname)).replace(headBlock, () =>
    headFor(pathname, page),
  );
  await writeFile(path.join(out, page.file), await inlineCss(html));
}
const plainShell = fillRoot(shell, null).replace(/<!--\/?head-->\n?\s*/g, '');
await writeFile(path.join(out, 'app.html'), await inlineCss(plainShell));
await rm(ssrOut, { recursive: true, force: true });

const { count, size, warnings } = await generateSW({
  globDirectory: out,
  globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
  globIgnores: ['sw.js'],
  swDest: path.join(out, 'sw.js'),
  cacheId: 'arroba-certa',
  // Any other page, offline or not, is the app shell; the API and the server's own pages never.
  navigateFallback: '/app.html',
  navigateFallbackDenylist: [/^\/api\//, /^\/pagamento-teste\//],
  dontCacheBustURLsMatching: /^assets\//,
  // The first visit is served by the worker at once; a new version waits for 'Atualizar'.
  clientsClaim: true,
  skipWaiting: false,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
for (const warning of warnings) console.warn(`[sw] ${warning}`);
console.log(
  `Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${count} files precached (${(size / 1024).toFixed(0)} KB).`,
);
