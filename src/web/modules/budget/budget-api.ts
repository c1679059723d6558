import { queryOptions } from '@tanstack/react-query';
import type { BudgetPlan, BudgetPlanInput } from '@/domain/records/budget';
import { apiFetch } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';

export const budgetPlansQuery = queryOptions({
  queryKey: ['budget-plans'],
  queryFn: ({ signal }) => apiFetch<BudgetPlan[]>('/api/budget-plans', { signal }),
});

export function createBudgetPlan(input: BudgetPlanInput) {
  return apiFetch<BudgetPlan>('/api/budget-plans', { method: 'POST', body: input });
}

/** Spec section 8: a lost session says so; any other failure keeps the results. */
export function toastSaveError(error: unknown) {
  toastSaveFailure(error, {
    title: 'Erro ao salvar',
    description: 'Planejamento calculado mas não foi salvo. Tente novamente.',
  });
}
