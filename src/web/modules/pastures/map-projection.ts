/*
 * The farm's map without tiles (issue 42 item 2): paddock rings ([longitude, latitude] degrees)
 * put on a flat picture — equirectangular, a degree of longitude scaled by the cosine of the
 * farm's mean latitude, north up — and the view the zoom buttons and a drag move over it. Pure.
 */

export type LonLat = readonly [number, number];
/** A point on the picture, in the SVG's user units (y grows downwards). */
export type Xy = readonly [number, number];

/**
 * The picture's width in user units (its height follows the farm's shape): enough units for
 * whole numbers to stay under a pixel zoomed in on a wide screen, and whole numbers make the
 * paths short and quick to write.
 */
export const MAP_WIDTH = 10_000;
/** The picture's height to width: a long thin farm still gets room to zoom into, a tall one no tower. */
const MIN_ASPECT = 0.6;
const MAX_ASPECT = 1.25;
const PADDING = 120;

export interface MapFit {
  width: number;
  height: number;
  project: (position: LonLat) => Xy;
  /** x = left + (lon - west) × kx; y = top + (north - lat) × ky. */
  affine: { west: number; north: number; kx: number; ky: number; left: number; top: number };
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The picture every ring fits in, with a margin: its size, and the projection of a position onto
 * it. Null without a finite position.
 */
export function fitRings(rings: readonly (readonly LonLat[])[]): MapFit | null {
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const ring of rings) {
    for (const [lon, lat] of ring) {
      if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
      if (lon < west) west = lon;
      if (lon > east) east = lon;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
    }
  }
  if (west > east) return null;
  const k = Math.cos(rad((south + north) / 2));
  // A farm of one point (or one line) still gets a scale: a metre or so of span.
  const spanX = Math.max((east - west) * k, 1e-5);
  const spanY = Math.max(north - south, 1e-5);
  const width = MAP_WIDTH;
  const height = Math.round(width * clamp(spanY / spanX, MIN_ASPECT, MAX_ASPECT));
  const scale = Math.min((width - 2 * PADDING) / spanX, (height - 2 * PADDING) / spanY);
  const left = (width - (east - west) * k * scale) / 2;
  const top = (height - (north - south) * scale) / 2;
  const [kx, ky] = [k * scale, scale];
  return {
    width,
    height,
    project: ([lon, lat]) => [left + (lon - west) * kx, top + (north - lat) * ky],
    affine: { west, north, kx, ky, left, top },
  };
}

/**
 * A ring on the picture, without its closing position, leaving out corners nearer than
 * `minStep` units to the last one kept (under a pixel even zoomed in): fewer corners to draw.
 */
export function projectRing(ring: readonly LonLat[], fit: MapFit, minStep = 2.5): Xy[] {
  const { west, north, kx, ky, left, top } = fit.affine;
  const points: Xy[] = [];
  const first = ring[0];
  const last = ring.at(-1);
  const n =
    ring.length > 1 && first![0] === last![0] && first![1] === last![1]
      ? ring.length - 1
      : ring.length;
  const step2 = minStep * minStep;
  let [px, py] = [Infinity, Infinity];
  for (let i = 0; i < n; i++) {
    const position = ring[i]!;
    const x = left + (position[0] - west) * kx;
    const y = top + (north - position[1]) * ky;
    if ((x - px) * (x - px) + (y - py) * (y - py) < step2) continue;
    points.push([x, y]);
    [px, py] = [x, y];
  }
  return points;
}

/** The SVG path of a ring's points, in whole units: 'M10 20L30 20L30 40Z'. */
export function pathOf(points: readonly Xy[]): string {
  if (points.length === 0) return '';
  let d = '';
  for (let i = 0; i < points.length; i++) {
    const [x, y] = points[i]!;
    d += `${i === 0 ? 'M' : 'L'}${Math.round(x)} ${Math.round(y)}`;
  }
  return `${d}Z`;
}

/** The area a ring's points enclose, in square user units (the shoelace formula). */
export function pointsArea(points: readonly Xy[]): number {
  let twice = 0;
  for (let i = 0, n = points.length; i < n; i++) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[i + 1 === n ? 0 : i + 1]!;
    twice += x * ny - nx * y;
  }
  return Math.abs(twice) / 2;
}

/** The part of the picture the SVG shows (its viewBox). */
export interface MapView {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The closest the zoom goes: a 16th of the farm's width. */
export const MAX_ZOOM = 16;

export const wholeView = (fit: Pick<MapFit, 'width' | 'height'>): MapView => ({
  x: 0,
  y: 0,
  w: fit.width,
  h: fit.height,
});

/** The view kept inside the picture. */
function clampView(view: MapView, whole: MapView): MapView {
  return {
    ...view,
    x: clamp(view.x, whole.x, whole.x + whole.w - view.w),
    y: clamp(view.y, whole.y, whole.y + whole.h - view.h),
  };
}

/**
 * The view `factor` times closer (2: 'Aproximar'; 0.5: 'Afastar'), centred on `centre` (the
 * view's own centre by default), between the whole picture and MAX_ZOOM.
 */
export function zoomView(view: MapView, whole: MapView, factor: number, centre?: Xy): MapView {
  const w = clamp(view.w / factor, whole.w / MAX_ZOOM, whole.w);
  const h = (w / whole.w) * whole.h;
  const [cx, cy] = centre ?? [view.x + view.w / 2, view.y + view.h / 2];
  return clampView({ x: cx - w / 2, y: cy - h / 2, w, h }, whole);
}

/** The view moved by (dx, dy) user units, kept inside the picture. */
export const panView = (view: MapView, whole: MapView, dx: number, dy: number): MapView =>
  clampView({ ...view, x: view.x + dx, y: view.y + dy }, whole);

/** How many times closer than the whole picture the view is (1: all of it). */
export const zoomOf = (view: MapView, whole: MapView) => whole.w / view.w;

export const viewBoxOf = (view: MapView) =>
  [view.x, view.y, view.w, view.h].map((n) => Math.round(n * 10) / 10).join(' ');
