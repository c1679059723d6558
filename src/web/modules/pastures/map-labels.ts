import type { Xy } from './map-projection';

/*
 * Where a paddock's name and UA/ha go on the farm's map, and which labels are drawn: inside the
 * paddock (an L-shaped one's centroid can fall outside it), only where the text has room, and
 * never over another label. Pure, in the picture's user units.
 */

/** A label's place: its centre, and the room around it (width across, height up and down). */
export interface LabelSpot {
  x: number;
  y: number;
  room: number;
  headroom: number;
}

/** The area-weighted centroid of a ring's points (their mean when the ring has no area). */
function centroid(points: readonly Xy[]): Xy {
  let [sx, sy, twice] = [0, 0, 0];
  points.forEach(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    const cross = x * ny - nx * y;
    [sx, sy, twice] = [sx + (x + nx) * cross, sy + (y + ny) * cross, twice + cross];
  });
  if (Math.abs(twice) < 1e-9) {
    const n = points.length;
    return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
  }
  return [sx / (3 * twice), sy / (3 * twice)];
}

/**
 * Where the ring's sides cross the line at `at` across `axis` (0: a horizontal line y = at, the
 * x's; 1: a vertical line x = at, the y's), sorted: inside the ring between the 1st and 2nd,
 * the 3rd and 4th…
 */
function crossings(points: readonly Xy[], axis: 0 | 1, at: number): number[] {
  const along = axis === 0 ? 1 : 0;
  const found: number[] = [];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length]!;
    if (p[along] > at === q[along] > at) return;
    const t = (at - p[along]) / (q[along] - p[along]);
    found.push(p[axis] + t * (q[axis] - p[axis]));
  });
  return found.sort((a, b) => a - b);
}

/** The inside stretch of the line holding `near`, or the widest one: [start, end], or null. */
function stretch(cuts: readonly number[], near: number): [number, number] | null {
  let widest: [number, number] | null = null;
  for (let i = 0; i + 1 < cuts.length; i += 2) {
    const [start, end] = [cuts[i]!, cuts[i + 1]!];
    if (start <= near && near <= end) return [start, end];
    if (!widest || end - start > widest[1] - widest[0]) widest = [start, end];
  }
  return widest;
}

/** Room on both sides of `at` within [start, end]: twice the nearer end's distance. */
const roomAround = (at: number, [start, end]: [number, number]) =>
  2 * Math.min(at - start, end - at);

/**
 * The label's place in the ring: the centroid when it is inside, else the middle of the widest
 * inside stretch of a line across the ring (at the centroid's height, or at a third or two
 * thirds of the ring's height): always inside, an L-shaped paddock's too.
 */
export function labelSpot(points: readonly Xy[]): LabelSpot {
  if (points.length < 3)
    return { x: points[0]?.[0] ?? 0, y: points[0]?.[1] ?? 0, room: 0, headroom: 0 };
  const [cx, cy] = centroid(points);
  const ys = points.map((p) => p[1]);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  let best: LabelSpot | null = null;
  for (const y of [cy, top + (bottom - top) / 3, top + ((bottom - top) * 2) / 3]) {
    const across = stretch(crossings(points, 0, y), cx);
    if (!across) continue;
    const inside = across[0] <= cx && cx <= across[1];
    const x = inside ? cx : (across[0] + across[1]) / 2;
    const room = roomAround(x, across);
    const down = stretch(crossings(points, 1, x), y);
    const headroom = down ? roomAround(y, down) : 0;
    // The wider spot wins; the centroid's line first on a tie (a plain square keeps its middle).
    if (!best || Math.min(room, headroom * 3) > Math.min(best.room, best.headroom * 3)) {
      best = { x, y, room, headroom };
    }
  }
  return best ?? { x: points[0]![0], y: points[0]![1], room: 0, headroom: 0 };
}

export interface LabelCandidate {
  id: string;
  spot: LabelSpot;
  /** The label's lines (the name, then its UA/ha). */
  lines: readonly string[];
}

export interface PlacedLabel {
  id: string;
  x: number;
  y: number;
  lines: readonly string[];
}

/** A character's width to its font size, a little over a sans-serif's mean. */
const CHAR_WIDTH = 0.6;
const LINE_HEIGHT = 1.2;

/** The box a label of `lines` takes at `fontSize` user units. */
export function labelBox(lines: readonly string[], fontSize: number) {
  const longest = Math.max(...lines.map((line) => line.length));
  return { width: longest * CHAR_WIDTH * fontSize, height: lines.length * LINE_HEIGHT * fontSize };
}

/**
 * The labels drawn at `fontSize` (user units): in `candidates`' order (the largest paddocks
 * first), each only when its box fits the room at its spot and stays clear of the labels
 * already placed.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  fontSize: number,
): PlacedLabel[] {
  const placed: Array<PlacedLabel & { box: { x0: number; y0: number; x1: number; y1: number } }> =
    [];
  const gap = fontSize / 4;
  for (const { id, spot, lines } of candidates) {
    const { width, height } = labelBox(lines, fontSize);
    if (width > spot.room || height > spot.headroom) continue;
    const box = {
      x0: spot.x - width / 2 - gap,
      x1: spot.x + width / 2 + gap,
      y0: spot.y - height / 2 - gap,
      y1: spot.y + height / 2 + gap,
    };
    const overlaps = placed.some(
      ({ box: o }) => box.x0 < o.x1 && o.x0 < box.x1 && box.y0 < o.y1 && o.y0 < box.y1,
    );
    if (!overlaps) placed.push({ id, x: spot.x, y: spot.y, lines, box });
  }
  return placed.map(({ id, x, y, lines }) => ({ id, x, y, lines }));
}
