import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** A permanent hint under the select. */
  hint?: string;
  /** The field's validation message, read with the select. */
  error?: string;
}

/** A labelled native select styled like the inputs, with its hint and error (like FormField). */
export function SelectField({
  id,
  label,
  options,
  hint,
  error,
  className,
  ...props
}: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="row-span-2 grid grid-rows-subgrid gap-1.5">
      <Label htmlFor={id} className="self-end">
        {label}
      </Label>
      <div className="flex flex-col gap-1.5">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(
            'h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm',
            'focus-visible:border-green-700 focus-visible:ring-2 focus-visible:ring-green-700/30 focus-visible:outline-none',
            'disabled:opacity-60 aria-invalid:border-red-600',
            className,
          )}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
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
      </div>
    </div>
  );
}
