import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  fieldHerdCategorySchema,
  HerdCategory,
  InventoryItem,
} from '@/domain/records/inventory';
import { apiFetch } from '../../lib/api';

export const INVENTORY_KEY = ['inventory'] as const;

/** GET /api/inventory: the user's items, newest first. */
export const inventoryQuery = queryOptions({
  queryKey: INVENTORY_KEY,
  queryFn: ({ signal }) => apiFetch<InventoryItem[]>('/api/inventory', { signal }),
});

/*
 * Saves go out at once, online or not ('always'): the server checks the animal limit at the
 * moment of the add, so a save queued offline could be refused long after the producer left.
 * A failed save says so and keeps the form filled to try again.
 */

/** POST /api/inventory; the new item goes to the top of the list. */
export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    // 'Campo' sends no value (fieldHerdCategorySchema).
    mutationFn: (item: HerdCategory | z.output<typeof fieldHerdCategorySchema>) =>
      apiFetch<InventoryItem>('/api/inventory', { method: 'POST', body: item }),
    onSuccess: (created) => {
      queryClient.setQueryData<InventoryItem[]>(INVENTORY_KEY, (items = []) => [created, ...items]);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** DELETE /api/inventory/:id; the item leaves the list. */
export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => apiFetch<void>(`/api/inventory/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<InventoryItem[]>(INVENTORY_KEY, (items = []) =>
        items.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    // The list may be stale (removed on another device): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}
