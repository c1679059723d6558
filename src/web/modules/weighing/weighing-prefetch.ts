import type { QueryClient } from '@tanstack/react-query';
import { lotPagesQuery, lotsQuery } from './lots/lot-query-options';
import {
  animalFiguresQuery,
  animalSearchQuery,
  weighingPagesQuery,
} from './weighing-query-options';

/**
 * What the weighing screen asks for when it opens, fetched while its code loads (modules/index.ts):
 * the herd's first figures, the combobox's first animals, the first page of weighings, the lots
 * for 'Lote' and the first page of 'Lotes'. The same queries as the screen's, so it finds them.
 */
export const prefetchWeighingScreen = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(animalFiguresQuery('')),
    queryClient.prefetchQuery(animalSearchQuery('')),
    queryClient.prefetchInfiniteQuery(weighingPagesQuery),
    queryClient.prefetchQuery(lotsQuery),
    queryClient.prefetchInfiniteQuery(lotPagesQuery),
  ]);
