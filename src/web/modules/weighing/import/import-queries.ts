import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fingerprint,
  type ImportedWeighing,
  type ImportPreview,
  type ImportResult,
} from '@/domain/import/scale-csv';
import { apiFetch } from '../../../lib/api';
import { LOTS_KEY } from '../lots/lot-queries';
import { lotChoicesQuery } from '../../../lib/lot-choices';
import { WEIGHINGS_KEY } from '../weighing-queries';

const PREVIEW_KEY = 'weighing-import-preview';

/** The request body: what the server checks and stores (the time only counts in the key). */
export function importBody(weighings: readonly ImportedWeighing[], batchId: string | null) {
  return {
    weighings: weighings.map(({ animalId, weighingDate, weight, notes, importKey }) => ({
      animalId,
      weighingDate,
      weight,
      notes,
      importKey,
    })),
    batchId,
  };
}

/** POST /api/weighings/import/preview for the file's valid lines: new, duplicate or invalid. */
export function importPreviewQuery(weighings: readonly ImportedWeighing[], batchId: string | null) {
  const signature = fingerprint([batchId ?? '', ...weighings.map((w) => w.importKey)]);
  return queryOptions({
    queryKey: [PREVIEW_KEY, signature, weighings.length],
    enabled: weighings.length > 0,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) =>
      apiFetch<ImportPreview>('/api/weighings/import/preview', {
        method: 'POST',
        body: importBody(weighings, batchId),
        signal,
      }),
  });
}

/** The herd's queries ('Rebanho', modules/herd): a save may register animals (decision 039). */
const HERD_KEY = ['animals'];

/**
 * POST /api/weighings/import; the weighing list, the dashboard, the herd and previews refresh
 * after it.
 */
export function useSaveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: ReturnType<typeof importBody>) =>
      apiFetch<ImportResult>('/api/weighings/import', { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WEIGHINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: LOTS_KEY });
      void queryClient.invalidateQueries({ queryKey: HERD_KEY });
      void queryClient.invalidateQueries({ queryKey: [PREVIEW_KEY] });
    },
  });
}

/** The farm's open lots (GET /api/lots, the lots screen's query). */
export const openLotsQuery = queryOptions({
  ...lotChoicesQuery,
  select: (lots) => lots.filter((lot) => lot.closedAt === null),
});
