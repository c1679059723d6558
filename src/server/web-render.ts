import { AsyncLocalStorage } from 'node:async_hooks';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log as appLog } from './observability/log';

/**
 * The signed-in dashboard, 'Pastos' and 'Financeiro' rendered with the producer's data
 * (decisions 052 and 077). The page's answers come from the API itself (`fetchApi`: the same
 * routes, access rules and checks the browser's requests go through); the rendering from the
 * build's dist/web-ssr/server-render.js.
 */

/** What the server puts into dashboard.html's root: the page, and the state to take it over. */
export interface RenderedPage {
  html: string;
  /** Serialised as JSON into the page, for main.tsx (ServerState in src/web/server-render.tsx). */
  state: unknown;
}

/** How long after the start the server-rendered pages are rendered once, to warm them up. */
const WARM_UP_PAGES_MS = 3000;

/** Asks the app's own API for `path` (a GET) as the page's request would: its answer. */
export type FetchApi = (path: string, request: Request) => Promise<Response>;

/** An apiFetch of the web app, on the server. */
type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The request a rendering's reads are asked for, and the app that answers them: the web app's
 * apiFetch is one function for the process (setServerFetch), and renderings of several people
 * (and, in tests, of several apps) run at once.
 */
const asking = new AsyncLocalStorage<{ request: Request; fetchApi: FetchApi }>();

const fetcher: Fetcher = (apiPath, init) => {
  const reading = asking.getStore();
  if (!reading) return Promise.reject(new Error('a read outside a rendering'));
  if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error('a write while rendering'));
  return reading.fetchApi(apiPath, reading.request);
};

/**
 * What the build's dist/web-ssr/server-render.js (src/web/server-render.tsx) gives: declared here,
 * so the server depends on no web code (only on the built file, loaded at run time).
 */
interface ServerRender {
  warmUp(): Promise<void>;
  warmUpPages(): Promise<void>;
  chartWidthFor(userAgent: string): number;
  renderDashboard(
    answers: { me: unknown; dashboard?: unknown; categories?: unknown; months?: unknown },
    options: { company: { cnpj: string; whatsapp: string }; chartWidth: number },
  ): Promise<RenderedPage>;
  renderPage(
    path: string,
    me: unknown,
    options: { company: { cnpj: string; whatsapp: string }; chartWidth: number },
  ): Promise<RenderedPage | null>;
  setServerFetch(fetcher: Fetcher): void;
}

export interface PageRendererOptions {
  /** The built web app's directory (dist/web): the renderer is dist/web-ssr beside it. */
  webDir: string;
  fetchApi: FetchApi;
  company: { cnpj: string; whatsapp: string };
  log?: (line: string) => void;
}

/**
 * A function that renders /dashboard, /pastos or /financeiro for a request: null when there is
 * no session, no renderer built (the browser then renders the page from its shell, as before),
 * a read fails, or the rendering fails (logged).
 */
export function pageRenderer({ webDir, fetchApi, company, log }: PageRendererOptions) {
  const file = path.join(path.resolve(webDir), '..', 'web-ssr', 'server-render.js');
  let loaded: Promise<ServerRender> | undefined;
  const load = async (): Promise<ServerRender | null> => {
    if (loaded) return loaded;
    if (!(await stat(file).catch(() => null))?.isFile()) return null;
    loaded = (import(pathToFileURL(file).href) as Promise<ServerRender>).then((render) => {
      render.setServerFetch(fetcher);
      return render;
    });
    return loaded.catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  };
  // Loaded while the server starts, with the code its first rendering needs (a cold first
  // dashboard took 1.8 s; a warm one takes 15-100 ms).
  setTimeout(() => {
    void load()
      .then((render) => render?.warmUp())
      .catch(() => undefined);
  }, 0).unref();
  // Then each page rendered once with no records, once the start's own work is done.
  setTimeout(() => {
    void load()
      .then((render) => render?.warmUpPages())
      .catch(() => undefined);
  }, WARM_UP_PAGES_MS).unref();

  const ask = async (apiPath: string, request: Request): Promise<unknown> => {
    const answer = await fetchApi(apiPath, request);
    return answer.status === 200 ? answer.json() : undefined;
  };

  const renderDashboard = async (render: ServerRender, request: Request, chartWidth: number) => {
    const [me, dashboard, categories, months] = await Promise.all([
      ask('/api/me', request),
      ask('/api/dashboard', request),
      ask('/api/charts/herd/categories', request),
      ask('/api/charts/herd/months', request),
    ]);
    if (!isSignedIn(me)) return null;
    return render.renderDashboard({ me, dashboard, categories, months }, { company, chartWidth });
  };

  /** `pagePath`: the page's path, and its query where SERVER_RENDERED (web.ts) lets one through. */
  return async (pagePath: string, request: Request): Promise<RenderedPage | null> => {
    try {
      const render = await load();
      if (!render) return null;
      const chartWidth = render.chartWidthFor(request.headers.get('user-agent') ?? '');
      if (pagePath === '/dashboard') return await renderDashboard(render, request, chartWidth);
      const me = await ask('/api/me', request);
      if (!isSignedIn(me)) return null;
      return await asking.run({ request, fetchApi }, () =>
        render.renderPage(pagePath, me, { company, chartWidth }),
      );
    } catch (error) {
      (log ?? ((line: string) => appLog.error(line)))(
        `[web] ${pagePath} não pôde ser gerado no servidor: ${String(error)}`,
      );
      return null;
    }
  };
}

function isSignedIn(me: unknown): boolean {
  const answer = me as { user?: { id?: unknown }; farm?: { id?: unknown } } | null | undefined;
  return typeof answer?.user?.id === 'string' && typeof answer.farm?.id === 'string';
}

/**
 * The state as the page carries it, in a JSON script element: every '<' escaped, so that no text
 * of the producer's (a farm named '</script>...') can end the element; U+2028 and U+2029 too.
 */
export function stateScript(state: unknown): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="server-state">${json}</script>`;
}

/**
 * The chunks a page will load when taken over, as main.tsx reads them (build paths: web.ts keeps
 * no other from take-over-chunks.json).
 */
function chunksScript(chunks: readonly string[]): string {
  return `<script type="application/json" id="take-over-chunks">${JSON.stringify(chunks)}</script>`;
}

/**
 * `template` (dashboard.html) with `page` in its root, marked for main.tsx to take over. The
 * route's chunks announced for the shell are dropped: this page loads them when it is used, by
 * then from the service worker's cache, and loaded now they would compete with the page itself
 * on a slow network and take the main thread to compile. What it will load then (`chunks`:
 * take-over-chunks.json) is listed as data, for main.tsx to ask for all at once at the first use.
 */
export function pageWith(
  template: string,
  page: RenderedPage,
  chunks: readonly string[] = [],
): string | null {
  const lean = template.replace(/<!--route-preloads-->[\s\S]*?<!--\/route-preloads-->/, '');
  const start = lean.indexOf('<div id="root">');
  const endMarker = '</div><!--/root-->';
  const end = lean.indexOf(endMarker, start);
  if (start < 0 || end < 0) return null;
  return (
    lean.slice(0, start) +
    `<div id="root" data-server-rendered>${page.html}${endMarker}` +
    stateScript(page.state) +
    (chunks.length > 0 ? chunksScript(chunks) : '') +
    lean.slice(end + endMarker.length)
  );
}
