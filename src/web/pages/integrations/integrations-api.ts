import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyAccess, ApiKeyView, CreatedApiKey } from '@/domain/farms';
import { apiFetch } from '../../lib/api';

const base = (farmId: string) => `/api/farms/${encodeURIComponent(farmId)}/api-keys`;

/** GET /api/farms/:id/api-keys: the farm's keys, revoked ones included. */
export const apiKeysQuery = (farmId: string) =>
  queryOptions({
    queryKey: ['api-keys', farmId],
    queryFn: ({ signal }) => apiFetch<ApiKeyView[]>(base(farmId), { signal }),
  });

function useKeysMutation<T, V>(farmId: string, mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['api-keys', farmId] }),
  });
}

/** POST: the answer carries the whole key, which is shown once and never again. */
export function useCreateApiKey(farmId: string) {
  return useKeysMutation(farmId, (input: { name: string; access: ApiKeyAccess }) =>
    apiFetch<CreatedApiKey>(base(farmId), { method: 'POST', body: input }),
  );
}

export function useRevokeApiKey(farmId: string) {
  return useKeysMutation(farmId, (keyId: string) =>
    apiFetch<void>(`${base(farmId)}/${encodeURIComponent(keyId)}`, { method: 'DELETE' }),
  );
}
