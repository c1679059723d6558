/**
 * The build's prerender (scripts/build-pages.mjs): '/', '/auth' and the legal pages rendered to
 * HTML, so their content paints before any script runs: landing-main.ts gives '/' its islands,
 * auth-main.ts (auth-start.tsx) takes '/auth' over, main.tsx the app's pages.
 */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  MemoryRouter,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router';
import { PAGE_PLACEHOLDERS } from '@/content/placeholders';
import { AppProviders } from './app-providers';
import { Landing } from './landing/landing-page';
import { AuthApp } from './pages/auth/auth-app';
import { ME_QUERY_KEY } from './lib/session';
import { createQueryClient } from './lib/query-client';
import { PageSpinner } from './components/ui/spinner';
import { DashboardShell } from './pages/dashboard/dashboard-shell';
import { ModuleShell } from './pages/module/module-shell';
import { MODULE_HEADINGS, type HeadedModuleId } from './modules/headings';
import { StaticUpdatePrompt } from './pwa/update-prompt';
import { routes } from './routes';
import { StrictMode, type ReactNode } from 'react';

/**
 * The landing, with placeholders the server fills in per request for the company details. Static
 * HTML: landing-main.ts brings its interactive parts to life without React (decision 046).
 */
export function renderLanding(): string {
  const config = {
    cnpj: PAGE_PLACEHOLDERS.cnpj,
    whatsapp: PAGE_PLACEHOLDERS.whatsapp,
    demo: PAGE_PLACEHOLDERS.demo,
  };
  return renderToStaticMarkup(
    <StrictMode>
      <Landing config={config} />
      <StaticUpdatePrompt />
    </StrictMode>,
  );
}

/** A page of the app as a visitor without a session first sees it. */
export async function renderAppPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${pathname}`));
  if (context instanceof Response)
    throw new Error(`${pathname} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, null);
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

/** The query string of /auth opened on 'Cadastrar' (auth-cadastro.html). */
export { SIGN_UP_QUERY } from '@/domain/auth-texts';

/**
 * The lean /auth page (auth-main.ts, decisions 047 and 051) as a visitor without a session sees it
 * at /auth?`query` ('' for auth.html, ?cadastro=1 for auth-cadastro.html, on 'Cadastrar').
 */
export function renderAuthPage(query = ''): string {
  return renderToString(
    <AuthApp searchParams={new URLSearchParams(query)} onSignedIn={() => Promise.resolve()} />,
  );
}

/** What the app shell shows until its scripts run: the same spinner the app shows while loading. */
export function renderShell(): string {
  return renderToString(<PageSpinner />);
}

/** A page's shell (decision 050) as static markup, its links resolved at `pathname`. */
const shellMarkup = (pathname: string, shell: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[pathname]}>{shell}</MemoryRouter>);

/** /dashboard before its scripts run, for a visitor with a session cookie (decision 050). */
export const renderDashboardShell = () => shellMarkup('/dashboard', <DashboardShell />);

/** The module screens with a shell (decision 050): module-<id>.html each. */
export const shelledModules = Object.keys(MODULE_HEADINGS) as HeadedModuleId[];

/** /module/<id> before its scripts run, for a visitor with a session cookie (decision 050). */
export const renderModuleShell = (moduleId: HeadedModuleId) =>
  shellMarkup(`/module/${moduleId}`, <ModuleShell moduleId={moduleId} />);
