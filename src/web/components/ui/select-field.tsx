import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame } from './form-field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** Options grouped under a heading (<optgroup>), after the plain `options`. */
  groups?: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  /** A permanent hint under the select. */
  hint?: string;
  /** The field's validation message, read with the select. */
  error?: string;
}

/** The one labelled native select, styled like the inputs, with its hint and error (FieldFrame). */
export function SelectField({
  id,
  label,
  options,
  groups,
  hint,
  error,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <select
          id={id}
          {...described}
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
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
