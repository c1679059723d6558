import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { PAGE_PLACEHOLDERS, type PagePlaceholder } from '../content/placeholders';
import { SIGN_UP_QUERY } from '../domain/auth-texts';
import { isPagePath, matchPagePath } from '../domain/routes';
import type { Refusal } from './limits/rules';
import { pageWith, type RenderedPage } from './web-render';
import { log as appLog } from './observability/log';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface WebOptions {
  /** The company details the landing page shows (COMPANY_CNPJ, SUPPORT_WHATSAPP). */
  company: { cnpj: string; whatsapp: string };
  /** The payment sandbox takes the payments: the pages say it is a demonstration (decision 012). */
  demo?: boolean;
  /** The address this request's page links to (canonical URL, og:url). */
  originOf: (headers: Headers) => string;
  /** The session cookie's name: with one, /dashboard opens on its own shell (decision 050). */
  sessionCookie?: string;
  /**
   * Renders one of SERVER_RENDERED with the producer's data (decisions 052 and 077;
   * web-render.ts): null when it cannot, and the page's shell is sent instead.
   */
  renderPage?: (path: string, request: Request) => Promise<RenderedPage | null>;
  /** Whether this request may have a page rendered (decision 058): the refusal if not. */
  admitRendered?: (c: Context) => Promise<Refusal | null>;
  log?: (line: string) => void;
}

/** `raw` percent-decoded, or as it is when its encoding is broken. */
function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The page of a dashboard refused by its limit (decision 058): what, when, and a way back. Its
 * own small page: the app's shell would only ask the same server again at once.
 */
