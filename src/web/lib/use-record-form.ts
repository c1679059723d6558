import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { LIMIT_TITLES, type LimitProblem } from '@/domain/records/animal-limit';
import { ApiError } from './api';

/** Form values as typed. */
export type RecordValues = Record<string, string>;

export interface ToastText {
  title: string;
  description: string;
}

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
 * The behaviour of the record forms (inventory, weighing), like the calculators': values kept as
 * typed, checked with the domain schema on submit, messages under the inputs, a field's message
 * cleared when that field is edited, and the first wrong field focused.
 */
export function useRecordForm<S extends z.ZodType>(options: Options<S>) {
  const { formId, schema, initialValues, toInput, validationToast, onValid } = options;
  const [values, setValues] = useState<RecordValues>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setValue = useCallback((name: string, text: string) => {
    setValues((current) => ({ ...current, [name]: text }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const reset = (next: RecordValues) => {
    setValues(next);
    setErrors({});
  };

  /** Shows field messages (from the schema or from the server's 400) and the notice. */
  const showErrors = (found: Record<string, string>) => {
    const known = Object.keys(values).filter((name) => name in found);
    setErrors(Object.fromEntries(known.map((name) => [name, found[name]!])));
    toast.error(validationToast.title, { description: validationToast.description });
    if (known[0]) document.getElementById(`${formId}-${known[0]}`)?.focus();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      showErrors(found);
      return;
    }
    setErrors({});
    onValid(parsed.data, { reset, showErrors });
  };

  const common = (name: string) => ({
    id: `${formId}-${name}`,
    name,
    value: values[name] ?? '',
    error: errors[name],
  });

  /** Props for a FormField (text, date) bound to `name`. */
  const input = (name: string) => ({
    ...common(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
  });

  /** Props for a NumberField bound to `name`. */
  const number = (name: string) => ({
    ...common(name),
    onValueChange: (text: string) => setValue(name, text),
  });

  return { values, errors, submit, reset, showErrors, input, number };
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
    if (error.status === 401) {
      toast.error('Erro de autenticação', { description: 'Você precisa estar autenticado.' });
      return;
    }
    if (error.status === 400 && error.fields) {
      form.showErrors(error.fields);
      return;
    }
    if (error.status === 403 && isLimitCode(error.code)) {
      toast.error(LIMIT_TITLES[error.code], { description: error.message });
      return;
    }
  }
  toast.error(failure.title, { description: failure.description });
}
