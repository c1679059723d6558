import type { MonthlyRecord } from '@/domain/records/monthly-control';
import { apiFetch } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';

const path = (month: string) => `/api/monthly-control/${month}`;

/** The user's saved month ('YYYY-MM'), or null when there is none (the API answers null). */
export function fetchMonth(month: string): Promise<MonthlyRecord | null> {
  return apiFetch<MonthlyRecord | null>(path(month));
}

/**
 * The answer to PUT (the upsert on farm and month, sent through the outbox): the stored record
 * and whether this save was applied, a replay, or superseded by one entered later (issue 13).
 */
export type SavedMonth = MonthlyRecord & { outcome?: 'saved' | 'replayed' | 'superseded' };

/** Spec section 8: a lost session says so; any other failure keeps the results. */
export function toastSaveError(error: unknown) {
  toastSaveFailure(error, {
    title: 'Erro ao salvar',
    description: 'Resultados calculados mas não foram salvos. Tente novamente.',
  });
}
