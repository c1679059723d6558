import { memo, useState, type KeyboardEvent } from 'react';
import { cn } from '@/web/lib/cn';
import type { PlacedLabel } from './map-labels';
import {
  OVER_CAPACITY_WORDS,
  STATE_WORDS,
  type MapPaddockState,
  type MapShape,
  type MapShapes,
} from './map-shapes';

/*
 * The farm map's drawing parts: the paddocks (memoised one by one, so a selection or a zoom
 * redraws none of the 500 it does not change), their labels, the legend and the list a screen
 * reader (or anyone) can read instead of the picture.
 */

/** The states' fills: light to dark, so they differ in lightness as well as in hue. */
export const STATE_FILLS: Record<MapPaddockState, string> = {
  occupied: '#f59e0b', // amber-500, dotted (the cattle in it)
  resting: '#d9f99d', // lime-200
  ready: '#16a34a', // green-600
  never: '#d6d3d1', // stone-300
};
const OUTLINE = '#57534e'; // stone-600
const OVER_RED = '#b91c1c'; // red-700
const SELECTED = '#1c1917'; // stone-900

/** The ids of a map's patterns ('occupied' dots, 'over' capacity hatch), unique to the map. */
export interface PatternIds {
  occupied: string;
  over: string;
}

/**
 * The map's fill patterns, `px` user units to a screen pixel: a 9 px cell whatever the zoom.
 */
export const MapPatterns = memo(function MapPatterns({ ids, px }: { ids: PatternIds; px: number }) {
  const cell = 9 * px;
  return (
    <defs>
      <pattern id={ids.occupied} width={cell} height={cell} patternUnits="userSpaceOnUse">
        <rect width={cell} height={cell} fill={STATE_FILLS.occupied} />
        <circle cx={cell / 2} cy={cell / 2} r={1.3 * px} fill="#78350f" />
      </pattern>
      <pattern
        id={ids.over}
        width={cell}
        height={cell}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <line x1="0" y1="0" x2="0" y2={cell} stroke={OVER_RED} strokeWidth={2 * px} />
      </pattern>
    </defs>
  );
});

const fillOf = (state: MapPaddockState, ids: PatternIds) =>
  state === 'occupied' ? `url(#${ids.occupied})` : STATE_FILLS[state];

interface PaddockShapeProps {
  shape: MapShape;
  ids: PatternIds;
  selected: boolean;
  /** Given when the paddocks can be picked (buttons); the map is a plain picture otherwise. */
  onPick?: (id: string) => void;
  /** A paddock reached with the keyboard out of the zoomed view brings the view to it. */
  onReveal?: (id: string) => void;
}

/**
 * The paddocks' shared look, set once on the map's group of shapes (farm-map.tsx) instead of on
 * each of 500 (issue 44 item 5: /pastos's HTML was 205 KB of map, most of it these attributes
 * repeated): the outline's colour and joins are inherited (its width is SVG's default, 1); the
 * stroke that keeps its width at every zoom, and a paddock button's pointer, hover and focus,
 * are CSS rules.
 */
export const PADDOCKS_LOOK = {
  stroke: OUTLINE,
  strokeLinejoin: 'round',
  className: cn(
    '[&_path]:[vector-effect:non-scaling-stroke]',
    '[&_[role=button]]:cursor-pointer [&_[role=button]]:outline-none',
    '[&_[role=button]:hover]:opacity-80',
    '[&_[role=button]:focus-visible]:stroke-sky-700 [&_[role=button]:focus-visible]:stroke-[5px]',
  ),
} as const;

/**
 * One paddock: its fill (the outline is its group's, PADDOCKS_LOOK) and, over capacity, a red
 * outline and a red hatch over it. No element of its own around them: a big farm's map is 500.
 */
export const PaddockShape = memo(function PaddockShape({
  shape,
  ids,
  selected,
  onPick,
  onReveal,
}: PaddockShapeProps) {
  const keys = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPick?.(shape.id);
  };
  const interactive = onPick
    ? {
        role: 'button',
        tabIndex: 0,
        'aria-label': shape.description,
        'aria-pressed': selected,
        onClick: () => onPick(shape.id),
        onKeyDown: keys,
        onFocus: () => onReveal?.(shape.id),
      }
    : {};
  const over = shape.overCapacity ? { stroke: OVER_RED, strokeWidth: 2.5 } : {};
  return (
    <>
      <path d={shape.d} fill={fillOf(shape.state, ids)} {...over} {...interactive} />
      {shape.overCapacity && (
        <path d={shape.d} fill={`url(#${ids.over})`} stroke="none" pointerEvents="none" />
      )}
    </>
  );
});

