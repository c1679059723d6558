import { queryOptions } from '@tanstack/react-query';
import { LOTS_DEFAULT, type LotGmdChart, type LotsGmdChart } from '@/domain/charts/schemas';
import { apiFetch } from '../../../lib/api';
import { LOTS_KEY } from './lot-query-options';

/*
 * The lots' chart data (issue 27 item 2, decision 048): the GMD of each lot and the spread of
 * the GMDs inside one, with the animals who lag. Under the lots' key, so saving a lot or a
 * weighing refreshes them as it refreshes the lots.
 */

/** GET /api/charts/lots/gmd: the first `limit` lots (1 to 50) in the list's order. */
export const lotsGmdQuery = (limit = LOTS_DEFAULT) =>
  queryOptions({
    queryKey: [...LOTS_KEY, 'gmd-chart', limit],
    queryFn: ({ signal }) =>
      apiFetch<LotsGmdChart>(`/api/charts/lots/gmd?limit=${limit}`, { signal }),
  });

/** GET /api/charts/lots/:id/gmd: `bins` 2 to 20, `lagging` 1 to 50 (the server's defaults). */
export const lotGmdQuery = (id: string, options: { bins?: number; lagging?: number } = {}) => {
  const search = new URLSearchParams();
  if (options.bins !== undefined) search.set('bins', String(options.bins));
  if (options.lagging !== undefined) search.set('lagging', String(options.lagging));
  const query = search.toString();
  return queryOptions({
    queryKey: [...LOTS_KEY, 'gmd-spread', id, options.bins ?? null, options.lagging ?? null],
    queryFn: ({ signal }) =>
      apiFetch<LotGmdChart>(
        `/api/charts/lots/${encodeURIComponent(id)}/gmd${query ? `?${query}` : ''}`,
        { signal },
      ),
  });
};
