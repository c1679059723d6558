import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { whenToastShown } from '../../lib/notify';
import { loadAuthSchemas } from './load-schemas';

/**
 * The React part of the lean /auth page (decisions 047 and 051), loaded by auth-main.ts when a
 * person starts using the page: the forms, their toaster, and the hand-over to the app.
 */

let page: Root | null = null;
let toaster: Root | null = null;
let toasterAsked = false;
let handingOver: Promise<void> | null = null;

/**
 * React DOM, then the page: two imports, so that the browser evaluates them in two tasks instead
 * of one long one (decision 047).
 */
const loadDom = () => import('react-dom/client');
const loadApp = () => import('./auth-app');

// The first toast mounts sonner's toaster (it shows the toasts made before it subscribed).
whenToastShown(() => {
  if (toasterAsked || handingOver) return;
  toasterAsked = true;
  const element = document.createElement('div');
  element.dataset.leanToaster = '';
  document.body.append(element);
  void Promise.all([loadDom(), import('../../components/app-toaster')]).then(
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
export function handOver(root: HTMLElement, destination: string): Promise<void> {
  handingOver ??= import('../../app-start').then(({ startApp }) => {
    whenToastShown(null);
    toaster?.unmount();
    document.querySelectorAll('[data-lean-toaster]').forEach((element) => element.remove());
    page?.unmount();
    window.history.replaceState(null, '', destination);
    return startApp(root, { prerendered: false });
  });
  return handingOver;
}

interface PageOptions {
  searchParams: URLSearchParams;
}

/**
 * Takes the prerendered page over; `onReady` runs once React owns it (early-input.ts replays
 * what was typed then).
 */
export async function hydrateAuthPage(
  root: HTMLElement,
  { searchParams, onReady }: PageOptions & { onReady: () => void },
): Promise<void> {
  const { hydrateRoot } = await loadDom();
  const { AuthApp } = await loadApp();
  const app = (
    <AuthApp
      searchParams={searchParams}
      onSignedIn={(destination) => handOver(root, destination)}
      onReady={onReady}
    />
  );
  // In a transition, the hydration runs in small slices instead of one long task.
  startTransition(() => {
    page = hydrateRoot(root, app);
  });
  // The person is in a field already: the forms' schemas are wanted at the first submit.
  void loadAuthSchemas().catch(() => {});
}

/** Renders the page afresh (it differs from the prerender: a query string). */
export async function renderAuthPage(
  root: HTMLElement,
  { searchParams }: PageOptions,
): Promise<void> {
  const { createRoot } = await loadDom();
  const { AuthApp } = await loadApp();
  page = createRoot(root);
  page.render(
    <AuthApp
      searchParams={searchParams}
      onSignedIn={(destination) => handOver(root, destination)}
    />,
  );
}
