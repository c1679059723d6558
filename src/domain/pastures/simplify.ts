import { isClosed, type Position } from './geometry';

/*
 * A paddock's boundary simplified for the farm's map (issue 42 items 2 and 8): a CAR file or a
 * GPS walk gives thousands of corners a screen cannot show apart; 500 paddocks of 5,000 corners
 * each would cost the map seconds on a slow phone. Douglas–Peucker on a flat local projection
 * (metres), keeping the ring closed and at least a triangle.
 */

const EARTH_RADIUS_M = 6_378_137;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The ring's positions in metres on an equirectangular plane centred on its mean latitude. */
function toMetres(points: readonly Position[]): Array<[number, number]> {
  const meanLat = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  const kx = Math.cos(rad(meanLat)) * EARTH_RADIUS_M;
  return points.map(([lon, lat]) => [rad(lon) * kx, rad(lat) * EARTH_RADIUS_M]);
}

type Xy = readonly [number, number];

/** The distance from p to the segment ab (to a itself when a and b are one point). */
function segmentDistance(p: Xy, a: Xy, b: Xy): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** The index in (from, to) farthest from the segment from–to, with its distance. */
function farthest(xy: readonly Xy[], from: number, to: number) {
  let index = -1;
  let distance = -1;
  for (let i = from + 1; i < to; i++) {
    const d = segmentDistance(xy[i]!, xy[from]!, xy[to % xy.length]!);
    if (d > distance) [index, distance] = [i, d];
  }
  return { index, distance };
}

/** Douglas–Peucker between two kept indices (`to` may be xy.length: the first point again). */
function keepBetween(
  xy: readonly Xy[],
  from: number,
  to: number,
  tolerance: number,
  kept: Set<number>,
) {
  const stack: Array<[number, number]> = [[from, to]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const { index, distance } = farthest(xy, a, b);
    if (index < 0 || distance <= tolerance) continue;
    kept.add(index);
    stack.push([a, index], [index, b]);
  }
}

/** The mean of the points. */
const middle = (xy: readonly Xy[]): Xy => [
  xy.reduce((sum, p) => sum + p[0], 0) / xy.length,
  xy.reduce((sum, p) => sum + p[1], 0) / xy.length,
];

/** The index of the point farthest from `from` (a corner of the ring's hull). */
function farthestFrom(xy: readonly Xy[], from: Xy): number {
  let best = 0;
  let distance = -1;
  xy.forEach((p, i) => {
    const d = Math.hypot(p[0] - from[0], p[1] - from[1]);
    if (d > distance) [best, distance] = [i, d];
  });
  return best;
}

/** An open ring closed: its first position again at the end. */
const closed = (open: readonly Position[]): Position[] =>
  open.length > 0 ? [...open, open[0]!] : [];

/**
 * The ring with the corners that stray less than `toleranceMeters` from the line of their kept
 * neighbours left out (Douglas–Peucker on a local equirectangular plane: x scaled by the cosine of
 * the latitude). The result is closed and keeps at least three corners; the kept corners stay in
 * the ring's order. A tolerance of 0 (or less) keeps every corner.
 *
 * @example
 * simplifyRing(squareWithNoisyEdges, 5) //=> the square's four corners and the closing one
 */
export function simplifyRing(ring: readonly Position[], toleranceMeters: number): Position[] {
  const points = isClosed(ring) ? ring.slice(0, -1) : ring;
  if (points.length <= 3 || !(toleranceMeters > 0)) return closed(points);
  const xy = toMetres(points);
  // Two anchors, corners of the ring's hull: the point farthest from the ring's middle, and the
  // point farthest from that one.
  const first = farthestFrom(xy, middle(xy));
  const second = farthestFrom(xy, xy[first]!);
  const [a, b] = first < second ? [first, second] : [second, first];
  // Rotated so the anchors split the ring into two runs: a..b and b..a (around the end).
  const rotated = [...xy.slice(a), ...xy.slice(0, a)];
  const split = b - a;
  const kept = new Set([0, split]);
  keepBetween(rotated, 0, split, toleranceMeters, kept);
  keepBetween(rotated, split, rotated.length, toleranceMeters, kept);
  if (kept.size < 3) {
    // A triangle at the least: the point farthest from the anchors' line, whatever its distance.
    const one = farthest(rotated, 0, split);
    const other = farthest(rotated, split, rotated.length);
    kept.add(one.distance >= other.distance ? one.index : other.index);
  }
  // Every corner on one spot (no area): the anchors are one, and the next corners make up three.
  for (let i = 1; kept.size < 3; i++) kept.add(i);
  // Back in the ring's own order, starting where it started when that corner is kept.
  const indices = [...kept].map((i) => (i + a) % points.length).sort((x, y) => x - y);
  return closed(indices.map((i) => points[i]!));
}

/** The ring's bounding-box diagonal, in metres. */
function diagonalMetres(points: readonly Position[]): number {
  const xy = toMetres(points);
  const xs = xy.map((p) => p[0]);
  const ys = xy.map((p) => p[1]);
  return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/**
 * The share of a ring's diagonal its map shape may stray from it: 0.1 %, a pixel when the paddock
 * fills a 1,000 px screen (a circle keeps ~50 corners and 99.7 % of its area).
 */
const MAP_TOLERANCE_SHARE = 0.001;
/** The most corners a map shape keeps: a jittery GPS walk doubles the tolerance until it fits. */
export const MAP_MAX_CORNERS = 200;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A ring simplified for the screen: a tolerance of 0.1 % of its bounding-box diagonal (at least
 * 1 m), doubled while more than 200 corners remain, which brings a 5,000-corner boundary to a few
 * dozen corners without a visible change; positions rounded to 6 decimals (about 11 cm), and
 * corners that rounding makes one left once.
 */
export function mapShape(ring: readonly Position[]): Position[] {
  const points = isClosed(ring) ? ring.slice(0, -1) : ring;
  if (points.length === 0) return [];
  let tolerance = Math.max(1, MAP_TOLERANCE_SHARE * diagonalMetres(points));
  let simple = simplifyRing(points, tolerance);
  while (simple.length - 1 > MAP_MAX_CORNERS) {
    tolerance *= 2;
    simple = simplifyRing(simple, tolerance);
  }
  const rounded = simple.slice(0, -1).map(([lon, lat]): Position => [round6(lon), round6(lat)]);
  const same = (p: Position, q: Position) => p[0] === q[0] && p[1] === q[1];
  const distinct = rounded.filter(
    (p, i) => i === 0 || (!same(p, rounded[i - 1]!) && !same(p, rounded[0]!)),
  );
  // Rounding a tiny ring can leave less than a triangle: then it is kept as it came.
  return closed(distinct.length >= 3 ? distinct : rounded);
}
