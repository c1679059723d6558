import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@/domain/api';
import type { ModuleId } from '@/domain/modules';
import { planHas } from '@/domain/plans';
import { matchPagePath } from '@/domain/routes';
import { readModuleScreen } from './modules';

/*
 * The first reads of the pages the server renders besides the dashboard (decision 077): asked
 * by their route's loader in the browser (routes.tsx) and by the server's rendering
 * (server-render.tsx), the same way. Each page's code comes in with the read, not before.
 */

export interface PageReads {
  /** Whether the person's plan and role open the page (else nothing is read). */
  may(me: MeResponse): boolean;
  /**
   * The page's first reads into `client`, for the address's query `search` and, for a page of
   * one record (its path has `:id`), the address's `params`.
   */
  read(
    client: QueryClient,
    me: MeResponse,
    search: URLSearchParams,
    params: Readonly<Record<string, string>>,
  ): Promise<unknown>;
}

/** 'Reprodução''s pages: for a farm whose plan has it. */
const hasReproduction = (me: MeResponse) => planHas(me.farm.plan, 'reproduction');

/**
 * A module's screen the server renders (/module/<id>): for a member whose modules include it,
 * with the screen's own first reads (modules/index.ts), as the app's route asks them.
 */
const moduleScreenReads = (id: ModuleId): PageReads => ({
  may: (me) => me.modules.includes(id),
  read: (client, me) => readModuleScreen(id, client, me),
});

export const PAGE_READS: Record<string, PageReads> = {
  '/pastos': {
    may: (me) => planHas(me.farm.plan, 'pastures'),
    read: (client) =>
      import('./modules/pastures/page-queries').then((m) => m.prefetchPasturesPage(client)),
  },
  // 'Rebanho' without filters in the address (with them, the browser renders it).
  '/rebanho': {
    may: () => true,
    read: (client, _me, search) =>
      import('./modules/herd/herd-prefetch').then((m) => m.prefetchHerdScreen(client, search)),
  },
  // 'Sanidade''s parts below 1024 px are named by ?aba= too ('Aplicações', 'Produtos').
  '/sanidade': {
    may: (me) => planHas(me.farm.plan, 'sanitary'),
    read: (client, me) =>
      import('./modules/sanitary/sanitary-prefetch').then((m) =>
        m.prefetchSanitaryScreen(client, me),
      ),
  },
  '/reproducao': {
    may: hasReproduction,
    read: (client) =>
      import('./modules/reproduction/reproduction-api').then((m) =>
        m.prefetchReproductionPage(client),
      ),
  },
  // A breeding season's page: its counts, lists, batches, indicators and calvings (decision 084).
  '/reproducao/estacoes/:id': {
    may: hasReproduction,
    read: (client, _me, _search, params) =>
      import('./modules/reproduction/season-prefetch').then((m) =>
        m.prefetchSeasonPage(client, params.id ?? ''),
      ),
  },
  // Its chute screen, 'Diagnóstico no tronco': the counts and the females to check (decision 091).
  '/reproducao/estacoes/:id/tronco': {
    may: hasReproduction,
    read: (client, _me, _search, params) =>
      import('./modules/reproduction/chute-prefetch').then((m) =>
        m.prefetchChutePage(client, params.id ?? ''),
      ),
  },
  // 'Estoque do Rebanho': the first page of the counts and their totals (decision 094).
  '/module/inventory': moduleScreenReads('inventory'),
  // 'Cálculo de Resultados Pecuários': a form, nothing to read (decision 103).
  '/module/results': moduleScreenReads('results'),
  // 'Controle de Pesagem' ('Lotes' and its other parts below 1024 px named by ?aba=).
  '/module/weighing': moduleScreenReads('weighing'),
  // Each part named by ?aba= ('Fluxo de caixa', 'Resultado'...): its tabs are links.
  '/financeiro': {
    may: (me) => me.farm.role !== 'field' && planHas(me.farm.plan, 'finance'),
    read: (client, me, search) =>
      import('./modules/finance/page-queries').then((m) =>
        m.prefetchFinancePage(client, m.partOf(search.get('aba')), me.farm.plan),
      ),
  },
};

/**
 * The page of PAGE_READS at `pathname` ('/reproducao/estacoes/<id>' is '/reproducao/estacoes/:id'
 * with its id), with the address's params; null for any other path.
 */
export function pageReadsAt(
  pathname: string,
): { path: string; reads: PageReads; params: Record<string, string> } | null {
  for (const [path, reads] of Object.entries(PAGE_READS)) {
    const params = matchPagePath(path, pathname);
    if (params) return { path, reads, params };
  }
  return null;
}
