import { useRef } from 'react';
import { toast } from 'sonner';
import { REPRO_TOASTS } from '@/domain/reproduction/constants';
import { ConfirmPrompt } from '../../components/ui/confirm-dialog';
import { ApiError } from '../../lib/api';
import { toastSaveFailure } from '../../lib/saving';
import { useRemoveExposure } from './reproduction-api';
import type { Picked } from './repro-forms';

const FAILURE = {
  title: 'Erro ao retirar a fêmea',
  description: 'Não foi possível retirar a fêmea da estação. Tente novamente.',
};

/**
 * 'Retirar da estação' of one exposed female (the owner's and a Gerente's), asked first: 'Retirar
 * a fêmea 123 da estação?'. Mounted with the page, so that the answer is told after the prompt
 * closed; a refusal the server explains ('Fêmea não encontrada nessa estação', the role) is
 * toasted with its words. Taken out, `onRemoved` hears of her and the focus goes to `focusAfter`
 * (her row is gone).
 */
export function RemoveExposure({
  seasonId,
  female,
  onClose,
  onRemoved,
  focusAfter,
}: {
  seasonId: string;
  /** The female asked about; null: closed. */
  female: Picked | null;
  onClose: () => void;
  onRemoved: (female: Picked) => void;
  focusAfter: () => void;
}) {
  const remove = useRemoveExposure(seasonId);
  // The prompt keeps saying her brinco while it fades out.
  const last = useRef<Picked | null>(null);
  if (female) last.current = female;
  const shown = female ?? last.current;
  const confirm = () => {
    if (!female) return;
    remove.mutate(female.id, {
      onSuccess: () => {
        toast.success(REPRO_TOASTS.exposureRemoved, { description: `Brinco ${female.tag}` });
        onRemoved(female);
        focusAfter();
      },
      onError: (error) => {
        const explained = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (explained && error.status !== 401) {
          toast.error(FAILURE.title, { description: error.message });
        } else toastSaveFailure(error, FAILURE);
      },
    });
  };
  return (
    <ConfirmPrompt
      open={female !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Retirar a fêmea ${shown?.tag ?? ''} da estação?`}
      description="Ela sai da lista e das contas desta estação. Os registros dela continuam no histórico, fora da estação."
      confirmLabel="Retirar da estação"
      onConfirm={confirm}
    />
  );
}
