// The lean /auth page (decision 047): React and the forms only. The app (router, TanStack Query,
// providers) is loaded when the visitor is signed in, and takes over the page at its destination.
// Early, so that an install prompt the browser offers before the app loads is kept.
import './pwa/install-prompt';
import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { afterSignInPath } from '@/domain/next-path';
import { fetchMe } from './lib/me';
import { whenToastShown } from './lib/notify';
import { registerServiceWorker } from './pwa/register-sw';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root: HTMLElement = container;

let page: Root | null = null;
let toaster: Root | null = null;
let toasterAsked = false;
let handingOver: Promise<void> | null = null;

/**
 * React DOM, then the page: two imports, so that the browser evaluates them in two tasks instead
 * of one long one (the Total Blocking Time of a slow phone, decision 047).
 */
const loadDom = () => import('react-dom/client');

// The first toast mounts sonner's toaster (it shows the toasts made before it subscribed).
whenToastShown(() => {
  if (toasterAsked || handingOver) return;
  toasterAsked = true;
  const element = document.createElement('div');
  element.dataset.leanToaster = '';
  document.body.append(element);
  void Promise.all([loadDom(), import('./components/app-toaster')]).then(
    ([{ createRoot }, { AppToaster }]) => {
      if (handingOver) return;
      toaster = createRoot(element);
      toaster.render(<AppToaster />);
    },
  );
});

/**
 * Signed in: the app takes over the page at `destination` (replacing /auth in the history, as the
 * app's own redirect does). Toasts still showing move to the app's toaster.
 */
function handOver(destination: string): Promise<void> {
  handingOver ??= import('./app-start').then(({ startApp }) => {
    whenToastShown(null);
    toaster?.unmount();
    document.querySelectorAll('[data-lean-toaster]').forEach((element) => element.remove());
    page?.unmount();
    window.history.replaceState(null, '', destination);
    return startApp(root, { prerendered: false });
  });
  return handingOver;
}

async function start() {
  const searchParams = new URLSearchParams(window.location.search);
  const session = fetchMe().catch(() => null);
  const { createRoot, hydrateRoot } = await loadDom();
  const { AuthApp } = await import('./pages/auth/auth-app');
  const app = <AuthApp searchParams={searchParams} onSignedIn={handOver} />;
  // With a query string (?next=, ?error=, ?forgot=) the page differs from the prerender: it is
  // rendered afresh, once the session is known, instead of taken over.
  if (root.hasAttribute('data-prerendered') && searchParams.size === 0) {
    // In a transition, the hydration runs in small slices instead of one long task.
    startTransition(() => {
      page = hydrateRoot(root, app);
    });
  } else {
    const me = await session;
    if (me) return handOver(afterSignInPath(searchParams.get('next')));
    page = createRoot(root);
    page.render(app);
  }
  // A visitor already signed in goes on to the page asked for, or the dashboard.
  if (await session) await handOver(afterSignInPath(searchParams.get('next')));
}

// The prerendered page paints before React takes it over.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
registerServiceWorker();
