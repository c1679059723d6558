import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { herdCategoriesQuery, herdMonthsQuery } from '../../lib/chart-queries';
import { cn } from '../../lib/cn';
import { whenIdle } from '../../lib/when-idle';

/** The charts' module once loaded: rendered at once, without suspending (preloadDashboardCharts). */
let Loaded: ComponentType | null = null;
const load = () =>
  import('./dashboard-charts').then((m) => {
    Loaded = m.default;
    return m;
  });
const LazyCharts = lazy(load);

/**
 * Loads the charts' code ahead: the server before it renders the dashboard with its charts, the
 * browser before it takes that page over (decision 052), so both render them in one pass.
 */
export const preloadDashboardCharts = (): Promise<unknown> => load();

/** The charts' queries: with both answers here, the charts render at once. */
const CHART_KEYS = [herdCategoriesQuery.queryKey, herdMonthsQuery.queryKey];

/** As DASHBOARD_CHART_MIN_HEIGHT, repeated here so this light module imports no chart code. */
const RESERVED = 'min-h-[22rem]';

/**
 * Once the browser is idle (or after a second at most), so the first screen renders first; at
 * once when the charts' data is here already (the page came rendered from the server).
 */
function useIdle(ready: boolean) {
  const [idle, setIdle] = useState(ready);
  useEffect(
    () => (idle ? undefined : whenIdle(() => setIdle(true), { timeout: 1000, fallbackMs: 200 })),
    [idle],
  );
  return idle;
}

/**
 * 'Gráficos do rebanho' at the foot of the dashboard: the charts' code and data are asked once the
 * page is idle, in their own chunk; each card keeps its height meanwhile (no layout shift).
 */
export function DeferredDashboardCharts() {
  const queryClient = useQueryClient();
  // Chosen once: switching from the lazy one to the loaded one would remount the charts.
  const [Charts] = useState(() => Loaded ?? LazyCharts);
  const [ready] = useState(
    () => Loaded !== null && CHART_KEYS.every((key) => queryClient.getQueryData(key) !== undefined),
  );
  const idle = useIdle(ready);
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
            <Charts />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