function limitedPage(refusal: Refusal): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aguarde um pouco · Arroba Certa</title></head>
<body style="font-family:system-ui,sans-serif;color:#1c1917;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1 style="color:#166534;font-size:1.5rem">Aguarde um pouco</h1>
<p>${escapeHtml(refusal.message)}</p>
<p><a href="/dashboard" style="color:#166534;font-weight:600">Abrir o painel de novo</a></p>
</body></html>`;
}

/**
 * The built page that answers `pathname`: the prerendered landing for '/', the prerendered sign-in
 * page for '/auth', the app shell for the rest (older builds have only index.html).
 */
function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The pages the server renders with a signed-in producer's data (decisions 052 and 077), and the
 * query each may have: the dashboard, and the pages whose first reads src/web/page-reads.ts
 * names (the service worker's list in scripts/build-pages.mjs too), a `:id` in a path standing
 * for a record's id (matchPagePath, domain/routes.ts, as page-reads.ts reads them).
 */
export const SERVER_RENDERED = new Map([
  ['/dashboard', /^$/],
  ['/pastos', /^$/],
  ['/rebanho', /^$/],
  // 'Sanidade''s tabs on a phone (?aba=aplicacoes) too.
  ['/sanidade', /^(?:aba=[a-z]{1,20})?$/],
  ['/reproducao', /^$/],
  // 'Controle de Pesagem''s tabs on a phone (?aba=lotes) too.
  ['/module/weighing', /^(?:aba=[a-z]{1,20})?$/],
  // 'Estoque do Rebanho' (decision 094).
  ['/module/inventory', /^$/],
  // 'Cálculo de Resultados Pecuários' (decision 103); with a lot's figures in the query
  // ('Usar no Cálculo de Resultados'), the browser's.
  ['/module/results', /^$/],
  // 'Financeiro''s parts are links (?aba=fluxo): each is the server's page too.
  ['/financeiro', /^(?:aba=[a-z]{1,20})?$/],
  // A breeding season's page (decision 084), by its id.
  ['/reproducao/estacoes/:id', /^$/],
  // Its chute screen, 'Diagnóstico no tronco' (decision 091).
  ['/reproducao/estacoes/:id/tronco', /^$/],
]);

/** The pattern of SERVER_RENDERED that `path` is ('/reproducao/estacoes/:id'), or undefined. */
function renderedPatternFor(path: string): string | undefined {
  for (const pattern of SERVER_RENDERED.keys()) {
    if (matchPagePath(pattern, path)) return pattern;
  }
  return undefined;
}

/** The query a page the server renders may have (SERVER_RENDERED), or undefined: not one. */
export function renderedQueryFor(path: string): RegExp | undefined {
  const pattern = renderedPatternFor(path);
  return pattern === undefined ? undefined : SERVER_RENDERED.get(pattern);
}

/** The page's shell file (decision 050): /dashboard's, or a module screen's with a title block. */
function shellFileFor(trimmed: string): string | null {
  if (trimmed === '/dashboard') return 'dashboard.html';
  const id = /^\/module\/([a-z]+(?:-[a-z]+)*)$/.exec(trimmed)?.[1];
  return id ? `module-${id}.html` : null;
}

function pageFileFor(pathname: string, query: string, exists: (name: string) => boolean): string {
  const trimmed = trimSlash(pathname);
  if (trimmed === '/') return 'index.html';
  // /auth opened on 'Cadastrar' (issue 39) has its own prerendered page; other query strings
  // get /auth's, which the page's script renders afresh (decision 051).
  if (trimmed === '/auth' && query === SIGN_UP_QUERY && exists('auth-cadastro.html')) {
    return 'auth-cadastro.html';
  }
  for (const page of ['auth', 'termos', 'privacidade']) {
    if (trimmed === `/${page}` && exists(`${page}.html`)) return `${page}.html`;
  }
  return exists('app.html') ? 'app.html' : 'index.html';
}

/**
 * Serves the built web app from `dir`: files by path (hashed assets cached for a year, the
 * service worker never cached) and the pages, with their placeholders (src/content/placeholders.ts)
 * filled in for the request. A path that is not one of the product's pages still gets the app,
 * which shows the 404 page, with status 404 and a log line.
 */
export function webRoutes(dir: string, options: WebOptions) {
  const root = path.resolve(dir);
  const log = options.log ?? ((line: string) => appLog.warn(line));
  const pages = new Map<string, string | null>();

  const loadPage = async (name: string): Promise<string | null> => {
    // While the app is not built yet, a missing page is looked for again next time; once it is,
    // a page it lacks (a module screen without a shell) is not read from disk on every request.
    if (!pages.get(name) && !(pages.has(name) && pages.get('app.html'))) {
      pages.set(name, await readFile(path.join(root, name), 'utf8').catch(() => null));
    }
    return pages.get(name) ?? null;
  };

  /**
   * A list of chunks by page that the build wrote (scripts/build-pages.mjs): route-preloads.json
   * (page path → the chunks it will import) or take-over-chunks.json (a page the server renders →
   * what it loads when used). Only build paths are kept; a damaged file only costs the hints.
   */
  const chunkLists = new Map<string, Promise<Map<string, string[]>>>();
  const loadChunks = (file: string): Promise<Map<string, string[]>> => {
    const known = chunkLists.get(file);
    if (known) return known;
    const loading = readFile(path.join(root, file), 'utf8').then(
      (raw) => {
        const found = new Map<string, string[]>();
        try {
          for (const [page, files] of Object.entries(JSON.parse(raw) as Record<string, unknown>)) {
            if (!Array.isArray(files)) continue;
            const safe = files.filter(
              (f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f),
            );
            found.set(page, safe);
          }
        } catch {
          // A damaged file only costs the hints.
        }
        return found;
      },
      // Not built yet: looked for again next time.
      () => {
        chunkLists.delete(file);
        return new Map<string, string[]>();
      },
    );
    chunkLists.set(file, loading);
    return loading;
  };
  const preloadHints = async (page: string): Promise<string | undefined> =>
    (await loadChunks('route-preloads.json'))
      .get(page)
      ?.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
      .join('');

  const fill = (html: string, headers: Headers): string => {
    const values: Record<PagePlaceholder, string> = {
      origin: options.originOf(headers),
      cnpj: options.company.cnpj,
      whatsapp: options.company.whatsapp,
      demo: options.demo ? 'sim' : '',
    };
    let out = html;
    for (const key of Object.keys(PAGE_PLACEHOLDERS) as PagePlaceholder[]) {
      out = out.replaceAll(PAGE_PLACEHOLDERS[key], escapeHtml(values[key]));
    }
    return out;
  };

  return new Hono().get('*', async (c) => {
    // Broken percent-encoding ('/%ff') is no page and no file: keep it as sent, it ends in a 404.
    const pathname = decodePath(c.req.path);
    const ext = path.extname(pathname).toLowerCase();
    if (ext) {
      const file = path.join(root, path.normalize(pathname));
      if (!file.startsWith(root + path.sep)) return c.text('Não encontrado.', 404);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return c.text('Não encontrado.', 404);
      if (ext === '.html') {
        const html = await loadPage(path.relative(root, file));
        if (html === null) return c.text('Não encontrado.', 404);
        return c.html(fill(html, c.req.raw.headers), 200, { 'cache-control': 'no-cache' });
      }
      const type = TYPES[ext] ?? 'application/octet-stream';
      const cache = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : pathname === '/sw.js' || pathname.endsWith('.webmanifest')
          ? 'no-cache'
          : 'public, max-age=3600';
      return c.body(await readFile(file), 200, { 'content-type': type, 'cache-control': cache });
    }

    const known = isPagePath(pathname);
    await Promise.all(
      ['auth.html', 'auth-cadastro.html', 'termos.html', 'privacidade.html', 'app.html'].map(
        loadPage,
      ),
    );
    const query = new URL(c.req.url).search.slice(1);
    let name = known ? pageFileFor(pathname, query, (n) => pages.get(n) != null) : 'app.html';
    // Someone signed in (as far as the cookie says) sees the page's frame before its scripts.
    const cookie = c.req.header('cookie') ?? '';
    // Only a product's page (a known module id): the names read from disk stay few.
    const shell = known ? shellFileFor(trimSlash(pathname)) : null;
    if (
      name === 'app.html' &&
      shell &&
      options.sessionCookie &&
      cookie.includes(`${options.sessionCookie}=`) &&
      (await loadPage(shell))
    ) {
      name = shell;
    }
    const html = (await loadPage(name)) ?? (await loadPage('index.html'));
    if (html === null) {
      return c.text('O aplicativo web ainda não foi gerado: rode "npm run build".', 503);
    }
    if (!known) log(`[404] página inexistente: ${pathname}`);
    const hints = name === 'app.html' ? await preloadHints(trimSlash(pathname)) : undefined;
    const template = fill(html, c.req.raw.headers);
    const page = hints ? template.replace('</head>', () => `${hints}</head>`) : template;
    // The page with the producer's data (decisions 052 and 077): the placeholders filled before
    // the data goes in, so no farm's name is taken for one. Without a query string but the one
    // SERVER_RENDERED allows: another (a notice) changes the page, which the browser renders.
    const renderedPath = trimSlash(pathname);
    const pattern = renderedPatternFor(renderedPath);
    if (
      pattern !== undefined &&
      SERVER_RENDERED.get(pattern)?.test(query) &&
      options.renderPage &&
      options.sessionCookie &&
      cookie.includes(`${options.sessionCookie}=`)
    ) {
      const refused = await options.admitRendered?.(c);
      if (refused && renderedPath === '/dashboard') {
        return c.html(limitedPage(refused), 429, {
          'retry-after': String(refused.retryAfter),
          'cache-control': 'no-store',
        });
      }
      // Another page over the limit is rendered by the browser: no one is refused a page the
      // app's shell shows as well.
      const location = query ? `${renderedPath}?${query}` : renderedPath;
      const rendered = refused ? null : await options.renderPage(location, c.req.raw);
      // Without the route's chunk hints: the page needs no script until it is used; then it
      // asks for these at once.
      const full =
        rendered &&
        pageWith(
          template,
          rendered,
          (await loadChunks('take-over-chunks.json')).get(pattern) ?? [],
        );
      // One producer's data: kept by no cache, the browser's included.
      if (full) return c.html(full, 200, { 'cache-control': 'private, no-store' });
    }
    return c.html(page, known ? 200 : 404, { 'cache-control': 'no-cache' });
  });
}
