import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnnualEntry } from '@/domain/records/annual-results';
import { BarChart, type ChartSeries } from '../../components/charts';
import { Card, CardContent } from '../../components/ui/card';
import { savedYearsQuery } from './annual-results-api';

/** Revenue, investment plus costs, and net profit of each year, oldest first. */
export function yearsSeries(years: readonly AnnualEntry[]): ChartSeries[] {
  return [
    { name: 'Receita', values: years.map((y) => y.totalRevenue), color: '#15803d' },
    {
      name: 'Investimento e custos',
      values: years.map((y) => y.totalInvestment + y.totalCosts),
      color: '#b45309',
    },
    { name: 'Lucro líquido', values: years.map((y) => y.netProfit), color: '#1d4ed8' },
  ];
}

/**
 * 'Resultados dos anos lado a lado': the saved years of the first page of 'Anos registrados'
 * (the ten newest, the same query), oldest on the left.
 */
export function YearsChart() {
  const query = useInfiniteQuery(savedYearsQuery);
  if (query.isPending || query.isError) return null;
  const years = [...(query.data.pages[0]?.years ?? [])].sort((a, b) => a.year - b.year);
  return (
    <Card className="mt-6">
      <CardContent className="pt-6">
        <BarChart
          title="Resultados dos anos lado a lado"
          labels={years.map((y) => String(y.year))}
          labelHeader="Ano"
          series={yearsSeries(years)}
          kind="brl"
          summaryMode="time"
          minPoints={2}
          headingLevel={2}
        />
      </CardContent>
    </Card>
  );
}
