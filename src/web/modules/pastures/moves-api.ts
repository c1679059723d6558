import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AnimalPaddock, PastureSettings, ShapesImportResult } from '@/domain/pastures/api';
import type { PastureSettingsData, ShapesImportData } from '@/domain/pastures/schemas';
import { apiFetch } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';
import { PASTURES_API, pasturesKeys, usePasturesRefresh } from './pastures-api';

export {
  mapQuery,
  occupationQuery,
  pastureSettingsQuery,
  prefetchPasturesPage,
  stockingQuery,
} from './page-queries';

/*
 * The moves, the occupation history, the stocking and the settings of 'Pastos' (issue 42), under
 * /api/pastures (the contract: src/domain/pastures/api.ts). Every key starts with 'pastures', so
 * one invalidation refreshes the paddocks' screens too, and the offline cache keeps them.
 */

/** The paddock an animal is in now, for its page. */
export const animalPaddockQuery = (animalId: string) =>
  queryOptions({
    queryKey: [...pasturesKeys.all, 'animals', animalId],
    queryFn: ({ signal }) =>
      apiFetch<AnimalPaddock>(`${PASTURES_API}/animals/${animalId}`, { signal }),
  });

/** 'Salvar pesos' (PUT /settings): the owner's and a Gerente's, online only (a setting). */
export function useSaveSettings() {
  const refresh = usePasturesRefresh();
  return useMutation({
    mutationFn: (body: PastureSettingsData) =>
      apiFetch<PastureSettings>(`${PASTURES_API}/settings`, {
        method: 'PUT',
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: refresh,
  });
}

/** 'Importar mapa' (POST /shapes): the shapes checked on the device, matched by name there. */
export function useImportShapes() {
  const refresh = usePasturesRefresh();
  return useMutation({
    mutationFn: (body: ShapesImportData) =>
      apiFetch<ShapesImportResult>(`${PASTURES_API}/shapes`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: refresh,
  });
}
