/**
 * Pure helpers shared by every chart (no React, no chart library): pt-BR values for tooltips,
 * tables and the accessible summary, short values for axes, and the checks for "too little data".
 */
import { formatBRL, formatNumber } from '@/domain/format';

/**
 * What a chart's numbers are, which decides how they read:
 * brl 'R$ 1.234,56' · count '1.234' (heads, applications) · kg '412,5 kg' · gmd '0,750 kg/dia'
 * · number '1.234,5'.
 */
export type ValueKind = 'brl' | 'count' | 'kg' | 'gmd' | 'number';

/** One line or one set of bars: a value per label, null where there is none. */
export interface ChartSeries {
  name: string;
  values: ReadonlyArray<number | null>;
  /** A CSS colour; by default the series' place in CHART_COLORS. */
  color?: string;
}

/** Distinct on white and for the common colour blindnesses (green, amber, blue, red, stone). */
export const CHART_COLORS = ['#15803d', '#b45309', '#1d4ed8', '#b91c1c', '#57534e', '#7e22ce'];

export const seriesColor = (series: ChartSeries, index: number) =>
  series.color ?? CHART_COLORS[index % CHART_COLORS.length]!;

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The full value, for tooltips, tables and summaries: 1234.5 brl → 'R$ 1.234,50'. */
export function formatValue(value: number | null | undefined, kind: ValueKind): string {
  if (!usable(value)) return '—';
  switch (kind) {
    case 'brl':
      return formatBRL(value);
    case 'count':
      return formatNumber(value, 0);
    case 'kg':
      return `${formatNumber(value, 1)} kg`;
    case 'gmd':
      return `${formatNumber(value, 3)} kg/dia`;
    case 'number':
      return formatNumber(value, Number.isInteger(value) ? 0 : 1);
  }
}

/**
 * A short value for an axis tick: money in 'mil' and 'mi' from ten thousand up
 * ('R$ 120 mil', 'R$ 1,2 mi'), whole reais below; counts with '.' for thousands; weights with
 * their unit ('300 kg': a bare number on a weight axis read as anything, issue 39).
 */
export function formatTick(value: number, kind: ValueKind): string {
  if (kind === 'brl') {
    const size = Math.abs(value);
    if (size >= 1e6) return `R$ ${trim(value / 1e6)} mi`;
    if (size >= 1e4) return `R$ ${trim(value / 1e3)} mil`;
    return `R$ ${formatNumber(value, 0)}`;
  }
  if (kind === 'gmd') return formatNumber(value, 2);
  if (kind === 'kg') return `${formatNumber(value, Number.isInteger(value) ? 0 : 1)} kg`;
  return formatNumber(value, Number.isInteger(value) ? 0 : 1);
}

/** Up to one decimal, none when whole: 1.25 → '1,3', 120 → '120'. */
function trim(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return formatNumber(rounded, Number.isInteger(rounded) ? 0 : 1);
}

const MONTHS_SHORT = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
];

/** '2026-03' → 'mar/26'; with `withYear` false → 'mar'. */
export function monthLabel(month: string, withYear = true): string {
  const [y, m] = month.split('-');
  const name = MONTHS_SHORT[Number(m) - 1] ?? month;
  return withYear ? `${name}/${y!.slice(2)}` : name;
}

/** '2026-03-07' → '07/03'. */
export function dayMonthLabel(iso: string): string {
  const [, m, d] = iso.split('-');
  return `${d}/${m}`;
}

/** How many labels have at least one value in some series. */
export function pointsWithData(series: readonly ChartSeries[], labels: number): number {
  let count = 0;
  for (let i = 0; i < labels; i++) if (series.some((s) => usable(s.values[i]))) count++;
  return count;
}

/** Enough to draw: at least `min` labels with a value (2 for a line, 1 for bars). */
export const hasEnoughData = (series: readonly ChartSeries[], labels: number, min: number) =>
  pointsWithData(series, labels) >= min;

/** A series' values paired with their labels, the empty ones left out. */
function known(series: ChartSeries, labels: readonly string[]) {
  return labels
    .map((label, i) => ({ label, value: series.values[i] }))
    .filter((p): p is { label: string; value: number } => usable(p.value));
}

