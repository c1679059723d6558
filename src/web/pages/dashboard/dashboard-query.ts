import { queryOptions } from '@tanstack/react-query';
import type { DashboardResponse } from '@/domain/api';
import { apiFetch } from '../../lib/api';

/*
 * The dashboard's query, apart from its cards: small enough for the app's first chunk, so that
 * /dashboard asks it as soon as /api/me answers (routes.tsx), not once the page's code has loaded.
 */

/** The results screen invalidates this key after saving a margin. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<DashboardResponse>('/api/dashboard', { signal }),
});
