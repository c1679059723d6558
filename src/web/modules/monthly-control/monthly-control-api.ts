import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  MonthListPage,
  MonthlyEntry,
  MonthlyFigures,
  MonthlyRecord,
} from '@/domain/records/monthly-control';
import type { HerdMovements } from '@/domain/herd/movements';
import { apiFetch } from '../../lib/api';
import { pageUrl } from '../../lib/pages';
import { toastSaveFailure } from '../../lib/saving';
import { useRecordWrite, type Saved } from '../../offline/use-offline';

const path = (month: string) => `/api/monthly-control/${month}`;

/** The user's saved month ('YYYY-MM'), or null when there is none (the API answers null). */
export function fetchMonth(month: string): Promise<MonthlyRecord | null> {
  return apiFetch<MonthlyRecord | null>(path(month));
}

/** The saved months before `before` ('YYYY-MM'; all when absent), newest first. */
function fetchMonthPage(before: string | null, limit: number, signal?: AbortSignal) {
  return apiFetch<MonthListPage>(pageUrl('/api/monthly-control', limit, before), { signal });
}

/** The last saved month before `month`: the closing a month without a record starts from. */
export async function fetchClosingBefore(month: string): Promise<MonthlyEntry | null> {
  return (await fetchMonthPage(month, 1)).months[0] ?? null;
}

/**
 * The registry's births, purchases, sales and deaths of `month` ('YYYY-MM') and its heads on
 * the first day (decision 042): what a month without a record starts from.
 */
export function fetchMovements(month: string): Promise<HerdMovements> {
  return apiFetch<HerdMovements>(`/api/animals/movements?month=${encodeURIComponent(month)}`);
}

/** Saved months a page of 'Meses registrados' shows. */
const MONTHS_PER_PAGE = 12;

/** 'Meses registrados': the farm's saved months, newest first, a page at a time. */
export const savedMonthsQuery = infiniteQueryOptions({
  queryKey: ['monthly-control', 'months'],
  queryFn: ({ pageParam, signal }) => fetchMonthPage(pageParam, MONTHS_PER_PAGE, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next,
});

/**
 * The saved months of `year` for its chart: the 12 newest before January of the next year, of
 * which those in `year` (at most 12, one bounded page). Under the list's key, so a save
 * refreshes it with the list.
 */
export const yearMonthsQuery = (year: number) =>
  queryOptions({
    queryKey: [...savedMonthsQuery.queryKey, 'year', year],
    queryFn: async ({ signal }) => {
      const page = await fetchMonthPage(`${year + 1}-01`, 12, signal);
      return page.months.filter((m) => m.monthYear.startsWith(`${year}-`));
    },
  });

/**
 * The answer to PUT (the upsert on farm and month, sent through the outbox): the stored record
 * and whether this save was applied, a replay, or superseded by one entered later (issue 13).
 */
export type SavedMonth = MonthlyRecord & { outcome?: 'saved' | 'replayed' | 'superseded' };

/** Spec section 8: a lost session says so; any other failure keeps the results. */
export function toastSaveError(error: unknown) {
  toastSaveFailure(error, {
    title: 'Erro ao salvar',
    description: 'Resultados calculados mas não foram salvos. Tente novamente.',
  });
}

/**
 * Saves a month through the outbox (PUT, last write wins by when it was entered) and refreshes
 * the dashboard; `onSaved` is the screen's (its notices and form), queued or stored.
 */
export function useSaveMonth(onSaved: (saved: Saved<SavedMonth>, month: string) => void) {
  const queryClient = useQueryClient();
  const write = useRecordWrite();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ month, figures }: { month: string; figures: MonthlyFigures }) =>
      write<SavedMonth>({
        kind: 'monthly',
        method: 'PUT',
        path: path(month),
        // When the person entered it: the same month saved on two phones keeps the later one.
        body: { ...figures, enteredAt: new Date().toISOString() },
      }),
    onSuccess: (saved, { month }) => {
      if (!saved.queued) {
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        void queryClient.invalidateQueries({ queryKey: savedMonthsQuery.queryKey });
      }
      onSaved(saved, month);
    },
    onError: toastSaveError,
  });
}
