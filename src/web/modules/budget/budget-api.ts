import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BudgetPlan, BudgetPlanInput, BudgetPlanTotals } from '@/domain/records/budget';
import type { ListPage } from '@/domain/records/paging';
import { ApiError, apiFetch } from '../../lib/api';
import { pageUrl, withoutRow } from '../../lib/pages';
import { toastSaveFailure } from '../../lib/saving';

/** Plans a page of 'Planejamentos Salvos' shows. */
const PLANS_PER_PAGE = 20;

/** 'Planejamentos Salvos': the farm's plans, newest first, a page at a time, with their totals. */
export const budgetPlansQuery = infiniteQueryOptions({
  queryKey: ['budget-plans', 'pages'],
  queryFn: ({ pageParam, signal }) =>
    apiFetch<ListPage<BudgetPlan, BudgetPlanTotals>>(
      pageUrl('/api/budget-plans', PLANS_PER_PAGE, pageParam),
      { signal },
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next,
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
      // Gone from the pages at once; the totals follow when the list is read again.
      queryClient.setQueryData(budgetPlansQuery.queryKey, (data) => withoutRow(data, plan.id));
      void queryClient.invalidateQueries({ queryKey: budgetPlansQuery.queryKey });
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
