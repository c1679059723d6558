import { useState } from 'react';
import { undoEventSchema } from '@/domain/herd/schemas';
import { Alert } from '../../components/ui/alert';
import { FormDialog } from '../../components/ui/form-dialog';
import { TextareaField } from '../../components/ui/textarea-field';
import { ApiError } from '../../lib/api';
import { useRecordForm } from '../../lib/use-record-form';
import { useUndoEvent } from './herd-api';
import { VALIDATION, showHerdError, toastSaved } from './herd-fields';

const FORM_ID = 'undo';

/**
 * 'Desfazer' an event entered by mistake: asks the reason ('Motivo'), kept in the history. An undo
 * the server refuses to the caller's role (403: 'Campo' on another's event or a priced sale,
 * decision 057) says why in the dialog: trying again would not change it.
 */
export function UndoDialog({
  event,
  onOpenChange,
  onSaved,
}: {
  /** The event to undo and how the history names it; null closes the dialog. */
  event: { id: string; label: string } | null;
  onOpenChange: (open: boolean) => void;
  onSaved?: () => void;
}) {
  const undo = useUndoEvent();
  const [refused, setRefused] = useState<{ id: string; message: string } | null>(null);
  const form = useRecordForm({
    formId: FORM_ID,
    schema: undoEventSchema,
    initialValues: { reason: '' },
    toInput: (v) => v,
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      event &&
      undo.mutate(
        { eventId: event.id, reason: data.reason, summary: `Desfazer: ${event.label}` },
        {
          onSuccess: (saved) => {
            toastSaved(saved, 'Evento desfeito');
            controls.reset({ reason: '' });
            onOpenChange(false);
            onSaved?.();
          },
          onError: (error) =>
            error instanceof ApiError && error.status === 403
              ? setRefused({ id: event.id, message: error.message })
              : showHerdError(error, controls, {
                  title: 'Erro ao desfazer',
                  description: 'Não foi possível desfazer o evento. Tente novamente.',
                }),
        },
      ),
  });
  return (
    <FormDialog
      open={event !== null}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title="Desfazer evento"
      description={
        event
          ? `${event.label}: o que ele mudou volta a ser como antes, e o motivo fica no histórico.`
          : undefined
      }
      submitLabel="Desfazer"
      pending={undo.isPending}
      onDiscard={form.discard}
      onSubmit={form.submit}
    >
      {event && refused?.id === event.id && (
        <Alert tone="error" role="alert">
          {refused.message}
        </Alert>
      )}
      <TextareaField label="Motivo" maxLength={300} {...form.input('reason')} />
    </FormDialog>
  );
}
