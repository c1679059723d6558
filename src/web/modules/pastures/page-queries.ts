import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MapItem, OccupationPage, PastureSettings, Stocking } from '@/domain/pastures/api';
import { todayIn } from '@/domain/records/dates';
import { apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/pages';
import { FARM_HISTORY_PAGE } from './early-reads';
import {
  NO_PADDOCK_FILTERS,
  paddockOptionsQuery,
  paddockPagesQuery,
  PASTURES_API,
  pasturesKeys,
} from './pastures-api';

/*
 * The reads of /pastos besides its list (issue 42): the occupation history, the stocking, the
 * typical weights and the map, and the prefetch of all of them. A file of its own, small, so the
 * route's loader asks for them without waiting for the module's code.
 */

/** 'Histórico de ocupação', newest entry first, of one paddock or of the farm; keyset pages. */
export const occupationQuery = (paddockId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: pasturesKeys.history(paddockId ?? undefined),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<OccupationPage>(
        withQuery(`${PASTURES_API}/history`, {
          paddockId,
          cursor: pageParam,
          limit: paddockId ? null : String(FARM_HISTORY_PAGE),
        }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The farm's and each retiro's stocking on a day ('YYYY-MM-DD'). */
export const stockingQuery = (date: string) =>
  queryOptions({
    queryKey: pasturesKeys.stocking(date),
    queryFn: ({ signal }) =>
      apiFetch<Stocking>(withQuery(`${PASTURES_API}/stocking`, { date }), { signal }),
  });

/** 'Peso típico por categoria', the farm's. */
export const pastureSettingsQuery = queryOptions({
  queryKey: pasturesKeys.settings(),
  queryFn: ({ signal }) => apiFetch<PastureSettings>(`${PASTURES_API}/settings`, { signal }),
});

/** 'Mapa da fazenda': every paddock with a shape, its state and its screen ring. */
export const mapQuery = queryOptions({
  queryKey: pasturesKeys.map(),
  queryFn: ({ signal }) => apiFetch<{ items: MapItem[] }>(`${PASTURES_API}/map`, { signal }),
});

/**
 * Everything /pastos shows first, asked at once when its route is entered (routes.tsx), while
 * the page's code loads: the list's first page and options, today's stocking, the map, the
 * history's first page and the typical weights (on a phone at 4× CPU, asked by the page they
 * came half a second after the list).
 */
export function prefetchPasturesPage(client: QueryClient) {
  return Promise.all([
    client.prefetchInfiniteQuery(paddockPagesQuery(NO_PADDOCK_FILTERS)),
    client.prefetchQuery(paddockOptionsQuery),
    client.prefetchQuery(stockingQuery(todayIn(new Date()))),
    client.prefetchQuery(mapQuery),
    client.prefetchInfiniteQuery(occupationQuery()),
    client.prefetchQuery(pastureSettingsQuery),
  ]);
}
