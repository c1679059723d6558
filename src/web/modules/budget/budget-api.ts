import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BudgetPlan, BudgetPlanInput } from '@/domain/records/budget';
import { ApiError, apiFetch } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';

export const budgetPlansQuery = queryOptions({
  queryKey: ['budget-plans'],
  queryFn: ({ signal }) => apiFetch<BudgetPlan[]>('/api/budget-plans', { signal }),
});

/**
 * POST with the form's key: sent twice, the plan is still saved once. `settled` hears the key
 * once the request is over, either way.
 */
export function useCreateBudgetPlan(settled: (key: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: BudgetPlanInput; key: string }) =>
      apiFetch<BudgetPlan>('/api/budget-plans', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: (_data, _error, { key }) => settled(key),
    onSuccess: (plan) => {
      void queryClient.invalidateQueries({ queryKey: budgetPlansQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      toast.success('Planejamento salvo', {
        description: `"${plan.planningName}" está na lista de planejamentos salvos.`,
      });
    },
    onError: toastSaveError,
  });
}

/** DELETE; `deleted` hears of the plan once gone (already gone elsewhere counts as gone). */
export function useDeleteBudgetPlan(deleted: (plan: BudgetPlan) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (plan: BudgetPlan) =>
      apiFetch<void>(`/api/budget-plans/${encodeURIComponent(plan.id)}`, { method: 'DELETE' }),
    onSuccess: (_data, plan) => {
      queryClient.setQueryData<BudgetPlan[]>(budgetPlansQuery.queryKey, (list = []) =>
        list.filter((p) => p.id !== plan.id),
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      toast.success('Planejamento excluído', {
        description: `"${plan.planningName}" saiu da lista.`,
      });
      deleted(plan);
    },
    onError: (error, plan) => {
      // Already gone (deleted on another device): the list is what is stale.
      if (error instanceof ApiError && error.status === 404) deleted(plan);
      toastDeleteError(error);
      void queryClient.invalidateQueries({ queryKey: budgetPlansQuery.queryKey });
    },
  });
}

/** Spec section 8: a lost session says so; any other failure keeps the results. */
export function toastSaveError(error: unknown) {
  toastSaveFailure(error, {
    title: 'Erro ao salvar',
    description: 'Planejamento calculado mas não foi salvo. Tente novamente.',
  });
}

/** A failed delete: a lost session says so, like a failed save. */
export function toastDeleteError(error: unknown) {
  toastSaveFailure(error, {
    title: 'Erro ao excluir',
    description: 'Não foi possível excluir o planejamento. Tente novamente.',
  });
}
