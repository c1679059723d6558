import { useEffect, useMemo, useState } from 'react';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { sortWeighings, type Weighing, type WeighingData } from '@/domain/records/weighing';
import { normalizeSearch } from '../../components/ui/combobox-filter';
import type { AnimalFigures, AnimalHistory, Page } from '@/domain/records/weighing-pages';
import { apiFetch } from '../../lib/api';
import { useFarmEntries, useRecordWrite } from '../../offline/use-offline';

/** Every weighing query starts with it (the offline cache keeps them; a save refreshes them all). */
export const WEIGHINGS_KEY = ['weighings'] as const;

/** Rows a page of the screen's lists asks for (the server gives at most 100; decision 031). */
const LIST_PAGE = 50;
/** Animals the combobox suggests for the text typed. */
const SUGGESTIONS = 20;
/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 250;

const withQuery = (path: string, params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** 'Pesagens registradas': the farm's weighings newest first, a page at a time. */
export const weighingPagesQuery = infiniteQueryOptions({
  queryKey: [...WEIGHINGS_KEY, 'list'],
  queryFn: ({ pageParam, signal }) =>
    apiFetch<Page<Weighing>>(
      withQuery('/api/weighings', { limit: String(LIST_PAGE), cursor: pageParam }),
      { signal },
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

/** Each animal's figures by id, a page at a time: the herd's ('') or a lot's. */
export const animalFiguresQuery = (lotId: string) =>
  infiniteQueryOptions({
    queryKey: [...WEIGHINGS_KEY, 'animals', lotId],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<AnimalFigures>>(
        withQuery('/api/weighings/animals', {
          limit: String(LIST_PAGE),
          lot: lotId,
          cursor: pageParam,
        }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One animal's figures and latest weighings. */
export const animalHistoryQuery = (animalId: string) =>
  queryOptions({
    queryKey: [...WEIGHINGS_KEY, 'history', animalId],
    queryFn: ({ signal }) =>
      apiFetch<AnimalHistory>(withQuery('/api/weighings/history', { animal: animalId }), {
        signal,
      }),
    enabled: animalId !== '',
  });

/** The first animals whose id holds `text` (any case; '' is the first of all), for a combobox. */
export const animalSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...WEIGHINGS_KEY, 'search', text],
    queryFn: ({ signal }) =>
      apiFetch<Page<AnimalFigures>>(
        withQuery('/api/weighings/animals', { q: text, limit: String(SUGGESTIONS) }),
        { signal },
      ),
  });

/** `value`, once it has stopped changing for `delay` ms. */
export function useSettled<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The animals weighed before whose id holds `text` (any case), for a combobox: the server's first
 * matches (asked once typing pauses) and the animals of the weighings waiting on this device.
 */
export function useAnimalSearch(text: string) {
  const settled = useSettled(text.trim());
  const query = useQuery({
    ...animalSearchQuery(settled),
    placeholderData: (previous) => previous,
  });
  const pending = usePendingWeighings();
  const ids = useMemo(() => {
    const wanted = normalizeSearch(settled);
    const waiting = pending
      .map((w) => w.animalId)
      .filter((id) => normalizeSearch(id).includes(wanted));
    const found = query.data?.items.map((a) => a.animalId) ?? [];
    return [...new Set([...found, ...waiting])];
  }, [query.data, pending, settled]);
  const options = useMemo(() => ids.map((id) => ({ value: id, label: id })), [ids]);
  return { options, loading: settled !== text.trim() || query.isFetching };
}

/**
 * One animal's history as the screen shows it: the server's latest weighings with the ones
 * waiting on this device (marked pending), by date; offline, the waiting ones alone.
 */
export function useAnimalHistory(animalId: string) {
  const query = useQuery(animalHistoryQuery(animalId));
  const pending = usePendingWeighings();
  const weighings = useMemo(() => {
    const own = pending.filter((w) => w.animalId === animalId);
    return sortWeighings([...(query.data?.items ?? []), ...own]);
  }, [query.data, pending, animalId]);
  return { query, summary: query.data?.summary ?? null, weighings };
}

/**
 * POST /api/weighings through the outbox (decision 019): stored on the device, then sent; the
 * screen's pages and figures are fetched again. Offline it waits in the outbox, marked 'pendente'.
 */
export function useCreateWeighing() {
  const queryClient = useQueryClient();
  const write = useRecordWrite();
  return useMutation({
    networkMode: 'always',
    mutationFn: (weighing: WeighingData) =>
      write<Weighing>({ kind: 'weighing', method: 'POST', path: '/api/weighings', body: weighing }),
    onSuccess: (saved) => {
      if (saved.queued) return;
      void queryClient.invalidateQueries({ queryKey: WEIGHINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** The weighings waiting on this device, as list rows marked pending (id 'pending:<key>'). */
export function usePendingWeighings(): Weighing[] {
  const entries = useFarmEntries('weighing');
  return useMemo(
    () =>
      entries.map((entry) => ({
        ...(entry.body as WeighingData),
        id: `pending:${entry.key}`,
        createdAt: entry.enteredAt,
      })),
    [entries],
  );
}

export const isPendingWeighing = (weighing: Pick<Weighing, 'id'>) =>
  String(weighing.id).startsWith('pending:');
