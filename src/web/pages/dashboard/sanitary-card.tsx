import { SanitaryIcon } from '../../components/farm-bar';
import { CardLink } from './card-link';
import { FarmPageCard } from './farm-page-card';

/**
 * 'Sanidade': vaccines, wormers and their calendar (issue 26), beside 'Rebanho'. On Starter the
 * card says it is Pro and Master's; its page tells how to get it.
 */
export function SanitaryCard({ included }: { included: boolean }) {
  return (
    <FarmPageCard
      icon={SanitaryIcon}
      heading={
        <span className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-stone-900">
            <CardLink to="/sanidade" describedBy="sanitary-card-description">
              Sanidade
            </CardLink>
          </h2>
          {!included && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
              Pro e Master
            </span>
          )}
        </span>
      }
      descriptionId="sanitary-card-description"
      description={
        included
          ? 'Vacinas, vermífugos e remédios de cada animal: o calendário, as aplicações atrasadas e a carência.'
          : 'Vacinas, vermífugos e carência de cada animal. Disponível nos planos Pro e Master.'
      }
    />
  );
}
