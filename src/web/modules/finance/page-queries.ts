import type { QueryClient } from '@tanstack/react-query';
import { todayIn } from '@/domain/records/dates';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { prefetchPaddockOptions } from '../../lib/paddock-options';
import {
  NO_ENTRY_FILTERS,
  REVIEW_FILTERS,
  accountsQuery,
  cashFlowQuery,
  dueQuery,
  entryPagesQuery,
  resultsQuery,
  settingsQuery,
} from './finance-api';

/*
 * The parts of /financeiro and what each reads first, asked when the route is entered
 * (routes.tsx) while the page's code loads: a small file, so the loader does not wait for the
 * module's screens.
 */

/** The parts of the page, by their name in the address (/financeiro?aba=fluxo). */
export const FINANCE_PARTS = [
  { id: 'lancamentos', label: 'Lançamentos' },
  { id: 'fluxo', label: 'Fluxo de caixa' },
  { id: 'resultado', label: 'Resultado' },
  { id: 'extrato', label: 'Importar extrato' },
  { id: 'contas', label: 'Plano de contas' },
  { id: 'configuracoes', label: 'Configurações' },
] as const;
export type FinancePart = (typeof FINANCE_PARTS)[number]['id'];

/** The query parameter naming the open part; the first part without it. */
export const PART_PARAM = 'aba';

/** The part an address asks for ('lancamentos' when none or an unknown one). */
export function partOf(asked: string | null): FinancePart {
  return FINANCE_PARTS.find((p) => p.id === asked)?.id ?? 'lancamentos';
}

/** The current year, as the results open on it. */
export const currentYear = () => Number(todayIn(new Date()).slice(0, 4));

/**
 * What the part opened first shows, asked at once: the list's first page, the accounts and the
 * cost centres (its filters and form: the lots, the paddocks on a plan with 'Pastos'), the cash
 * flow and the bills due, the year's results, the lines to review, or the settings.
 */
export function prefetchFinancePage(client: QueryClient, part: FinancePart, plan?: string | null) {
  const reads: Promise<unknown>[] = [client.prefetchQuery(accountsQuery)];
  if (part === 'lancamentos') {
    reads.push(
      client.prefetchInfiniteQuery(entryPagesQuery(NO_ENTRY_FILTERS)),
      client.prefetchQuery(lotChoicesQuery),
    );
    reads.push(prefetchPaddockOptions(client, plan));
  }
  if (part === 'fluxo')
    reads.push(client.prefetchQuery(cashFlowQuery()), client.prefetchQuery(dueQuery));
  if (part === 'resultado') reads.push(client.prefetchQuery(resultsQuery({ year: currentYear() })));
  if (part === 'extrato') reads.push(client.prefetchInfiniteQuery(entryPagesQuery(REVIEW_FILTERS)));
  if (part === 'configuracoes') reads.push(client.prefetchQuery(settingsQuery));
  return Promise.all(reads);
}
