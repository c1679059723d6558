import { queryOptions } from '@tanstack/react-query';
import type { SanitaryMonthsChart } from '@/domain/charts/schemas';
import { apiFetch } from '../../lib/api';
import { SANITARY_KEY } from './sanitary-api';

/*
 * The sanitary chart's data (issue 27 item 2, decision 048): applications per month and the
 * cost per head (null where no price was given, and always for 'Campo'). Under 'sanitary', so
 * an application recorded or undone refreshes it.
 */

/** GET /api/charts/sanitary/months: the last 12 months, oldest first. */
export const sanitaryMonthsQuery = queryOptions({
  queryKey: [...SANITARY_KEY, 'months-chart'],
  queryFn: ({ signal }) => apiFetch<SanitaryMonthsChart>('/api/charts/sanitary/months', { signal }),
});
