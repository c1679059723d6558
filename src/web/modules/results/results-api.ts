import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultsInput } from '@/domain/calculators/results';
import { apiFetch } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';

/** POST /api/result-calculations: the margin the dashboard shows. */
export function useSaveResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResultsInput) =>
      apiFetch('/api/result-calculations', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    onError: (error) =>
      toastSaveFailure(error, {
        title: 'Erro ao salvar',
        description: 'Resultados calculados mas não foram salvos. Tente novamente.',
      }),
  });
}
