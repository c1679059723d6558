import type { QueryClient } from '@tanstack/react-query';
import { preloadBarPlot } from '../../components/charts';
import {
  calvingsByMonthQuery,
  indicatorsQuery,
  todoFemalesQuery,
  toWeanQuery,
} from './indicators-api';
import { batchesQuery, femalesQuery, seasonQuery } from './reproduction-api';

/**
 * A breeding season's first reads (decision 084): its counts, the first page of its exposed
 * females and of each list of what to do, its batches, indicators and 'Previsão de partos', and
 * the bars' drawing — what SeasonPage reads when it opens, asked beside its counts, not after
 * them (one round trip: issue 41 item 11): by the server for its page, and by the route's loader
 * (routes.tsx) when the app opens it.
 */
export const prefetchSeasonPage = (client: QueryClient, id: string) =>
  Promise.all([
    client.prefetchQuery(seasonQuery(id)),
    client.prefetchQuery(batchesQuery(id)),
    client.prefetchInfiniteQuery(femalesQuery(id, null)),
    ...(['to_diagnose', 'empty', 'cull'] as const).map((filter) =>
      client.prefetchInfiniteQuery(todoFemalesQuery(id, filter)),
    ),
    client.prefetchInfiniteQuery(toWeanQuery(id)),
    client.prefetchQuery(indicatorsQuery(id)),
    client.prefetchQuery(calvingsByMonthQuery(id)),
    preloadBarPlot(),
  ]);
