import { ChevronRight } from 'lucide-react';
import { SanitaryIcon } from '../../components/farm-bar';
import { CardLink } from './card-link';

/**
 * 'Sanidade': vaccines, wormers and their calendar (issue 26), beside 'Rebanho'. On Starter the
 * card says it is Pro and Master's; its page tells how to get it.
 */
export function SanitaryCard({ included }: { included: boolean }) {
  return (
    <div className="group relative flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-green-600 hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-green-700 has-focus-visible:ring-offset-2 sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-green-100 text-green-800 group-hover:bg-green-700 group-hover:text-white">
        <SanitaryIcon className="size-6" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
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
        <span id="sanitary-card-description" className="text-sm text-stone-600">
          {included
            ? 'Vacinas, vermífugos e remédios de cada animal: o calendário, as aplicações atrasadas e a carência.'
            : 'Vacinas, vermífugos e carência de cada animal. Disponível nos planos Pro e Master.'}
        </span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-stone-400 group-hover:text-green-700"
        aria-hidden="true"
      />
    </div>
  );
}
