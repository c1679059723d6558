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

/** The page as React renders it; `onReady` runs once React owns it (early-input.ts). */
async function authApp(root: HTMLElement, searchParams: URLSearchParams, onReady?: () => void) {
  const { AuthApp } = await loadApp();
  return (
    <AuthApp
      searchParams={searchParams}
      onSignedIn={(destination) => handOver(root, destination)}
      onReady={onReady}
    />
  );
}

/** Takes the prerendered page over, then replays what was typed meanwhile (`onReady`). */
export async function hydrateAuthPage(
  root: HTMLElement,
  searchParams: URLSearchParams,
  onReady: () => void,
): Promise<void> {
  const { hydrateRoot } = await loadDom();
  const app = await authApp(root, searchParams, onReady);
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
  searchParams: URLSearchParams,
): Promise<void> {
  const { createRoot } = await loadDom();
  const app = await authApp(root, searchParams);
  page = createRoot(root);
  page.render(app);
}
