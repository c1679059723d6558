import type { MonthlyFigures, MonthlyRecord } from '@/domain/records/monthly-control';
import { ApiError, apiFetch } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';

const path = (month: string) => `/api/monthly-control/${month}`;

/** The user's saved month ('YYYY-MM'), or null when there is none (a 404 or a null answer). */
export async function fetchMonth(month: string): Promise<MonthlyRecord | null> {
  try {
    return (await apiFetch<MonthlyRecord | null>(path(month))) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
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
