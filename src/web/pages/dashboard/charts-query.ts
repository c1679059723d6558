import { queryOptions } from '@tanstack/react-query';
import type { HerdCategoriesChart, HerdMonthsChart } from '@/domain/charts/schemas';
import { apiFetch } from '../../lib/api';

/*
 * The dashboard charts' data (issue 27 item 2, decision 048): the herd by category today and its
 * heads month by month over the last 12 months. Keys under 'dashboard', so the offline cache
 * keeps them and a refresh of the dashboard refreshes them.
 */

export const DASHBOARD_CHARTS_KEY = ['dashboard', 'charts'] as const;

/** GET /api/charts/herd/categories: registry and typed heads by category (largest first). */
export const herdCategoriesQuery = queryOptions({
  queryKey: [...DASHBOARD_CHARTS_KEY, 'herd-categories'],
  queryFn: ({ signal }) => apiFetch<HerdCategoriesChart>('/api/charts/herd/categories', { signal }),
});

/** GET /api/charts/herd/months: the last 12 months' heads, oldest first. */
export const herdMonthsQuery = queryOptions({
  queryKey: [...DASHBOARD_CHARTS_KEY, 'herd-months'],
  queryFn: ({ signal }) => apiFetch<HerdMonthsChart>('/api/charts/herd/months', { signal }),
});
