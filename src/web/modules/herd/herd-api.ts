import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { AnimalDetail, AnimalPage, TimelineEntry } from '@/domain/herd/api';
import type { AnimalData } from '@/domain/herd/schemas';
import { apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/pages';
import { ANIMALS_KEY } from '../../lib/animal-options';
import { useRecordWrite } from '../../offline/use-offline';
import { animalWrite } from './animal-write';

export { ANIMALS_KEY, useAnimalOptions, useSettled } from '../../lib/animal-options';

/** Rows a page of the herd list asks for (the server gives at most 100). */
export const HERD_PAGE = 100;

export interface HerdFilters {
  q: string;
  category: string;
  sex: string;
  lot: string;
  status: string;
  /** '1': only the animals in a withdrawal period today ('Em carência', issue 26). */
  withdrawal: string;
  sort: string;
  dir: string;
}

export const DEFAULT_FILTERS: HerdFilters = {
  q: '',
  category: '',
  sex: '',
  lot: '',
  status: 'active',
  withdrawal: '',
  sort: 'tag',
  dir: 'asc',
};

/**
 * The list's filters as the page opens: '?categoria=' (the inventory's 'Do rebanho' rows link
 * here) and '?carencia=1' (the animals 'Em carência') narrow it.
 */
export function initialHerdFilters(params: URLSearchParams): HerdFilters {
  return {
    ...DEFAULT_FILTERS,
    category: params.get('categoria') ?? '',
    withdrawal: params.get('carencia') === '1' ? '1' : '',
  };
}

/** A page of 'Rebanho' (also 'Buscar animal''s early search: lib/early-search.ts). */
export const animalPagesUrl = (filters: HerdFilters, cursor: string | null) =>
  withQuery('/api/animals', { ...filters, limit: String(HERD_PAGE), cursor });

/** 'Rebanho': the farm's animals, filtered and sorted on the server, 100 at a time. */
export const animalPagesQuery = (filters: HerdFilters) =>
  infiniteQueryOptions({
    queryKey: [...ANIMALS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AnimalPage>(animalPagesUrl(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Shared with the weighing form, which asks whether the farm keeps a registry. */
export { herdCountsQuery } from '../../lib/herd-registry';

export const animalQuery = (id: string) =>
  queryOptions({
    queryKey: [...ANIMALS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiFetch<AnimalDetail>(`/api/animals/${id}`, { signal }),
  });

export const timelineQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...ANIMALS_KEY, 'timeline', id],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<{ items: TimelineEntry[]; nextCursor: string | null }>(
        withQuery(`/api/animals/${id}/timeline`, { cursor: pageParam }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Whatever changed in the herd is read again (list, counts, pages, inventory, dashboard). */
export function useHerdRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ANIMALS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

/**
 * POST /api/animals ('Cadastrar animal'), or PATCH one ('Editar'), through the outbox like the
 * herd's events: answered by the server when online, kept on the device and sent once otherwise.
 */
export function useSaveAnimal(id?: string) {
  const write = useRecordWrite();
  const refresh = useHerdRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: (animal: AnimalData) => write<AnimalDetail>(animalWrite(animal, id)),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}

export type HerdEventPath =
  | '/api/animals/births'
  | '/api/animals/purchases'
  | '/api/animals/sales'
  | '/api/animals/deaths'
  | '/api/animals/transfers';

/**
 * An event of the herd through the outbox (decision 019), with an Idempotency-Key and X-Farm-Id:
 * sent at once when online, kept on the device and sent once when the connection returns.
 */
export function useHerdEvent<T = unknown>(path: HerdEventPath) {
  const write = useRecordWrite();
  const refresh = useHerdRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ body, summary }: { body: unknown; summary?: string }) =>
      write<T>({ kind: 'herd', method: 'POST', path, body, summary }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}

/**
 * POST /api/animal-events/:id/undo with the reason (and the one animal to take out, decision
 * 063), through the outbox as well.
 */
export function useUndoEvent() {
  const write = useRecordWrite();
  const refresh = useHerdRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({
      eventId,
      reason,
      animalId = null,
      summary,
    }: {
      eventId: string;
      reason: string;
      animalId?: string | null;
      summary: string;
    }) =>
      write({
        kind: 'herd',
        method: 'POST',
        path: `/api/animal-events/${eventId}/undo`,
        body: animalId ? { reason, animalId } : { reason },
        summary,
      }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}
