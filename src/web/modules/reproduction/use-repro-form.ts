import { toast } from 'sonner';
import type { z } from 'zod';
import { showRecordError, useRecordForm, type ToastText } from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { useReproRecord, type ReproWrite } from './reproduction-api';
import type { Values } from './repro-forms';

const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };

interface Options<S extends z.ZodType, T> {
  formId: string;
  schema: S;
  initialValues: Values;
  toInput: (values: Values) => unknown;
  /** Where and what the checked data is sent as. */
  toWrite: (data: z.output<S>) => ReproWrite;
  /** The toast of a save ('Inseminação registrada'). */
  saved: string;
  failure: ToastText;
  /** The toast's line from the server's answer (sent, not queued); may ask the server more. */
  describe?: (answer: T, data: z.output<S>) => string | undefined | Promise<string | undefined>;
  /** Sent and answered (not queued), before the dialog closes: where to go next, say. */
  onSaved?: (answer: T) => void;
  /** Saved or queued: the dialog closes. */
  onDone: () => void;
}

/**
 * A reproduction record's form (issue 41): checked with the shared schema, saved through the
 * outbox (offline it waits on the device), the toast of the issue said, the dialog closed. A
 * refusal the server explains (a 4xx without fields: 'Fêmea fora da estação') is toasted with its
 * message; a 400 with fields lands on them.
 */
export function useReproForm<S extends z.ZodType, T>(options: Options<S, T>) {
  const { formId, schema, initialValues, toInput, toWrite, saved, failure, describe, onSaved } =
    options;
  const record = useReproRecord<T>();
  const form = useRecordForm({
    formId,
    schema,
    initialValues,
    toInput,
    validationToast: VALIDATION,
    onValid: (data, controls) => {
      record.mutate(toWrite(data), {
        onSuccess: async (result) => {
          if (!result.queued) onSaved?.(result.data);
          options.onDone();
          if (result.queued) {
            toastQueued(result.reason, saved);
            return;
          }
          const description = await Promise.resolve(describe?.(result.data, data)).catch(
            () => undefined,
          );
          toast.success(saved, description ? { description } : undefined);
        },
        onError: (error) => showRecordError(error, controls, failure),
      });
    },
  });
  return { form, pending: record.isPending };
}

/** The failure toast of a record: 'Erro ao registrar a inseminação'. */
export const failureOf = (what: string): ToastText => ({
  title: `Erro ao registrar ${what}`,
  description: `Não foi possível registrar ${what}. Tente novamente.`,
});
