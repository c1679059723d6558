import { useQuery } from '@tanstack/react-query';
import type { AnimalWeightsChart } from '@/domain/charts/schemas';
import { formatDateBR } from '@/domain/records/dates';
import { LineChart, type ChartSeries } from '../../components/charts';
import { Card, CardContent } from '../../components/ui/card';
import { animalWeightsQuery } from '../../lib/chart-queries';

export const WEIGHT_CHART_TITLE = 'Peso do animal e média do lote';

/**
 * The animal's weighings and its lot's monthly mean on one set of dates: each series has a
 * value on its own days (null on the other's), the lines drawn through them. Dates as 'dd/mm',
 * or 'dd/mm/aa' when the curve crosses a year; a day weighed twice keeps its last weight.
 */
export function weightSeries(chart: AnimalWeightsChart) {
  const dates = [
    ...new Set([...chart.points.map((p) => p.date), ...chart.lotMeans.map((m) => m.date)]),
  ].sort();
  const oneYear = new Set(dates.map((d) => d.slice(0, 4))).size <= 1;
  const label = (iso: string) => {
    const br = formatDateBR(iso);
    return oneYear ? br.slice(0, 5) : `${br.slice(0, 6)}${br.slice(8)}`;
  };
  const on = (values: ReadonlyArray<{ date: string; weight: number }>) => {
    const byDate = new Map(values.map((v) => [v.date, v.weight]));
    return dates.map((d) => byDate.get(d) ?? null);
  };
  const series: ChartSeries[] = [
    { name: `Peso de ${chart.animal.tag}`, values: on(chart.points), color: '#15803d' },
  ];
  if (chart.lot && chart.lotMeans.length > 0) {
    series.push({
      name: `Média do lote ${chart.lot.name}`,
      values: on(chart.lotMeans),
      color: '#b45309',
    });
  }
  return { labels: dates.map(label), series };
}

/**
 * 'Peso do animal e média do lote' on the animal's page: its weighings (the latest 120) and, each
 * month, the mean of its lot's animals' last weight (GET /api/charts/animals/:id/weights).
 */
export function AnimalWeightChart({ animalId }: { animalId: string }) {
  const query = useQuery(animalWeightsQuery(animalId));
  const chart = query.data;
  return (
    <Card>
      <CardContent>
        {chart ? (
          <WeightChartBody chart={chart} />
        ) : (
          <div className="min-h-72 space-y-2">
            <h2 className="text-lg font-semibold text-stone-900">{WEIGHT_CHART_TITLE}</h2>
            <p className="text-sm text-stone-600">
              {query.isError ? 'Não foi possível carregar o gráfico.' : 'Carregando o gráfico...'}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function WeightChartBody({ chart }: { chart: AnimalWeightsChart }) {
  const { labels, series } = weightSeries(chart);
  return (
    <div className="space-y-2">
      <LineChart
        title={WEIGHT_CHART_TITLE}
        labels={labels}
        labelHeader="Data"
        series={series}
        kind="kg"
        connectGaps
        empty={chart.points.length < 2}
        emptyText={
          chart.points.length === 0
            ? 'Este animal ainda não foi pesado.'
            : 'Com uma pesagem só ainda não há curva: pese o animal de novo para ver a evolução.'
        }
        headingLevel={2}
      />
      <p className="text-sm text-stone-600">
        {chart.lot
          ? `Média do lote ${chart.lot.name}: em cada mês, a média do último peso de cada animal do lote.`
          : 'O animal não está em nenhum lote: sem média para comparar.'}
        {chart.truncated && ' Mostrando as 120 pesagens mais recentes.'}
      </p>
    </div>
  );
}
