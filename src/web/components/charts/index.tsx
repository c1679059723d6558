/**
 * The app's charts (decision 045). This module is light: the frame, the summary and the table
 * are here; the drawing and @visx load lazily with the first chart a screen shows, so importing
 * these from a first screen adds no chart library to its bundle.
 */
import { lazy } from 'react';
import {
  binLabel,
  chartSummary,
  chartTable,
  hasEnoughData,
  seriesColor,
  type ChartSeries,
  type HistogramBin,
  type ValueKind,
} from './chart-format';
import { ChartFrame } from './chart-frame';

export type { ChartSeries, HistogramBin, ValueKind } from './chart-format';
export {
  binValues,
  dayMonthLabel,
  formatTick,
  formatValue,
  monthLabel,
  CHART_COLORS,
} from './chart-format';
export { ChartFrame, EMPTY_CHART_TEXT, type ChartFrameProps } from './chart-frame';

const loadBarPlot = () => import('./bar-plot');
const loadLinePlot = () => import('./line-plot');
const LinePlot = lazy(loadLinePlot);
const BarPlot = lazy(loadBarPlot);

/** Both drawings' code, loaded ahead (the server, before its first rendering with charts). */
export const loadChartDrawings = (): Promise<unknown> =>
  Promise.all([loadLinePlot(), loadBarPlot()]);

/** The bars' drawing, asked ahead by a screen whose data says it will draw some. */
export function preloadBarPlot(): void {
  void loadBarPlot().catch(() => {});
}

/** What every chart takes. */
interface CommonProps {
  /** Visible heading, the table's caption, and the start of the accessible name. */
  title: string;
  /** One label per point or bar, already in pt-BR ('jan', '07/03', 'Vacas'). */
  labels: readonly string[];
  kind: ValueKind;
  /** The table's first column header ('Mês', 'Ano', 'Categoria'). */
  labelHeader: string;
  /** Replaces the generated accessible name (title + one sentence per series). */
  summary?: string;
  /** Shows the empty state whatever the data (e.g. a breakdown whose values are all 0). */
  empty?: boolean;
  /** Overrides the empty state's text. */
  emptyText?: string;
  /** Height of the drawing in px. */
  height?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** More columns of the table, not drawn: the parts of a drawn figure ('No Rebanho'). */
  tableSeries?: readonly ChartSeries[];
}

export interface LineChartProps extends CommonProps {
  series: readonly ChartSeries[];
  /** Fewer labels with a value than this shows the empty state (default 2). */
  minPoints?: number;
  /** Join each series' points across labels where it has none (series of different days). */
  connectGaps?: boolean;
}

/** Lines over time (several series), e.g. revenue, costs and profit per month. */
export function LineChart({
  series,
  minPoints = 2,
  height = 240,
  connectGaps = false,
  ...p
}: LineChartProps) {
  const legend = series.map((s, i) => ({ name: s.name, color: seriesColor(s, i) }));
  return (
    <ChartFrame
      title={p.title}
      summary={p.summary ?? chartSummary(p.title, p.labels, series, p.kind, 'time')}
      table={chartTable(p.labelHeader, p.labels, [...series, ...(p.tableSeries ?? [])], p.kind)}
      empty={p.empty || !hasEnoughData(series, p.labels.length, minPoints)}
      emptyText={p.emptyText}
      height={height}
      headingLevel={p.headingLevel}
      legend={legend}
      className={p.className}
    >
      <LinePlot
        labels={p.labels}
        series={series}
        kind={p.kind}
        height={height}
        connectGaps={connectGaps}
      />
    </ChartFrame>
  );
}

export interface BarChartProps extends CommonProps {
  series: readonly ChartSeries[];
  /** Several series side by side (default) or on top of one another. */
  layout?: 'grouped' | 'stacked';
  /** 'horizontal': one bar per label with its name on the left, for a breakdown on a phone. */
  orientation?: 'vertical' | 'horizontal';
  /** Fewer labels with a value than this shows the empty state (default 1). */
  minPoints?: number;
  /** Add each series' total to the accessible name (a breakdown, heads by category). */
  total?: boolean;
  /** 'time' reads the summary from first to last label (months); default 'category'. */
  summaryMode?: 'time' | 'category';
}

/** Bars by category or month: grouped, stacked, or horizontal. */
export function BarChart({
  series,
  layout = 'grouped',
  orientation = 'vertical',
  minPoints = 1,
  total = false,
  summaryMode = 'category',
  height,
  ...p
}: BarChartProps) {
  const h = height ?? (orientation === 'horizontal' ? 28 + p.labels.length * 32 : 240);
  const legend = series.map((s, i) => ({ name: s.name, color: seriesColor(s, i) }));
  return (
    <ChartFrame
      title={p.title}
      summary={p.summary ?? chartSummary(p.title, p.labels, series, p.kind, summaryMode, total)}
      table={chartTable(p.labelHeader, p.labels, [...series, ...(p.tableSeries ?? [])], p.kind)}
      empty={p.empty || !hasEnoughData(series, p.labels.length, minPoints)}
      emptyText={p.emptyText}
      height={h}
      headingLevel={p.headingLevel}
      legend={legend}
      className={p.className}
    >
      <BarPlot
        labels={p.labels}
        series={series}
        kind={p.kind}
        height={h}
        layout={layout}
        orientation={orientation}
        padding={0.25}
      />
    </ChartFrame>
  );
}

export interface HistogramProps {
  title: string;
  /** The bins in order (binValues makes them from a list of values). */
  bins: readonly HistogramBin[];
  /** What the binned values are (the bins' labels): 'gmd' for kg/dia, 'kg', 'brl'... */
  binKind: ValueKind;
  /** What is counted, the table's column: 'Animais'. */
  countName: string;
  /** The table's first column header: 'GMD (kg/dia)'. */
  labelHeader: string;
  summary?: string;
  emptyText?: string;
  height?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Fewer counted values than this shows the empty state (default 3). */
  minCount?: number;
}

/** A distribution: how many fall in each range (touching bars). */
export function Histogram({
  bins,
  binKind,
  countName,
  minCount = 3,
  height = 220,
  ...p
}: HistogramProps) {
  const labels = bins.map((b) => binLabel(b, binKind));
  const series = [{ name: countName, values: bins.map((b) => b.count) }];
  const counted = bins.reduce((a, b) => a + b.count, 0);
  return (
    <ChartFrame
      title={p.title}
      summary={p.summary ?? chartSummary(p.title, labels, series, 'count', 'category', true)}
      table={chartTable(p.labelHeader, labels, series, 'count')}
      empty={counted < minCount}
      emptyText={p.emptyText}
      height={height}
      headingLevel={p.headingLevel}
      className={p.className}
    >
      <BarPlot
        labels={labels}
        series={series}
        kind="count"
        height={height}
        layout="grouped"
        orientation="vertical"
        padding={0.04}
      />
    </ChartFrame>
  );
}
