import { queryOptions } from '@tanstack/react-query';
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

export const lotGmdQuery = (id: string) =>
  queryOptions({
    queryKey: ['lots', 'charts', 'gmd', id],
    queryFn: ({ signal }) => apiFetch<LotGmdChart>(`/api/charts/lots/${id}/gmd`, { signal }),
  });

export const sanitaryMonthsQuery = queryOptions({
  queryKey: ['sanitary', 'charts', 'months'],
  queryFn: ({ signal }) => apiFetch<SanitaryMonthsChart>('/api/charts/sanitary/months', { signal }),
});
