import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { MODULES, type ModuleId } from '@/domain/modules';
import { ModuleIcon } from '../../components/module-icon';

/** A card per module the plan opens, in the product's order; no money promised to 'Campo'. */
export function ModuleGrid({
  moduleIds,
  seesMoney = true,
}: {
  moduleIds: readonly ModuleId[];
  seesMoney?: boolean;
}) {
  const modules = MODULES.filter((info) => moduleIds.includes(info.id));

  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {modules.map((info) => (
        <li key={info.id}>
          <Link
            to={`/module/${info.id}`}
            aria-labelledby={`module-${info.id}-name`}
            aria-describedby={`module-${info.id}-description`}
            className="group flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 transition hover:-translate-y-0.5 hover:border-green-600 hover:shadow-md focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <span className="flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-green-100 text-green-800 group-hover:bg-green-700 group-hover:text-white">
                <ModuleIcon id={info.id} className="size-6" />
              </span>
              <h3 id={`module-${info.id}-name`} className="flex-1 font-semibold text-stone-900">
                {info.name}
              </h3>
              <ChevronRight
                className="size-5 shrink-0 text-stone-400 group-hover:text-green-700"
                aria-hidden="true"
              />
            </span>
            <p id={`module-${info.id}-description`} className="text-sm text-stone-600">
              {seesMoney ? info.description : (info.descriptionWithoutMoney ?? info.description)}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
