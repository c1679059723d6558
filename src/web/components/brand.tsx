import { cn } from '../lib/cn';

/**
 * The product's logo and name. `compact`: on the narrowest phones the name is left to screen
 * readers, so the signed-in header has room for the user's name and its buttons.
 */
export function Brand({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-bold whitespace-nowrap text-green-900',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className={cn('text-lg tracking-tight', compact && 'max-[400px]:sr-only')}>
        Arroba Certa
      </span>
    </span>
  );
}
