import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@/domain/api';
import {
  applicationPagesQuery,
  dueCountsQuery,
  productsQuery,
  protocolsQuery,
  settingsQuery,
} from './sanitary-api';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { sanitaryMonthsQuery } from '../../lib/chart-queries';
import { prefetchPaddockOptions } from '../../lib/paddock-options';

/**
 * What /sanidade asks for when it opens, fetched while its code loads (routes.tsx): the due
 * counts (by vaccine: the animals open under a line, decision 063), the applications, the products and protocols, the
 * reminder setting, the lots, the chart's months and (with 'Pastos') the paddocks of the
 * 'Pasto' filter. The page's own queries, so it finds them; the server renders the page with
 * them (page-reads.ts).
 */
export const prefetchSanitaryScreen = (client: QueryClient, me: MeResponse) =>
  Promise.all([
    client.prefetchQuery(dueCountsQuery()),
    client.prefetchInfiniteQuery(applicationPagesQuery()),
    client.prefetchQuery(productsQuery),
    client.prefetchQuery(protocolsQuery),
    client.prefetchQuery(settingsQuery),
    client.prefetchQuery(lotChoicesQuery),
    client.prefetchQuery(sanitaryMonthsQuery),
    prefetchPaddockOptions(client, me.farm.plan),
  ]);
