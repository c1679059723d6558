// `npm run build`: the web app in dist/web, ready to serve (issue 10, decision 014).
//   1. vite build: index.html (the landing's own small entry) and app.html (the app), hashed assets;
//   2. vite build --ssr of src/web/prerender.tsx into dist/ssr (used here, then removed), and of
//      src/web/server-render.tsx into dist/web-ssr (kept: the server renders the signed-in
//      dashboard with it, decision 052);
//   3. prerender: '/' into index.html and '/auth' into auth.html (its own lean entry, decision
//      047), their CSS inlined, so both paint
//      before any script runs; app.html, the shell of every other page, gets the CSS inlined too,
//      and dashboard.html is /dashboard's own shell (decision 050);
//   4. Workbox: sw.js, precaching the pages and assets (never /api), with the shell as the
//      offline answer to any other page.
// sw.js is written last: scripts/build-web.mjs takes its presence as "the build is complete".
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { generateSW } from 'workbox-build';
import { chunkCycle } from './chunk-groups.mjs';
import { TAKE_OVER_PAGES } from './take-over-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/web');
const ssrOut = path.join(root, 'dist/ssr');
/** Beside dist/web, never inside it: the server's own code is not a file it serves. */
const serverRenderOut = path.join(root, 'dist/web-ssr');
const configFile = path.join(root, 'vite.config.ts');

// The bundle is the production one whatever NODE_ENV the build runs under: Vite takes a set
// NODE_ENV over the mode, so `npm start` under the browser tests' NODE_ENV=test (which builds a
// stale web app) served React's development build, twice the script and much slower.
process.env.NODE_ENV = 'production';

