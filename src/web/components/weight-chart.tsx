import { useWidth } from './charts/use-width';
import { formatNumber } from '@/domain/format';
import { daysBetween, formatDateBR } from '@/domain/records/dates';

/** One weighing on the chart. */
export interface WeightPoint {
  date: string;
  weight: number;
}

/** '412,5 kg' — weights are typed to 0,1 kg. */
const formatKg = (kg: number) => `${formatNumber(kg, 1)} kg`;

const HEIGHT = 220;
const MARGIN = { top: 24, right: 16, bottom: 32, left: 48 };

/** About `count` round steps covering min..max (300, 310, 320...). */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const [lo, hi] = min === max ? [min - 10, max + 10] : [min, max];
  const raw = (hi - lo) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  const first = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= hi + step * 1e-9; v += step) ticks.push(Number(v.toFixed(6)));
  if (ticks.at(-1)! < hi) ticks.push(Number((ticks.at(-1)! + step).toFixed(6)));
  return ticks;
}

/**
 * Which points get a date label under them: the first, the last, and those between that leave
 * `minGap` px to the labels either side. A label always sits under a real weighing, never under
 * a date in between that nobody weighed on; a date already labelled is not repeated.
 */
export function labelledPoints(xs: readonly number[], dates: readonly string[], minGap: number) {
  const last = xs.length - 1;
  const chosen = [0];
  for (let i = 1; i < last; i++) {
    const previous = chosen.at(-1)!;
    if (dates[i] === dates[previous]) continue;
    if (xs[i]! - xs[previous]! >= minGap && xs[last]! - xs[i]! >= minGap) chosen.push(i);
  }
  if (last > 0 && dates[last] !== dates[chosen.at(-1)!]) chosen.push(last);
  return chosen;
}

/**
 * An animal's weight over time, drawn by hand in SVG (no chart library): the weighing screen's
 * and the herd's animal page. `points` in date order; `animal` names it for screen readers.
 */
export function WeightChart({
  animal,
  points: weighings,
}: {
  animal: string;
  points: WeightPoint[];
}) {
  const history = weighings.map((weighing) => ({
    weighing: { weighingDate: weighing.date, weight: weighing.weight },
  }));
  const [ref, width] = useWidth<HTMLDivElement>();
  const first = history[0]!.weighing;
  const last = history.at(-1)!.weighing;
  const span = daysBetween(first.weighingDate, last.weighingDate);
  const label =
    `Gráfico do peso de ${animal}: de ${formatKg(first.weight)} em ` +
    `${formatDateBR(first.weighingDate)} a ${formatKg(last.weight)} em ` +
    `${formatDateBR(last.weighingDate)}, ${history.length} pesagens.`;

  const weights = history.map((h) => h.weighing.weight);
  const ticks = niceTicks(Math.min(...weights), Math.max(...weights));
  const [yMin, yMax] = [ticks[0]!, ticks.at(-1)!];
  const plotW = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  // By date; weighings all on one day are spread evenly instead.
  const xOf = (i: number) =>
    MARGIN.left +
    (span > 0
      ? (daysBetween(first.weighingDate, history[i]!.weighing.weighingDate) / span) * plotW
      : history.length > 1
        ? (i / (history.length - 1)) * plotW
        : plotW / 2);
  const yOf = (w: number) => MARGIN.top + plotH - ((w - yMin) / (yMax - yMin)) * plotH;
  const points = history.map((h, i) => [xOf(i), yOf(h.weighing.weight)] as const);

  const sameYear = first.weighingDate.slice(0, 4) === last.weighingDate.slice(0, 4);
  const dateLabel = (iso: string) => formatDateBR(iso).slice(0, sameYear ? 5 : 10);
  // About 6 px a character at 12 px; edge labels hang to one side, so keep 1,5 labels apart.
  const minGap = (sameYear ? 5 : 10) * 6 * 1.5 + 8;
  const xTicks =
    span > 0
      ? labelledPoints(
          points.map(([x]) => x),
          history.map((h) => h.weighing.weighingDate),
          minGap,
        ).map((i) => ({ x: points[i]![0], text: dateLabel(history[i]!.weighing.weighingDate) }))
      : [{ x: MARGIN.left + plotW / 2, text: dateLabel(first.weighingDate) }];
  const decimals = ticks.length > 1 && ticks[1]! - ticks[0]! < 1 ? 1 : 0;

  return (
    <div ref={ref} className="w-full">
      {width > 0 && (
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block text-stone-600"
        >
          <text x={4} y={12} fontSize={12} fill="currentColor">
            Peso (kg)
          </text>
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotW}
                y1={yOf(t)}
                y2={yOf(t)}
                stroke="#e7e5e4"
              />
              <text
                x={MARGIN.left - 6}
                y={yOf(t) + 4}
                fontSize={12}
                textAnchor="end"
                fill="currentColor"
              >
                {formatNumber(t, decimals)}
              </text>
            </g>
          ))}
          {xTicks.map((t, i) => (
            <text
              key={t.text}
              x={t.x}
              y={HEIGHT - 10}
              fontSize={12}
              fill="currentColor"
              textAnchor={
                xTicks.length > 1 && i === 0
                  ? 'start'
                  : i === xTicks.length - 1 && xTicks.length > 1
                    ? 'end'
                    : 'middle'
              }
            >
              {t.text}
            </text>
          ))}
          <polyline
            points={points.map(([x, y]) => `${x},${y}`).join(' ')}
            fill="none"
            stroke="#15803d"
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
          {points.map(([x, y], i) => (
            <circle key={i} cx={x} cy={y} r={4} fill="#fff" stroke="#15803d" strokeWidth={2} />
          ))}
        </svg>
      )}
    </div>
  );
}
