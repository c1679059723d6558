import { ChevronRight } from 'lucide-react';
import { MODULES, type ModuleId } from '@/domain/modules';
import { ModuleIcon } from '../../components/module-icon';
import { CardLink } from './card-link';

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
        <li
          key={info.id}
          className="group relative flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-green-600 hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-green-700 has-focus-visible:ring-offset-2 sm:p-5"
        >
          <span className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-green-100 text-green-800 group-hover:bg-green-700 group-hover:text-white">
              <ModuleIcon id={info.id} className="size-6" />
            </span>
            <h3 className="flex-1 font-semibold text-stone-900">
              <CardLink to={`/module/${info.id}`} describedBy={`module-${info.id}-description`}>
                {info.name}
              </CardLink>
            </h3>
            <ChevronRight
              className="size-5 shrink-0 text-stone-400 group-hover:text-green-700"
              aria-hidden="true"
            />
          </span>
          <p id={`module-${info.id}-description`} className="text-sm text-stone-600">
            {seesMoney ? info.description : (info.descriptionWithoutMoney ?? info.description)}
          </p>
        </li>
      ))}
    </ul>
  );
}
