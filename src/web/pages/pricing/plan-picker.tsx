import { Check } from 'lucide-react';
import { formatBRL } from '@/domain/format';
import { PLAN_IDS, PLANS, POPULAR_LABEL, type PlanId, type PlanInfo } from '@/domain/plans';
import { Radio } from '../../components/ui/radio';
import { cn } from '../../lib/cn';

interface PlanPickerProps {
  value: PlanId;
  disabled?: boolean;
  onChange: (plan: PlanId) => void;
}

/** 'Escolha o plano': the three plans with their monthly price; a producer may change their mind. */
export function PlanPicker({ value, disabled, onChange }: PlanPickerProps) {
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-3 text-base font-semibold text-stone-900">Escolha o plano</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          return (
            <label
              key={id}
              htmlFor={`plan-${id}`}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-4 shadow-sm',
                'has-checked:border-green-700 has-checked:bg-green-50 has-checked:ring-1 has-checked:ring-green-700',
                'has-focus-visible:ring-2 has-focus-visible:ring-green-700/40',
              )}
            >
              <Radio
                id={`plan-${id}`}
                name="plan"
                value={id}
                checked={value === id}
                onChange={() => onChange(id)}
                className="-mt-2.5"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-stone-900">{plan.name}</span>
                  {plan.popular && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {POPULAR_LABEL}
                    </span>
                  )}
                </span>
                <span className="text-sm text-stone-700">{formatBRL(plan.price)}/mês</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** What the chosen plan includes (spec section 9). */
export function PlanFeatures({ plan }: { plan: PlanInfo }) {
  return (
    <section
      aria-labelledby="plan-features-title"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="plan-features-title" className="text-base font-semibold text-stone-900">
        O que está incluído no plano {plan.name}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-stone-800">
            <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
