import { ChevronRight } from 'lucide-react';
import { HerdIcon } from '../../components/farm-bar';
import { CardLink } from './card-link';

/** 'Rebanho': the registry of the farm's animals, above the modules, on every plan (decision 036). */
export function HerdCard() {
  return (
    <div className="group relative flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-green-600 hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-green-700 has-focus-visible:ring-offset-2 sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-green-100 text-green-800 group-hover:bg-green-700 group-hover:text-white">
        <HerdIcon className="size-6" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="font-semibold text-stone-900">
          <CardLink to="/rebanho" describedBy="herd-card-description">
            Rebanho
          </CardLink>
        </h2>
        <span id="herd-card-description" className="text-sm text-stone-600">
          Cada animal com brinco, EID, categoria, mãe e lote: nascimentos, compras, vendas, mortes e
          transferências.
        </span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-stone-400 group-hover:text-green-700"
        aria-hidden="true"
      />
    </div>
  );
}
