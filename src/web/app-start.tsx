import './lib/zod-config';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { MeAnswer } from '@/domain/api';
import { AppProviders } from './app-providers';
import { fetchMe } from './lib/me';
import { ME_QUERY_KEY, meQueryOptions } from './lib/session';
import type { ServerState } from './server-render';
import { queryClient } from './lib/query-client';
import { loadRouteCode, routes } from './routes';

/** How long the first render waits for the page's chunks and the session (a slow network). */
const FIRST_RENDER_WAIT_MS = 4000;

/** Resolves once the router has loaded its first page's chunks and run its loaders. */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export interface StartOptions {
  /** The page in the container was rendered ahead (the build's prerender, or the server). */
  prerendered: boolean;
  /** /api/me's answer, asked by main.tsx while the app loaded. */
  me?: Promise<MeAnswer>;
  /** The page came rendered from the server with a producer's data (decision 052; `prerendered`). */
  server?: ServerState;
  /** Runs once React owns the page (main.tsx replays what the person did meanwhile). */
  onReady?: () => void;
}

/**
 * Starts the app (router, TanStack Query, providers) in `container`: from main.tsx for every page
 * but the landing and /auth, and from the lean /auth page once the visitor is signed in
 * (auth-start.tsx, decision 047).
 *
 * A prerendered page (/termos, /privacidade, scripts/build-pages.mjs) has its route chunk loaded
 * before React takes over the HTML, so the first render matches it; the session is asked right
 * after. The dashboard rendered by the server (decision 052) is taken over with the answers it
 * was rendered with. Every other page starts by asking who is signed in, while its chunks load
 * (`me`: the answer main.tsx asked for before loading the app).
 */
export async function startApp(
  container: HTMLElement,
  { prerendered, me, server, onReady }: StartOptions,
) {
  // TanStack Query assumes it starts online; the installed app may well be opened offline, and
  // then saves must wait for the connection instead of failing (issue 10).
  onlineManager.setOnline(navigator.onLine);

  let session: Promise<void> = Promise.resolve();
  if (server) {
    hydrate(queryClient, server.queries);
    // The dashboard's charts are drawn in its page: their code too, to hydrate in one pass.
    const charts = /^\/dashboard\/?$/.test(window.location.pathname)
      ? import('./pages/dashboard/deferred-charts').then((m) => m.preloadDashboardCharts())
      : undefined;
    await Promise.all([loadRouteCode(window.location), charts]);
  } else if (prerendered) {
    await loadRouteCode(window.location);
    queryClient.setQueryData(ME_QUERY_KEY, null, { updatedAt: 0 });
  } else {
    let asked = me;
    session = queryClient.prefetchQuery({
      ...meQueryOptions,
      queryFn: ({ signal }) => {
        const answer = asked ?? fetchMe(signal);
        asked = undefined; // A retry asks again.
        return answer;
      },
    });
  }
  // Made now, the router loads the page's chunk and runs its loaders (a module's screen and its
  // first data) while the session is asked.
  // With the server's router state, the router starts ready: no loader runs, nothing is asked.
  const router = createBrowserRouter(
    routes,
    server ? { hydrationData: { loaderData: server.loaderData } } : undefined,
  );
  if (!prerendered) {
    // The page's chunks and the session before the first render (at most FIRST_RENDER_WAIT_MS):
    // rendered then, in a transition, the page comes in small slices. Rendered before, the
    // session's answer would re-render the whole page at once (a query's update is synchronous),
    // one long task on a slow phone.
    await Promise.race([
      Promise.all([routerReady(router), session]),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]).catch(() => undefined);
  }

  const app = (
    <AppProviders queryClient={queryClient} chartWidth={server?.chartWidth} onReady={onReady}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // In a transition, the first render runs in small slices instead of one long task.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app, { onRecoverableError });
    else createRoot(container).render(app);
  });
}

/** A page React could not take over as it was (it rendered it afresh): said in the console. */
function onRecoverableError(error: unknown) {
  console.error('[app] a página foi refeita ao ser assumida pelo React:', error);
}