/**
 * What a chart shows, in one sentence per series, for its accessible name.
 * 'time': from the first to the last value, and the highest ('Receita: de R$ 10,00 em jan a
 * R$ 30,00 em dez; maior R$ 40,00 em mar.'); 'category': the highest, the lowest and the total
 * when `total` ('Cabeças: maior Vacas com 420, menor Touros com 12; total 1.435.').
 */
export function describeSeries(
  series: ChartSeries,
  labels: readonly string[],
  kind: ValueKind,
  mode: 'time' | 'category',
  total = false,
): string {
  const points = known(series, labels);
  if (points.length === 0) return `${series.name}: sem dados.`;
  const v = (value: number) => formatValue(value, kind);
  const max = points.reduce((a, p) => (p.value > a.value ? p : a));
  const min = points.reduce((a, p) => (p.value < a.value ? p : a));
  const sum = points.reduce((a, p) => a + p.value, 0);
  const totalText = total ? `; total ${v(sum)}` : '';
  if (points.length === 1) return `${series.name}: ${v(max.value)} em ${max.label}.`;
  if (mode === 'time') {
    const first = points[0]!;
    const last = points.at(-1)!;
    return (
      `${series.name}: de ${v(first.value)} em ${first.label} a ${v(last.value)} em ${last.label}; ` +
      `maior ${v(max.value)} em ${max.label}${totalText}.`
    );
  }
  return (
    `${series.name}: maior ${max.label} com ${v(max.value)}, ` +
    `menor ${min.label} com ${v(min.value)}${totalText}.`
  );
}

/** The accessible name: the title, then one sentence per series. */
export function chartSummary(
  title: string,
  labels: readonly string[],
  series: readonly ChartSeries[],
  kind: ValueKind,
  mode: 'time' | 'category',
  total = false,
): string {
  const parts = series.map((s) => describeSeries(s, labels, kind, mode, total));
  return `${title}. ${parts.join(' ')}`;
}

/** The table a chart toggles to: one row per label, one column per series. */
export interface ChartTableData {
  /** The first column's header ('Mês', 'Categoria'). */
  labelHeader: string;
  columns: string[];
  rows: Array<{ label: string; cells: string[] }>;
}

export function chartTable(
  labelHeader: string,
  labels: readonly string[],
  series: readonly ChartSeries[],
  kind: ValueKind,
): ChartTableData {
  return {
    labelHeader,
    columns: series.map((s) => s.name),
    rows: labels.map((label, i) => ({
      label,
      cells: series.map((s) => formatValue(s.values[i], kind)),
    })),
  };
}

/** One histogram bar: how many fall in [from, to). */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** A bin's label: '0,40–0,60' (gmd), 'R$ 10–20' style for other kinds through formatTick. */
export const binLabel = (bin: HistogramBin, kind: ValueKind) =>
  `${formatTick(bin.from, kind)}–${formatTick(bin.to, kind)}`;

/**
 * Counts `values` into `bins` equal bins from the lowest to the highest (the highest falls in the
 * last bin). For a distribution computed in the browser from a bounded list, e.g. one lot's GMDs.
 */
export function binValues(values: readonly number[], bins: number): HistogramBin[] {
  const data = values.filter(usable);
  if (data.length === 0 || bins < 1) return [];
  const lo = Math.min(...data);
  const hi = Math.max(...data);
  if (lo === hi) return [{ from: lo, to: hi, count: data.length }];
  const width = (hi - lo) / bins;
  const result = Array.from({ length: bins }, (_, i) => ({
    from: lo + i * width,
    to: i === bins - 1 ? hi : lo + (i + 1) * width,
    count: 0,
  }));
  for (const value of data) {
    // A hair over the step, so 0.6 in 0.2..1.0 by 0.2 counts in [0.6, 0.8) despite floating point.
    const index = Math.min(Math.floor((value - lo) / width + 1e-9), bins - 1);
    result[index]!.count++;
  }
  return result;
}
