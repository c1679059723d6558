/**
 * The dashboard rendered on the server with a producer's data (decision 052): built by
 * scripts/build-pages.mjs into dist/web-ssr and loaded by the server (src/server/web-render.ts),
 * which asks the API for the answers and puts the page and its state into dashboard.html. The
 * browser shows it before any of the app's scripts run; main.tsx takes it over when the person
 * uses it, with the same answers, so React finds the page as it would have rendered it.
 */
import './lib/zod-config';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { DashboardResponse, MeResponse } from '@/domain/api';
import type { HerdCategoriesChart, HerdMonthsChart } from '@/domain/charts/schemas';
import { AppProviders } from './app-providers';
import { loadChartDrawings } from './components/charts';
import { setServerPublicConfig, type PublicConfig } from './landing/public-config';
import { herdCategoriesQuery, herdMonthsQuery } from './lib/chart-queries';
import { createQueryClient } from './lib/query-client';
import { ME_QUERY_KEY } from './lib/session';
import { dashboardQueryOptions } from './pages/dashboard/dashboard-query';
import { preloadDashboardCharts } from './pages/dashboard/deferred-charts';
import { loadRouteCode, routes } from './routes';

/** The API's answers the dashboard's first screen shows; a missing one is asked by the browser. */
export interface DashboardAnswers {
  me: MeResponse;
  dashboard?: DashboardResponse;
  categories?: HerdCategoriesChart;
  months?: HerdMonthsChart;
}

/** What the browser takes the page over with (main.tsx): the same answers and router state. */
export interface ServerState {
  queries: DehydratedState;
  /** The matched routes' loader data (none of them returns any): the router starts ready. */
  loaderData: Record<string, null>;
  /** The width the charts were drawn at (ChartWidthGuess). */
  chartWidth: number;
}

/** The charts' width for a phone or a computer's two-column cards, from the User-Agent. */
export function chartWidthFor(userAgent: string): number {
  return /Mobi|Android|iPhone/i.test(userAgent) ? 320 : 520;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Loads, at the server's start, the code the first rendering would (the page, its charts and
 * their drawings): the first dashboard asked is not kept waiting for it.
 */
export async function warmUp(): Promise<void> {
  await Promise.all([dashboardHandler(), preloadDashboardCharts(), loadChartDrawings()]);
}

let handler: Promise<ReturnType<typeof createStaticHandler>> | undefined;

/** The route table's handler, made once the page's code is in it (once per process). */
function dashboardHandler() {
  handler ??= loadRouteCode('/dashboard')
    .then(() => createStaticHandler(routes))
    .catch((error: unknown) => {
      handler = undefined; // Asked again next time.
      throw error;
    });
  return handler;
}

/** The dashboard's markup for the root element, and the state to take it over with. */
export async function renderDashboard(
  answers: DashboardAnswers,
  { company, chartWidth }: { company: Partial<PublicConfig>; chartWidth: number },
): Promise<{ html: string; state: ServerState }> {
  setServerPublicConfig(company);
  const charts = answers.categories !== undefined && answers.months !== undefined;
  if (charts) await preloadDashboardCharts();

  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, answers.me);
  if (answers.dashboard)
    queryClient.setQueryData(dashboardQueryOptions.queryKey, answers.dashboard);
  if (charts) {
    queryClient.setQueryData(herdCategoriesQuery.queryKey, answers.categories);
    queryClient.setQueryData(herdMonthsQuery.queryKey, answers.months);
  }

  const handler = await dashboardHandler();
  // The loaders only ask ahead what the cache holds already: none is run here.
  const context = await handler.query(new Request('http://server/dashboard'), {
    filterMatchesToLoad: () => false,
  });
  if (context instanceof Response) throw new Error('/dashboard redirects');
  const loaderData: Record<string, null> = {};
  for (const match of context.matches) if (match.route.loader) loaderData[match.route.id] = null;
  context.loaderData = { ...context.loaderData, ...loaderData };
  const router = createStaticRouter(handler.dataRoutes, context);

  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient} chartWidth={chartWidth}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every part in place, none sent apart with a script to move it (the page has no inline
    // script: the CSP forbids them).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  // React puts the preload hints it finds (the header's logo) before the markup: the page's head
  // has what it needs, and the root must hold only what the browser's React renders.
  const html = (await streamText(prelude)).replace(/^(?:<link [^>]*>)+/, '');
  return { html, state: { queries: dehydrate(queryClient), loaderData, chartWidth } };
}
