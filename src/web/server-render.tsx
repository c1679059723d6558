/**
 * The dashboard and the pages of page-reads.ts ('Pastos', 'Financeiro', 'Rebanho', 'Sanidade',
 * 'Reprodução') rendered on the server with a producer's data (decisions 052, 077 and 080): built by
 * scripts/build-pages.mjs into dist/web-ssr and loaded by the server (src/server/web-render.ts),
 * which asks the API for the answers and puts the page and its state into dashboard.html. The
 * browser shows it before any of the app's scripts run; main.tsx takes it over when the person
 * uses it, with the same answers, so React finds the page as it would have rendered it.
 */
import './lib/zod-config';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { DashboardResponse, MeResponse } from '@/domain/api';
import { MODULE_IDS } from '@/domain/modules';
import type { HerdCategoriesChart, HerdMonthsChart } from '@/domain/charts/schemas';
import { AppProviders } from './app-providers';
import { loadChartDrawings } from './components/charts';
import { COMPUTER_CHART_WIDTH, PHONE_CHART_WIDTH } from './components/charts/use-width';
import { setServerPublicConfig, type PublicConfig } from './landing/public-config';
import { herdCategoriesQuery, herdMonthsQuery } from './lib/chart-queries';
import { createQueryClient } from './lib/query-client';
import { ME_QUERY_KEY } from './lib/session';
import { dashboardQueryOptions } from './pages/dashboard/dashboard-query';
import { preloadDashboardCharts } from './pages/dashboard/deferred-charts';
import { PAGE_READS, pageReadsAt } from './page-reads';
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
  return /Mobi|Android|iPhone/i.test(userAgent) ? PHONE_CHART_WIDTH : COMPUTER_CHART_WIDTH;
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
  await Promise.all([routeHandler(), preloadDashboardCharts(), loadChartDrawings()]);
}

/**
 * The paths the server renders with their data besides /dashboard (page-reads.ts), a page of one
 * record with an id of none.
 */
const SERVER_PAGES = Object.keys(PAGE_READS).map((path) =>
  path.replace(/:[a-z]+/g, '00000000-0000-4000-8000-000000000000'),
);

/**
 * Each page rendered once, with no records (web-render.ts calls it a little after the start, not
 * to delay the first answers): the first person to open one does not wait for its rendering to
 * be compiled (a cold /pastos took ~100 ms more than a warm one).
 */
export async function warmUpPages(): Promise<void> {
  for (const path of SERVER_PAGES) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, WARM_UP_ME);
    await renderAt(path, queryClient, PHONE_CHART_WIDTH).catch(() => undefined);
  }
}

/** The signed-in person of the warm-up renderings: nobody's, and never shown. */
const WARM_UP_ME: MeResponse = {
  user: { id: 'warm-up', name: 'Arroba Certa', email: 'warm-up@arroba-certa', createdAt: '' },
  isAdmin: false,
  subscription: { plan: 'MASTER', status: 'active', animalLimit: 0, trialEndsAt: null },
  modules: [...MODULE_IDS],
  banners: {
    admin: false,
    inactive: false,
    animalLimit: null,
    starterNote: false,
    trialDaysLeft: null,
  },
  farm: {
    id: 'warm-up',
    name: 'Arroba Certa',
    city: null,
    state: null,
    areaHectares: null,
    role: 'owner',
    seesMoney: true,
    isOwner: true,
    plan: 'MASTER',
  },
  farms: [{ id: 'warm-up', name: 'Arroba Certa', role: 'owner' }],
};

let handler: Promise<ReturnType<typeof createStaticHandler>> | undefined;

/** The route table's handler, made once the server's pages' code is in it (once per process). */
function routeHandler() {
  handler ??= Promise.all(['/dashboard', ...SERVER_PAGES].map((path) => loadRouteCode(path)))
    .then(() => createStaticHandler(routes))
    .catch((error: unknown) => {
      handler = undefined; // Asked again next time.
      throw error;
    });
  return handler;
}

/** The route at `path` rendered with `queryClient`'s answers: its markup and state. */
async function renderAt(
  path: string,
  queryClient: QueryClient,
  chartWidth: number,
): Promise<{ html: string; state: ServerState }> {
  const handler = await routeHandler();
  // The loaders only ask ahead what the cache holds already: none is run here.
  const context = await handler.query(new Request(`http://server${path}`), {
    filterMatchesToLoad: () => false,
  });
  if (context instanceof Response) throw new Error(`${path} redirects`);
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
  return renderAt('/dashboard', queryClient, chartWidth);
}

/**
 * One of SERVER_PAGES (`location`: its path and query) rendered for `me` with its first reads
 * (apiFetch answered by the server's fetcher, setServerFetch): null when a read failed, and the
 * browser renders the page instead of a page stuck on its spinner until used.
 */
export async function renderPage(
  location: string,
  me: MeResponse,
  { company, chartWidth }: { company: Partial<PublicConfig>; chartWidth: number },
): Promise<{ html: string; state: ServerState } | null> {
  const url = new URL(location, 'http://server');
  const page = pageReadsAt(url.pathname);
  if (!page) return null;
  const { reads, params } = page;
  setServerPublicConfig(company);
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  if (reads.may(me)) await reads.read(queryClient, me, url.searchParams, params);
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== 'success');
  if (failed) return null;
  return renderAt(`${url.pathname}${url.search}`, queryClient, chartWidth);
}

export { setServerFetch } from './lib/api';
