import type { QueryClient } from '@tanstack/react-query';
import { femalesQuery, seasonQuery } from './reproduction-api';

/**
 * 'Diagnóstico no tronco''s first reads (decision 091): the season's counts and the first page of
 * the females still to check — by the server for its page, and by the route's loader in the app.
 */
export const prefetchChutePage = (client: QueryClient, id: string) =>
  Promise.all([
    client.prefetchQuery(seasonQuery(id)),
    client.prefetchInfiniteQuery(femalesQuery(id, 'undiagnosed')),
  ]);
