import {
  ArrowLeftRight,
  Calculator,
  CalendarDays,
  CalendarRange,
  ChartLine,
  ClipboardList,
  Coins,
  HandCoins,
  LandPlot,
  Scale,
  Warehouse,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import { MODULES, type ModuleId } from '../../domain/modules';
import { LandingSection } from './section';

// The same icons as components/module-icon.tsx, repeated here: the landing bundle imports
// nothing from the app's components but the button classes.
const ICONS: Record<ModuleId, LucideIcon> = {
  results: Calculator,
  supplementation: Wheat,
  'exchange-ratio': ArrowLeftRight,
  'supplementation-cost': Coins,
  budget: ClipboardList,
  stocking: LandPlot,
  'daily-rate': CalendarDays,
  'monthly-control': CalendarRange,
  'annual-results': ChartLine,
  inventory: Warehouse,
  weighing: Scale,
  premium: HandCoins,
};

export function ModulesSection() {
  return (
    <LandingSection
      id="modulos"
      title={`${MODULES.length} módulos para a sua fazenda`}
      intro="Das contas do cocho ao resultado do ano: cada módulo responde uma pergunta do dia a dia da pecuária."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MODULES.map(({ id, name, description }) => {
          const Icon = ICONS[id];
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
