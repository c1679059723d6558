import { toast } from 'sonner';
import type { z } from 'zod';
import {
  showRecordError,
  useRecordForm,
  type RecordValues,
  type ToastText,
} from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { useFinanceRecord, type FinanceWrite } from './finance-api';

const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };

interface Options<S extends z.ZodType> {
  formId: string;
  schema: S;
  initialValues: RecordValues;
  toInput: (values: RecordValues) => unknown;
  /** Where and what the checked data is sent as. */
  toWrite: (data: z.output<S>) => FinanceWrite;
  /** The toast of a save ('Despesa registrada'), and its line under it. */
  saved: (data: z.output<S>) => { title: string; description?: string };
  failure: ToastText;
  /** Saved or queued: the dialog closes. */
  onDone: () => void;
}

/**
 * An entry's form (issue 43): checked with the shared schema, saved through the outbox (offline it
 * waits on the device), the issue's toast said, the dialog closed. A 400's fields land on their
 * inputs (a category of the other kind on 'Categoria'); another refusal (a lapsed plan, an entry
 * undone meanwhile) is toasted with the server's message.
 */
export function useFinanceForm<S extends z.ZodType>(options: Options<S>) {
  const { formId, schema, initialValues, toInput, toWrite, saved, failure } = options;
  const record = useFinanceRecord<unknown>();
  const form = useRecordForm({
    formId,
    schema,
    initialValues,
    toInput,
    validationToast: VALIDATION,
    onValid: (data, controls) => {
      record.mutate(toWrite(data), {
        onSuccess: (result) => {
          options.onDone();
          const { title, description } = saved(data);
          if (result.queued) toastQueued(result.reason, title);
          else toast.success(title, description ? { description } : undefined);
        },
        onError: (error) => showRecordError(error, controls, failure),
      });
    },
  });
  return { form, pending: record.isPending };
}

/** The failure toast of a save: 'Erro ao salvar o lançamento'. */
export const failureOf = (what: string): ToastText => ({
  title: `Erro ao salvar ${what}`,
  description: `Não foi possível salvar ${what}. Tente novamente.`,
});
