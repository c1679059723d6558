import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Lot, LotListTotals } from '@/domain/records/lots';
import type { ListPage } from '@/domain/records/paging';
import { LOTS_KEY } from '../../../lib/lot-choices';
import { apiFetch } from '../../../lib/api';
import { pageUrl } from '../../../lib/pages';

/*
 * The lots' queries, apart from their hooks: light enough to be fetched while the weighing
 * screen's code still loads (../weighing-prefetch.ts).
 */

export { LOTS_KEY } from '../../../lib/lot-choices';

export type LotPage = ListPage<Lot, LotListTotals>;

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
