import type { QueryClient } from '@tanstack/react-query';
import { animalPagesQuery, herdCountsQuery, initialHerdFilters } from './herd-api';
import { lotChoicesQuery } from '../../lib/lot-choices';

/**
 * What /rebanho asks for when it opens, fetched while its code loads (routes.tsx): the counts,
 * the first page of the list as the address filters it, and the lots of the filters. The page's
 * own queries, so it finds them.
 */
export const prefetchHerdScreen = (client: QueryClient, params: URLSearchParams) =>
  Promise.all([
    client.prefetchQuery(herdCountsQuery),
    client.prefetchInfiniteQuery(animalPagesQuery(initialHerdFilters(params))),
    client.prefetchQuery(lotChoicesQuery),
  ]);
