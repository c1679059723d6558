import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  fieldId,
  toNumbers,
  VALIDATION_TOAST,
  type CalculatorValues,
} from '../calculator/use-calculator';

/**
 * The form half of useCalculator (values as typed, field errors cleared on edit, the validation
 * notice), without its success notice: the annual screen announces success only once the year
 * is saved (spec section 8), so it cannot toast 'Cálculo realizado' on calculating.
 */
export function useFiguresForm(formId: string, initialValues: CalculatorValues) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setValue = (path: string, text: string) => {
    setValues((current) => ({ ...current, [path]: text }));
    setErrors((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });
  };

  /** The parsed input, or null after showing the field errors and the notice. */
  const validate = <S extends z.ZodType>(schema: S): z.infer<S> | null => {
    const parsed = schema.safeParse(toNumbers(values));
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    toast.error(VALIDATION_TOAST.title, { description: VALIDATION_TOAST.description });
    const first = Object.keys(values).find((path) => path in found);
    if (first) document.getElementById(fieldId(formId, first))?.focus();
    return null;
  };

  /** Props for a NumberField bound to `path`. */
  const field = (path: string) => ({
    id: fieldId(formId, path),
    name: path,
    value: values[path] ?? '',
    error: errors[path],
    onValueChange: (text: string) => setValue(path, text),
  });

  return { values, errors, validate, field };
}
