import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { InventoryListPage } from '@/domain/records/inventory';
import { apiFetch } from '../../lib/api';
import { pageUrl } from '../../lib/pages';

/*
 * The inventory screen's query, apart from its hooks: light enough (no schemas, no outbox) to be
 * fetched while the screen's code still loads (modules/index.ts).
 */

export const INVENTORY_KEY = ['inventory'] as const;

/** Categories a page of 'Itens do Estoque' shows. */
const ITEMS_PER_PAGE = 50;

/** A page as the server answers it; `herd` (decision 042) may be missing from an older cache. */
export type InventoryPage = Omit<InventoryListPage, 'herd' | 'herdWaiting'> & {
  herd?: InventoryListPage['herd'];
  herdWaiting?: number;
};

/**
 * GET /api/inventory: the farm's items, newest first, a page at a time ('Carregar mais'); every
 * page carries the totals of the whole inventory.
 */
export const inventoryQuery = infiniteQueryOptions({
  queryKey: [...INVENTORY_KEY, 'pages'],
  queryFn: ({ pageParam, signal }) =>
    apiFetch<InventoryPage>(pageUrl('/api/inventory', ITEMS_PER_PAGE, pageParam), { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next,
});

/** The screen's first page, fetched while its code loads (modules/index.ts). */
export const prefetchInventoryScreen = (queryClient: QueryClient) =>
  queryClient.prefetchInfiniteQuery(inventoryQuery);
