import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isIsoMonth, todayIn } from '@/domain/records/dates';
import { FIRST_MONTH, LAST_MONTH, type MonthlyEntry } from '@/domain/records/monthly-control';
import { BarChart, monthLabel, type ChartSeries } from '../../components/charts';
import { Card, CardContent } from '../../components/ui/card';
import { savedMonthsQuery, yearMonthsQuery } from './monthly-control-api';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/** Revenue, costs and profit of each month of `year`, null where the month was not saved. */
export function yearSeries(year: number, months: readonly MonthlyEntry[]): ChartSeries[] {
  const byMonth = new Map(months.map((m) => [m.monthYear, m]));
  const of = (pick: (m: MonthlyEntry) => number) =>
    MONTHS.map((mm) => {
      const month = byMonth.get(`${year}-${mm}`);
      return month ? pick(month) : null;
    });
  return [
    { name: 'Receita', values: of((m) => m.totalRevenue), color: '#15803d' },
    { name: 'Custos', values: of((m) => m.totalCosts), color: '#b45309' },
    { name: 'Lucro', values: of((m) => m.netProfit), color: '#1d4ed8' },
  ];
}

/**
 * 'Receita, custos e lucro por mês de AAAA': the saved months of one year, side by side. The year
 * of the month in the form; before one is chosen, of the newest saved month (else this year).
 */
export function YearChart({ month }: { month: string }) {
  const saved = useInfiniteQuery(savedMonthsQuery);
  const chosen = isIsoMonth(month) && month >= FIRST_MONTH && month <= LAST_MONTH;
  const newest = saved.data?.pages[0]?.months[0]?.monthYear;
  const year = Number((chosen ? month : (newest ?? todayIn(new Date()))).slice(0, 4));
  const query = useQuery(yearMonthsQuery(year));
  if (query.isPending) return null;
  return (
    <Card className="mt-6">
      <CardContent className="pt-6">
        {query.isError ? (
          <p className="text-sm text-stone-600">Não foi possível carregar o gráfico do ano.</p>
        ) : (
          <BarChart
            title={`Receita, custos e lucro por mês de ${year}`}
            labels={MONTHS.map((mm) => monthLabel(`${year}-${mm}`, false))}
            labelHeader="Mês"
            series={yearSeries(year, query.data)}
            kind="brl"
            summaryMode="time"
            minPoints={2}
            total
            headingLevel={2}
          />
        )}
      </CardContent>
    </Card>
  );
}
