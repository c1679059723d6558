import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sortWeighings, type Weighing, type WeighingData } from '@/domain/records/weighing';
import { normalizeSearch } from '../../components/ui/combobox-filter';
import { useSettled as useSettledAfter } from '../../lib/animal-options';
import { useFarmEntries, useRecordWrite } from '../../offline/use-offline';

import { WEIGHINGS_KEY, animalHistoryQuery, animalSearchQuery } from './weighing-query-options';

export {
  WEIGHINGS_KEY,
  animalFiguresQuery,
  animalHistoryQuery,
  animalSearchQuery,
  animalSearchUrl,
  weighingPagesQuery,
} from './weighing-query-options';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 250;

/** `value`, once it has stopped changing for `delay` ms (the weighing's searches wait less). */
export function useSettled<T>(value: T, delay = SEARCH_DELAY_MS): T {
  return useSettledAfter(value, delay);
}

/**
 * The animals weighed before whose id holds `text` (any case), for a combobox: the server's first
 * matches (asked once typing pauses) and the animals of the weighings waiting on this device.
 */
export function useAnimalSearch(text: string) {
  const settled = useSettled(text.trim());
  const query = useQuery({
    ...animalSearchQuery(settled),
    placeholderData: (previous) => previous,
  });
  const pending = usePendingWeighings();
  const ids = useMemo(() => {
    const wanted = normalizeSearch(settled);
    const waiting = pending
      .map((w) => w.animalId)
      .filter((id) => normalizeSearch(id).includes(wanted));
    const found = query.data?.items.map((a) => a.animalId) ?? [];
    return [...new Set([...found, ...waiting])];
  }, [query.data, pending, settled]);
  const options = useMemo(() => ids.map((id) => ({ value: id, label: id })), [ids]);
  return { options, loading: settled !== text.trim() || query.isFetching };
}

/**
 * One animal's history as the screen shows it: the server's latest weighings with the ones
 * waiting on this device (marked pending), by date; offline, the waiting ones alone.
 */
export function useAnimalHistory(animalId: string) {
  const query = useQuery(animalHistoryQuery(animalId));
  const pending = usePendingWeighings();
  const weighings = useMemo(() => {
    const own = pending.filter((w) => w.animalId === animalId);
    return sortWeighings([...(query.data?.items ?? []), ...own]);
  }, [query.data, pending, animalId]);
  return { query, summary: query.data?.summary ?? null, weighings };
}

/**
 * POST /api/weighings through the outbox (decision 019): stored on the device, then sent; the
 * screen's pages and figures are fetched again. Offline it waits in the outbox, marked 'pendente'.
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
      void queryClient.invalidateQueries({ queryKey: WEIGHINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      // The lots' GMD and the animals' weight curves draw the weighings too.
      void queryClient.invalidateQueries({ queryKey: ['lots', 'charts'] });
      void queryClient.invalidateQueries({ queryKey: ['animals', 'charts'] });
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
