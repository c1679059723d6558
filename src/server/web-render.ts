import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log as appLog } from './observability/log';

/**
 * The signed-in dashboard rendered with the producer's data (decision 052). The page's answers
 * come from the API itself (`ask`: the same routes, access rules and checks the browser's
 * requests go through); the rendering from the build's dist/web-ssr/server-render.js.
 */

/** What the server puts into dashboard.html's root: the page, and the state to take it over. */
export interface RenderedPage {
  html: string;
  /** Serialised as JSON into the page, for main.tsx (ServerState in src/web/server-render.tsx). */
  state: unknown;
}

/** Asks the app's own API for `path` as the page's request would: its answer, or undefined. */
export type AskApi = (path: string, request: Request) => Promise<unknown>;

/**
 * What the build's dist/web-ssr/server-render.js (src/web/server-render.tsx) gives: declared here,
 * so the server depends on no web code (only on the built file, loaded at run time).
 */
interface ServerRender {
  warmUp(): Promise<void>;
  chartWidthFor(userAgent: string): number;
  renderDashboard(
    answers: { me: unknown; dashboard?: unknown; categories?: unknown; months?: unknown },
    options: { company: { cnpj: string; whatsapp: string }; chartWidth: number },
  ): Promise<RenderedPage>;
}

export interface DashboardRendererOptions {
  /** The built web app's directory (dist/web): the renderer is dist/web-ssr beside it. */
  webDir: string;
  ask: AskApi;
  company: { cnpj: string; whatsapp: string };
  log?: (line: string) => void;
}

/**
 * A function that renders /dashboard for a request: null when there is no session, no renderer
 * built (the browser then renders the page from its shell, as before), or the rendering fails
 * (logged).
 */
export function dashboardRenderer({ webDir, ask, company, log }: DashboardRendererOptions) {
  const file = path.join(path.resolve(webDir), '..', 'web-ssr', 'server-render.js');
  let loaded: Promise<ServerRender> | undefined;
  const load = async (): Promise<ServerRender | null> => {
    if (loaded) return loaded;
    if (!(await stat(file).catch(() => null))?.isFile()) return null;
    loaded = import(pathToFileURL(file).href) as Promise<ServerRender>;
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

  return async (request: Request): Promise<RenderedPage | null> => {
    try {
      const [render, me, dashboard, categories, months] = await Promise.all([
        load(),
        ask('/api/me', request),
        ask('/api/dashboard', request),
        ask('/api/charts/herd/categories', request),
        ask('/api/charts/herd/months', request),
      ]);
      if (!render || !isSignedIn(me)) return null;
      const answers = { me, dashboard, categories, months };
      const chartWidth = render.chartWidthFor(request.headers.get('user-agent') ?? '');
      return await render.renderDashboard(answers, { company, chartWidth });
    } catch (error) {
      (log ?? ((line: string) => appLog.error(line)))(
        `[web] /dashboard não pôde ser gerado no servidor: ${String(error)}`,
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
 * `template` (dashboard.html) with `page` in its root, marked for main.tsx to take over. The
 * route's chunks announced for the shell are dropped: this page loads them when it is used, by
 * then from the service worker's cache, and loaded now they would compete with the page itself
 * on a slow network and take the main thread to compile.
 */
export function pageWith(template: string, page: RenderedPage): string | null {
  const lean = template.replace(/<!--route-preloads-->[\s\S]*?<!--\/route-preloads-->/, '');
  const start = lean.indexOf('<div id="root">');
  const endMarker = '</div><!--/root-->';
  const end = lean.indexOf(endMarker, start);
  if (start < 0 || end < 0) return null;
  return (
    lean.slice(0, start) +
    `<div id="root" data-server-rendered>${page.html}${endMarker}` +
    stateScript(page.state) +
    lean.slice(end + endMarker.length)
  );
}
