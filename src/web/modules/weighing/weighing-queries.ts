import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sortWeighings, type Weighing, type WeighingData } from '@/domain/records/weighing';
import { apiFetch } from '../../lib/api';

export const WEIGHINGS_KEY = ['weighings'] as const;

/** GET /api/weighings: the user's weighings by date, then by entry. */
export const weighingsQuery = queryOptions({
  queryKey: WEIGHINGS_KEY,
  queryFn: ({ signal }) => apiFetch<Weighing[]>('/api/weighings', { signal }),
});

/**
 * POST /api/weighings; the new weighing joins the list in date order. Sent at once, online or
 * not: a failed save says so and keeps the form filled to try again.
 */
export function useCreateWeighing() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (weighing: WeighingData) =>
      apiFetch<Weighing>('/api/weighings', { method: 'POST', body: weighing }),
    onSuccess: (created) => {
      queryClient.setQueryData<Weighing[]>(WEIGHINGS_KEY, (list = []) =>
        sortWeighings([...list, created]),
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
