/**
 * The drawing of a BarChart or Histogram (lazily loaded with @visx): vertical bars grouped or
 * stacked by label, or horizontal bars (one per label, its name on the left) for a breakdown.
 */
import { useState } from 'react';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { formatTick, seriesColor, type ChartSeries, type ValueKind } from './chart-format';
import {
  PlotSvg,
  AXIS_COLOR,
  labelStep,
  labelWidth,
  tickLabel,
  Tooltip,
  valueAxisMargin,
  valueExtent,
  ValueAxisBottom,
  ValueAxisLeft,
} from './plot-parts';
import { useWidth } from './use-width';

export interface BarPlotProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind: ValueKind;
  height: number;
  layout: 'grouped' | 'stacked';
  orientation: 'vertical' | 'horizontal';
  /** The gap between labels' bars, 0..1 of a band (0 for a histogram's touching bars). */
  padding: number;
}

interface Rect {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
}

const num = (v: number | null | undefined) => (v != null && Number.isFinite(v) ? v : 0);

/** Each series' bar within a label's band: side by side, or one on top of another. */
function barsInBand(
  series: readonly ChartSeries[],
  i: number,
  layout: BarPlotProps['layout'],
  band: number,
  value: (v: number) => number,
) {
  const zero = value(0);
  const parts: Array<{ k: number; from: number; to: number; offset: number; size: number }> = [];
  let up = 0;
  let down = 0;
  series.forEach((s, k) => {
    const v = num(s.values[i]);
    if (layout === 'grouped') {
      const size = band / series.length;
      parts.push({ k, from: zero, to: value(v), offset: k * size, size });
    } else {
      const base = v >= 0 ? up : down;
      parts.push({ k, from: value(base), to: value(base + v), offset: 0, size: band });
      if (v >= 0) up += v;
      else down += v;
    }
  });
  return parts;
}

export default function BarPlot(props: BarPlotProps) {
  const { labels, series, kind, height, layout, orientation, padding } = props;
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const horizontal = orientation === 'horizontal';
  const [lo, hi] = valueExtent(series, layout === 'stacked', labels.length);
  const domain = labels.map(String);

  const margin = horizontal
    ? {
        top: 4,
        right: 12 + labelWidth([formatTick(hi, kind)]),
        bottom: 24,
        left: Math.min(labelWidth(labels) + 10, width * 0.4),
      }
    : { top: 12, right: 12, bottom: 28, left: 0 };
  const valueLength = horizontal ? width - margin.left - margin.right : 0;
  const value = scaleLinear<number>({
    domain: [lo, hi],
    range: horizontal ? [0, Math.max(valueLength, 1)] : [height - margin.top - margin.bottom, 0],
    nice: 4,
  });
  const ticks = value.ticks(horizontal ? 3 : 4);
  if (!horizontal) margin.left = valueAxisMargin(ticks, kind);
  const plotW = Math.max(width - margin.left - margin.right, 1);
  const plotH = Math.max(height - margin.top - margin.bottom, 1);
  const band = scaleBand<string>({
    domain,
    range: horizontal ? [0, plotH] : [0, plotW],
    padding,
  });
  const step = labelStep(labels, plotW / Math.max(labels.length, 1));

  const rects: Rect[] = [];
  labels.forEach((label, i) => {
    const start = band(String(label)) ?? 0;
    for (const p of barsInBand(series, i, layout, band.bandwidth(), value)) {
      const [a, b] = [Math.min(p.from, p.to), Math.abs(p.to - p.from)];
      const color = seriesColor(series[p.k]!, p.k);
      const key = `${i}-${p.k}`;
      rects.push(
        horizontal
          ? { key, x: a, y: start + p.offset, w: b, h: p.size, color }
          : { key, x: start + p.offset, y: a, w: p.size, h: b, color },
      );
    }
  });

  const leave = () => setActive(null);
  /** The label under the pointer, anywhere over the picture (scaled when printed). */
  const onPointer = (event: React.PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const along = horizontal
      ? ((event.clientY - box.top) / box.height) * height - margin.top
      : ((event.clientX - box.left) / box.width) * width - margin.left;
    const index = Math.floor(along / band.step());
    setActive(Math.min(Math.max(index, 0), labels.length - 1));
  };
  const activeAt = active === null ? 0 : (band(String(labels[active])) ?? 0);

  return (
    <div ref={ref} className="absolute inset-0">
      {width > 0 && (
        <PlotSvg width={width} height={height} onPointer={onPointer} onLeave={leave}>
          <Group left={margin.left} top={margin.top}>
            {horizontal ? (
              <ValueAxisBottom scale={value} ticks={ticks} kind={kind} height={plotH} />
            ) : (
              <ValueAxisLeft scale={value} ticks={ticks} kind={kind} width={plotW} />
            )}
            {active !== null &&
              (horizontal ? (
                <rect y={activeAt} width={plotW} height={band.bandwidth()} fill="#f5f5f4" />
              ) : (
                <rect x={activeAt} width={band.bandwidth()} height={plotH} fill="#f5f5f4" />
              ))}
            {rects.map((r) => (
              <rect key={r.key} x={r.x} y={r.y} width={r.w} height={r.h} fill={r.color} />
            ))}
            {horizontal ? (
              labels.map((label) => (
                <text
                  key={label}
                  x={-6}
                  y={(band(String(label)) ?? 0) + band.bandwidth() / 2}
                  dy="0.33em"
                  textAnchor="end"
                  {...tickLabel}
                >
                  {label}
                </text>
              ))
            ) : (
              <AxisBottom
                top={plotH}
                scale={band}
                tickValues={domain.filter((_, i) => i % step === 0)}
                hideTicks
                stroke="#a8a29e"
                tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
              />
            )}
            {horizontal && (
              <line x1={value(0)} x2={value(0)} y1={0} y2={plotH} stroke={AXIS_COLOR} />
            )}
            {horizontal &&
              series.length === 1 &&
              labels.map((label, i) => {
                const v = series[0]!.values[i];
                if (v == null || !Number.isFinite(v)) return null;
                return (
                  <text
                    key={label}
                    x={value(Math.max(v, 0)) + 4}
                    y={(band(String(label)) ?? 0) + band.bandwidth() / 2}
                    dy="0.33em"
                    {...tickLabel}
                  >
                    {formatTick(v, kind)}
                  </text>
                );
              })}
          </Group>
        </PlotSvg>
      )}
      {active !== null && (
        <Tooltip
          chart={props}
          index={active}
          x={horizontal ? margin.left + plotW / 2 : margin.left + activeAt + band.bandwidth() / 2}
          y={horizontal ? margin.top + activeAt : margin.top}
          width={width}
        />
      )}
    </div>
  );
}
