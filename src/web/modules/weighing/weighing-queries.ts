import { useMemo } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sortWeighings, type Weighing, type WeighingData } from '@/domain/records/weighing';
import { apiFetch } from '../../lib/api';
import { useFarmEntries, useRecordWrite } from '../../offline/use-offline';

export const WEIGHINGS_KEY = ['weighings'] as const;

/** GET /api/weighings: the user's weighings by date, then by entry. */
export const weighingsQuery = queryOptions({
  queryKey: WEIGHINGS_KEY,
  queryFn: ({ signal }) => apiFetch<Weighing[]>('/api/weighings', { signal }),
});

/**
 * POST /api/weighings through the outbox (decision 019): stored on the device, then sent; the new
 * weighing joins the list in date order. Offline it waits in the outbox, marked 'pendente'.
 */
export function useCreateWeighing() {
  const queryClient = useQueryClient();
  const write = useRecordWrite();
  return useMutation({
    networkMode: 'always',
    mutationFn: (weighing: WeighingData) =>
      write<Weighing>({ kind: 'weighing', method: 'POST', path: '/api/weighings', body: weighing }),
    onSuccess: (saved) => {
      if (saved.queued) return;
      queryClient.setQueryData<Weighing[]>(WEIGHINGS_KEY, (list = []) =>
        list.some((w) => w.id === saved.data.id) ? list : sortWeighings([...list, saved.data]),
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** The weighings waiting on this device, as list rows marked pending (id 'pending:<key>'). */
export function usePendingWeighings(): Weighing[] {
  const entries = useFarmEntries('weighing');
  return useMemo(
    () =>
      entries.map((entry) => ({
        ...(entry.body as WeighingData),
        id: `pending:${entry.key}`,
        createdAt: entry.enteredAt,
      })),
    [entries],
  );
}

export const isPendingWeighing = (weighing: Pick<Weighing, 'id'>) =>
  String(weighing.id).startsWith('pending:');
