import { useMemo } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  fieldHerdCategorySchema,
  HerdCategory,
  InventoryItem,
} from '@/domain/records/inventory';
import { apiFetch } from '../../lib/api';
import { useFarmEntries, useRecordWrite } from '../../offline/use-offline';

export const INVENTORY_KEY = ['inventory'] as const;

/** GET /api/inventory: the user's items, newest first. */
export const inventoryQuery = queryOptions({
  queryKey: INVENTORY_KEY,
  queryFn: ({ signal }) => apiFetch<InventoryItem[]>('/api/inventory', { signal }),
});

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
      queryClient.setQueryData<InventoryItem[]>(INVENTORY_KEY, (items = []) =>
        items.some((i) => i.id === saved.data.id) ? items : [saved.data, ...items],
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
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
      queryClient.setQueryData<InventoryItem[]>(INVENTORY_KEY, (items = []) =>
        items.filter((i) => i.id !== item.id),
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    // The list may be stale (removed on another device): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}

/**
 * The list as this device knows it: the server's items, minus those whose delete waits here,
 * plus the adds waiting here on top (id 'pending:<key>').
 */
export function useInventoryWithPending(items: InventoryItem[] | undefined) {
  const entries = useFarmEntries('inventory', 'inventory-delete');
  return useMemo(() => {
    if (!items) return undefined;
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
    return [...adding, ...items.filter((item) => !deleting.has(item.id))];
  }, [items, entries]);
}
