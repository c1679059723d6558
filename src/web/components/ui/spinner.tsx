import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** An accessible loading indicator: role="status" with a visible label. */
export function Spinner({
  label = 'Carregando...',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 text-stone-600', className)}
    >
      <LoaderCircle className="size-5 animate-spin text-green-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A spinner centred in the viewport, for whole pages. */
export function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
