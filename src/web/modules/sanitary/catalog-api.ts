import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SanitaryProduct, SanitaryProtocol } from '@/domain/sanitary/api';
import type { ProductData, ProtocolData } from '@/domain/sanitary/schemas';
import { apiFetch } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';
import { SANITARY_KEY } from './sanitary-api';

/*
 * The writes of the farm's sanitary catalogue (issue 26): its products and its protocols. Their
 * reads are the page's (sanitary-api.ts); every write refreshes all under SANITARY_KEY (a
 * protocol shows its product's name, and the due lists and the calendar follow both).
 */

export { productsQuery, protocolsQuery, SANITARY_KEY } from './sanitary-api';

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
