import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Weighing } from '@/domain/records/weighing';
import type {
  AnimalFigures,
  AnimalFiguresPage,
  AnimalHistory,
  Page,
} from '@/domain/records/weighing-pages';
import { apiFetch } from '../../lib/api';
import { takeEarlyData } from '../../lib/early-fetch';
import { withQuery } from '../../lib/pages';

/*
 * The weighing screen's queries, apart from its hooks: light enough (no schemas, no outbox) to be
 * fetched while the screen's code still loads (weighing-prefetch.ts, modules/index.ts).
 */

/** Every weighing query starts with it (the offline cache keeps them; a save refreshes them all). */
export const WEIGHINGS_KEY = ['weighings'] as const;

/** Rows a page of the screen's lists asks for (the server gives at most 100; decision 031). */
const LIST_PAGE = 50;
/** Animals the combobox suggests for the text typed. */
const SUGGESTIONS = 20;

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

/**
 * Each animal's figures by id, a page at a time: the herd's ('') or a lot's, of every paddock ('')
 * or of the animals now in one ('Pasto'). The first page carries the totals over every animal of it.
 */
export const animalFiguresQuery = (lotId: string, paddockId = '') =>
  infiniteQueryOptions({
    // The herd's key stays [.., lotId] (prefetched, read by the screen and the report alike).
    queryKey: paddockId
      ? [...WEIGHINGS_KEY, 'animals', lotId, { paddock: paddockId }]
      : [...WEIGHINGS_KEY, 'animals', lotId],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AnimalFiguresPage>(
        withQuery('/api/weighings/animals', {
          limit: String(LIST_PAGE),
          lot: lotId,
          paddock: paddockId,
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

/** The search of the animals weighed for `text` (also the field's early search: early-search.ts). */
export const animalSearchUrl = (text: string) =>
  withQuery('/api/weighings/animals', { q: text, limit: String(SUGGESTIONS) });

/** The first animals whose id holds `text` (any case; '' is the first of all), for a combobox. */
export const animalSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...WEIGHINGS_KEY, 'search', text],
    queryFn: ({ signal }) => apiFetch<Page<AnimalFigures>>(animalSearchUrl(text), { signal }),
    // Typed before React took the page over, its answer is here already (early-fetch.ts).
    initialData: () => takeEarlyData(animalSearchUrl(text)) as Page<AnimalFigures> | undefined,
  });
