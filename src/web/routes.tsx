import {
  Outlet,
  ScrollRestoration,
  matchRoutes,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { RequireSession } from './components/require-session';
import { PageSpinner } from './components/ui/spinner';
import { RouteError } from './pages/route-error';
import { meQueryOptions } from './lib/session';
import { queryClient } from './lib/query-client';
import { loadModuleScreen, preloadModuleScreen } from './modules';
import { dashboardQueryOptions } from './pages/dashboard/dashboard-query';
import { PAGE_READS, type PageReads } from './page-reads';
import type { MeAnswer } from '@/domain/api';
import type { SelectionAction } from './modules/herd/selection-bar';

/** A module's page (/module/weighing). */
const MODULE_PATH = 'module/:moduleId';

/** /api/me's answer (the one asked already, or cached), or null when it fails. */
const signedIn = () => queryClient.ensureQueryData(meQueryOptions).catch(() => null);

/** Runs a page's prefetch once /api/me says someone is signed in (and `may` allows it). */
function whenSignedIn(
  prefetch: (me: NonNullable<MeAnswer>) => Promise<unknown>,
  may: (me: NonNullable<MeAnswer>) => boolean = () => true,
): void {
  void signedIn()
    .then((me) => (me && may(me) ? prefetch(me) : undefined))
    .catch(() => undefined);
}

/** A loader asking a page's first reads (page-reads.ts) once /api/me says they are its. */
function readPage(reads: PageReads) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    const named = Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    whenSignedIn((me) => reads.read(queryClient, me, search, named), reads.may);
    return null;
  };
}

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const loginRequired = {
  title: 'Login necessário',
  description: 'Faça login para continuar com a assinatura',
  kind: 'warning',
} as const;

/** The herd's pages (/rebanho), one chunk: one entry point keeps the app's first chunk small. */
const herd = () => import('./modules/herd');
/**
 * An animal's page (/rebanho/:id) with the sanitary module's 'Registrar aplicação' and the
 * reproduction module's 'Reprodução' section: a module imports no other module, so the routes
 * put them together.
 */
const animalPage = () =>
  Promise.all([
    herd(),
    import('./modules/sanitary/application-dialog'),
    import('./modules/reproduction/female-section'),
    import('./modules/pastures/paddock-section'),
  ]).then(([m, s, r, p]) => ({
    Component: () => (
      <m.AnimalPage
        ApplicationDialog={s.ApplicationDialog}
        ReproductionSection={r.ReproductionSection}
        PaddockSection={p.PaddockSection}
      />
    ),
  }));
/**
 * The herd list (/rebanho) with the reproduction module's 'Expor fêmeas' and the pastures
 * module's 'Mover para pasto' for its selection (each shows on a plan that has its module).
 */
const herdPage = () =>
  Promise.all([
    herd(),
    import('./modules/reproduction/expose-selection'),
    import('./modules/pastures/move-selection'),
  ]).then(([m, r, p]) => {
    const SelectionExtra: SelectionAction = (props) => (
      <>
        <r.ExposeSelection {...props} />
        <p.MoveSelection {...props} />
      </>
    );
    return { Component: () => <m.HerdPage SelectionExtra={SelectionExtra} /> };
  });
/** The reproduction module's pages (/reproducao, a season's), one chunk. */
const reproduction = () => import('./modules/reproduction');
/**
 * The pastures module's pages (/pastos, a paddock's), one chunk (modules/pastures/screens.tsx puts
 * the map, the occupation history and 'Mover para pasto' into their slots).
 */
const pastures = () => import('./modules/pastures');
/** The finance module's page (/financeiro), one chunk. */
const finance = () => import('./modules/finance');
/** The sanitary records' print pages (issue 26 item 7), one chunk. */
const sanitaryPrint = () => import('./modules/sanitary/print');

