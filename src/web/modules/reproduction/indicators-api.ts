import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  CalvingMonth,
  FemalePage,
  SeasonIndicators,
  ToWeanPage,
} from '@/domain/reproduction/api';
import type { FemaleFilter } from '@/domain/reproduction/queries';
import { apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/pages';
import { REPRO_API, REPRO_KEY } from './reproduction-api';

/*
 * The season's indicators and the lists that tell the producer what to do (issue 41 items 8 and
 * 9): GET /seasons/:id/indicators, /calvings-by-month, /to-wean and the females page filtered.
 * Under REPRO_KEY, so a record saved refreshes them with the season.
 */

const seasonKey = (seasonId: string) => [...REPRO_KEY, 'seasons', seasonId] as const;

export const indicatorsQuery = (seasonId: string) =>
  queryOptions({
    queryKey: [...seasonKey(seasonId), 'indicators'],
    queryFn: ({ signal }) =>
      apiFetch<SeasonIndicators>(`${REPRO_API}/seasons/${seasonId}/indicators`, { signal }),
  });

/** 'Previsão de partos': the pregnant females by month of their 'Previsão de parto'. */
export const calvingsByMonthQuery = (seasonId: string) =>
  queryOptions({
    queryKey: [...seasonKey(seasonId), 'calvings-by-month'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ items: CalvingMonth[] }>(
          `${REPRO_API}/seasons/${seasonId}/calvings-by-month`,
          { signal },
        )
      ).items,
  });

/** 'A diagnosticar', 'Vazias', 'Descarte sugerido': the season's females of one filter, paged. */
export const todoFemalesQuery = (seasonId: string, filter: FemaleFilter) =>
  infiniteQueryOptions({
    queryKey: [...seasonKey(seasonId), 'todo', filter],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<FemalePage>(
        withQuery(`${REPRO_API}/seasons/${seasonId}/females`, {
          status: filter,
          cursor: pageParam,
        }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** 'A desmamar': calves of the season's calvings over 7 months, not weaned, oldest first. */
export const toWeanQuery = (seasonId: string) =>
  infiniteQueryOptions({
    queryKey: [...seasonKey(seasonId), 'to-wean'],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ToWeanPage>(
        withQuery(`${REPRO_API}/seasons/${seasonId}/to-wean`, { cursor: pageParam }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
