import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { parseDecimal } from '@/domain/number';

/** Form values as typed, keyed by field path ('quantity', 'males.current.arrobaValue'). */
export type CalculatorValues = Record<string, string>;

export const VALIDATION_TOAST = {
  title: 'Erro de Validação',
  description: 'Verifique os campos destacados',
};

/** Turns dotted keys into a nested object of parsed numbers (undefined when empty, NaN when not a number). */
export function toNumbers(values: CalculatorValues): Record<string, unknown> {
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

/** The id of the results section of a calculator form (see CalculatorLayout). */
export function resultsId(formId: string): string {
  return `${formId}-results`;
}

/** On a phone the results sit below the form: bring them into view after a calculation. */
function revealResults(formId: string) {
  if (!window.matchMedia('(max-width: 1023px)').matches) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  requestAnimationFrame(() =>
    document
      .getElementById(resultsId(formId))
      ?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' }),
  );
}

/** The DOM id of a field, shared by the input and the focus-on-error logic. */
export function fieldId(formId: string, path: string): string {
  return `${formId}-${path.replace(/\./g, '-')}`;
}

interface Options<S extends z.ZodType, R> {
  formId: string;
  schema: S;
  initialValues: CalculatorValues;
  calculate: (input: z.infer<S>) => R;
  /** 'Cálculo realizado!' or 'Cálculo realizado' (spec section 8). */
  successTitle: string;
  onCalculated?: (input: z.infer<S>, result: R) => void;
}

/**
 * The common behaviour of calculator screens (spec "Module screens"): values kept as typed,
 * parsed as pt-BR numbers and checked with the domain schema on calculate; a field's error clears
 * when it is edited; results only after a successful calculation. Runs entirely in the browser.
 */
export function useCalculator<S extends z.ZodType, R>(options: Options<S, R>) {
  const { formId, schema, initialValues, calculate, successTitle, onCalculated } = options;
  const [values, setValues] = useState<CalculatorValues>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ input: z.infer<S>; output: R } | null>(null);

  const setValue = useCallback((path: string, text: string) => {
    setValues((current) => ({ ...current, [path]: text }));
    setErrors((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = schema.safeParse(toNumbers(values));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      setResult(null);
      toast.error(VALIDATION_TOAST.title, { description: VALIDATION_TOAST.description });
      const first = Object.keys(values).find((path) => path in found);
      if (first) document.getElementById(fieldId(formId, first))?.focus();
      return;
    }
    const output = calculate(parsed.data);
    setErrors({});
    setResult({ input: parsed.data, output });
    toast.success(successTitle);
    onCalculated?.(parsed.data, output);
    revealResults(formId);
  };

  /** Props for a NumberField bound to `path`. */
  const field = (path: string) => ({
    id: fieldId(formId, path),
    name: path,
    value: values[path] ?? '',
    error: errors[path],
    onValueChange: (text: string) => setValue(path, text),
  });

  return { values, errors, result, setValue, submit, field };
}
