import { useState } from 'react';
import { toast } from 'sonner';
import { undoEventSchema } from '@/domain/herd/schemas';
import { Alert } from '../../components/ui/alert';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextareaField } from '../../components/ui/textarea-field';
import { ApiError } from '../../lib/api';
import { showSaveError, useRecordForm } from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { useUndoApplication } from './sanitary-api';

const FORM_ID = 'sanitary-undo';
const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };
const FAILURE = {
  title: 'Erro ao desfazer',
  description: 'Não foi possível desfazer a aplicação. Tente novamente.',
};

/**
 * 'Desfazer' an application entered by mistake: asks the reason ('Motivo'); the row stays, marked
 * undone, and the animal's withdrawal goes back to what the other applications say. An undo the
 * server refuses to the caller's role (403: 'Campo' on another's application, decision 057) says
 * why in the dialog.
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
  const [refused, setRefused] = useState<{ id: string; message: string } | null>(null);
  const form = useRecordForm({
    formId: FORM_ID,
    schema: undoEventSchema,
    initialValues: { reason: '' },
    toInput: (v) => v,
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      application &&
      undo.mutate(
        { id: application.id, reason: data.reason, summary: `Desfazer: ${application.label}` },
        {
          onSuccess: (saved) => {
            if (saved.queued) toastQueued(saved.reason, 'Aplicação desfeita');
            else toast.success('Aplicação desfeita');
            controls.reset({ reason: '' });
            onOpenChange(false);
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 403) {
              setRefused({ id: application.id, message: error.message });
            } else if (error instanceof ApiError && error.status === 404) {
              toast.error(FAILURE.title, { description: error.message });
            } else showSaveError(error, controls, FAILURE);
          },
        },
      ),
  });
  return (
    <FormDialog
      open={application !== null}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title="Desfazer aplicação"
      description={
        application
          ? `${application.label}: a aplicação deixa de contar (e a carência dela também), e o motivo fica registrado.`
          : undefined
      }
      submitLabel="Desfazer"
      pending={undo.isPending}
      onSubmit={form.submit}
    >
      {application && refused?.id === application.id && (
        <Alert tone="error" role="alert">
          {refused.message}
        </Alert>
      )}
      <TextareaField label="Motivo" maxLength={300} {...form.input('reason')} />
    </FormDialog>
  );
}
