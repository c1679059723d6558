// Early, so that an install prompt the browser offers before the landing's chunk loads is kept.
import './pwa/install-prompt';
import type { MeResponse } from '@/domain/api';
import { loadWhenUsed } from './lib/take-over';
import { whenIdle } from './lib/when-idle';
import { fetchMe, rememberMe } from './lib/me';
import { registerServiceWorker } from './pwa/register-sw';
import { startEarly } from './early-pages';
import { askSearchesEarly } from './lib/early-search';
import type { StartOptions } from './app-start';
import type { ServerState } from './server-render';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const container: HTMLElement = root;

/**
 * React DOM and the app: two imports, so that the browser can evaluate them in two tasks instead
 * of one long one (the Total Blocking Time of a slow phone, decision 047).
 */
async function boot(options: StartOptions) {
  // Both asked at once (one round trip on a slow network, not two), then taken in order.
  const dom = import('react-dom/client');
  const app = import('./app-start');
  await dom;
  const { startApp } = await app;
  await startApp(container, options);
}

/** What the page's JSON script element `id` holds (the server wrote it), or null. */
function jsonScript(id: string): unknown {
  try {
    const text = document.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** The state the server rendered the page with (server-render.tsx), or null. */
function serverState(): ServerState | null {
  if (!container.hasAttribute('data-server-rendered')) return null;
  return jsonScript('server-state') as ServerState | null;
}

/**
 * A page as the server rendered it with the producer's data (the dashboard, 'Pastos',
 * 'Financeiro', 'Rebanho', 'Sanidade', 'Reprodução', 'Controle de Pesagem': decisions 052, 077,
 * 080 and 081): read and used as plain HTML (its links are plain links) until the person
 * presses, types or focuses something, or `sooner` comes; then React takes it over, and what
 * was done meanwhile is replayed (early-input.ts).
 */
async function takeOverWhenUsed(state: ServerState, sooner?: Promise<unknown>) {
  const place = container.querySelector('main') ?? container;
  // Back or forward between the page's own addresses before React has come (a tab's ?aba=,
  // pushed before a reload): the page no longer shows its address, so the server renders it.
  const followAddress = () => window.location.reload();
  window.addEventListener('popstate', followAddress);
  // A search typed meanwhile is asked at once; React takes its answer (early-search.ts).
  const stopSearches = askSearchesEarly(place);
  await loadWhenUsed(
    container,
    place,
    (early) => {
      askForChunks();
      return boot({
        prerendered: true,
        server: state,
        onReady: () => {
          window.removeEventListener('popstate', followAddress);
          stopSearches();
          void early.replay();
        },
      });
    },
    sooner,
  );
}

/**
 * What the page loads when taken over, asked for all at once (the server listed it:
 * web-render.ts): the browser fetches and compiles the page's chunks while it runs React and the
 * app, instead of finding them only after the app has run. Once: a retry finds them asked.
 */
function askForChunks() {
  const chunks = jsonScript('take-over-chunks');
  document.getElementById('take-over-chunks')?.remove();
  if (!Array.isArray(chunks)) return;
  const links = chunks
    .filter((href): href is string => typeof href === 'string')
    .map((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      return link;
    });
  // In one insertion: one change of the document, not one per chunk.
  document.head.append(...links);
}

/** `work` once the page has loaded and the browser is idle. */
function whenLoadedAndIdle(work: () => void) {
  const idle = () => void whenIdle(work, { timeout: 5000, fallbackMs: 1000 });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Resolves when the device holds records of `me`'s waiting to be sent (entered offline): the
 * page is then taken over at once, so that they are sent and listed without waiting for a press.
 * Looked for once the page is idle (not beside its first paint); never resolves otherwise.
 */
function recordsWaiting(me: MeResponse | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!me) return;
    whenLoadedAndIdle(() => {
      void import('./offline/outbox')
        .then(({ entriesOfUser }) => entriesOfUser(me.user.id))
        .then((entries) => entries.length > 0 && resolve())
        .catch(() => undefined);
    });
  });
}

const state = serverState();
if (state) {
  // The session the page came with.
  const me = state.queries.queries.find((query) => query.queryKey[0] === 'me')?.state.data as
    | MeResponse
    | undefined;
  void takeOverWhenUsed(state, recordsWaiting(me));
  // What the app keeps for opening offline, kept of what the page came with: the session at
  // once (as fetchMe does with every answer), the answers once the page is idle.
  if (me) {
    rememberMe(me);
    whenLoadedAndIdle(() => {
      void import('./offline/served-answers')
        .then(({ keepServedAnswers }) => keepServedAnswers(me, state.queries))
        .catch(() => undefined);
    });
  }
} else if (container.hasAttribute('data-prerendered')) {
  // A prerendered page paints before React takes it over. With a query string the page differs
  // from the prerender, so it is rendered afresh instead.
  const prerendered = window.location.search === '';
  requestAnimationFrame(() => setTimeout(() => void boot({ prerendered }), 0));
} else {
  // Every other page starts by asking who is signed in: ask now, while the app's chunks load,
  // and, for a page that reads much, its first reads and its code (early-pages.ts).
  const me = fetchMe();
  startEarly(window.location);
  void boot({ prerendered: false, me });
}
registerServiceWorker();
