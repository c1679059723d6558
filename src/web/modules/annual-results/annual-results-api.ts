import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AnnualFigures,
  AnnualFromMonths,
  AnnualRecord,
  HerdValue,
  YearListPage,
} from '@/domain/records/annual-results';
import type { HerdMovements } from '@/domain/herd/movements';
import { apiFetch } from '../../lib/api';
import { pageUrl } from '../../lib/pages';
import { toastSaveFailure } from '../../lib/saving';
import { useRecordWrite, type Saved } from '../../offline/use-offline';

const path = (year: number) => `/api/annual-results/${year}`;

/** The user's saved year, or null when there is none (the API answers null). */
export async function fetchYear(year: number, signal?: AbortSignal): Promise<AnnualRecord | null> {
  return (await apiFetch<AnnualRecord | null>(path(year), { signal })) ?? null;
}

/** The year's saved monthly controls, added up ('Preencher com os meses salvos'). */
export function fetchYearMonths(year: number): Promise<AnnualFromMonths> {
  return apiFetch<AnnualFromMonths>(`${path(year)}/months`);
}

/** The registry's births, purchases, sales and deaths of `year` (decision 042). */
export function fetchYearMovements(year: number): Promise<HerdMovements> {
  return apiFetch<HerdMovements>(`/api/animals/movements?year=${year}`);
}

/**
 * The inventory's value per head, for 'Variação do rebanho'. Kept on the device with the year
 * (offline, the last answer); a failure only leaves the variation unknown ('—').
 */
export const herdValueQuery = queryOptions({
  queryKey: ['annual-results', 'herd-value'],
  queryFn: ({ signal }) => apiFetch<HerdValue>('/api/annual-results/herd-value', { signal }),
  retry: false,
});

/** Saved years a page of 'Anos registrados' shows. */
const YEARS_PER_PAGE = 10;

/** 'Anos registrados': the farm's saved years, newest first, a page at a time, with totals. */
export const savedYearsQuery = infiniteQueryOptions({
  queryKey: ['annual-results', 'years'],
  queryFn: ({ pageParam, signal }) =>
    apiFetch<YearListPage>(pageUrl('/api/annual-results', YEARS_PER_PAGE, pageParam), { signal }),
  initialPageParam: null as number | null,
  getNextPageParam: (last) => last.next,
});

/** True for a year the schema takes (2020 to 2100), typed as four digits. */
export const isLoadableYear = (text: string) =>
  /^\d{4}$/.test(text.trim()) && Number(text) >= 2020 && Number(text) <= 2100;

/**
 * The user's saved year, or null when there is none (the API answers null). Loading failures are only logged (spec
 * section 8), and the query runs offline too, so an empty form is never held up.
 */
export const annualRecordQuery = (year: number) =>
  queryOptions({
    queryKey: ['annual-results', year],
    queryFn: async ({ signal }): Promise<AnnualRecord | null> => {
      try {
        return await fetchYear(year, signal);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        console.error('Resultados anuais: falha ao carregar o ano', error);
        return null;
      }
    },
    retry: false,
    networkMode: 'always',
  });

/**
 * The answer to PUT (the upsert on farm and year, sent through the outbox): the stored record
 * and whether this save was applied, a replay, or superseded by one entered later (issue 13).
 */
export type SavedYear = AnnualRecord & { outcome?: 'saved' | 'replayed' | 'superseded' };

/** Spec section 8: a lost session says so; any other failure hides the results. */
export function toastSaveError(error: unknown) {
  toastSaveFailure(error, {
    title: 'Erro ao salvar',
    description: 'Resultados calculados mas não foram salvos. Tente novamente.',
  });
}

/**
 * Saves a year through the outbox (PUT, last write wins by when it was entered), keeps the stored
 * record as the year's answer and refreshes the dashboard; `onSaved` is the screen's (its
 * notices and form), queued or stored.
 */
export function useSaveYear(
  onSaved: (saved: Saved<SavedYear>, sent: { year: number; figures: AnnualFigures }) => void,
) {
  const queryClient = useQueryClient();
  const write = useRecordWrite();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ year, figures }: { year: number; figures: AnnualFigures }) =>
      write<SavedYear>({
        kind: 'annual',
        method: 'PUT',
        path: path(year),
        // When the person entered it: the same year saved on two phones keeps the later one.
        body: { ...figures, enteredAt: new Date().toISOString() },
      }),
    onSuccess: (saved, sent) => {
      if (!saved.queued) {
        queryClient.setQueryData(annualRecordQuery(saved.data.year).queryKey, saved.data);
        void queryClient.invalidateQueries({ queryKey: savedYearsQuery.queryKey });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      }
      onSaved(saved, sent);
    },
    onError: toastSaveError,
  });
}
