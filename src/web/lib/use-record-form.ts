import { useRef, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { LIMIT_TITLES, type LimitProblem } from '@/domain/records/animal-limit';
import { ApiError } from './api';
import { toastSaveFailure } from './saving';
import { useFieldForm, type FieldValues, type ToastText } from './use-field-form';

/** Form values as typed. */
export type RecordValues = FieldValues;
export type { ToastText };

export interface RecordFormControls {
  reset: (values: RecordValues) => void;
  showErrors: (fields: Record<string, string>) => void;
}

interface Options<S extends z.ZodType> {
  formId: string;
  schema: S;
  initialValues: RecordValues;
  /** The typed text turned into what the schema expects (pt-BR numbers parsed). */
  toInput: (values: RecordValues) => unknown;
  /** The destructive notice of a failed validation (spec section 5). */
  validationToast: ToastText;
  /** Called with the checked data; the caller saves it, then resets or shows the server's errors. */
  onValid: (data: z.output<S>, form: RecordFormControls) => void;
}

/**
 * A record form (inventory, weighing): the shared form behaviour of useFieldForm, with the
 * screen's own validation notice, handing the checked data to the caller to save.
 */
export function useRecordForm<S extends z.ZodType>(options: Options<S>) {
  const { formId, schema, initialValues, toInput, validationToast, onValid } = options;
  const form = useFieldForm(formId, initialValues, schema);
  const showErrors = (found: Record<string, string>) => form.showErrors(found, validationToast);
  // The values as they are now, for a save that ends after the person went on typing.
  const latest = useRef(form.values);
  latest.current = form.values;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const data = form.validate(schema, toInput, validationToast);
    if (data === null) return;
    const sent = form.values;
    // The form starts over after a save only if nothing was typed while it was on its way: the
    // next animal typed at once in the corral is never wiped.
    const reset = (next: RecordValues) => {
      if (sameValues(latest.current, sent)) form.reset(next);
    };
    onValid(data, { reset, showErrors });
  };

  return {
    values: form.values,
    errors: form.errors,
    submit,
    reset: form.reset,
    showErrors,
    input: form.input,
    number: form.number,
    setValue: form.setValue,
    /** Back to the initial values ('Descartar' in a dialog kept mounted while closed). */
    discard: () => form.reset(initialValues),
    suggest: form.suggest,
    fill: form.fill,
    touched: form.touched,
  };
}

function sameValues(a: RecordValues, b: RecordValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

const isLimitCode = (code: string): code is LimitProblem['code'] => code in LIMIT_TITLES;

/**
 * The notice for a failed save: field messages for a 400, the spec's titles for the animal limit
 * and for a lost session, otherwise the screen's own failure text.
 */
export function showSaveError(
  error: unknown,
  form: Pick<RecordFormControls, 'showErrors'>,
  failure: ToastText,
) {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.fields) {
      form.showErrors(error.fields);
      return;
    }
    if (error.status === 403 && isLimitCode(error.code)) {
      toast.error(LIMIT_TITLES[error.code], { description: error.message });
      return;
    }
  }
  toastSaveFailure(error, failure);
}

/**
 * The notice for a failed save of a record whose refusals the server explains: a refusal without
 * fields (a 404 'Nenhum animal ativo nesse lote', a 409) is toasted with the server's message;
 * the rest as `showSaveError` does (a 400's fields on their inputs).
 */
export function showRecordError(
  error: unknown,
  form: Pick<RecordFormControls, 'showErrors'>,
  failure: ToastText,
) {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    !(error.status === 400 && error.fields)
  ) {
    toast.error(failure.title, { description: error.message });
    return;
  }
  showSaveError(error, form, failure);
}
