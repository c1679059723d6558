import { toast } from 'sonner';
import { UndoDialog } from '../../components/undo-dialog';
import { ApiError } from '../../lib/api';
import { showSaveError } from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { useUndoApplication } from './sanitary-api';

const FAILURE = {
  title: 'Erro ao desfazer',
  description: 'Não foi possível desfazer a aplicação. Tente novamente.',
};

/**
 * 'Desfazer' an application entered by mistake (the shared undo dialog): asks the reason
 * ('Motivo'); the row stays, marked undone, and the animal's withdrawal goes back to what the
 * other applications say. An undo the server refuses to the caller's role (403: 'Campo' on
 * another's application, decision 057) says why in the dialog.
 */
export function UndoApplicationDialog({
  application,
  onOpenChange,
}: {
  /** The application and how the list names it; null closes the dialog. */
  application: { id: string; label: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const undo = useUndoApplication();
  return (
    <UndoDialog
      formId="sanitary-undo"
      title="Desfazer aplicação"
      recordId={application?.id ?? null}
      description={
        application
          ? `${application.label}: a aplicação deixa de contar (e a carência dela também), e o motivo fica registrado.`
          : undefined
      }
      pending={undo.isPending}
      onOpenChange={onOpenChange}
      onUndo={(data, controls) =>
        application &&
        undo.mutate(
          { id: application.id, reason: data.reason, summary: `Desfazer: ${application.label}` },
          {
            onSuccess: (saved) => {
              if (saved.queued) toastQueued(saved.reason, 'Aplicação desfeita');
              else toast.success('Aplicação desfeita');
              controls.done();
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 403) {
                controls.refuse(error.message);
              } else if (error instanceof ApiError && error.status === 404) {
                toast.error(FAILURE.title, { description: error.message });
              } else showSaveError(error, controls, FAILURE);
            },
          },
        )
      }
    />
  );
}
