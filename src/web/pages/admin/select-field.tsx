import type { SelectHTMLAttributes } from 'react';
import { Label } from '../../components/ui/label';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select, styled like the inputs. */
export function SelectField({ id, label, options, ...props }: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm focus-visible:border-green-700 focus-visible:ring-2 focus-visible:ring-green-700/30 focus-visible:outline-none"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
