import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AccountView,
  CashFlowView,
  DueView,
  EntryPage,
  FinanceSettings,
} from '@/domain/finance/api';
import type { EntrySource, EntryStatus, EntryType } from '@/domain/finance/constants';
import { apiFetch } from '../../lib/api';
import { financeResultsQuery, type FinancePeriod } from '../../lib/finance-results';
import { newIdempotencyKey } from '../../lib/idempotency';
import { withQuery } from '../../lib/pages';
import { useRecordWrite } from '../../offline/use-offline';

/*
 * The 'Financeiro' reads and writes (issue 43), under /api/finance (the contract:
 * src/domain/finance/api.ts). Every key starts with 'finance': one invalidation refreshes the
 * list, the cash flow, the bills due and the results, and the offline cache keeps them.
 */

export const FINANCE_API = '/api/finance';

/** The filters of 'Lançamentos' as the query string carries them; '' is 'all'. */
export interface EntryFilters {
  from: string;
  to: string;
  type: EntryType | '';
  accountId: string;
  status: EntryStatus | '';
  source: EntrySource | '';
  /** 'Centro de custo': 'farm', 'lot:<id>' or 'paddock:<id>' (entry-choices.ts's values). */
  costCenter: string;
  q: string;
  /** '1': the bank lines still 'A conferir'. */
  review: '' | '1';
}

export const NO_ENTRY_FILTERS: EntryFilters = {
  from: '',
  to: '',
  type: '',
  accountId: '',
  status: '',
  source: '',
  costCenter: '',
  q: '',
  review: '',
};

/** The bank lines whose guessed category nobody confirmed yet. */
export const REVIEW_FILTERS: EntryFilters = { ...NO_ENTRY_FILTERS, review: '1' };

/** A period of the results: a year, or from–to ('YYYY-MM-DD'). */
export type ResultsPeriod = FinancePeriod;

export const financeKeys = {
  all: ['finance'] as const,
  entries: () => [...financeKeys.all, 'entries'] as const,
  list: (filters: EntryFilters) => [...financeKeys.entries(), 'list', filters] as const,
  accounts: () => [...financeKeys.all, 'accounts'] as const,
  cashFlow: (from: string, to: string) => [...financeKeys.all, 'cash-flow', from, to] as const,
  due: () => [...financeKeys.all, 'due'] as const,
  settings: () => [...financeKeys.all, 'settings'] as const,
};

/** 'Lançamentos': filtered on the server, 50 a page, newest first, with the totals of all. */
export const entryPagesQuery = (filters: EntryFilters) =>
  infiniteQueryOptions({
    queryKey: financeKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<EntryPage>(withQuery(`${FINANCE_API}/entries`, { ...filters, cursor: pageParam }), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The CSV file of the list's filters: what the list shows, every page of it. */
export function entriesCsvHref(filters: EntryFilters): string {
  return withQuery(`${FINANCE_API}/entries.csv`, { ...filters });
}

/** 'Plano de contas': every account of the farm, seeded on the server's first read. */
export const accountsQuery = queryOptions({
  queryKey: financeKeys.accounts(),
  queryFn: async ({ signal }) =>
    (await apiFetch<{ items: AccountView[] }>(`${FINANCE_API}/accounts`, { signal })).items,
});

/** 'Fluxo de caixa' from a month to a month ('YYYY-MM'; '' lets the server choose). */
export const cashFlowQuery = (from = '', to = '') =>
  queryOptions({
    queryKey: financeKeys.cashFlow(from, to),
    queryFn: ({ signal }) =>
      apiFetch<CashFlowView>(withQuery(`${FINANCE_API}/cash-flow`, { from, to }), { signal }),
  });

/** 'Contas a pagar' and 'Contas a receber' of the next 30 days, the overdue ones included. */
export const dueQuery = queryOptions({
  queryKey: financeKeys.due(),
  queryFn: ({ signal }) => apiFetch<DueView>(`${FINANCE_API}/due`, { signal }),
});

/**
 * The cost figures of a year (with its DRE) or of a period: lib's query, which the monthly
 * control's and the annual results' 'Preencher com o financeiro' read too.
 */
export const resultsQuery = (period: ResultsPeriod) => financeResultsQuery(period);

/** The farm's 'Funrural' rate. */
export const settingsQuery = queryOptions({
  queryKey: financeKeys.settings(),
  queryFn: ({ signal }) => apiFetch<FinanceSettings>(`${FINANCE_API}/settings`, { signal }),
});

/** Everything of the book read again (a write changes the list, the flow and the results). */
export function useFinanceRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: financeKeys.all });
}

/** One entry write: where (below /api/finance), what, and its name in the outbox. */
export interface FinanceWrite {
  path: string;
  body: unknown;
  summary: string;
  method?: 'POST' | 'PUT';
}

/**
 * An entry, its edit, its payment or its undo through the outbox (decision 019): sent at once
 * online with its Idempotency-Key, kept on the device and sent when the connection returns —
 * a bill paid at the farm's gate, out of signal, is not lost.
 */
export function useFinanceRecord<T>() {
  const write = useRecordWrite();
  const refresh = useFinanceRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ path, body, summary, method = 'POST' }: FinanceWrite) =>
      write<T>({ kind: 'finance', method, path: `${FINANCE_API}${path}`, body, summary }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}

/**
 * A write that needs the server's answer there and then (an account, a setting, the review of an
 * import, a reconciliation): online only, once per key.
 */
export function useFinanceCall<T>() {
  const refresh = useFinanceRefresh();
  return useMutation({
    mutationFn: ({ path, body, method = 'POST' }: Omit<FinanceWrite, 'summary'>) =>
      apiFetch<T>(`${FINANCE_API}${path}`, {
        method,
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: refresh,
  });
}
