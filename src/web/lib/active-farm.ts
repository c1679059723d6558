import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '@/domain/format';
import { toast } from 'sonner';
import { apiFetch, errorMessage } from './api';
import { ME_QUERY_KEY } from './session';

/**
 * Records, the dashboard and the team all belong to the active farm: after a change of farm the
 * session is read again and every other answer is dropped and fetched anew, so that nothing of
 * the previous farm shows, not even for a moment.
 */
export function useRefreshFarmData() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  };
}

/**
 * PUT /api/farms/active: this session works on that farm from now on. The notices are given here,
 * not by the caller: the screen that asked may be replaced while everything is read again.
 */
export function useSwitchFarm() {
  const refresh = useRefreshFarmData();
  return useMutation({
    mutationFn: (farm: { id: string; name: string }) =>
      apiFetch<void>('/api/farms/active', { method: 'PUT', body: { farmId: farm.id } }),
    onSuccess: async (_data, farm) => {
      toast.success(`Fazenda ativa: ${farm.name}.`);
      await refresh();
    },
    onError: (error) =>
      toast.error('Não foi possível trocar de fazenda', { description: errorMessage(error) }),
  });
}

/** A farm's area in pt-BR without needless zeros: 120 → '120', 1250.5 → '1.250,5'. */
export function formatArea(hectares: number): string {
  const decimals = Number.isInteger(hectares) ? 0 : Number.isInteger(hectares * 10) ? 1 : 2;
  return formatNumber(hectares, decimals);
}
