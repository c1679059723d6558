import { useCallback, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { isIntegerField } from '@/domain/field-kind';
import { parseDecimal } from '@/domain/number';
import { untouchedOf, useTouchedFields } from './use-touched';

/** Form values as typed, keyed by field path ('quantity', 'males.current.arrobaValue'). */
export type FieldValues = Record<string, string>;

export interface ToastText {
  title: string;
  description: string;
}

/** The title of every failed-validation notice, one casing app-wide (docs/decisions/008-wording.md). */
export const VALIDATION_TITLE = 'Erro de validação';

/** The destructive notice of a failed calculation (spec section 5). */
export const VALIDATION_TOAST: ToastText = {
  title: VALIDATION_TITLE,
  description: 'Verifique os campos destacados',
};

/** The DOM id of a field, shared by the input and the focus-on-error logic. */
export function fieldId(formId: string, path: string): string {
  return `${formId}-${path.replace(/\./g, '-')}`;
}

/** Dotted keys into a nested object of parsed pt-BR numbers (undefined when empty, NaN when not a number). */
export function toNumbers(values: FieldValues): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(values)) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Record<string, unknown>;
    });
    node[keys.at(-1)!] = parseDecimal(text);
  }
  return root;
}

/**
 * The behaviour every form of the product shares (spec "Module screens"): values kept as typed,
 * checked with the domain schema, the first message of each field shown under it, a field's
 * message cleared when that field is edited, the notice toasted and the first wrong field focused.
 * `schema`, the form's schema, tells which number fields take whole numbers (their keyboard).
 *
 * What the person typed is theirs (issue 39 item 4): `setValue` is the person's edit and marks
 * the field touched; a value that arrives later (a closing, a year's events, a last lot) goes
 * through `suggest`, which fills only the fields not touched; `fill` and `reset` set values for
 * the person (a month they opened, a record saved) and forget the touches of those fields.
 */
export function useFieldForm(formId: string, initialValues: FieldValues, schema?: z.ZodType) {
  const [values, setValues] = useState<FieldValues>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const touched = useTouchedFields();

  const clearErrors = useCallback((paths: readonly string[]) => {
    setErrors((current) => {
      if (!paths.some((path) => path in current)) return current;
      const next = { ...current };
      for (const path of paths) delete next[path];
      return next;
    });
  }, []);

  /** Sets values without touching them; an empty `next` changes nothing. */
  const assign = useCallback(
    (next: FieldValues) => {
      const paths = Object.keys(next);
      if (paths.length === 0) return;
      setValues((current) => ({ ...current, ...next }));
      clearErrors(paths);
    },
    [clearErrors],
  );

  /** The person's edit of `path` (typing, a choice in a list). */
  const setValue = useCallback(
    (path: string, text: string) => {
      touched.touch(path);
      assign({ [path]: text });
    },
    [assign, touched],
  );

  /**
   * A value that arrived after the form opened: only into fields the person has not edited, nor
   * into the one they are in (an answer landing between the tap and the first key would be typed
   * after: '1.000' then '4200' read '1.0004200').
   */
  const suggest = useCallback(
    (suggested: FieldValues) => {
      const active = typeof document === 'undefined' ? null : document.activeElement;
      const inField = (path: string) => active !== null && active.id === fieldId(formId, path);
      assign(untouchedOf(suggested, { has: (path) => touched.has(path) || inField(path) }));
    },
    [assign, touched, formId],
  );

  /** Values set for the person (what they opened, what was saved): no longer their edits. */
  const fill = useCallback(
    (next: FieldValues) => {
      touched.forget(Object.keys(next));
      assign(next);
    },
    [assign, touched],
  );

  const reset = (next: FieldValues) => {
    touched.forget();
    setValues(next);
    setErrors({});
  };

  /** Shows field messages (from the schema or from the server's 400) and the notice. */
  const showErrors = (found: Record<string, string>, notice: ToastText = VALIDATION_TOAST) => {
    const known = Object.keys(values).filter((path) => path in found);
    setErrors(Object.fromEntries(known.map((path) => [path, found[path]!])));
    toast.error(notice.title, { description: notice.description });
    if (known[0]) document.getElementById(fieldId(formId, known[0]))?.focus();
  };

  /** The checked input, or null after showing what is wrong. */
  const validate = <S extends z.ZodType>(
    schema: S,
    toInput: (values: FieldValues) => unknown = toNumbers,
    notice: ToastText = VALIDATION_TOAST,
  ): z.output<S> | null => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    showErrors(found, notice);
    return null;
  };

  const common = (path: string) => ({
    id: fieldId(formId, path),
    name: path,
    value: values[path] ?? '',
    error: errors[path],
  });

  /** Props for a NumberField bound to `path`. */
  const number = (path: string) => ({
    ...common(path),
    integer: schema ? isIntegerField(schema, path) : undefined,
    // A year is shown as typed ('2025', never '2.025').
    ...(path === 'year' || path.endsWith('.year') ? { kind: 'year' as const } : {}),
    onValueChange: (text: string) => setValue(path, text),
  });

  /** Props for a FormField (text, date, month) or a textarea bound to `path`. */
  const input = (path: string) => ({
    ...common(path),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(path, event.target.value),
  });

  return {
    values,
    errors,
    setValue,
    suggest,
    fill,
    touched,
    reset,
    showErrors,
    validate,
    number,
    input,
  };
}
