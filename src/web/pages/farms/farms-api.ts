import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FarmsResponse, FarmSummary } from '@/domain/farms';
import type { z } from 'zod';
import type { farmSchema } from '@/domain/farms';
import { useRefreshFarmData } from '../../lib/active-farm';
import { toast } from 'sonner';
import { apiFetch, errorMessage } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/session';

export const FARMS_KEY = ['farms'] as const;
export type FarmData = z.output<typeof farmSchema>;

/** GET /api/farms: the user's farms, the active one and whether another may be created. */
export const farmsQuery = queryOptions({
  queryKey: FARMS_KEY,
  queryFn: ({ signal }) => apiFetch<FarmsResponse>('/api/farms', { signal }),
});

/** The farm list and the header's names change together. */
function useFarmsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: FARMS_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}

/** POST /api/farms (403 PLAN_REQUIRED below Master). */
export function useCreateFarm() {
  const changed = useFarmsChanged();
  return useMutation({
    mutationFn: (farm: FarmData) =>
      apiFetch<FarmSummary>('/api/farms', { method: 'POST', body: farm }),
    onSuccess: changed,
  });
}

/** PATCH /api/farms/:id (the owner). */
export function useUpdateFarm() {
  const changed = useFarmsChanged();
  return useMutation({
    mutationFn: ({ id, farm }: { id: string; farm: FarmData }) =>
      apiFetch<FarmSummary>(`/api/farms/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: farm,
      }),
    onSuccess: changed,
  });
}

/**
 * POST /api/farms/:id/leave: a member who is not the owner leaves; the session may move farm, so
 * everything is read again (the notices are given here: the list is replaced meanwhile).
 */
export function useLeaveFarm() {
  const refresh = useRefreshFarmData();
  return useMutation({
    mutationFn: (farm: { id: string; name: string }) =>
      apiFetch<void>(`/api/farms/${encodeURIComponent(farm.id)}/leave`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: async (_data, farm) => {
      toast.success(`Você saiu da ${farm.name}.`);
      await refresh();
    },
    onError: (error) =>
      toast.error('Não foi possível sair da fazenda', { description: errorMessage(error) }),
  });
}
