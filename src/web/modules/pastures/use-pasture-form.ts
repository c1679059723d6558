import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import {
  showRecordError,
  useRecordForm,
  type RecordFormControls,
  type RecordValues,
  type ToastText,
} from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { usePastureRecord, type PastureWrite } from './pastures-api';

const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };

interface Options<S extends z.ZodType, T> {
  formId: string;
  schema: S;
  initialValues: RecordValues;
  toInput: (values: RecordValues) => unknown;
  /** Where and what the checked data is sent as. */
  toWrite: (data: z.output<S>) => PastureWrite;
  /** The toast of a save ('Pasto cadastrado'). */
  saved: string;
  failure: ToastText;
  /** A 409 the server explains ('Já existe um pasto com esse nome'), put on this field. */
  conflictField?: string;
  /** Sent and answered (not queued), before the dialog closes. */
  onSaved?: (answer: T) => void;
  /** Saved or queued: the dialog closes. */
  onDone: () => void;
}

/**
 * A pastures form (issue 42): checked with the shared schema, saved through the outbox (offline it
 * waits on the device), the issue's toast said, the dialog closed. A 400's fields land on their
 * inputs; a 409 (a name taken) on `conflictField`, with the server's message; another refusal is
 * toasted with it.
 */
export function usePastureForm<S extends z.ZodType, T>(options: Options<S, T>) {
  const { formId, schema, initialValues, toInput, toWrite, saved, failure, conflictField } =
    options;
  const record = usePastureRecord<T>();
  const showError = (error: unknown, controls: RecordFormControls) => {
    if (conflictField && error instanceof ApiError && error.status === 409) {
      controls.showErrors(error.fields ?? { [conflictField]: error.message });
      return;
    }
    showRecordError(error, controls, failure);
  };
  const form = useRecordForm({
    formId,
    schema,
    initialValues,
    toInput,
    validationToast: VALIDATION,
    onValid: (data, controls) => {
      record.mutate(toWrite(data), {
        onSuccess: (result) => {
          if (!result.queued) options.onSaved?.(result.data);
          options.onDone();
          if (result.queued) toastQueued(result.reason, saved);
          else toast.success(saved);
        },
        onError: (error) => showError(error, controls),
      });
    },
  });
  return { form, pending: record.isPending };
}

/** The failure toast of a save: 'Erro ao salvar o pasto'. */
export const failureOf = (what: string): ToastText => ({
  title: `Erro ao salvar ${what}`,
  description: `Não foi possível salvar ${what}. Tente novamente.`,
});
