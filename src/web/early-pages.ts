import { todayIn } from '@/domain/records/dates';
import { askEarly } from './lib/early-fetch';
import { financeEarlyReads } from './modules/finance/early-reads';
import { pasturesEarlyReads } from './modules/pastures/early-reads';

/*
 * The pages whose first reads and code main.tsx asks for before the app has loaded (issue 42/43
 * item 8): on a slow phone, the router, the page's loader and its code came a second after the
 * page was opened, and only then were its reads asked. The reads are taken by apiFetch
 * (lib/early-fetch.ts); the code, loaded again by the route, comes from the browser's module map.
 */

interface EarlyPage {
  path: RegExp;
  reads: (search: URLSearchParams) => string[];
  /** The page's chunk, the same import as routes.tsx's. */
  code: () => Promise<unknown>;
}

const PAGES: EarlyPage[] = [
  {
    path: /^\/pastos\/?$/,
    reads: () => pasturesEarlyReads(todayIn(new Date())),
    code: () => import('./modules/pastures'),
  },
  {
    path: /^\/financeiro\/?$/,
    reads: (search) => financeEarlyReads(search.get('aba')),
    code: () => import('./modules/finance'),
  },
];

/** Asks the first reads and the code of the page at `location`, when it is one of PAGES. */
export function startEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  const page = PAGES.find((p) => p.path.test(location.pathname));
  if (!page) return;
  askEarly(page.reads(new URLSearchParams(location.search)));
  // After zod's settings (app-start.tsx's first import): the page's schemas are made with them.
  void import('./lib/zod-config').then(page.code).catch(() => undefined);
}
