/** The drawing of a LineChart (lazily loaded with @visx): lines over labels, a tooltip. */
import { useState } from 'react';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { seriesColor, type ChartSeries, type ValueKind } from './chart-format';
import {
  PlotSvg,
  labelStep,
  tickLabel,
  Tooltip,
  valueAxisMargin,
  valueExtent,
  ValueAxisLeft,
} from './plot-parts';
import { useWidth } from './use-width';

export interface LinePlotProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind: ValueKind;
  height: number;
  /** Draw each line through the labels it has a value at (series measured on different days). */
  connectGaps?: boolean;
}

const MARGIN = { top: 12, right: 16, bottom: 28 };

export default function LinePlot(props: LinePlotProps) {
  const { labels, series, kind, height, connectGaps } = props;
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const [lo, hi] = valueExtent(series);
  const y = scaleLinear<number>({
    domain: [lo, hi],
    range: [height - MARGIN.top - MARGIN.bottom, 0],
    nice: 4,
  });
  const ticks = y.ticks(4);
  const left = valueAxisMargin(ticks, kind);
  const plotW = Math.max(width - left - MARGIN.right, 1);
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const x = scalePoint<string>({ domain: labels.map(String), range: [0, plotW], padding: 0.3 });
  const step = labelStep(labels, plotW / Math.max(labels.length, 1));
  const xOf = (i: number) => x(labels[i]!) ?? 0;

  const leave = () => setActive(null);
  /** The label nearest the pointer, anywhere over the picture (scaled when printed). */
  const onPointer = (event: React.PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const px = ((event.clientX - box.left) / box.width) * width - left;
    let best = 0;
    for (let i = 1; i < labels.length; i++)
      if (Math.abs(xOf(i) - px) < Math.abs(xOf(best) - px)) best = i;
    setActive(best);
  };

  return (
    <div ref={ref} className="absolute inset-0">
      {width > 0 && (
        <PlotSvg width={width} height={height} onPointer={onPointer} onLeave={leave}>
          <Group left={left} top={MARGIN.top}>
            <ValueAxisLeft scale={y} ticks={ticks} kind={kind} width={plotW} />
            <AxisBottom
              top={plotH}
              scale={x}
              tickValues={labels.filter((_, i) => i % step === 0).map(String)}
              hideTicks
              stroke="#a8a29e"
              tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
            />
            {series.map((s, k) => (
              <g key={s.name}>
                <LinePath
                  data={s.values
                    .map((v, i) => [i, v] as const)
                    .filter(([, v]) => !connectGaps || (v != null && Number.isFinite(v)))}
                  defined={([, v]) => v != null && Number.isFinite(v)}
                  x={([i]) => xOf(i)}
                  y={([, v]) => y(v ?? 0)}
                  stroke={seriesColor(s, k)}
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  fill="none"
                />
                {s.values.map((v, i) =>
                  v == null || !Number.isFinite(v) ? null : (
                    <circle
                      key={i}
                      cx={xOf(i)}
                      cy={y(v)}
                      r={active === i ? 5 : 3}
                      fill="#fff"
                      stroke={seriesColor(s, k)}
                      strokeWidth={2}
                    />
                  ),
                )}
              </g>
            ))}
            {active !== null && (
              <line x1={xOf(active)} x2={xOf(active)} y1={0} y2={plotH} stroke="#a8a29e" />
            )}
          </Group>
        </PlotSvg>
      )}
      {active !== null && (
        <Tooltip chart={props} index={active} x={left + xOf(active)} y={MARGIN.top} width={width} />
      )}
    </div>
  );
}
