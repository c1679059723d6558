import type { InputHTMLAttributes, ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A permanent hint under the input. */
  hint?: string;
  /** The field's validation message; marks the input invalid and is read with it. */
  error?: string;
  /** A polite warning that does not block saving (a value far outside the usual range). */
  warning?: string;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  warning?: string;
  /** The control, given the attributes that tie it to its hint and error. */
  children: (described: {
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/**
 * A labelled control with its hint and its error message tied to it by aria-describedby.
 * In a grid of fields (FieldGroup, a two-column row) the field takes two rows of that grid, the
 * label's and the control's (CSS subgrid): labels sit at the bottom of their row, so the inputs of
 * one row line up even when one label wraps to two lines or one field has a hint. Elsewhere the
 * field is a plain stack.
 */
export function FieldFrame({ id, label, hint, error, warning, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning && !error ? `${id}-warning` : undefined;
  const describedBy = [hintId, errorId, warningId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="row-span-2 grid min-w-0 grid-cols-1 grid-rows-subgrid gap-1.5">
      <Label htmlFor={id} className="self-end">
        {label}
      </Label>
      <div className="flex flex-col gap-1.5">
        {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
        {hint && (
          <p id={hintId} className="text-xs text-stone-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {warningId && (
          <p id={warningId} className="text-sm text-amber-800" aria-live="polite">
            {warning}
          </p>
        )}
      </div>
    </div>
  );
}

/** A labelled input with its hint and its error (FieldFrame). */
export function FormField({ id, label, hint, error, warning, ...inputProps }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} warning={warning}>
      {(described) => <Input id={id} {...described} {...inputProps} />}
    </FieldFrame>
  );
}
