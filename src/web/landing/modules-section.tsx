import { MODULES } from '../../domain/modules';
import { MODULE_ICONS } from '../components/module-icon';
import { LandingSection } from './section';

export function ModulesSection() {
  return (
    <LandingSection
      id="modulos"
      title={`${MODULES.length} módulos para a sua fazenda`}
      intro="Das contas do cocho ao resultado do ano: cada módulo responde uma pergunta do dia a dia da pecuária."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MODULES.map(({ id, name, description }) => {
          const Icon = MODULE_ICONS[id];
          return (
            <li
              key={id}
              className="flex items-start gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <span className="rounded-lg bg-green-100 p-2 text-green-800">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-stone-900">{name}</h3>
                <p className="mt-1 text-sm text-stone-700">{description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
