import { queryOptions } from '@tanstack/react-query';
import type { LotChoice, LotListTotals } from '@/domain/records/lots';
import { PAGE_MAX, type ListPage } from '@/domain/records/paging';
import { apiFetch } from './api';
import { pageUrl } from './pages';

/** Every query of lots starts with this key: a change to a lot invalidates them all. */
export const LOTS_KEY = ['lots'] as const;

/**
 * The farm's first 100 lots (open first, newest first; GET /api/lots?limit=100&figures=none),
 * without their figures (which would read every weighing of 100 lots): the 'Lote' selects of the
 * weighing form, the import, the reports, the herd and Sanidade choose among them. One query for
 * all of them (each screen had its own copy, asked again on every screen).
 */
export const lotChoicesQuery = queryOptions({
  queryKey: LOTS_KEY,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<ListPage<LotChoice, LotListTotals>>(
        `${pageUrl('/api/lots', PAGE_MAX, null)}&figures=none`,
        { signal },
      )
    ).items,
});
