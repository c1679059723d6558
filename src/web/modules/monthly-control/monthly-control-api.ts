import type { MonthlyFigures, MonthlyRecord } from '@/domain/records/monthly-control';
import { apiFetch } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';

const path = (month: string) => `/api/monthly-control/${month}`;

/** The user's saved month ('YYYY-MM'), or null when there is none (the API answers null). */
export function fetchMonth(month: string): Promise<MonthlyRecord | null> {
  return apiFetch<MonthlyRecord | null>(path(month));
}

/** PUT is the upsert on user and month (spec section 7). */
export function saveMonth({ month, figures }: { month: string; figures: MonthlyFigures }) {
  return apiFetch<MonthlyRecord>(path(month), { method: 'PUT', body: figures });
}

/** Spec section 8: a lost session says so; any other failure keeps the results. */
export function toastSaveError(error: unknown) {
  toastSaveFailure(error, {
    title: 'Erro ao salvar',
    description: 'Resultados calculados mas não foram salvos. Tente novamente.',
  });
}