/**
 * Every page is its own chunk, loaded when its route is first visited. The browser router
 * (main.tsx) and the build's prerender (prerender.tsx) both use this table.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: () => import('./pages/landing').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: 'auth',
        lazy: () => import('./pages/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
      },
      {
        // Signed out too: the invitation names the farm and offers both ways in (decision 024).
        path: 'convite/:id',
        lazy: () =>
          import('./pages/invitation/invitation-page').then((m) => ({
            Component: m.InvitationPage,
          })),
      },
      {
        path: 'termos',
        lazy: () => import('./pages/legal/legal-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'privacidade',
        lazy: () => import('./pages/legal/legal-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('./pages/auth/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        // 'Defina sua senha': a link mailed after a repeated sign-up (decision 009).
        path: 'definir-senha',
        lazy: () =>
          import('./pages/auth/choose-password-page').then((m) => ({
            Component: m.ChoosePasswordPage,
          })),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: 'dashboard',
            // The stat cards' figures, asked as soon as /api/me answers, not after the first render.
            loader: () => {
              whenSignedIn(() => queryClient.prefetchQuery(dashboardQueryOptions));
              return null;
            },
            lazy: () =>
              import('./pages/dashboard/dashboard-page').then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: 'rebanho',
            // The list's first page and counts, asked as soon as /api/me answers.
            loader: readPage(PAGE_READS['/rebanho']!),
            lazy: herdPage,
          },
          {
            path: 'rebanho/novo',
            lazy: () => herd().then((m) => ({ Component: m.NewAnimalPage })),
          },
          // 'Preço a informar': the sales and purchases 'Campo' recorded (decision 061).
          {
            path: 'rebanho/precos',
            lazy: () => herd().then((m) => ({ Component: m.UnpricedPage })),
          },
          { path: 'rebanho/:id', lazy: animalPage },
          {
            path: 'rebanho/:id/editar',
            lazy: () => herd().then((m) => ({ Component: m.EditAnimalPage })),
          },
          {
            path: 'sanidade',
            // The due lists and the rest of the page's data, once /api/me says the plan has them.
            loader: readPage(PAGE_READS['/sanidade']!),
            lazy: () => import('./modules/sanitary').then((m) => ({ Component: m.SanitaryPage })),
          },
          {
            // 'Reprodução' (issue 41): the seasons and protocols; a season's page.
            path: 'reproducao',
            loader: readPage(PAGE_READS['/reproducao']!),
            lazy: () => reproduction().then((m) => ({ Component: m.ReproductionPage })),
          },
          {
            path: 'reproducao/estacoes/:id',
            loader: readPage(PAGE_READS['/reproducao/estacoes/:id']!),
            lazy: () => reproduction().then((m) => ({ Component: m.SeasonPage })),
          },
          {
            // 'Diagnóstico no tronco' (issue 41 item 6): a season's chute screen.
            path: 'reproducao/estacoes/:id/tronco',
            loader: readPage(PAGE_READS['/reproducao/estacoes/:id/tronco']!),
            lazy: () => reproduction().then((m) => ({ Component: m.ChutePage })),
          },
          {
            // 'Pastos' (issue 42): the paddocks, the farm's stocking; a paddock's page.
            path: 'pastos',
            loader: readPage(PAGE_READS['/pastos']!),
            lazy: () => pastures().then((m) => ({ Component: m.PasturesPage })),
          },
          {
            // 'Financeiro' (issue 43): the cash book; its part named by ?aba=. Never 'Campo''s.
            path: 'financeiro',
            loader: readPage(PAGE_READS['/financeiro']!),
            lazy: () => finance().then((m) => ({ Component: m.FinancePage })),
          },
          {
            path: 'pastos/:id',
            lazy: () => pastures().then((m) => ({ Component: m.PaddockPage })),
          },
          {
            path: 'sanidade/brucelose',
            lazy: () => sanitaryPrint().then((m) => ({ Component: m.BrucellosisProofPage })),
          },
          {
            path: 'sanidade/ficha/animal/:id',
            lazy: () => sanitaryPrint().then((m) => ({ Component: m.AnimalSheetPage })),
          },
          {
            path: 'sanidade/ficha/lote/:id',
            lazy: () => sanitaryPrint().then((m) => ({ Component: m.LotSheetPage })),
          },
          {
            path: MODULE_PATH,
            // The module's screen and first data, while this page's chunk and /api/me load; the
            // route waits for the screen's code (no spinner before it).
            loader: async ({ params }) => {
              await preloadModuleScreen(params.moduleId ?? '', queryClient, signedIn());
              return null;
            },
            lazy: () =>
              import('./pages/module/module-page').then((m) => ({ Component: m.ModulePage })),
          },
          {
            path: 'subscription',
            lazy: () =>
              import('./pages/subscription/subscription-page').then((m) => ({
                Component: m.SubscriptionPage,
              })),
          },
          {
            path: 'admin',
            lazy: () => import('./pages/admin').then((m) => ({ Component: m.AdminPage })),
          },
          {
            path: 'fazendas',
            lazy: () =>
              import('./pages/farms/farms-page').then((m) => ({ Component: m.FarmsPage })),
          },
          {
            path: 'equipe',
            lazy: () => import('./pages/team/team-page').then((m) => ({ Component: m.TeamPage })),
          },
          {
            path: 'integracoes',
            lazy: () =>
              import('./pages/integrations/integrations-page').then((m) => ({
                Component: m.IntegrationsPage,
              })),
          },
        ],
      },
      {
        element: <RequireSession loginNotice={loginRequired} />,
        children: [
          {
            path: 'pricing',
            lazy: () =>
              import('./pages/pricing/pricing-page').then((m) => ({ Component: m.PricingPage })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./pages/not-found').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

/**
 * The lazy parts (the page's chunk) of the routes matching `location`, loaded into the table
 * once: before React takes over a page rendered ahead (app-start.tsx) and before the server
 * renders one (server-render.tsx), so the first render matches it without suspending.
 */
export async function loadRouteCode(location: string | Partial<Location>): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route, params }) => {
      // A module's page: its screen's code too (its own lazy part, modules/index.ts).
      const screen = route.path === MODULE_PATH && loadModuleScreen(params.moduleId ?? '');
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }
      await screen;
    }),
  );
}