/** The selected paddock's outline, drawn over every paddock so no neighbour hides it. */
export function SelectedOutline({ d }: { d: string }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={SELECTED}
      strokeWidth={4}
      strokeLinejoin="round"
      vectorEffect="non-scaling-stroke"
      pointerEvents="none"
    />
  );
}

/** One label: its name line, then its UA/ha line. */
const MapLabel = memo(function MapLabel({
  label,
  fontSize,
}: {
  label: PlacedLabel;
  fontSize: number;
}) {
  const { x, y, lines } = label;
  const [cx, cy] = [Math.round(x), Math.round(y - ((lines.length - 1) * 1.2 * fontSize) / 2)];
  return (
    <text x={cx} y={cy} dy="0.35em">
      {lines.map((line, i) => (
        <tspan key={i} x={cx} dy={i === 0 ? undefined : '1.2em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
});

/** The labels placed (name, then UA/ha), with a white halo to read over any fill. */
export function MapLabels({
  labels,
  fontSize,
}: {
  labels: readonly PlacedLabel[];
  fontSize: number;
}) {
  return (
    <g
      aria-hidden="true"
      pointerEvents="none"
      fontSize={fontSize}
      fontWeight={600}
      textAnchor="middle"
      fill="#1c1917"
      stroke="#ffffff"
      strokeWidth={fontSize / 4}
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      {labels.map((label) => (
        <MapLabel key={label.id} label={label} fontSize={fontSize} />
      ))}
    </g>
  );
}

/** A legend's small picture of a state (or of 'Acima da capacidade'). */
function Swatch({ state }: { state: MapPaddockState | 'over' }) {
  const fill = state === 'over' ? '#ffffff' : STATE_FILLS[state];
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
      <rect x="0.5" y="0.5" width="15" height="15" rx="2" fill={fill} stroke={OUTLINE} />
      {state === 'occupied' && <circle cx="8" cy="8" r="2" fill="#78350f" />}
      {state === 'over' && (
        <>
          <path d="M0 16L16 0M-4 8L8 -4M8 20L20 8" stroke={OVER_RED} strokeWidth="2" />
          <rect
            x="1"
            y="1"
            width="14"
            height="14"
            rx="2"
            fill="none"
            stroke={OVER_RED}
            strokeWidth="2"
          />
        </>
      )}
    </svg>
  );
}

const LEGEND: Array<[MapPaddockState | 'over', string]> = [
  ...(Object.entries(STATE_WORDS) as Array<[MapPaddockState, string]>),
  ['over', OVER_CAPACITY_WORDS],
];

export function MapLegend() {
  return (
    <ul
      aria-label="Legenda do mapa"
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700"
    >
      {LEGEND.map(([state, words]) => (
        <li key={state} className="flex items-center gap-1.5">
          <Swatch state={state} />
          {words}
        </li>
      ))}
    </ul>
  );
}

/**
 * The map as a list: every paddock drawn, with its state and UA/ha in words. Its items are
 * written once opened (500 of them would slow the map's first drawing for nothing).
 */
export function MapList({ shapes }: Pick<MapShapes, 'shapes'>) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="text-sm text-stone-700"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center font-medium text-green-800 underline underline-offset-2">
        Ver os pastos do mapa em lista
      </summary>
      {open && (
        <ul className="mt-1 space-y-1">
          {shapes.map((shape) => (
            <li key={shape.id}>{shape.description}</li>
          ))}
        </ul>
      )}
    </details>
  );
}

export const missingText = (missing: number) =>
  missing === 1
    ? '1 pasto sem contorno não aparece no mapa.'
    : `${missing} pastos sem contorno não aparecem no mapa.`;

export const EMPTY_MAP_TEXT =
  'Nenhum pasto tem contorno ainda. Importe o mapa da fazenda (KML, GeoJSON ou o shapefile do CAR) para ver os pastos aqui.';

export function EmptyMap() {
  return (
    <p className="rounded-md bg-stone-50 px-3 py-6 text-center text-sm text-stone-600">
      {EMPTY_MAP_TEXT}
    </p>
  );
}
