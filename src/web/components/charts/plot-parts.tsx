/**
 * Pieces the plots share (loaded with them, lazily): the value axis, the tooltip and the
 * spacing of category labels. Only the plots import @visx.
 */
import { AxisLeft, AxisBottom } from '@visx/axis';
import type { scaleLinear } from '@visx/scale';
import {
  formatTick,
  formatValue,
  seriesColor,
  type ChartSeries,
  type ValueKind,
} from './chart-format';

/** A linear scale from values to px. */
export type Linear = ReturnType<typeof scaleLinear<number>>;

export const AXIS_COLOR = '#57534e';
export const GRID_COLOR = '#e7e5e4';
const CHAR_PX = 6.6; // about one character at 12 px

export const tickLabel = {
  fill: AXIS_COLOR,
  fontSize: 12,
  fontFamily: 'inherit',
} as const;

/** The widest of the labels, in px at 12 px. */
export const labelWidth = (labels: readonly string[]) =>
  Math.max(0, ...labels.map((l) => l.length)) * CHAR_PX;

/** Every `step`-th label is shown so that none overlap in `space` px per label. */
export function labelStep(labels: readonly string[], space: number): number {
  const need = labelWidth(labels) + 8;
  return Math.max(1, Math.ceil(need / Math.max(space, 1)));
}

/** The lowest and highest value across series (0 always included: bars and money start at 0). */
export function valueExtent(series: readonly ChartSeries[], stacked = false, labels = 0) {
  let lo = 0;
  let hi = 0;
  if (stacked) {
    for (let i = 0; i < labels; i++) {
      let up = 0;
      let down = 0;
      for (const s of series) {
        const v = s.values[i] ?? 0;
        if (v >= 0) up += v;
        else down += v;
      }
      hi = Math.max(hi, up);
      lo = Math.min(lo, down);
    }
  } else {
    for (const s of series)
      for (const v of s.values) {
        if (v == null || !Number.isFinite(v)) continue;
        hi = Math.max(hi, v);
        lo = Math.min(lo, v);
      }
  }
  if (lo === hi) hi = lo + 1;
  return [lo, hi] as const;
}

/**
 * The left margin that fits the value axis' longest tick: the labels end 12 px left of the axis
 * (visx's tick length and ValueAxisLeft's dx), and 4 px more keep wide digits off the edge (a
 * '500' lost its first digit's edge with 12).
 */
export const valueAxisMargin = (ticks: readonly number[], kind: ValueKind) =>
  Math.ceil(labelWidth(ticks.map((t) => formatTick(t, kind)))) + 16;

export function ValueAxisLeft({
  scale,
  ticks,
  kind,
  width,
}: {
  scale: Linear;
  ticks: number[];
  kind: ValueKind;
  width: number;
}) {
  return (
    <>
      {ticks.map((t) => (
        <line key={t} x1={0} x2={width} y1={scale(t)} y2={scale(t)} stroke={GRID_COLOR} />
      ))}
      <AxisLeft
        scale={scale}
        tickValues={ticks}
        tickFormat={(v) => formatTick(Number(v), kind)}
        hideAxisLine
        hideTicks
        tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: '0.33em' }}
      />
    </>
  );
}

export function ValueAxisBottom({
  scale,
  ticks,
  kind,
  height,
}: {
  scale: Linear;
  ticks: number[];
  kind: ValueKind;
  height: number;
}) {
  return (
    <>
      {ticks.map((t) => (
        <line key={t} x1={scale(t)} x2={scale(t)} y1={0} y2={height} stroke={GRID_COLOR} />
      ))}
      <AxisBottom
        top={height}
        scale={scale}
        tickValues={ticks}
        tickFormat={(v) => formatTick(Number(v), kind)}
        hideAxisLine
        hideTicks
        tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
      />
    </>
  );
}

/** The values under the pointer: label, then each series' value in pt-BR. */
export function Tooltip({
  chart: { labels, series, kind },
  index,
  x,
  y,
  width,
}: {
  /** The plot's own props: its labels, series and kind of value. */
  chart: { labels: readonly string[]; series: readonly ChartSeries[]; kind: ValueKind };
  index: number;
  x: number;
  y: number;
  width: number;
}) {
  const label = labels[index]!;
  const boxWidth = 180;
  const left = Math.min(Math.max(x - boxWidth / 2, 0), Math.max(width - boxWidth, 0));
  return (
    <div
      className="pointer-events-none absolute z-10 rounded-md border border-stone-200 bg-white px-2 py-1 text-xs shadow-md"
      style={{ left, top: Math.max(y - 8, 0), width: boxWidth, transform: 'translateY(-100%)' }}
      data-chart-tooltip
    >
      <p className="font-semibold text-stone-900">{label}</p>
      {series.map((s, i) => (
        <p key={s.name} className="flex items-center justify-between gap-2 text-stone-700">
          <span className="flex items-center gap-1">
            <span
              className="inline-block size-2 rounded-sm"
              style={{ backgroundColor: seriesColor(s, i) }}
            />
            {s.name}
          </span>
          <span className="tabular-nums">{formatValue(s.values[index], kind)}</span>
        </p>
      ))}
    </div>
  );
}

/**
 * The plot's picture: the SVG the plots draw in, hidden from screen readers (the frame names it),
 * following the pointer; a finger 'leaves' as it lifts, so a touch's tooltip stays until the next
 * touch.
 */
export function PlotSvg({
  width,
  height,
  onPointer,
  onLeave,
  children,
}: {
  width: number;
  height: number;
  onPointer: (event: React.PointerEvent<SVGSVGElement>) => void;
  onLeave: () => void;
  children: React.ReactNode;
}) {
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block h-auto max-w-full"
      aria-hidden
      data-plot
      onPointerMove={onPointer}
      onPointerDown={onPointer}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onLeave()}
    >
      {children}
    </svg>
  );
}
