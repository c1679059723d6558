import { lazy, Suspense, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

/** As DASHBOARD_CHART_MIN_HEIGHT, repeated here so this light module imports no chart code. */
const RESERVED = 'min-h-[22rem]';

/** Once the browser is idle (or after a second at most), so the first screen renders first. */
function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/**
 * 'Gráficos do rebanho' at the foot of the dashboard: the charts' code and data are asked once the
 * page is idle, in their own chunk; each card keeps its height meanwhile (no layout shift).
 */
export function DeferredDashboardCharts() {
  const idle = useIdle();
  const placeholder = (
    <>
      <div className={cn(RESERVED, 'rounded-xl border border-stone-200 bg-white')} />
      <div className={cn(RESERVED, 'rounded-xl border border-stone-200 bg-white')} />
    </>
  );
  return (
    <section aria-labelledby="dashboard-charts-title" className="flex flex-col gap-4">
      <h2 id="dashboard-charts-title" className="text-xl font-semibold text-stone-900">
        Gráficos do rebanho
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {idle ? (
          <Suspense fallback={placeholder}>
            <DashboardCharts />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
