import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AnimalPaddock,
  OccupationPage,
  PastureSettings,
  ShapesImportResult,
  Stocking,
} from '@/domain/pastures/api';
import type { PastureSettingsData, ShapesImportData } from '@/domain/pastures/schemas';
import { apiFetch } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';
import { withQuery } from '../../lib/pages';
import { PASTURES_API, pasturesKeys, usePasturesRefresh } from './pastures-api';

/*
 * The moves, the occupation history, the stocking and the settings of 'Pastos' (issue 42), under
 * /api/pastures (the contract: src/domain/pastures/api.ts). Every key starts with 'pastures', so
 * one invalidation refreshes the paddocks' screens too, and the offline cache keeps them.
 */

/** 'Histórico de ocupação', newest entry first, of one paddock or of the farm; keyset pages. */
export const occupationQuery = (paddockId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: pasturesKeys.history(paddockId ?? undefined),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<OccupationPage>(
        withQuery(`${PASTURES_API}/history`, { paddockId, cursor: pageParam }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The farm's and each retiro's stocking on a day ('YYYY-MM-DD'). */
export const stockingQuery = (date: string) =>
  queryOptions({
    queryKey: pasturesKeys.stocking(date),
    queryFn: ({ signal }) =>
      apiFetch<Stocking>(withQuery(`${PASTURES_API}/stocking`, { date }), { signal }),
  });

/** 'Peso típico por categoria', the farm's. */
export const pastureSettingsQuery = queryOptions({
  queryKey: pasturesKeys.settings(),
  queryFn: ({ signal }) => apiFetch<PastureSettings>(`${PASTURES_API}/settings`, { signal }),
});

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
