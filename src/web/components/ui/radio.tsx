import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A native radio whose box is a finger's 44 × 44 px while it is drawn as a 16 px circle: the
 * circle is painted in the middle of the box, and negative margins give the box back to the
 * layout, so it sits where a 16 px radio would. Its label stays clickable too.
 */
export function Radio({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="radio"
      className={cn(
        '-m-3.5 size-11 shrink-0 cursor-pointer appearance-none rounded-full bg-transparent',
        'bg-[radial-gradient(circle,white_0_6px,var(--color-stone-500)_6px_7.5px,transparent_8px)]',
        'checked:bg-[radial-gradient(circle,var(--color-green-700)_0_3.5px,white_4px_5.5px,var(--color-green-700)_6px_7.5px,transparent_8px)]',
        'focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
