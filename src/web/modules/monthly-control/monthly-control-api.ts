import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonthlyFigures, MonthlyRecord } from '@/domain/records/monthly-control';
import { apiFetch } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';
import { useRecordWrite, type Saved } from '../../offline/use-offline';

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

/**
 * Saves a month through the outbox (PUT, last write wins by when it was entered) and refreshes
 * the dashboard; `onSaved` is the screen's (its notices and form), queued or stored.
 */
export function useSaveMonth(onSaved: (saved: Saved<SavedMonth>, month: string) => void) {
  const queryClient = useQueryClient();
  const write = useRecordWrite();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ month, figures }: { month: string; figures: MonthlyFigures }) =>
      write<SavedMonth>({
        kind: 'monthly',
        method: 'PUT',
        path: path(month),
        // When the person entered it: the same month saved on two phones keeps the later one.
        body: { ...figures, enteredAt: new Date().toISOString() },
      }),
    onSuccess: (saved, { month }) => {
      if (!saved.queued) void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      onSaved(saved, month);
    },
    onError: toastSaveError,
  });
}