/** Head tags of the prerendered app pages ('/' has its own in src/web/index.html). */
const APP_PAGE_HEADS = {
  '/auth': {
    file: 'auth.html',
    title: 'Entrar ou cadastrar — Arroba Certa',
    description:
      'Entre na sua conta do Arroba Certa ou cadastre-se e teste grátis por 7 dias, com todos os recursos do plano Pro.',
  },
  '/termos': {
    file: 'termos.html',
    title: 'Termos de Uso — Arroba Certa',
    description:
      'As regras de uso do Arroba Certa: conta, teste grátis, planos, pagamento e cancelamento.',
  },
  '/privacidade': {
    file: 'privacidade.html',
    title: 'Política de Privacidade — Arroba Certa',
    description:
      'Quais dados o Arroba Certa trata, para quê, por quanto tempo e os seus direitos pela LGPD.',
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
    // The disabled link is never fetched; it tells Vite's chunk loader the sheet is already here.
    result = result.replace(
      tag,
      () => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`,
    );
  }
  return result;
}

/**
 * The page with `content` in its root; `prerendered` tells the entry to hydrate it. The root's
 * end is marked, so the server can put a page it renders there instead (decision 052).
 */
/**
 * The page with `content` in its root; `prerendered` marks it so (a string: the query string the
 * page was rendered for, which the lean /auth page compares with its own, auth-main.ts).
 */
function fillRoot(html, content, prerendered = true) {
  const marker = '<div id="root"><!--prerender--></div>';
  if (!html.includes(marker)) throw new Error('The page template lost its root marker');
  const attrs =
    typeof prerendered === 'string'
      ? ` data-prerendered="${escapeAttr(prerendered)}"`
      : prerendered
        ? ' data-prerendered'
        : '';
  return html.replace(marker, () => `<div id="root"${attrs}>${content}</div><!--/root-->`);
}

/** The files of `sources` and of all they import, but those the app's shell loads itself. */
function chunksBeyondShell(manifest, sources) {
  const closure = (key, seen = new Set()) => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const shell = closure('app.html');
  return [
    ...new Set(
      sources.flatMap((source) => {
        if (!manifest[source]) throw new Error(`${source} is not in the build`);
        return [...closure(source)].filter((k) => !shell.has(k)).map((k) => `/${manifest[k].file}`);
      }),
    ),
  ];
}

/**
 * The chunks each app page needs beyond the shell's own, so the server can announce them in the
 * page (modulepreload) instead of the browser finding them one after the other.
 */
function routePreloads(manifest) {
  const filesOf = (sources) => chunksBeyondShell(manifest, sources);
  const pages = {
    '/auth': ['pages/auth/auth-page.tsx'],
    '/reset-password': ['pages/auth/reset-password-page.tsx'],
    '/definir-senha': ['pages/auth/choose-password-page.tsx'],
    '/dashboard': ['pages/dashboard/dashboard-page.tsx'],
    '/subscription': ['pages/subscription/subscription-page.tsx'],
    '/pricing': ['pages/pricing/pricing-page.tsx'],
    '/admin': ['pages/admin.tsx'],
  };
  for (const key of Object.keys(manifest)) {
    const id = key.match(/^modules\/([a-z-]+)\/\1-page\.tsx$/)?.[1];
    if (id) pages[`/module/${id}`] = ['pages/module/module-page.tsx', key];
  }
  return Object.fromEntries(
    Object.entries(pages).map(([page, sources]) => [page, filesOf(sources)]),
  );
}

/**
 * What a page the server renders (SERVER_RENDERED, decisions 052 and 077; the table is
 * take-over-pages.mjs, which the build also groups by: chunk-groups.mjs) imports when it is
 * taken over: React DOM, the app and the page's chunks. Announced at the first use, all at once
 * (main.tsx), instead of found in two rounds, the page's after the app has run.
 */
function takeOverChunks(manifest) {
  // React DOM's key is its path from src/web: found by its end, as a worktree whose node_modules
  // is a link elsewhere (bench:takeover's base) has a longer one.
  const reactDom = Object.keys(manifest).find((key) =>
    key.endsWith('node_modules/react-dom/client.js'),
  );
  const takeOver = [reactDom ?? 'react-dom/client.js', 'app-start.tsx'];
  return Object.fromEntries(
    Object.entries(TAKE_OVER_PAGES).map(([page, sources]) => [
      page,
      chunksBeyondShell(manifest, [...takeOver, ...sources]),
    ]),
  );
}

const preloadTags = (files) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');

const started = performance.now();
await build({ configFile, logLevel: 'warn', mode: 'production' });
await build({
  configFile,
  logLevel: 'warn',
  mode: 'production',
  build: { ssr: path.join(root, 'src/web/prerender.tsx') },
});
await build({
  configFile,
  logLevel: 'warn',
  mode: 'production',
  build: {
    ssr: path.join(root, 'src/web/server-render.tsx'),
    outDir: serverRenderOut,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const {
  renderLanding,
  renderAppPage,
  renderAuthPage,
  SIGN_UP_QUERY,
  renderShell,
  renderDashboardShell,
  renderModuleShell,
  shelledModules,
} = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
const manifestFile = path.join(out, '.vite/manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const cycle = chunkCycle(manifest);
if (cycle) throw new Error(`Chunks import each other (decision 099): ${cycle.join(' → ')}`);
const preloads = routePreloads(manifest);
await rm(path.dirname(manifestFile), { recursive: true, force: true });
await writeFile(path.join(out, 'route-preloads.json'), JSON.stringify(preloads, null, 1));
await writeFile(
  path.join(out, 'take-over-chunks.json'),
  JSON.stringify(takeOverChunks(manifest), null, 1),
);

const landing = await readFile(path.join(out, 'index.html'), 'utf8');
await writeFile(path.join(out, 'index.html'), await inlineCss(fillRoot(landing, renderLanding())));

const shell = await readFile(path.join(out, 'app.html'), 'utf8');
// /auth is its own lean page (src/web/auth.html, decision 047): the forms without the app.
const authShell = await readFile(path.join(out, 'auth.html'), 'utf8');
const headBlock = /<!--head-->[\s\S]*?<!--\/head-->/;
for (const [pathname, page] of Object.entries(APP_PAGE_HEADS)) {
  const lean = pathname === '/auth';
  const html = fillRoot(
    lean ? authShell : shell,
    lean ? renderAuthPage() : await renderAppPage(pathname),
  )
    .replace(headBlock, () => headFor(pathname, page))
    .replace('</head>', () => `${preloadTags(lean ? [] : (preloads[pathname] ?? []))}</head>`);
  await writeFile(path.join(out, page.file), await inlineCss(html));
}
// /auth?cadastro=1 (issue 39): the same lean page, opened on 'Cadastrar'; the server sends it for
// that query string alone, and its scripts take it over as they do /auth (decision 051).
const signUpHtml = fillRoot(authShell, renderAuthPage(SIGN_UP_QUERY), SIGN_UP_QUERY)
  .replace(headBlock, () => headFor('/auth', APP_PAGE_HEADS['/auth']))
  .replace('</head>', () => `${preloadTags([])}</head>`);
await writeFile(path.join(out, 'auth-cadastro.html'), await inlineCss(signUpHtml));
// The shell of every other page: the loading spinner until the app's scripts run.
const plainShell = fillRoot(shell, renderShell(), false).replace(/<!--\/?head-->\n?\s*/g, '');
await writeFile(path.join(out, 'app.html'), await inlineCss(plainShell));
// /dashboard's own shell (decision 050): its frame and common cards paint before any script; the
// server sends it to a visitor with a session cookie, with the page's chunks announced.
// The route's chunks are marked: a page the server renders with the producer's data loads them only
// when it is used, and drops them (decision 052).
const shellPage = async (file, content, pathname) => {
  const tags = `<!--route-preloads-->${preloadTags(preloads[pathname] ?? [])}<!--/route-preloads-->`;
  const html = fillRoot(shell, content, false)
    .replace(/<!--\/?head-->\n?\s*/g, '')
    .replace('</head>', () => `${tags}</head>`);
  await writeFile(path.join(out, file), await inlineCss(html));
};
await shellPage('dashboard.html', renderDashboardShell(), '/dashboard');
// The module screens with a title block of their own: module-<id>.html.
for (const id of shelledModules) {
  await shellPage(`module-${id}.html`, renderModuleShell(id), `/module/${id}`);
}
await rm(ssrOut, { recursive: true, force: true });

/**
 * The pages the service worker asks of the server before the shell (runtimeCaching below): the
 * pages the server renders (take-over-pages.mjs) but the dashboard, which the worker opens from
 * its shell (decision 077 left it as decision 052 did); a path's ':id' is a record's uuid.
 * `SERVER_PATHS` is a pattern's source: the route's function is copied into sw.js alone, so it is
 * written into that function's text. The navigation route tests its denylist against the path
 * and the query: '/financeiro?aba=fluxo'.
 */
const SERVER_PATHS = `^\\/(?:${Object.keys(TAKE_OVER_PAGES)
  .filter((page) => page !== '/dashboard')
  .map((page) => page.slice(1).replaceAll('/', '\\/').replaceAll(':id', '[0-9a-f-]{36}'))
  .join('|')})\\/?`;
const SERVER_PAGES = new RegExp(`${SERVER_PATHS}(?:\\?|$)`);

const { count, size, warnings } = await generateSW({
  globDirectory: out,
  globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
  // The shells are for a first visit only: with the worker, every page opens from app.html.
  globIgnores: [
    'sw.js',
    'route-preloads.json',
    'take-over-chunks.json',
    'dashboard.html',
    'module-*.html',
    'auth-cadastro.html',
  ],
  swDest: path.join(out, 'sw.js'),
  cacheId: 'arroba-certa',
  // Any other page, offline or not, is the app shell; the API and the server's own pages never.
  navigateFallback: '/app.html',
  navigateFallbackDenylist: [/^\/api\//, /^\/pagamento-teste\//, SERVER_PAGES],
  // 'Pastos' and 'Financeiro' come from the server with the producer's data when it answers
  // (decision 077): their first screen without waiting for the app's code on a slow phone.
  // Offline, or after 4 s, the app shell as for every other page. Never cached: the page is one
  // person's.
  runtimeCaching: [
    {
      // Its text is what goes into sw.js (SERVER_PATHS above).
      urlPattern: new Function(
        '{ request, url }',
        `return request.mode === 'navigate' && /${SERVER_PATHS}$/.test(url.pathname);`,
      ),
      handler: async ({ request }) => {
        const shell = () => caches.match('/app.html', { ignoreSearch: true });
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 4000);
        try {
          const response = await fetch(request.url, {
            credentials: 'same-origin',
            signal: controller.signal,
          });
          // A redirected answer cannot stand for a navigation; the shell follows the session.
          if (response.ok && !response.redirected) return response;
        } catch {
          // Offline or too slow: the shell below.
        } finally {
          clearTimeout(timer);
        }
        return (await shell()) ?? fetch(request);
      },
    },
  ],
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
