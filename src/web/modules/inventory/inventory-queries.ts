import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  itemTotals,
  type fieldHerdCategorySchema,
  type HerdCategory,
  type InventoryItem,
} from '@/domain/records/inventory';
import { KG_PER_ARROBA } from '@/domain/calculators/common';
import { isCovered } from '@/domain/herd/head-count';
import { ANIMALS_KEY } from '../../lib/animal-options';
import { withoutRow } from '../../lib/pages';
import { useFarmEntries, useRecordWrite } from '../../offline/use-offline';

import { INVENTORY_KEY, inventoryQuery, type InventoryPage } from './inventory-query-options';

/** Rebanho's counts, which hold the head count (decision 062). */
const HERD_COUNTS_KEY = [...ANIMALS_KEY, 'counts'];

export {
  INVENTORY_KEY,
  inventoryQuery,
  prefetchInventoryScreen,
  type InventoryPage,
} from './inventory-query-options';

/**
 * Adds and deletes go through the outbox (decision 019): stored on the device, then sent. The
 * server checks the animal limit when the add arrives, so an add queued offline can be refused
 * later: it then shows, with the server's message, among the screen's pending records.
 */

/** POST /api/inventory; the new item goes to the top of the list. */
export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  const write = useRecordWrite();
  return useMutation({
    networkMode: 'always',
    // 'Campo' sends no value (fieldHerdCategorySchema).
    mutationFn: (item: HerdCategory | z.output<typeof fieldHerdCategorySchema>) =>
      write<InventoryItem>({
        kind: 'inventory',
        method: 'POST',
        path: '/api/inventory',
        body: item,
      }),
    onSuccess: (saved) => {
      if (saved.queued) return;
      // The first page and the totals come again from the server, and the head count
      // wherever it shows (the dashboard and its charts, Rebanho: decision 062).
      void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: HERD_COUNTS_KEY });
    },
  });
}

/** DELETE /api/inventory/:id; the item leaves the list (already gone elsewhere counts as done). */
export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  const write = useRecordWrite();
  return useMutation({
    networkMode: 'always',
    mutationFn: (item: InventoryItem) =>
      write<{ alreadyGone?: boolean } | null>({
        kind: 'inventory-delete',
        method: 'DELETE',
        path: `/api/inventory/${item.id}`,
        summary: `${item.category} (${item.quantity} cab.)`,
      }),
    onSuccess: (saved, item) => {
      if (saved.queued) return;
      // Gone from the pages at once; the totals follow when the list is read again.
      queryClient.setQueryData(inventoryQuery.queryKey, (data) => withoutRow(data, item.id));
      void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: HERD_COUNTS_KEY });
    },
    // The list may be stale (removed on another device): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}

/**
 * The list as this device knows it: the server's items, minus those whose delete waits here,
 * plus the adds waiting here on top (id 'pending:<key>'); the server's totals with the same
 * changes (a waiting delete of an item not on the pages shown leaves them as they are).
 */
export function useInventoryWithPending(pages: InventoryPage[] | undefined) {
  const entries = useFarmEntries('inventory', 'inventory-delete');
  return useMemo(() => {
    if (!pages) return undefined;
    const items = pages.flatMap((page) => page.items);
    const deleting = new Set(
      entries.filter((e) => e.kind === 'inventory-delete').map((e) => e.path.split('/').pop()),
    );
    const adding: InventoryItem[] = entries
      .filter((e) => e.kind === 'inventory')
      .reverse()
      .map((e) => {
        const body = e.body as Omit<InventoryItem, 'id' | 'createdAt' | 'averageValue'> & {
          averageValue?: number | null;
        };
        const averageValue = body.averageValue ?? null;
        return { ...body, averageValue, id: `pending:${e.key}`, createdAt: e.enteredAt };
      });
    const deleted = items.filter((item) => deleting.has(item.id));
    const first = pages[0]!;
    const totals = {
      ...first.totals,
      herdHeads: first.totals.herdHeads ?? 0,
      herdWeighed: first.totals.herdWeighed ?? 0,
    };
    // An answer kept from before decision 062 has no head count: nothing covered then.
    const headCount = first.count ?? null;
    const count = (item: InventoryItem, sign: 1 | -1) => {
      const { totalWeight, totalValue } = itemTotals(item);
      totals.categories += sign;
      if (totalValue === null) totals.unvalued += sign;
      // A row of a category the registry holds is listed, not added (decision 062).
      if (headCount && isCovered(item.category, headCount)) return;
      totals.heads += sign * item.quantity;
      totals.weight += sign * totalWeight;
      totals.arrobas = totals.weight / KG_PER_ARROBA;
      totals.value += sign * (totalValue ?? 0);
    };
    adding.forEach((item) => count(item, 1));
    deleted.forEach((item) => count(item, -1));
    return {
      items: [...adding, ...items.filter((item) => !deleting.has(item.id))],
      totals,
      herd: first.herd ?? [],
      herdWaiting: first.herdWaiting ?? 0,
      count: headCount,
    };
  }, [pages, entries]);
}
