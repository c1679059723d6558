import { useQuery } from '@tanstack/react-query';
import type { SanitaryMonthsChart } from '@/domain/charts/schemas';
import { BarChart, monthLabel } from '../../components/charts';
import { Card, CardContent } from '../../components/ui/card';
import { sanitaryMonthsQuery } from '../../lib/chart-queries';

/**
 * The sanitary charts of the last 12 months: 'Aplicações por mês' for everyone and 'Custo
 * sanitário por cabeça' for whoever sees money (the server sends no cost to 'Campo').
 */
export function SanitaryCharts() {
  const query = useQuery(sanitaryMonthsQuery);
  const data = query.data;
  if (!data) {
    return (
      <Card className="min-h-72">
        <CardContent>
          <p className="text-sm text-stone-600">
            {query.isError ? 'Não foi possível carregar os gráficos.' : 'Carregando os gráficos...'}
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardContent>
          <ApplicationsChart data={data} />
        </CardContent>
      </Card>
      {data.withMoney && (
        <Card>
          <CardContent>
            <CostPerHeadChart data={data} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

const labelsOf = (data: SanitaryMonthsChart) => data.months.map((m) => monthLabel(m.month));

export function ApplicationsChart({ data }: { data: SanitaryMonthsChart }) {
  return (
    <BarChart
      title="Aplicações por mês"
      labels={labelsOf(data)}
      labelHeader="Mês"
      series={[{ name: 'Aplicações', values: data.months.map((m) => m.applications) }]}
      kind="count"
      summaryMode="time"
      total
      empty={data.months.every((m) => m.applications === 0)}
      emptyText="Nenhuma aplicação registrada nos últimos 12 meses."
      headingLevel={2}
    />
  );
}

export function CostPerHeadChart({ data }: { data: SanitaryMonthsChart }) {
  const unpriced = data.months.reduce((a, m) => a + m.unpriced, 0);
  return (
    <div className="space-y-2">
      <BarChart
        title="Custo sanitário por cabeça"
        labels={labelsOf(data)}
        labelHeader="Mês"
        series={[{ name: 'Custo por cabeça', values: data.months.map((m) => m.costPerHead) }]}
        kind="brl"
        summaryMode="time"
        emptyText="Ainda não há aplicações com preço e cabeças no rebanho para calcular o custo por cabeça."
        headingLevel={2}
      />
      <p className="text-sm text-stone-600">
        O custo das aplicações do mês dividido pelas cabeças do rebanho no primeiro dia do mês.
        {unpriced > 0 &&
          ` ${unpriced === 1 ? '1 aplicação sem preço não entra' : `${unpriced} aplicações sem preço não entram`} no custo.`}
      </p>
    </div>
  );
}
