import type { QueryClient } from '@tanstack/react-query';
import {
  applicationPagesQuery,
  dueCountsQuery,
  productsQuery,
  protocolsQuery,
  settingsQuery,
} from './sanitary-api';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { sanitaryMonthsQuery } from '../../lib/chart-queries';

/**
 * What /sanidade asks for when it opens, fetched while its code loads (routes.tsx): the due
 * counts (by vaccine: the animals open under a line, decision 063), the applications, the products and protocols, the
 * reminder setting, the lots and the chart's months. The page's own queries, so it finds them.
 */
export const prefetchSanitaryScreen = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(dueCountsQuery()),
    client.prefetchInfiniteQuery(applicationPagesQuery()),
    client.prefetchQuery(productsQuery),
    client.prefetchQuery(protocolsQuery),
    client.prefetchQuery(settingsQuery),
    client.prefetchQuery(lotChoicesQuery),
    client.prefetchQuery(sanitaryMonthsQuery),
  ]);
