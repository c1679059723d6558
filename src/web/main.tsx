import './lib/zod-config';
// Early, so that an install prompt the browser offers before the landing's chunk loads is kept.
import './pwa/install-prompt';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { AppProviders } from './app-providers';
import { ME_QUERY_KEY, meQueryOptions } from './lib/session';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './pwa/register-sw';
import { routes } from './routes';
import './styles.css';

// TanStack Query assumes it starts online; the installed app may well be opened offline, and then
// saves must wait for the connection instead of failing (issue 10).
onlineManager.setOnline(navigator.onLine);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * /auth arrives prerendered (scripts/build-pages.mjs): its page chunk is loaded before React
 * takes over the HTML, so the first render matches it. The prerender shows the forms, as for a
 * visitor; the session is asked right after, and a signed-in visitor moves on to /dashboard.
 * With a query string (?next=, ?error=, ?forgot=) the page differs from the prerender, so it is
 * rendered afresh instead.
 */
async function start(container: HTMLElement) {
  const prerendered = container.hasAttribute('data-prerendered') && window.location.search === '';
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
    queryClient.setQueryData(ME_QUERY_KEY, null, { updatedAt: 0 });
  } else {
    // Every other page starts by asking who is signed in: ask now, while its chunks load.
    void queryClient.prefetchQuery(meQueryOptions);
  }

  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  );
  // In a transition, the first render runs in small slices instead of one long task.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// A prerendered page paints before React takes it over; the others start at once.
if (root.hasAttribute('data-prerendered')) {
  requestAnimationFrame(() => setTimeout(() => void start(root), 0));
} else {
  void start(root);
}
registerServiceWorker();
