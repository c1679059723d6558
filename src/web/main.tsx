// Early, so that an install prompt the browser offers before the landing's chunk loads is kept.
import './pwa/install-prompt';
import { holdEarlyInput } from './lib/early-input';
import { clearLoadError, showLoadError } from './lib/load-error';
import { fetchMe } from './lib/me';
import { registerServiceWorker } from './pwa/register-sw';
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

/** The state the server rendered the page with (server-render.tsx), or null. */
function serverState(): ServerState | null {
  if (!container.hasAttribute('data-server-rendered')) return null;
  try {
    const text = document.getElementById('server-state')?.textContent;
    return text ? (JSON.parse(text) as ServerState) : null;
  } catch {
    return null;
  }
}

/**
 * The dashboard as the server rendered it with the producer's data (decision 052): read and used
 * as plain HTML (its links are plain links) until the person presses, types or focuses something;
 * then React takes it over, and the presses held meanwhile are replayed (early-input.ts).
 */
async function takeOverWhenUsed(state: ServerState) {
  for (;;) {
    const early = holdEarlyInput(container);
    await early.woken;
    try {
      await boot({ prerendered: true, server: state, onReady: () => void early.replay() });
      clearLoadError(container);
      return;
    } catch {
      // Offline before the app's scripts were kept: say so, and try again at the next press.
      early.release();
      showLoadError(container, container.querySelector('main') ?? container);
    }
  }
}

const state = serverState();
if (state) {
  void takeOverWhenUsed(state);
} else if (container.hasAttribute('data-prerendered')) {
  // A prerendered page paints before React takes it over. With a query string the page differs
  // from the prerender, so it is rendered afresh instead.
  const prerendered = window.location.search === '';
  requestAnimationFrame(() => setTimeout(() => void boot({ prerendered }), 0));
} else {
  // Every other page starts by asking who is signed in: ask now, while the app's chunks load.
  void boot({ prerendered: false, me: fetchMe() });
}
registerServiceWorker();
