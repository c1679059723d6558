import type { ChangeEvent } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame } from './form-field';

/** A labelled textarea with its error (FieldFrame), styled like the inputs. */
export function TextareaField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  rows = 3,
  maxLength = 500,
  placeholder,
}: {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <textarea
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          {...described}
          className={cn(
            'w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm',
            'placeholder:text-stone-400 focus-visible:border-green-700 focus-visible:outline-none',
            'focus-visible:ring-2 focus-visible:ring-green-700/30',
            'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/30',
          )}
        />
      )}
    </FieldFrame>
  );
}
