import { Check } from 'lucide-react';
import { formatBRL } from '../../domain/format';
import { PLANS, PLAN_IDS, POPULAR_LABEL, TRIAL_DAYS } from '../../domain/plans';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../lib/cn';
import { LandingSection } from './section';

export function PlansSection() {
  return (
    <LandingSection
      id="planos"
      title="Planos e preços"
      intro={`Comece com ${TRIAL_DAYS} dias grátis, com todos os recursos do plano Pro e sem cartão de crédito. Depois, escolha o plano da sua fazenda.`}
    >
      <ul className="grid items-stretch gap-6 lg:grid-cols-3">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          return (
            <li
              key={id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
                plan.popular ? 'border-2 border-green-700 shadow-md' : 'border-stone-200',
              )}
            >
              {plan.popular && (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-green-700 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
                  {POPULAR_LABEL}
                </p>
              )}
              <h3 className="text-xl font-bold text-stone-900">{plan.name}</h3>
              <p className="mt-4 flex items-baseline gap-1 text-stone-900">
                <span className="text-4xl font-extrabold tracking-tight whitespace-nowrap">
                  {formatBRL(plan.price)}
                </span>
                <span className="text-stone-700">/mês</span>
              </p>
              <ul className="mt-6 flex flex-1 flex-col gap-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-stone-800">
                    <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                href={`/pricing?plan=${id}`}
                className={buttonClasses({
                  variant: plan.popular ? 'primary' : 'outline',
                  size: 'lg',
                  className: 'mt-8 w-full',
                })}
              >
                Assinar {plan.name}
              </a>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
