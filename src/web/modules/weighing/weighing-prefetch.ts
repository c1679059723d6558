import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@/domain/api';
import { preloadBarPlot } from '../../components/charts';
import { animalOptionsQuery } from '../../lib/animal-options';
import { prefetchLotCharts } from '../../lib/chart-queries';
import { lotPagesQuery } from './lots/lot-query-options';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { prefetchPaddockOptions } from '../../lib/paddock-options';
import {
  animalFiguresQuery,
  animalSearchQuery,
  weighingPagesQuery,
} from './weighing-query-options';

/**
 * What the weighing screen asks for when it opens, fetched while its code loads (modules/index.ts):
 * the herd's first figures, the combobox's first animals (weighed and registered), the first page
 * of weighings, the lots for 'Lote', the first page of 'Lotes' and the lots' charts' data, and
 * the paddocks of the report's 'Pasto' filter when the plan has 'Pastos' (on the server's page
 * the filter is there from the first paint, not asked for after React has taken it over). The
 * same queries as the screen's, so it finds them.
 */
export const prefetchWeighingScreen = (queryClient: QueryClient, me: MeResponse) =>
  Promise.all([
    prefetchPaddockOptions(queryClient, me.farm.plan),
    queryClient.prefetchInfiniteQuery(animalFiguresQuery('')),
    queryClient.prefetchQuery(animalSearchQuery('')),
    queryClient.prefetchInfiniteQuery(weighingPagesQuery),
    queryClient.prefetchQuery(lotChoicesQuery),
    // The lots' charts after the first page of lots: the server then has their figures at hand
    // instead of working them out twice at once. With lots to chart, the bars' drawing too.
    queryClient
      .prefetchInfiniteQuery(lotPagesQuery)
      .then(() => prefetchLotCharts(queryClient))
      .then((lots) => (lots > 0 ? preloadBarPlot() : undefined)),
    queryClient.prefetchQuery(animalOptionsQuery('')),
  ]);
