import { useState } from 'react';
import { planHas } from '@/domain/plans';
import { AppHeader } from '../../components/app-header';
import { cn } from '../../lib/cn';
import { displayName, useMe } from '../../lib/session';
import { ConsultingCard } from './consulting-card';
import { DashboardBanners } from './dashboard-banners';
import { DeferredDashboardCharts } from './deferred-charts';
import { DashboardMain } from './dashboard-frame';
import { DashboardStats, type DashboardScope } from './dashboard-stats';
import { HerdCard } from './herd-card';
import { FinanceCard, PasturesCard, ReproductionCard, SanitaryCard } from './plan-cards';
import { ModuleGrid } from './module-grid';
import { UnpricedNotice } from './unpriced-notice';

export function DashboardPage() {
  const { data: me } = useMe();
  const [scope, setScope] = useState<DashboardScope>('farm');
  // The route's guard renders this page only with a session.
  if (!me) return null;
  const severalFarms = me.farms.length > 1;

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <DashboardMain name={displayName(me)}>
        <DashboardBanners banners={me.banners} isOwner={me.farm.isOwner} />

        {/* The consulting is the plan's: offered to whoever runs the farm, never to 'Campo'. */}
        {me.farm.plan === 'MASTER' && me.farm.seesMoney && (
          <ConsultingCard farmName={me.farm.name} />
        )}

        {severalFarms && <ScopeToggle scope={scope} onChange={setScope} farmName={me.farm.name} />}

        <DashboardStats scope={severalFarms ? scope : 'farm'} seesMoney={me.farm.seesMoney} />

        {me.farm.seesMoney && <UnpricedNotice />}

        <div className="grid gap-4 lg:grid-cols-2">
          <HerdCard />
          <SanitaryCard included={planHas(me.farm.plan, 'sanitary')} />
          <ReproductionCard included={planHas(me.farm.plan, 'reproduction')} />
          <PasturesCard included={planHas(me.farm.plan, 'pastures')} />
          {/* Money: never 'Campo''s (decision 066). */}
          {me.farm.seesMoney && <FinanceCard included={planHas(me.farm.plan, 'finance')} />}
        </div>

        <section aria-labelledby="modules-title" className="flex flex-col gap-4">
          <h2 id="modules-title" className="text-xl font-semibold text-stone-900">
            Seus módulos
          </h2>
          <ModuleGrid moduleIds={me.modules} seesMoney={me.farm.seesMoney} />
        </section>

        {/* Below the modules, loaded when the page is idle: never the first screen's content. */}
        <DeferredDashboardCharts />
      </DashboardMain>
    </div>
  );
}

/** 'Esta fazenda' / 'Todas as fazendas': which farms the stat cards add up. */
function ScopeToggle({
  scope,
  onChange,
  farmName,
}: {
  scope: DashboardScope;
  onChange: (scope: DashboardScope) => void;
  farmName: string;
}) {
  const options: { value: DashboardScope; label: string; title?: string }[] = [
    { value: 'farm', label: 'Esta fazenda', title: farmName },
    { value: 'all', label: 'Todas as fazendas' },
  ];
  return (
    <div
      role="group"
      aria-label="Resumo de"
      className="flex w-full rounded-lg border border-stone-300 bg-white p-1 sm:w-fit"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={scope === option.value}
          title={option.title}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 flex-1 rounded-md px-3 text-sm font-medium whitespace-nowrap pointer-coarse:h-11 sm:flex-none',
            'focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none',
            scope === option.value
              ? 'bg-green-700 text-white'
              : 'text-stone-700 hover:bg-stone-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
