import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm',
        'placeholder:text-stone-400 focus-visible:border-green-700 focus-visible:outline-none',
        'focus-visible:ring-2 focus-visible:ring-green-700/30 disabled:opacity-60',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/30',
        className,
      )}
      {...props}
    />
  );
}
