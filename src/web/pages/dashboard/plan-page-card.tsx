import type { LucideIcon } from 'lucide-react';
import { CardLink } from './card-link';
import { FarmPageCard } from './farm-page-card';

/**
 * A farm page of the Pro and Master plans beside 'Rebanho' ('Sanidade', 'Reprodução'): its link
 * and line; on Starter a 'Pro e Master' tag and the line that says so (its page tells how to get it).
 */
export function PlanPageCard({
  icon,
  to,
  name,
  idPrefix,
  included,
  description,
  lockedDescription,
}: {
  icon: LucideIcon;
  to: string;
  name: string;
  /** Starts the line's id ('sanitary' → 'sanitary-card-description'). */
  idPrefix: string;
  included: boolean;
  description: string;
  lockedDescription: string;
}) {
  const descriptionId = `${idPrefix}-card-description`;
  return (
    <FarmPageCard
      icon={icon}
      heading={
        <span className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-stone-900">
            <CardLink to={to} describedBy={descriptionId}>
              {name}
            </CardLink>
          </h2>
          {!included && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
              Pro e Master
            </span>
          )}
        </span>
      }
      descriptionId={descriptionId}
      description={included ? description : lockedDescription}
    />
  );
}
