import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotChoice, LotListTotals } from '@/domain/records/lots';
import type { ListPage } from '@/domain/records/paging';
import type { SanitaryProduct, SanitaryProtocol } from '@/domain/sanitary/api';
import type { ProductData, ProtocolData } from '@/domain/sanitary/schemas';
import { apiFetch } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';

/*
 * The farm's sanitary catalogue (issue 26): its products and its protocols. Reads as query
 * options, writes as hooks that refresh everything under SANITARY_KEY (a protocol's product name,
 * the due lists and the calendar all follow a product or a protocol).
 */

/** Every sanitary query's key starts with it. */
export const SANITARY_KEY = ['sanitary'] as const;

/** 'Produtos sanitários' (the suggestions are made on the farm's first read). */
export const productsQuery = queryOptions({
  queryKey: [...SANITARY_KEY, 'products'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ items: SanitaryProduct[] }>('/api/sanitary/products', { signal })).items,
});

/** 'Protocolos' of the farm's calendar. */
export const protocolsQuery = queryOptions({
  queryKey: [...SANITARY_KEY, 'protocols'],
  queryFn: async ({ signal }) =>
    (await apiFetch<{ items: SanitaryProtocol[] }>('/api/sanitary/protocols', { signal })).items,
});

/** The farm's first 100 lots, without figures: the protocol's 'Lote'. */
export const lotChoicesQuery = queryOptions({
  queryKey: [...SANITARY_KEY, 'lots'],
  queryFn: async ({ signal }) =>
    (
      await apiFetch<ListPage<LotChoice, LotListTotals>>('/api/lots?limit=100&figures=none', {
        signal,
      })
    ).items,
  staleTime: 60_000,
});

function useSanitaryRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SANITARY_KEY });
}

/**
 * POST a new one, or PUT one (`id`): online only, once per Idempotency-Key (a retry after a lost
 * answer is stored once).
 */
function useSave<T, Body>(path: string, id?: string) {
  const refresh = useSanitaryRefresh();
  return useMutation({
    mutationFn: (body: Body) =>
      apiFetch<T>(id ? `${path}/${id}` : path, {
        method: id ? 'PUT' : 'POST',
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: refresh,
  });
}

function useDelete(path: string) {
  const refresh = useSanitaryRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`${path}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** 'Novo produto', 'Editar' or 'Confirmar' (a suggestion saved as it is). */
export const useSaveProduct = (id?: string) =>
  useSave<SanitaryProduct, ProductData>('/api/sanitary/products', id);

/** Deletes a product never applied (its protocols go with it); 409 PRODUCT_IN_USE otherwise. */
export const useDeleteProduct = () => useDelete('/api/sanitary/products');

export const useSaveProtocol = (id?: string) =>
  useSave<SanitaryProtocol, ProtocolData>('/api/sanitary/protocols', id);

export const useDeleteProtocol = () => useDelete('/api/sanitary/protocols');
