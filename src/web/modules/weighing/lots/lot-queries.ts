import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lot, LotData } from '@/domain/records/lots';
import { apiFetch } from '../../../lib/api';
import { useFarmEntries, useRecordWrite, type Saved } from '../../../offline/use-offline';
import { WEIGHINGS_KEY } from '../weighing-query-options';
import { LOTS_KEY, lotPagesQuery } from './lot-query-options';

export { LOTS_KEY, lotPagesQuery, type LotPage } from './lot-query-options';

/** A lot saved, closed or reopened: shown changed at once, then every list of lots read again. */
function useLotsRefresh() {
  const queryClient = useQueryClient();
  return (saved: Lot) => {
    const replace = (list: Lot[]) => list.map((l) => (l.id === saved.id ? saved : l));
    queryClient.setQueryData(
      lotPagesQuery.queryKey,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page, i) => ({
            ...page,
            items:
              i === 0 && !data.pages.some((p) => p.items.some((l) => l.id === saved.id))
                ? [saved, ...page.items]
                : replace(page.items),
          })),
        },
    );
    void queryClient.invalidateQueries({ queryKey: LOTS_KEY });
  };
}

/**
 * POST /api/lots (new: through the outbox, so a lot made offline waits on the device) or
 * PUT /api/lots/:id (edit: online only).
 */
export function useSaveLot() {
  const refresh = useLotsRefresh();
  const write = useRecordWrite();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, data }: { id?: string; data: LotData }): Promise<Saved<Lot>> =>
      id
        ? {
            queued: false,
            data: await apiFetch<Lot>(`/api/lots/${encodeURIComponent(id)}`, {
              method: 'PUT',
              body: data,
            }),
          }
        : write<Lot>({ kind: 'lot', method: 'POST', path: '/api/lots', body: data }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh(saved.data);
    },
  });
}

/** POST /api/lots/:id/close or /reopen. */
export function useLotStatus() {
  const refresh = useLotsRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, action }: { id: string; action: 'close' | 'reopen' }) =>
      apiFetch<Lot>(`/api/lots/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** A weighing saved into a lot changes its figures. */
export function useRefreshLotsAfterWeighing() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: LOTS_KEY });
    void queryClient.invalidateQueries({ queryKey: WEIGHINGS_KEY, refetchType: 'none' });
  };
}

/** A new lot waiting on the device: chosen in weighings by its entry's key (outbox.ts). */
export interface PendingLot {
  key: string;
  name: string;
}

/** The new lots of the active farm still waiting to be sent (not those the server refused). */
export function usePendingLots(): PendingLot[] {
  const entries = useFarmEntries('lot');
  return useMemo(
    () =>
      entries
        .filter((entry) => entry.state === 'pending' && entry.method === 'POST')
        .map((entry) => ({ key: entry.key, name: String((entry.body as LotData).name) })),
    [entries],
  );
}
