import { describe, expect, it } from 'vitest';
import { isClosed, ringAreaHectares, type Position } from './geometry';
import { mapShape, simplifyRing } from './simplify';

/** One metre of latitude, in degrees (the Earth's radius as in simplify.ts). */
const METRE = 180 / Math.PI / 6_378_137;
const LAT = -15.8;
const LON = -49.3;
/** A metre of longitude at LAT, in degrees. */
const METRE_LON = METRE / Math.cos((LAT * Math.PI) / 180);

/** A point `east` and `north` metres from (LON, LAT). */
const at = (east: number, north: number): Position => [LON + east * METRE_LON, LAT + north * METRE];

/** A 1 km square, its sides walked in 10 m steps that stray up to ±`noise` m sideways. */
function noisySquare(noise: number): Position[] {
  const wobble = (i: number) => noise * Math.sin(i * 1.7);
  const ring: Position[] = [];
  for (let i = 0; i < 100; i++) ring.push(at(i * 10, i === 0 ? 0 : wobble(i)));
  for (let i = 0; i < 100; i++) ring.push(at(1000 + (i === 0 ? 0 : wobble(i)), i * 10));
  for (let i = 0; i < 100; i++) ring.push(at(1000 - i * 10, 1000 + (i === 0 ? 0 : wobble(i))));
  for (let i = 0; i < 100; i++) ring.push(at(i === 0 ? 0 : wobble(i), 1000 - i * 10));
  ring.push(ring[0]!);
  return ring;
}

/** A circle of `n` corners and radius `r` metres, closed. */
function circle(n: number, r: number): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < n; i++) {
    const angle = (2 * Math.PI * i) / n;
    ring.push(at(r * Math.cos(angle), r * Math.sin(angle)));
  }
  return [...ring, ring[0]!];
}

const SQUARE = [at(0, 0), at(1000, 0), at(1000, 1000), at(0, 1000), at(0, 0)];

describe('simplifyRing', () => {
  it('brings a square with noisy sides back to the square, closed, in its order', () => {
    const simple = simplifyRing(noisySquare(2), 5);
    expect(simple).toHaveLength(5);
    simple.forEach((p, i) => {
      expect(p[0]).toBeCloseTo(SQUARE[i]![0], 9);
      expect(p[1]).toBeCloseTo(SQUARE[i]![1], 9);
    });
    expect(isClosed(simple)).toBe(true);
  });

  it('keeps the noise the tolerance does not cover', () => {
    expect(simplifyRing(noisySquare(2), 0.5).length).toBeGreaterThan(100);
  });

  it('keeps every corner with a tolerance of 0, and closes an open ring', () => {
    const ring = noisySquare(2);
    expect(simplifyRing(ring, 0)).toEqual(ring);
    expect(simplifyRing(ring.slice(0, -1), 0)).toEqual(ring);
    expect(simplifyRing(ring, Number.NaN)).toEqual(ring);
  });

  it('never gives less than a triangle, however large the tolerance', () => {
    const simple = simplifyRing(circle(50, 100), 1_000_000);
    expect(simple).toHaveLength(4);
    expect(isClosed(simple)).toBe(true);
    expect(ringAreaHectares(simple)).toBeGreaterThan(0);
    const spot = [at(0, 0), at(0, 0), at(0, 0), at(0, 0), at(0, 0)];
    expect(simplifyRing(spot, 1)).toHaveLength(4);
  });

  it('keeps a triangle as it is', () => {
    const triangle = [at(0, 0), at(100, 0), at(0, 100), at(0, 0)];
    expect(simplifyRing(triangle, 1000)).toEqual(triangle);
  });

  it('measures in metres on the ground: a degree of longitude is shorter away from the equator', () => {
    // A 4 m bulge in the middle of a 1 km side: kept under 3 m, gone over 5 m.
    const ring = [at(0, 0), at(500, -4), at(1000, 0), at(1000, 1000), at(0, 1000), at(0, 0)];
    expect(simplifyRing(ring, 3)).toHaveLength(6);
    expect(simplifyRing(ring, 5)).toHaveLength(5);
    const sideways = [at(0, 0), at(1000, 0), at(1000, 1000), at(0, 1000), at(-4, 500), at(0, 0)];
    expect(simplifyRing(sideways, 3)).toHaveLength(6);
    expect(simplifyRing(sideways, 5)).toHaveLength(5);
  });
});

describe('mapShape', () => {
  it('brings a 5,000-corner circle to at most 200 corners, its area within 1 %', () => {
    const ring = circle(5_000, 800);
    const shape = mapShape(ring);
    expect(shape.length).toBeLessThanOrEqual(200);
    expect(isClosed(shape)).toBe(true);
    const area = ringAreaHectares(ring);
    expect(Math.abs(ringAreaHectares(shape) - area) / area).toBeLessThan(0.01);
  });

  it('rounds the positions to 6 decimals', () => {
    const shape = mapShape(noisySquare(2));
    expect(shape).toHaveLength(5);
    for (const [lon, lat] of shape) {
      expect(lon).toBe(Math.round(lon * 1e6) / 1e6);
      expect(lat).toBe(Math.round(lat * 1e6) / 1e6);
    }
  });

  it('keeps at least 1 m of tolerance on a small paddock, and a tiny ring whole', () => {
    // A 20 m square with 0.5 m noise: 0.2 % of its diagonal is 6 cm, 1 m is used.
    const small = [at(0, 0), at(10, 0.5), at(20, 0), at(20, 20), at(0, 20), at(0, 0)];
    expect(mapShape(small)).toHaveLength(5);
    const tiny = [at(0, 0), at(0.01, 0), at(0.01, 0.01), at(0, 0)];
    expect(mapShape(tiny)).toHaveLength(4);
    expect(mapShape([])).toEqual([]);
  });
});

describe('mapShape of a jittery walk', () => {
  it('keeps at most 200 corners even when the jitter is larger than the first tolerance', () => {
    // A GPS walk round a 1 km square with ±6 m of jitter: 0.1 % of its diagonal (1.4 m) keeps it.
    const walk = noisySquare(6);
    expect(simplifyRing(walk, 1.4).length).toBeGreaterThan(200);
    const shape = mapShape(walk);
    expect(shape.length - 1).toBeLessThanOrEqual(200);
    expect(isClosed(shape)).toBe(true);
  });
});
