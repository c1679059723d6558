import { queryOptions } from '@tanstack/react-query';
import type { BudgetPlan, BudgetPlanInput } from '@/domain/records/budget';
import { apiFetch } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';

export const budgetPlansQuery = queryOptions({
  queryKey: ['budget-plans'],
  queryFn: ({ signal }) => apiFetch<BudgetPlan[]>('/api/budget-plans', { signal }),
});

/** POST with the form's key: sent twice, the plan is still saved once. */
export function createBudgetPlan({ input, key }: { input: BudgetPlanInput; key: string }) {
  return apiFetch<BudgetPlan>('/api/budget-plans', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': key },
  });
}

export function deleteBudgetPlan(id: string) {
  return apiFetch<void>(`/api/budget-plans/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
