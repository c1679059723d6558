import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AnimalPaddock,
  OccupationPage,
  PaddockOption,
  PastureSettings,
  ShapesImportResult,
  Stocking,
} from '@/domain/pastures/api';
import type { PastureSettingsData, ShapesImportData } from '@/domain/pastures/schemas';
import { ANIMALS_KEY } from '../../lib/animal-options';
import { apiFetch } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';
import { filteredByPaddock } from '../../lib/paddock-options';
import { withQuery } from '../../lib/pages';
import { useMe } from '../../lib/session';
import { useRecordWrite } from '../../offline/use-offline';

/*
 * The moves, the occupation history, the stocking and the settings of 'Pastos' (issue 42), under
 * /api/pastures (the contract: src/domain/pastures/api.ts). Every key starts with 'pastures', so
 * one invalidation refreshes the paddocks' screens too, and the offline cache keeps them.
 */

export const PASTURES_KEY = ['pastures'] as const;
export const PASTURES_API = '/api/pastures';

/** 'Histórico de ocupação', newest entry first, of one paddock or of the farm; keyset pages. */
export const occupationQuery = (paddockId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: [...PASTURES_KEY, 'history', paddockId ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<OccupationPage>(
        withQuery(`${PASTURES_API}/history`, { paddockId, cursor: pageParam }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The paddocks 'Pasto' chooses from, and the farm's retiros (its groups). */
export const paddockOptionsQuery = queryOptions({
  queryKey: [...PASTURES_KEY, 'options'],
  queryFn: ({ signal }) =>
    apiFetch<{ paddocks: PaddockOption[]; retiros: string[] }>(`${PASTURES_API}/options`, {
      signal,
    }),
});

/** The farm's and each retiro's stocking on a day ('YYYY-MM-DD'). */
export const stockingQuery = (date: string) =>
  queryOptions({
    queryKey: [...PASTURES_KEY, 'stocking', date],
    queryFn: ({ signal }) =>
      apiFetch<Stocking>(withQuery(`${PASTURES_API}/stocking`, { date }), { signal }),
  });

/** 'Peso típico por categoria', the farm's. */
export const pastureSettingsQuery = queryOptions({
  queryKey: [...PASTURES_KEY, 'settings'],
  queryFn: ({ signal }) => apiFetch<PastureSettings>(`${PASTURES_API}/settings`, { signal }),
});

/** The paddock an animal is in now, for its page. */
export const animalPaddockQuery = (animalId: string) =>
  queryOptions({
    queryKey: [...PASTURES_KEY, 'animals', animalId],
    queryFn: ({ signal }) =>
      apiFetch<AnimalPaddock>(`${PASTURES_API}/animals/${animalId}`, { signal }),
  });

/**
 * The paddocks' screens and the herd's (an animal's page shows its paddock) are read again, and
 * the other modules' lists filtered by 'Pasto'.
 */
export function usePasturesRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: PASTURES_KEY });
    void queryClient.invalidateQueries({ queryKey: ANIMALS_KEY });
    void queryClient.invalidateQueries({ predicate: filteredByPaddock });
  };
}

/** One record to save through the outbox: where, what, and how the outbox names it meanwhile. */
export interface PastureWrite {
  path: string;
  body: unknown;
  summary: string;
}

/**
 * A move ('Mover para pasto', POST /moves) or its undo (POST /moves/:id/undo) through the outbox
 * (decision 019): sent at once when online, kept on the device and sent once (its
 * Idempotency-Key) when the connection returns — a move is made in the field.
 */
export function usePastureRecord<T>() {
  const write = useRecordWrite();
  const refresh = usePasturesRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ path, body, summary }: PastureWrite) =>
      write<T>({ kind: 'pastures', method: 'POST', path: `${PASTURES_API}${path}`, body, summary }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}

/** The owner and a Gerente change the settings and import the map ('Campo' does not). */
export function usePasturesManager(): boolean {
  const farm = useMe().data?.farm;
  return !!farm && (farm.isOwner || farm.role === 'manager');
}

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
