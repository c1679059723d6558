import { describe, expect, it } from 'vitest';
import {
  MAP_WIDTH,
  MAX_ZOOM,
  fitRings,
  panView,
  pathOf,
  pointsArea,
  projectRing,
  viewBoxOf,
  wholeView,
  zoomOf,
  zoomView,
  type LonLat,
  type MapFit,
} from './map-projection';

/** A rectangle `w` × `h` degrees with its south-west corner at (lon, lat), closed. */
const rect = (lon: number, lat: number, w: number, h: number): LonLat[] => [
  [lon, lat],
  [lon + w, lat],
  [lon + w, lat + h],
  [lon, lat + h],
  [lon, lat],
];

const fitted = (rings: LonLat[][]): MapFit => {
  const fit = fitRings(rings);
  if (!fit) throw new Error('no fit');
  return fit;
};

describe('fitRings', () => {
  it('fits every ring inside the picture with a margin, north up', () => {
    const rings = [rect(-49.3, -15.8, 0.01, 0.01), rect(-49.28, -15.81, 0.02, 0.005)];
    const fit = fitted(rings);
    expect(fit.width).toBe(MAP_WIDTH);
    const points = rings.flat().map(fit.project);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(119.99);
      expect(x).toBeLessThanOrEqual(fit.width - 119.99);
      expect(y).toBeGreaterThanOrEqual(119.99);
      expect(y).toBeLessThanOrEqual(fit.height - 119.99);
    }
    // North up: the northern edge is above (smaller y) the southern one.
    expect(fit.project([-49.3, -15.79])[1]).toBeLessThan(fit.project([-49.3, -15.8])[1]);
    // East to the right.
    expect(fit.project([-49.29, -15.8])[0]).toBeGreaterThan(fit.project([-49.3, -15.8])[0]);
  });

  it('scales the longitude by the cosine of the latitude: a square on the ground stays square', () => {
    const lat = -30;
    // The cosine of the farm's mean latitude (its box's middle).
    const cos = Math.cos(((lat + 0.005) * Math.PI) / 180);
    // 0.01° of latitude north, 0.01°/cos(lat) of longitude east: the same metres.
    const fit = fitted([rect(-52, lat, 0.01 / cos, 0.01)]);
    const [x0, y0] = fit.project([-52, lat]);
    const [x1, y1] = fit.project([-52 + 0.01 / cos, lat + 0.01]);
    expect(Math.abs(x1 - x0)).toBeCloseTo(Math.abs(y1 - y0), 6);
    expect(fit.height).toBe(fit.width);
  });

  it('centres the farm and keeps the picture between 0.6 and 1.25 times as tall as wide', () => {
    const wide = fitted([rect(-50, -15, 1, 0.01)]);
    expect(wide.height).toBe(MAP_WIDTH * 0.6);
    const [, top] = wide.project([-50, -14.99]);
    const [, bottom] = wide.project([-50, -15]);
    expect((top + bottom) / 2).toBeCloseTo(wide.height / 2, 6);
    const tall = fitted([rect(-50, -15, 0.01, 1)]);
    expect(tall.height).toBe(MAP_WIDTH * 1.25);
    const [left] = tall.project([-50, -15]);
    const [right] = tall.project([-49.99, -15]);
    expect((left + right) / 2).toBeCloseTo(MAP_WIDTH / 2, 6);
  });

  it('gives no picture without a finite position, and one for a single point', () => {
    expect(fitRings([])).toBeNull();
    expect(fitRings([[[Number.NaN, 1]]])).toBeNull();
    const point = fitted([[[-49, -15]]]);
    expect(point.project([-49, -15]).every(Number.isFinite)).toBe(true);
  });
});

describe('projectRing and pathOf', () => {
  it('drops the closing position and corners nearer than the step', () => {
    const fit = fitted([rect(-49.3, -15.8, 0.01, 0.01)]);
    const ring: LonLat[] = [...rect(-49.3, -15.8, 0.01, 0.01)];
    ring.splice(1, 0, [-49.3 + 1e-9, -15.8]);
    const points = projectRing(ring, fit);
    expect(points).toHaveLength(4);
    expect(projectRing(ring, fit, 0)).toHaveLength(5);
  });

  it('writes a closed path in whole units', () => {
    expect(
      pathOf([
        [10, 20.4],
        [30.6, 20],
        [30, 40],
      ]),
    ).toBe('M10 20L31 20L30 40Z');
    expect(pathOf([])).toBe('');
  });

  it('measures the area of the points', () => {
    expect(
      pointsArea([
        [0, 0],
        [10, 0],
        [10, 5],
        [0, 5],
      ]),
    ).toBe(50);
  });
});

describe('the view', () => {
  const whole = wholeView({ width: 1000, height: 600 });

  it('zooms in on its centre (or a point), keeps the picture’s shape, and stops at the limits', () => {
    const closer = zoomView(whole, whole, 2);
    expect(closer).toEqual({ x: 250, y: 150, w: 500, h: 300 });
    expect(zoomOf(closer, whole)).toBe(2);
    // Towards a corner: kept inside the picture.
    expect(zoomView(whole, whole, 2, [0, 0])).toEqual({ x: 0, y: 0, w: 500, h: 300 });
    let view = whole;
    for (let i = 0; i < 10; i++) view = zoomView(view, whole, 2);
    expect(zoomOf(view, whole)).toBe(MAX_ZOOM);
    expect(zoomView(closer, whole, 0.5)).toEqual(whole);
    expect(zoomView(whole, whole, 0.5)).toEqual(whole);
  });

  it('moves within the picture', () => {
    const closer = zoomView(whole, whole, 2);
    expect(panView(closer, whole, 100, -50)).toEqual({ x: 350, y: 100, w: 500, h: 300 });
    expect(panView(closer, whole, 10_000, 10_000)).toEqual({ x: 500, y: 300, w: 500, h: 300 });
    expect(panView(whole, whole, 50, 50)).toEqual(whole);
  });

  it('writes the viewBox', () => {
    expect(viewBoxOf({ x: 1 / 3, y: 0, w: 500, h: 300 })).toBe('0.3 0 500 300');
  });
});
