/**
 * The dashboard's charts (issue 27): the herd by category today and the heads month by month over
 * the last 12 months. Loaded lazily after the page's first screen (see DeferredDashboardCharts),
 * so neither this module nor the chart components are in the dashboard's first JavaScript.
 */
import { useQuery } from '@tanstack/react-query';
import type { HerdCategoriesChart, HerdMonthsChart } from '@/domain/charts/schemas';
import { formatNumber } from '@/domain/format';
import { coveredNote, headCountParts } from '@/domain/herd/head-count';
import { BarChart, LineChart, monthLabel } from '../../components/charts';
import { Card, CardContent } from '../../components/ui/card';
import { herdCategoriesQuery, herdMonthsQuery } from '../../lib/chart-queries';
import { ChartPending } from '../../components/charts/chart-pending';

/** The height each chart's card keeps while its code and data load. */
export const DASHBOARD_CHART_MIN_HEIGHT = 'min-h-[22rem]';

export default function DashboardCharts() {
  const categories = useQuery(herdCategoriesQuery);
  const months = useQuery(herdMonthsQuery);
  return (
    <>
      <Card className={DASHBOARD_CHART_MIN_HEIGHT}>
        <CardContent>
          {categories.data ? (
            <CategoriesChart data={categories.data} />
          ) : (
            <ChartPending title="Rebanho por categoria" failed={categories.isError} />
          )}
        </CardContent>
      </Card>
      <Card className={DASHBOARD_CHART_MIN_HEIGHT}>
        <CardContent>
          {months.data ? (
            <MonthsChart data={months.data} />
          ) : (
            <ChartPending title="Cabeças por mês" failed={months.isError} />
          )}
        </CardContent>
      </Card>
    </>
  );
}

/**
 * 'Rebanho por categoria': today's heads of each category, largest first, as horizontal bars;
 * the table says each bar's parts, and the total its own (decision 062).
 */
export function CategoriesChart({ data }: { data: HerdCategoriesChart }) {
  const items = data.items.filter((i) => i.heads > 0);
  const { totals } = data;
  // An answer kept from before decision 062 has no `covered`.
  const covered = coveredNote({
    covered: totals.covered ?? 0,
    coveredCategories: totals.coveredCategories ?? [],
  });
  return (
    <>
      <BarChart
        title="Rebanho por categoria"
        labels={items.map((i) => i.category)}
        labelHeader="Categoria"
        series={[{ name: 'Cabeças', values: items.map((i) => i.heads) }]}
        tableSeries={[
          { name: 'No Rebanho', values: items.map((i) => i.registry) },
          { name: 'Lançados no estoque', values: items.map((i) => i.typed) },
        ]}
        kind="count"
        orientation="horizontal"
        total
        empty={totals.heads === 0}
        emptyText="Ainda não há animais no rebanho para mostrar por categoria."
      />
      {totals.heads > 0 && (
        <p className="mt-2 text-sm text-stone-600">
          Total: {formatNumber(totals.heads, 0)} cabeças ({headCountParts(totals)}).
          {covered && ` ${covered}.`}
        </p>
      )}
      {data.waiting > 0 && (
        <p className="mt-2 text-sm text-stone-600">
          {data.waiting === 1
            ? '1 animal vindo das pesagens ainda sem sexo não entra na conta.'
            : `${data.waiting} animais vindos das pesagens ainda sem sexo não entram na conta.`}
        </p>
      )}
    </>
  );
}

/**
 * 'Cabeças por mês': the head count at each month's end (decision 062); the table adds its parts
 * and, when saved, the monthly control's closing heads (a record beside it, not in it).
 */
export function MonthsChart({ data }: { data: HerdMonthsChart }) {
  const { months } = data;
  const counted = (m: (typeof months)[number], value: number) => (m.heads === null ? null : value);
  const monthly = months.some((m) => m.monthlyHeads !== null)
    ? [{ name: 'Controle mensal', values: months.map((m) => m.monthlyHeads) }]
    : [];
  return (
    <LineChart
      title="Cabeças por mês"
      labels={months.map((m) => monthLabel(m.month))}
      labelHeader="Mês"
      series={[{ name: 'Cabeças', values: months.map((m) => m.heads) }]}
      tableSeries={[
        { name: 'No Rebanho', values: months.map((m) => counted(m, m.registryHeads)) },
        { name: 'Lançados no estoque', values: months.map((m) => counted(m, m.typedHeads ?? 0)) },
        ...monthly,
      ]}
      kind="count"
      emptyText="Ainda não há dois meses com cabeças contadas para mostrar a evolução do rebanho."
    />
  );
}
