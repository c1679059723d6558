import { describe, expect, it } from 'vitest';
import { labelBox, labelSpot, placeLabels, type LabelCandidate } from './map-labels';
import type { Xy } from './map-projection';

const square = (x: number, y: number, side: number): Xy[] => [
  [x, y],
  [x + side, y],
  [x + side, y + side],
  [x, y + side],
];

/** Whether (x, y) is inside the polygon (ray casting). */
function inside(points: readonly Xy[], [x, y]: Xy): boolean {
  let result = false;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length]!;
    if (p[1] > y !== q[1] > y && x < p[0] + ((y - p[1]) * (q[0] - p[0])) / (q[1] - p[1])) {
      result = !result;
    }
  });
  return result;
}

describe('labelSpot', () => {
  it('puts a square’s label in its middle, with its whole width and height as room', () => {
    expect(labelSpot(square(0, 0, 100))).toEqual({ x: 50, y: 50, room: 100, headroom: 100 });
  });

  it('keeps an L-shaped paddock’s label inside it, where its centroid is not', () => {
    // A thin L: the centroid (about 24, 24) falls in the missing corner.
    const ell: Xy[] = [
      [0, 0],
      [100, 0],
      [100, 10],
      [10, 10],
      [10, 100],
      [0, 100],
    ];
    expect(inside(ell, [24, 24])).toBe(false);
    const spot = labelSpot(ell);
    expect(inside(ell, [spot.x, spot.y])).toBe(true);
    expect(spot.room).toBeGreaterThan(0);
  });

  it('keeps a C-shaped paddock’s label inside it', () => {
    const c: Xy[] = [
      [0, 0],
      [100, 0],
      [100, 20],
      [20, 20],
      [20, 80],
      [100, 80],
      [100, 100],
      [0, 100],
    ];
    const spot = labelSpot(c);
    expect(inside(c, [spot.x, spot.y])).toBe(true);
  });

  it('gives no room to a ring of less than 3 points', () => {
    expect(labelSpot([[5, 5]]).room).toBe(0);
    expect(labelSpot([]).room).toBe(0);
  });
});

describe('placeLabels', () => {
  const candidate = (id: string, x: number, y: number, room: number): LabelCandidate => ({
    id,
    spot: { x, y, room, headroom: room },
    lines: ['Pasto 1', '1,8 UA/ha'],
  });

  it('sizes a label by its longest line', () => {
    const box = labelBox(['Pasto 1', '1,8 UA/ha'], 10);
    expect(box.width).toBeCloseTo(9 * 0.6 * 10, 9);
    expect(box.height).toBeCloseTo(24, 9);
  });

  it('labels the paddocks with room, the first one of two that would overlap', () => {
    const placed = placeLabels(
      [
        candidate('big', 100, 100, 200),
        candidate('near', 120, 105, 200),
        candidate('far', 400, 100, 200),
        candidate('small', 700, 100, 20),
      ],
      10,
    );
    expect(placed.map((label) => label.id)).toEqual(['big', 'far']);
    expect(placed[0]).toEqual({ id: 'big', x: 100, y: 100, lines: ['Pasto 1', '1,8 UA/ha'] });
  });

  it('labels fewer paddocks as the text grows (zoomed out on a phone)', () => {
    const many = Array.from({ length: 10 }, (_, i) => candidate(`p${i}`, i * 100 + 50, 50, 100));
    expect(placeLabels(many, 10)).toHaveLength(10);
    expect(placeLabels(many, 30)).toHaveLength(0);
  });
});
