import './lib/zod-config';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import type { MeAnswer } from '@/domain/api';
import { AppProviders } from './app-providers';
import { fetchMe } from './lib/me';
import { ME_QUERY_KEY, meQueryOptions } from './lib/session';
import { queryClient } from './lib/query-client';
import { routes } from './routes';

/**
 * Starts the app (router, TanStack Query, providers) in `container`: from main.tsx for every page
 * but the landing and /auth, and from the lean /auth page once the visitor is signed in
 * (auth-main.tsx, decision 047).
 *
 * A prerendered page (/termos, /privacidade, scripts/build-pages.mjs) has its route chunk loaded
 * before React takes over the HTML, so the first render matches it; the session is asked right
 * after. Every other page starts by asking who is signed in, while its chunks load (`me`: the
 * answer main.tsx asked for before loading the app).
 */
export async function startApp(
  container: HTMLElement,
  { prerendered, me }: { prerendered: boolean; me?: Promise<MeAnswer> },
) {
  // TanStack Query assumes it starts online; the installed app may well be opened offline, and
  // then saves must wait for the connection instead of failing (issue 10).
  onlineManager.setOnline(navigator.onLine);

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
    let asked = me;
    void queryClient.prefetchQuery({
      ...meQueryOptions,
      queryFn: ({ signal }) => {
        const answer = asked ?? fetchMe(signal);
        asked = undefined; // A retry asks again.
        return answer;
      },
    });
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
