import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { PaddockDetail, PaddockPage, PaddockYear } from '@/domain/pastures/api';
import type { PaddockFilter } from '@/domain/pastures/queries';
import { ANIMALS_KEY } from '../../lib/animal-options';
import { apiFetch } from '../../lib/api';
import { filteredByPaddock } from '../../lib/paddock-options';
import { withQuery } from '../../lib/pages';
import { useMe } from '../../lib/session';
import { useRecordWrite } from '../../offline/use-offline';

/*
 * The pastures module's reads and writes (issue 42), under /api/pastures (the contract:
 * src/domain/pastures/api.ts). Every key starts with 'pastures', so one invalidation refreshes the
 * screens, and the offline cache keeps them.
 */

export const PASTURES_API = '/api/pastures';

/** 'Situação' of the list's filter: '' (all), or what the server's `state=` takes. */
export type PaddockStateFilter = PaddockFilter | '';

export interface PaddockFilters {
  q: string;
  retiro: string;
  state: PaddockStateFilter;
}

export const NO_PADDOCK_FILTERS: PaddockFilters = { q: '', retiro: '', state: '' };

/**
 * The query keys of the pastures screens, for their reads and for the writes of the module's
 * other screens (a move, a shapes import) to invalidate: `pasturesKeys.all` refreshes everything.
 */
export const pasturesKeys = {
  all: ['pastures'] as const,
  paddocks: () => [...pasturesKeys.all, 'paddocks'] as const,
  list: (filters: PaddockFilters) => [...pasturesKeys.paddocks(), 'list', filters] as const,
  detail: (id: string) => [...pasturesKeys.paddocks(), 'detail', id] as const,
  years: (id: string) => [...pasturesKeys.paddocks(), 'years', id] as const,
  history: (paddockId?: string) => [...pasturesKeys.all, 'history', paddockId ?? 'all'] as const,
  map: () => [...pasturesKeys.all, 'map'] as const,
  stocking: (date: string) => [...pasturesKeys.all, 'stocking', date] as const,
  settings: () => [...pasturesKeys.all, 'settings'] as const,
};

/** 'Pastos': the farm's paddocks, filtered on the server, 50 a page, with the totals of all. */
export const paddockPagesQuery = (filters: PaddockFilters) =>
  infiniteQueryOptions({
    queryKey: pasturesKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PaddockPage>(
        withQuery(`${PASTURES_API}/paddocks`, { ...filters, cursor: pageParam }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One paddock's page: its figures and its measured heights. */
export const paddockQuery = (id: string) =>
  queryOptions({
    queryKey: pasturesKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<PaddockDetail>(`${PASTURES_API}/paddocks/${id}`, { signal }),
  });

/** A paddock's figures per year (newest first): days occupied, UA/ha, kg gained, '@/ha/ano'. */
export const paddockYearsQuery = (id: string) =>
  queryOptions({
    queryKey: pasturesKeys.years(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ items: PaddockYear[] }>(`${PASTURES_API}/paddocks/${id}/years`, {
          signal,
        })
      ).items,
  });

/** The paddocks to choose from and the farm's retiros: one query for every 'Pasto' select. */
export { paddockOptionsQuery } from '../../lib/paddock-options';

/**
 * The paddocks' screens and the herd's (an animal's page shows its paddock) are read again, and
 * the other modules' lists filtered by 'Pasto'.
 */
export function usePasturesRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pasturesKeys.all });
    void queryClient.invalidateQueries({ queryKey: ANIMALS_KEY });
    void queryClient.invalidateQueries({ predicate: filteredByPaddock });
  };
}

/** One pastures record to save: where (below /api/pastures), what, and its outbox name. */
export interface PastureWrite {
  path: string;
  body: unknown;
  summary: string;
  method?: 'POST' | 'PUT';
}

/**
 * A pastures record (a paddock, its edit, a height, a move, an undo) through the outbox (decision 019): sent at
 * once when online with its Idempotency-Key, kept on the device and sent once when the
 * connection returns — 'Registrar altura' in the paddock, out of signal, is not lost.
 */
export function usePastureRecord<T>() {
  const write = useRecordWrite();
  const refresh = usePasturesRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ path, body, summary, method = 'POST' }: PastureWrite) =>
      write<T>({ kind: 'pastures', method, path: `${PASTURES_API}${path}`, body, summary }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}

/**
 * The owner and a Gerente register and edit paddocks, import the map and set the typical weights;
 * 'Campo' records moves and heights.
 */
export function usePastureManager(): boolean {
  const farm = useMe().data?.farm;
  return !!farm && (farm.isOwner || farm.role === 'manager');
}
