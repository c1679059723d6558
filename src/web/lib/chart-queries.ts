import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AnimalWeightsChart,
  HerdCategoriesChart,
  HerdMonthsChart,
  LotGmdChart,
  LotsGmdChart,
  SanitaryMonthsChart,
} from '@/domain/charts/schemas';
import { apiFetch } from './api';

/*
 * The charts' data (/api/charts, decision 048) as queries. Each key sits under the key its
 * records already invalidate ('dashboard', 'animals', 'lots', 'sanitary'), so a saved weighing,
 * lot or application refreshes the chart that draws it.
 */

export const herdCategoriesQuery = queryOptions({
  queryKey: ['dashboard', 'charts', 'categories'],
  queryFn: ({ signal }) => apiFetch<HerdCategoriesChart>('/api/charts/herd/categories', { signal }),
});

export const herdMonthsQuery = queryOptions({
  queryKey: ['dashboard', 'charts', 'months'],
  queryFn: ({ signal }) => apiFetch<HerdMonthsChart>('/api/charts/herd/months', { signal }),
});

export const animalWeightsQuery = (id: string) =>
  queryOptions({
    queryKey: ['animals', 'charts', 'weights', id],
    queryFn: ({ signal }) =>
      apiFetch<AnimalWeightsChart>(`/api/charts/animals/${id}/weights`, { signal }),
  });

export const lotsGmdQuery = queryOptions({
  queryKey: ['lots', 'charts', 'gmd'],
  queryFn: ({ signal }) => apiFetch<LotsGmdChart>('/api/charts/lots/gmd', { signal }),
});

/** The lot whose GMD spread the lots' charts show first: the first with a GMD, else the first. */
export function firstSpreadLot(
  items: LotsGmdChart['items'],
): LotsGmdChart['items'][number] | undefined {
  return items.find((lot) => lot.averageDailyGain !== null) ?? items[0];
}

/**
 * The lots' charts' data, asked while the weighing screen's code loads: the list, then the first
 * lot's spread. Resolves to the number of lots charted.
 */
export async function prefetchLotCharts(client: QueryClient): Promise<number> {
  await client.prefetchQuery(lotsGmdQuery);
  const items = client.getQueryData(lotsGmdQuery.queryKey)?.items ?? [];
  const first = firstSpreadLot(items);
  if (first) await client.prefetchQuery(lotGmdQuery(first.id));
  return items.length;
}

export const lotGmdQuery = (id: string) =>
  queryOptions({
    queryKey: ['lots', 'charts', 'gmd', id],
    queryFn: ({ signal }) => apiFetch<LotGmdChart>(`/api/charts/lots/${id}/gmd`, { signal }),
  });

export const sanitaryMonthsQuery = queryOptions({
  queryKey: ['sanitary', 'charts', 'months'],
  queryFn: ({ signal }) => apiFetch<SanitaryMonthsChart>('/api/charts/sanitary/months', { signal }),
});
