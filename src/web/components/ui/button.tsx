import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:ring-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-green-700 text-white shadow-sm hover:bg-green-800',
  secondary: 'bg-amber-100 text-amber-950 hover:bg-amber-200',
  outline: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  link: 'text-green-800 underline-offset-4 hover:underline',
};

/* On touch screens every size is at least 44 × 44 px, a finger's target (issues 7 and 23: an
 * icon-only 'sm' button was 40 px wide); a mouse keeps the compact sizes. */
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm pointer-coarse:h-11 pointer-coarse:min-w-11',
  md: 'h-10 px-4 text-sm pointer-coarse:h-11 pointer-coarse:min-w-11',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10 pointer-coarse:size-11',
};

/** Button classes, for links that look like buttons: <Link className={buttonClasses()} />. */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
