import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Brand } from './brand';

/**
 * A page outside the app's signed-in frame (the checkout, the legal pages): the brand alone in a
 * white header, then the page's main content, both `width` wide.
 */
export function BrandPage({
  width,
  className,
  children,
}: {
  /** A Tailwind max-width class, e.g. 'max-w-3xl'. */
  width: string;
  /** Classes added to <main>. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className={cn('mx-auto flex h-16 items-center px-4 sm:px-6', width)}>
          <Brand />
        </div>
      </header>
      <main
        className={cn(
          'mx-auto flex w-full flex-1 flex-col px-4 py-6 sm:px-6 sm:py-10',
          width,
          className,
        )}
      >
        {children}
      </main>
    </div>
  );
}
