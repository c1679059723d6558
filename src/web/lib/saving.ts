import { toast } from 'sonner';
import { ApiError } from './api';
import type { ToastText } from './use-field-form';

/** Where a save stands. 'queued': offline; TanStack Query sends it when the connection returns. */
export type SaveState = 'idle' | 'saving' | 'queued' | 'saved' | 'failed';

/** The save state of a mutation. */
export function saveStateOf(save: {
  isPaused: boolean;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}): SaveState {
  if (save.isPaused) return 'queued';
  if (save.isPending) return 'saving';
  if (save.isError) return 'failed';
  if (save.isSuccess) return 'saved';
  return 'idle';
}

/**
 * A failed save (spec section 8): a lost session says so, a lapsed subscription says so; anything
 * else gets the screen's text.
 */
export function toastSaveFailure(error: unknown, failure: ToastText) {
  if (error instanceof ApiError && error.status === 401) {
    toast.error('Erro de autenticação', { description: 'Você precisa estar autenticado.' });
    return;
  }
  if (error instanceof ApiError && error.code === 'SUBSCRIPTION_INACTIVE') {
    toast.error('Assinatura inativa', { description: error.message });
    return;
  }
  toast.error(failure.title, { description: failure.description });
}
