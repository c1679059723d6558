import { useQuery } from '@tanstack/react-query';
import { FetchedAt } from '../../offline/fetched-at';
import { Beef, FileText, Percent, TrendingUp, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import type { DashboardResponse } from '@/domain/api';
import { formatNumber, formatPercent } from '@/domain/format';
import { headCountParts } from '@/domain/herd/head-count';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { apiFetch } from '../../lib/api';
import { cn } from '../../lib/cn';

import { DASHBOARD_QUERY_KEY } from './dashboard-query';

export { DASHBOARD_QUERY_KEY, dashboardQueryOptions } from './dashboard-query';

export type DashboardScope = DashboardResponse['scope'];

const DASH = '—';

interface Stat {
  id: string;
  label: string;
  icon: LucideIcon;
  /** The figure, or '—'. */
  value: string;
  /** Shown after the figure when there is one. */
  unit?: string;
  tone?: 'negative';
  /** Where the figure comes from, under it: 'do Cálculo de Resultados de 24/11/2026'. */
  source?: string;
}

/** The margin's source: the results calculation it was saved by, and its day in São Paulo. */
const marginSource = (marginAt: string | null | undefined) =>
  marginAt ? `do Cálculo de Resultados de ${formatDateBR(todayIn(new Date(marginAt)))}` : undefined;

function stats(data: DashboardResponse | undefined, seesMoney: boolean): Stat[] {
  const gain = data?.averageDailyGain ?? null;
  const margin = data?.marginPercent ?? null;
  const all: Stat[] = [
    {
      id: 'herd',
      label: 'Rebanho Total',
      icon: Beef,
      value: data ? formatNumber(data.herdTotal, 0) : DASH,
      unit: 'cabeças',
      // Its parts (decision 062): '3.131 no Rebanho + 1.997 lançados no estoque'.
      source: data?.herd ? headCountParts(data.herd) || undefined : undefined,
    },
    {
      id: 'gain',
      label: 'Ganho Médio Diário',
      icon: TrendingUp,
      value: formatNumber(gain, 3),
      unit: 'kg/dia',
    },
    {
      id: 'margin',
      label: 'Margem de Lucro',
      icon: Percent,
      value: formatPercent(margin, 2),
      tone: margin !== null && margin < 0 ? 'negative' : undefined,
      source: margin === null ? undefined : marginSource(data?.marginAt),
    },
    {
      id: 'reports',
      label: 'Relatórios Gerados',
      icon: FileText,
      value: data ? formatNumber(data.reportsCount, 0) : DASH,
    },
  ];
  // 'Campo' sees no money figure: no margin card and no reports (results) card at all.
  return seesMoney ? all : all.filter((stat) => stat.id === 'herd' || stat.id === 'gain');
}

/**
 * The four stat cards at the top of the dashboard (spec sections 2 and 9), two for 'Campo'. A
 * failure to load is only logged (spec section 8): the cards then show '—'.
 */
export function DashboardStats({
  scope = 'farm',
  seesMoney = true,
}: {
  scope?: DashboardScope;
  seesMoney?: boolean;
}) {
  // 'Todas as fazendas' lives under ['dashboard', 'all'], so that invalidating ['dashboard'] reaches it.
  const query = useQuery({
    queryKey: scope === 'all' ? [...DASHBOARD_QUERY_KEY, 'all'] : DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiFetch<DashboardResponse>(scope === 'all' ? '/api/dashboard?farm=all' : '/api/dashboard', {
        signal,
      }),
  });
  const { data, isPending, error } = query;
  const shown = stats(data, seesMoney);

  useEffect(() => {
    if (error) console.error('[dashboard] não foi possível carregar as estatísticas:', error);
  }, [error]);

  return (
    <section aria-labelledby="stats-title" aria-busy={isPending}>
      <h2 id="stats-title" className="sr-only">
        Resumo
      </h2>
      <FetchedAt query={query} what="resumo" />
      <dl
        className={cn(
          'grid grid-cols-2 gap-3 sm:gap-4',
          shown.length === 4 ? 'lg:grid-cols-4' : 'lg:max-w-3xl',
        )}
      >
        {shown.map((stat) => (
          <div
            key={stat.id}
            data-stat={stat.id}
            className="@container flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-5"
          >
            <dt className="flex items-start justify-between gap-2 text-sm font-medium text-stone-600">
              <span>{stat.label}</span>
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-green-100 text-green-800">
                <stat.icon className="size-4" aria-hidden="true" />
              </span>
            </dt>
            <dd>
              {isPending ? (
                <>
                  <span
                    className="block h-8 w-20 animate-pulse rounded-md bg-stone-200 sm:h-9"
                    aria-hidden="true"
                  />
                  <span className="sr-only">Carregando...</span>
                </>
              ) : (
                <p className="flex flex-wrap items-baseline gap-x-1">
                  <span
                    className={cn(
                      'text-xl font-bold tracking-tight whitespace-nowrap tabular-nums @[8rem]:text-2xl @[12rem]:text-3xl',
                      stat.tone === 'negative' ? 'text-red-700' : 'text-stone-900',
                    )}
                  >
                    {stat.value}
                  </span>
                  {stat.unit && stat.value !== DASH && (
                    <>
                      {' '}
                      <span className="text-sm text-stone-600">{stat.unit}</span>
                    </>
                  )}
                </p>
              )}
            </dd>
            {!isPending && stat.source && <dd className="text-xs text-stone-600">{stat.source}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
