import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lot, LotChoice, LotListTotals } from '@/domain/records/lots';
import { PAGE_MAX, type ListPage } from '@/domain/records/paging';
import { apiFetch } from '../../../lib/api';
import { pageUrl } from '../../../lib/pages';

/*
 * The lots' queries, apart from their hooks: light enough to be fetched while the weighing
 * screen's code still loads (../weighing-prefetch.ts).
 */

export const LOTS_KEY = ['lots'] as const;

export type LotPage = ListPage<Lot, LotListTotals>;

/**
 * The farm's first 100 lots (open first, newest first; GET /api/lots?limit=100&figures=none),
 * without their figures (which would read every weighing of 100 lots): the weighing form's
 * 'Lote', the import and the reports choose among them.
 */
export const lotsQuery = queryOptions({
  queryKey: LOTS_KEY,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<ListPage<LotChoice, LotListTotals>>(
        `${pageUrl('/api/lots', PAGE_MAX, null)}&figures=none`,
        { signal },
      )
    ).items,
});

/** Lots a page of 'Lotes' shows. */
const LOTS_PER_PAGE = 20;

/** 'Lotes': every lot, open first, a page at a time, with the totals of all lots. */
export const lotPagesQuery = infiniteQueryOptions({
  queryKey: [...LOTS_KEY, 'pages'],
  queryFn: ({ pageParam, signal }) =>
    apiFetch<LotPage>(pageUrl('/api/lots', LOTS_PER_PAGE, pageParam), { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next,
});
