import { toast } from 'sonner';
import type { EntryView } from '@/domain/finance/api';
import { formatDateBR } from '@/domain/records/dates';
import { UndoDialog } from '../../components/undo-dialog';
import { ApiError } from '../../lib/api';
import { showRecordError } from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { useFinanceRecord } from './finance-api';
import { FINANCE_TOASTS, amountText, instalmentText } from './finance-format';

const UNDO_FAILURE = {
  title: 'Erro ao desfazer o lançamento',
  description: 'Não foi possível desfazer o lançamento. Tente novamente.',
};

/**
 * 'Desfazer' an entry typed by mistake (its author, the owner or a Gerente), with its reason
 * ('Motivo'), through the outbox; the server's refusal to the caller stays in the dialog.
 */
export function UndoEntry({ entry, onClose }: { entry: EntryView | null; onClose: () => void }) {
  const undo = useFinanceRecord<null>();
  const part = entry?.instalment ? ` ${instalmentText(entry.instalment)}: só esta parcela.` : '';
  return (
    <UndoDialog
      formId="finance-undo"
      title="Desfazer lançamento"
      recordId={entry?.id ?? null}
      description={
        entry
          ? `${entry.description}, ${amountText(entry)} em ${formatDateBR(entry.date)}. Sai do livro-caixa e dos resultados.${part}`
          : undefined
      }
      pending={undo.isPending}
      onOpenChange={(open) => !open && onClose()}
      onUndo={({ reason }, controls) =>
        entry &&
        undo.mutate(
          {
            path: `/entries/${entry.id}/undo`,
            body: { reason },
            summary: `Desfazer: ${entry.description} (${formatDateBR(entry.date)})`,
          },
          {
            onSuccess: (saved) => {
              if (saved.queued) toastQueued(saved.reason, FINANCE_TOASTS.undone);
              else toast.success(FINANCE_TOASTS.undone);
              controls.done();
            },
            onError: (error) => {
              if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
                controls.refuse(error.message);
              } else showRecordError(error, controls, UNDO_FAILURE);
            },
          },
        )
      }
    />
  );
}
