import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FemaleFilter } from '@/domain/reproduction/queries';
import type {
  FemalePage,
  FemaleReproduction,
  IatfBatch,
  IatfProtocol,
  SeasonSummary,
  Semen,
} from '@/domain/reproduction/api';
import type { ProtocolData, SemenData } from '@/domain/reproduction/schemas';
import { apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/pages';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useMe } from '../../lib/session';
import { useRecordWrite } from '../../offline/use-offline';

/*
 * The reproduction module's reads and writes (issue 41), under /api/reproduction (the contract:
 * src/domain/reproduction/api.ts). Every key starts with 'reproduction', so one invalidation
 * refreshes the screens, and the offline cache keeps them.
 */

export const REPRO_KEY = ['reproduction'] as const;
export const REPRO_API = '/api/reproduction';

/** The farm's breeding seasons, newest first, each with its counts. */
export const seasonsQuery = queryOptions({
  queryKey: [...REPRO_KEY, 'seasons'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ items: SeasonSummary[] }>(`${REPRO_API}/seasons`, { signal })).items,
});

export const seasonQuery = (id: string) =>
  queryOptions({
    queryKey: [...REPRO_KEY, 'seasons', id],
    queryFn: ({ signal }) => apiFetch<SeasonSummary>(`${REPRO_API}/seasons/${id}`, { signal }),
  });

/** The season's exposed females, of one status (or list: 'undiagnosed') or all, 50 a page. */
export const femalesQuery = (seasonId: string, status: FemaleFilter | null) =>
  infiniteQueryOptions({
    queryKey: [...REPRO_KEY, 'seasons', seasonId, 'females', status ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<FemalePage>(
        withQuery(`${REPRO_API}/seasons/${seasonId}/females`, { status, cursor: pageParam }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The season's IATF batches ('Lote de IATF'), with their calendars. */
export const batchesQuery = (seasonId: string) =>
  queryOptions({
    queryKey: [...REPRO_KEY, 'seasons', seasonId, 'batches'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ items: IatfBatch[] }>(`${REPRO_API}/seasons/${seasonId}/batches`, {
          signal,
        })
      ).items,
  });

export const protocolsQuery = queryOptions({
  queryKey: [...REPRO_KEY, 'protocols'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ items: IatfProtocol[] }>(`${REPRO_API}/protocols`, { signal })).items,
});

/** The 'Sêmen' list 'Touro ou sêmen' suggests from. */
export const semenQuery = queryOptions({
  queryKey: [...REPRO_KEY, 'semen'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ items: Semen[] }>(`${REPRO_API}/semen`, { signal })).items,
});

/** 'Reprodução' on an animal's page: her status, season and history. */
/**
 * What /reproducao shows first, asked when its route is entered (routes.tsx) and by the server
 * that renders the page (page-reads.ts, decision 080): the seasons, protocols and semen.
 */
export const prefetchReproductionPage = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(seasonsQuery),
    client.prefetchQuery(protocolsQuery),
    client.prefetchQuery(semenQuery),
  ]);

export const animalReproQuery = (animalId: string) =>
  queryOptions({
    queryKey: [...REPRO_KEY, 'animals', animalId],
    queryFn: ({ signal }) =>
      apiFetch<FemaleReproduction>(`${REPRO_API}/animals/${animalId}`, { signal }),
  });

/** The season's lists, the animals' pages and the herd are read again. */
export function useReproRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: REPRO_KEY });
    void queryClient.invalidateQueries({ queryKey: ['animals'] });
  };
}

/** One record to save: where, what, and how the outbox names it while it waits. */
export interface ReproWrite {
  path: string;
  body: unknown;
  summary: string;
  method?: 'POST' | 'PUT';
}

/**
 * A reproduction record (a season, an exposure, a service, a diagnosis, an abortion, a weaning, a
 * batch, an undo) through the outbox (decision 019): sent at once when online, kept on the device
 * and sent once (its Idempotency-Key) when the connection returns.
 */
export function useReproRecord<T>() {
  const write = useRecordWrite();
  const refresh = useReproRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ path, body, summary, method = 'POST' }: ReproWrite) =>
      write<T>({ kind: 'reproduction', method, path: `${REPRO_API}${path}`, body, summary }),
    onSuccess: (saved) => {
      if (!saved.queued) refresh();
    },
  });
}

/**
 * A protocol saved (PUT /protocols/:id), made (POST /protocols) or copied (POST
 * /protocols/:id/copy): the owner's and a Gerente's, online only (a setting, not a record).
 */
export function useSaveProtocol() {
  const refresh = useReproRefresh();
  return useMutation({
    mutationFn: ({ id, copy, body }: { id: string | null; copy?: boolean; body?: ProtocolData }) =>
      apiFetch<IatfProtocol>(
        id === null
          ? `${REPRO_API}/protocols`
          : copy
            ? `${REPRO_API}/protocols/${id}/copy`
            : `${REPRO_API}/protocols/${id}`,
        {
          method: id !== null && !copy ? 'PUT' : 'POST',
          body: body ?? {},
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        },
      ),
    onSuccess: refresh,
  });
}

/** The owner and a Gerente edit seasons and protocols and take females out ('Campo' does not). */
export function useReproManager(): boolean {
  const farm = useMe().data?.farm;
  return !!farm && (farm.isOwner || farm.role === 'manager');
}

/**
 * 'Retirar da estação' (DELETE /seasons/:id/exposures/:animalId): the owner's and a Gerente's,
 * online only. Her records stay, out of the season; the list and the counts are read again.
 */
export function useRemoveExposure(seasonId: string) {
  const refresh = useReproRefresh();
  return useMutation({
    mutationFn: (animalId: string) =>
      apiFetch<void>(`${REPRO_API}/seasons/${seasonId}/exposures/${animalId}`, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}

/** 'Adicionar sêmen' (POST /semen): any member, online only (typed in a service, it is added too). */
export function useAddSemen() {
  const refresh = useReproRefresh();
  return useMutation({
    mutationFn: (body: SemenData) =>
      apiFetch<Semen>(`${REPRO_API}/semen`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: refresh,
  });
}
