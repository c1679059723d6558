import { formatNumber } from '@/domain/format';
import { MAP_MAX_CORNERS, mapShape } from '@/domain/pastures/simplify';
import { labelSpot, type LabelSpot } from './map-labels';
import {
  fitRings,
  pathOf,
  pointsArea,
  projectRing,
  type LonLat,
  type MapFit,
} from './map-projection';

/*
 * The paddocks the farm's map draws (issue 42 item 2): each one's path on the picture, its
 * label's place and words, and what a screen reader says of it. Built once for a list of
 * paddocks; the zoom and the labels shown work on the result.
 */

export type MapPaddockState = 'occupied' | 'resting' | 'ready' | 'never';

export interface MapPaddock {
  id: string;
  name: string;
  state: MapPaddockState;
  uaPerHa: number | null;
  /** The boundary, [longitude, latitude] positions; null when none was imported. */
  ring: [number, number][] | null;
  overCapacity?: boolean;
}

/** The states' words, in the legend's order. */
export const STATE_WORDS: Record<MapPaddockState, string> = {
  occupied: 'Ocupado',
  resting: 'Em descanso',
  ready: 'Pronto para entrada',
  never: 'Sem ocupação',
};
export const OVER_CAPACITY_WORDS = 'Acima da capacidade';

const usable = (value: number | null): value is number => value !== null && Number.isFinite(value);

/** A paddock's stocking on its label: '1,8 UA/ha', or '—' when it has none. */
export const uaLabel = (uaPerHa: number | null): string =>
  usable(uaPerHa) ? `${formatNumber(uaPerHa, 1)} UA/ha` : '—';

/** What a screen reader says of a paddock: 'Pasto 1: Ocupado, 1,8 UA/ha, acima da capacidade'. */
export function paddockDescription(paddock: MapPaddock): string {
  const stocking = usable(paddock.uaPerHa) ? uaLabel(paddock.uaPerHa) : 'sem UA/ha';
  const over = paddock.overCapacity ? `, ${OVER_CAPACITY_WORDS.toLowerCase()}` : '';
  return `${paddock.name}: ${STATE_WORDS[paddock.state]}, ${stocking}${over}`;
}

export interface MapShape {
  id: string;
  name: string;
  state: MapPaddockState;
  overCapacity: boolean;
  /** The SVG path, in the picture's user units. */
  d: string;
  /** Square user units: the larger paddocks get their labels first. */
  area: number;
  spot: LabelSpot;
  lines: readonly [string, string];
  description: string;
}

export interface MapShapes {
  fit: MapFit;
  shapes: MapShape[];
  /** The paddocks not drawn: no boundary, or one that cannot be drawn. */
  missing: number;
}

/** A boundary that can be drawn: three finite positions at the least. */
function drawable(ring: readonly LonLat[] | null): ring is readonly LonLat[] {
  return (
    Array.isArray(ring) &&
    ring.length >= 3 &&
    ring.every((p) => Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]))
  );
}

/**
 * The paddocks' shapes on a picture that fits them all; null when none has a boundary. A
 * boundary the server did not simplify (more than MAP_MAX_CORNERS corners) is simplified here.
 */
export function buildMapShapes(paddocks: readonly MapPaddock[]): MapShapes | null {
  const withRings = paddocks.flatMap((paddock) =>
    drawable(paddock.ring)
      ? [
          {
            paddock,
            ring: paddock.ring.length > MAP_MAX_CORNERS + 1 ? mapShape(paddock.ring) : paddock.ring,
          },
        ]
      : [],
  );
  const fit = fitRings(withRings.map((w) => w.ring));
  if (!fit) return null;
  const shapes = withRings.flatMap(({ paddock, ring }) => {
    let points = projectRing(ring, fit);
    // A paddock smaller than the step still shows, with all its corners.
    if (points.length < 3) points = projectRing(ring, fit, 0);
    if (points.length < 3) return [];
    const shape: MapShape = {
      id: paddock.id,
      name: paddock.name,
      state: paddock.state,
      overCapacity: paddock.overCapacity === true,
      d: pathOf(points),
      area: pointsArea(points),
      spot: labelSpot(points),
      lines: [paddock.name, uaLabel(paddock.uaPerHa)],
      description: paddockDescription(paddock),
    };
    return [shape];
  });
  if (shapes.length === 0) return null;
  return { fit, shapes, missing: paddocks.length - shapes.length };
}
