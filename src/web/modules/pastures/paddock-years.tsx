import { lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@/domain/format';
import type { PaddockYear } from '@/domain/pastures/api';
import { ChartFrame } from '../../components/charts';
import { chartSummary, type ChartTableData } from '../../components/charts/chart-format';
import { QueryCard } from '../../components/query-card';
import { paddockYearsQuery } from './pastures-api';

// The drawing and @visx load with the first chart the page shows.
const BarPlot = lazy(() => import('../../components/charts/bar-plot'));

const TITLE = '@/ha/ano por ano';
const HEIGHT = 200;
const dash = (value: number | null, decimals: number) =>
  value === null ? '—' : formatNumber(value, decimals);

/** The years oldest first, as the chart and its table read them. */
export function yearsTable(years: readonly PaddockYear[]): ChartTableData {
  return {
    labelHeader: 'Ano',
    columns: ['Dias ocupado', 'UA/ha média', 'kg ganhos', '@/ha/ano'],
    rows: years.map((y) => ({
      label: String(y.year),
      cells: [
        formatNumber(y.daysOccupied, 0),
        dash(y.meanUaPerHa, 2),
        formatNumber(y.kgGained, 0),
        dash(y.arrobasPerHa, 1),
      ],
    })),
  };
}

/**
 * 'Produção por ano' (issue 42 item 6): the paddock's '@/ha/ano' per year as bars, and behind 'Ver
 * tabela' each year's days occupied, mean UA/ha, kg gained and '@/ha/ano'.
 */
export function PaddockYears({ paddockId }: { paddockId: string }) {
  const query = useQuery(paddockYearsQuery(paddockId));
  return (
    <QueryCard
      title="Produção por ano"
      titleId="paddock-years-title"
      description="Arrobas produzidas por hectare a cada ano: o ganho de peso dos animais enquanto estavam no pasto."
      query={query}
      what="a produção por ano"
    >
      {(items) => <YearsChart years={[...items].sort((a, b) => a.year - b.year)} />}
    </QueryCard>
  );
}

function YearsChart({ years }: { years: PaddockYear[] }) {
  const labels = years.map((y) => String(y.year));
  const series = [{ name: '@/ha/ano', values: years.map((y) => y.arrobasPerHa) }];
  return (
    <ChartFrame
      title={TITLE}
      summary={chartSummary(TITLE, labels, series, 'number', 'time')}
      table={yearsTable(years)}
      empty={years.length === 0}
      emptyText="Ainda não há ocupação registrada neste pasto."
      height={HEIGHT}
    >
      <BarPlot
        labels={labels}
        series={series}
        kind="number"
        height={HEIGHT}
        layout="grouped"
        orientation="vertical"
        padding={0.25}
      />
    </ChartFrame>
  );
}
