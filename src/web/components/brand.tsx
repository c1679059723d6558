import { cn } from '../lib/cn';

/** The product's logo and name. */
export function Brand({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-bold whitespace-nowrap text-green-900',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg tracking-tight">Arroba Certa</span>
    </span>
  );
}
