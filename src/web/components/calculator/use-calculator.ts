import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { toNumbers, useFieldForm, type FieldValues } from '../../lib/use-field-form';

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

interface Options<S extends z.ZodType, R> {
  formId: string;
  schema: S;
  initialValues: FieldValues;
  /** The typed values turned into the schema's input; default: every value a pt-BR number. */
  toInput?: (values: FieldValues) => unknown;
  calculate: (input: z.output<S>) => R;
  /** 'Cálculo realizado!' or 'Cálculo realizado' (spec section 8). */
  successTitle: string;
  onCalculated?: (input: z.output<S>, result: R) => void;
}

/**
 * A calculator screen (spec "Module screens"): the shared form behaviour of useFieldForm, plus
 * results only after a successful calculation and the success notice. Runs in the browser.
 */
export function useCalculator<S extends z.ZodType, R>(options: Options<S, R>) {
  const { formId, schema, initialValues, calculate, successTitle, onCalculated } = options;
  const form = useFieldForm(formId, initialValues, schema);
  const [result, setResult] = useState<{ input: z.output<S>; output: R } | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const input = form.validate(schema, options.toInput ?? toNumbers);
    if (input === null) {
      setResult(null);
      return;
    }
    const output = calculate(input);
    setResult({ input, output });
    toast.success(successTitle);
    onCalculated?.(input, output);
    revealResults(formId);
  };

  return {
    values: form.values,
    errors: form.errors,
    result,
    setValue: form.setValue,
    /** A value that arrived later: only into the fields the person has not edited. */
    suggest: form.suggest,
    /** Values set for the person (a month opened, a record saved): no longer their edits. */
    fill: form.fill,
    touched: form.touched,
    showErrors: form.showErrors,
    submit,
    /** Props for a NumberField bound to `path`. */
    field: form.number,
    /** Props for a text FormField bound to `path`. */
    input: form.input,
  };
}
