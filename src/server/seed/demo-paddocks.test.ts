import { describe, expect, it } from 'vitest';
import { ROTATIONAL_HEIGHTS } from '../../domain/pastures/constants';
import { BRAZIL, ringAreaHectares, ringProblem } from '../../domain/pastures/geometry';
import { mapShape } from '../../domain/pastures/simplify';
import { demoPaddockCount, demoPaddockLayout, DEMO_RETIROS } from './demo-paddocks';
import {
  demoHeights,
  lotModules,
  lotPeriods,
  weanings,
  type RotationPaddock,
} from './demo-rotation';

/* The demo farm's paddocks and who grazes where (issue 42 item 7): pure, no database. */

const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
const key = (p: readonly [number, number]) => `${p[0]},${p[1]}`;

/** The layout as the rotation reads it, each paddock named by its index. */
const asRotation = (count: number): RotationPaddock[] =>
  demoPaddockLayout(count).map((p, i) => ({
    id: `p${i}`,
    name: p.name,
    retiro: p.retiro,
    recria: p.recria,
    forage: p.forage,
    rotational: p.grazingMethod === 'rotational',
    restDays: p.restDays,
  }));

describe('the demo farm’s paddocks', () => {
  it('one per 40 animals, from 24 to 500', () => {
    expect([50, 1_000, 2_000, 20_000, 50_000].map(demoPaddockCount)).toEqual([
      24, 25, 50, 500, 500,
    ]);
  });

  it.each([24, 500])(
    '%i paddocks: named once, in retiros, 5–60 ha, valid shapes near Campo Grande, grass and capacity',
    (count) => {
      const layout = demoPaddockLayout(count);
      expect(layout).toHaveLength(count);
      expect(new Set(layout.map((p) => p.name.toLowerCase())).size).toBe(count);
      const retiros = [...new Set(layout.map((p) => p.retiro))];
      expect(retiros.slice(0, 3)).toEqual(['Sede', 'Retiro Norte', 'Retiro da Mata']);
      expect(retiros).toHaveLength(count === 24 ? 3 : DEMO_RETIROS.length);
      expect(layout.filter((p) => p.recria).every((p) => p.retiro === 'Sede')).toBe(true);
      expect(layout.filter((p) => p.recria).length).toBeGreaterThanOrEqual(2);
      for (const p of layout) {
        expect(ringProblem(p.shape, p.name)).toBeNull();
        expect(p.shapeAreaHa).toBeCloseTo(ringAreaHectares(p.shape), 1);
        expect(p.shapeAreaHa).toBeGreaterThanOrEqual(5);
        expect(p.shapeAreaHa).toBeLessThanOrEqual(60);
        expect(p.mapRing).toEqual(mapShape(p.shape));
        for (const [lon, lat] of p.shape) {
          expect(lon).toBeGreaterThan(BRAZIL.west);
          expect(Math.abs(lat + 20.6)).toBeLessThan(0.2);
          expect(Math.abs(lon + 54.4)).toBeLessThan(0.2);
        }
        if (p.areaHa !== null) expect(Math.abs(p.areaHa - p.shapeAreaHa)).toBeLessThan(6);
        expect(p.capacityRainy).toBeGreaterThan(p.capacityDry);
        expect(p.capacityDry).toBeGreaterThan(0);
        const rotational = p.grazingMethod === 'rotational';
        expect(rotational).toBe(p.forage in ROTATIONAL_HEIGHTS);
        expect(p.restDays !== null).toBe(rotational);
      }
      expect(new Set(layout.map((p) => p.forage)).size).toBeGreaterThanOrEqual(6);
    },
  );

  it('neighbours share their corners: no gap, no overlap, the farm’s area is the sum', () => {
    const layout = demoPaddockLayout(24);
    // Each inner corner belongs to up to four paddocks; every corner appears in one at least,
    // and a paddock's edge is its neighbour's edge reversed.
    const edges = new Map<string, number>();
    for (const p of layout) {
      for (let i = 0; i < 4; i++) {
        const edge = `${key(p.shape[i]!)}>${key(p.shape[i + 1]!)}`;
        edges.set(edge, (edges.get(edge) ?? 0) + 1);
      }
    }
    const shared = [...edges.keys()].filter((e) => {
      const [a, b] = e.split('>');
      return edges.has(`${b}>${a}`);
    });
    // A 6 × 4 grid has 5 × 4 + 6 × 3 = 38 inner edges, each seen from both sides.
    expect(shared).toHaveLength(2 * 38);
    expect([...edges.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('who grazes where', () => {
  const paddocks = asRotation(500);
  const start = '2024-12-01';
  const today = '2026-11-25';

  it('lots rotate through a module of their retiro’s paddocks, every 20–45 days, until today', () => {
    const lots = Array.from({ length: 80 }, (_, i) => i + 1);
    const modules = lotModules(paddocks, lots);
    const byId = new Map(paddocks.map((p) => [p.id, p]));
    for (const n of lots) {
      const module = modules.get(n)!;
      expect(module.length).toBeGreaterThanOrEqual(4);
      expect(new Set(module.map((p) => p.retiro)).size).toBe(1);
      expect(module.some((p) => p.recria)).toBe(false);
      const periods = lotPeriods({ id: `lote${n}`, number: n }, module, start, today);
      expect(periods[0]).toMatchObject({ moveId: null, from: start });
      expect(periods.at(-1)).toMatchObject({ to: null, nextMoveId: null });
      expect(periods.length).toBeGreaterThan(15);
      for (const [i, p] of periods.entries()) {
        expect(byId.get(p.paddockId)!.retiro).toBe(module[0]!.retiro);
        expect(p.from <= today).toBe(true);
        if (i === 0) continue;
        const before = periods[i - 1]!;
        expect(before.to).toBe(p.from);
        expect(before.nextMoveId).toBe(p.moveId);
        expect(before.paddockId).not.toBe(p.paddockId);
        const stay = days(before.from, p.from);
        expect(stay).toBeGreaterThanOrEqual(i === 1 ? 30 : 20);
        expect(stay).toBeLessThanOrEqual(45);
      }
    }
  });

  it('with fewer lots than retiros a lot grazes several; the weaned calves go to the Recria monthly', () => {
    const small = asRotation(24);
    const modules = lotModules(small, [1]);
    expect(new Set(modules.get(1)!.map((p) => p.retiro)).size).toBe(3);
    const weaned = weanings(small, start, today);
    expect(weaned[0]!.on).toBe('2025-01-01');
    expect(weaned.at(-1)!.on).toBe('2026-11-01');
    const recrias = new Set(small.filter((p) => p.recria).map((p) => p.id));
    expect(weaned.every((w) => recrias.has(w.paddockId))).toBe(true);
  });

  it('heights: rotational ones at the entry and exit heights, continuous ones in their range', () => {
    const small = asRotation(24);
    const periods = lotPeriods(
      { id: 'l', number: 1 },
      lotModules(small, [1]).get(1)!,
      start,
      today,
    );
    const heights = demoHeights(small, periods, today, true);
    const byId = new Map(small.map((p) => [p.id, p]));
    expect(heights.length).toBeGreaterThan(50);
    for (const h of heights) {
      const p = byId.get(h.paddockId)!;
      expect(h.measuredOn <= today && h.measuredOn >= '2025-11-25').toBe(true);
      if (p.rotational) {
        const target = ROTATIONAL_HEIGHTS[p.forage]!;
        expect(h.heightCm).toBeGreaterThanOrEqual(target.exit - 3);
        expect(h.heightCm).toBeLessThanOrEqual(target.entry + 10);
      } else {
        expect(h.heightCm).toBeGreaterThan(10);
        expect(h.heightCm).toBeLessThanOrEqual(40);
      }
    }
    // A later run adds no monthly heights (its paddocks had them).
    expect(demoHeights(small, [], today, false)).toEqual([]);
  });
});
