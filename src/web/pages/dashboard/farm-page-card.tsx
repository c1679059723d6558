import type { ReactNode } from 'react';
import { ChevronRight, type LucideIcon } from 'lucide-react';

/**
 * A card of a farm page above the modules ('Rebanho', 'Sanidade'): its icon, its heading (a
 * CardLink stretched over the card) and its line, `descriptionId` the line's id the link names.
 */
export function FarmPageCard({
  icon: Icon,
  heading,
  descriptionId,
  description,
}: {
  icon: LucideIcon;
  heading: ReactNode;
  descriptionId: string;
  description: ReactNode;
}) {
  return (
    <div className="group relative flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-green-600 hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-green-700 has-focus-visible:ring-offset-2 sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-green-100 text-green-800 group-hover:bg-green-700 group-hover:text-white">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {heading}
        <span id={descriptionId} className="text-sm text-stone-600">
          {description}
        </span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-stone-400 group-hover:text-green-700"
        aria-hidden="true"
      />
    </div>
  );
}
