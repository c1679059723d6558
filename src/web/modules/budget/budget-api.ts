import { queryOptions } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BudgetPlan, BudgetPlanInput } from '@/domain/records/budget';
import { ApiError, apiFetch } from '../../lib/api';

export const budgetPlansQuery = queryOptions({
  queryKey: ['budget-plans'],
  queryFn: ({ signal }) => apiFetch<BudgetPlan[]>('/api/budget-plans', { signal }),
});

export function createBudgetPlan(input: BudgetPlanInput) {
  return apiFetch<BudgetPlan>('/api/budget-plans', { method: 'POST', body: input });
}

/** Spec section 8: a lost session says so; any other failure keeps the results. */
export function toastSaveError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) {
    toast.error('Erro de autenticação', { description: 'Você precisa estar autenticado.' });
    return;
  }
  toast.error('Erro ao salvar', {
    description: 'Planejamento calculado mas não foi salvo. Tente novamente.',
  });
}
