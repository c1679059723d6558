import { describe, expect, it } from 'vitest';
import { buildMapShapes, paddockDescription, uaLabel, type MapPaddock } from './map-shapes';

const square: [number, number][] = [
  [-49.3, -15.8],
  [-49.29, -15.8],
  [-49.29, -15.79],
  [-49.3, -15.79],
  [-49.3, -15.8],
];
const paddock = (id: string, ring: [number, number][] | null): MapPaddock => ({
  id,
  name: `Pasto ${id}`,
  state: 'resting',
  uaPerHa: 1,
  ring,
});

describe('the words of a paddock on the map', () => {
  it('writes its UA/ha with a decimal comma, a dash without one', () => {
    expect(uaLabel(1.75)).toBe('1,8 UA/ha');
    expect(uaLabel(12)).toBe('12,0 UA/ha');
    expect(uaLabel(null)).toBe('—');
    expect(uaLabel(Number.NaN)).toBe('—');
  });

  it('says its name, state and UA/ha, and when it is over its capacity', () => {
    expect(paddockDescription({ ...paddock('1', null), state: 'occupied', uaPerHa: 2.04 })).toBe(
      'Pasto 1: Ocupado, 2,0 UA/ha',
    );
    expect(
      paddockDescription({
        ...paddock('2', null),
        state: 'never',
        uaPerHa: null,
        overCapacity: true,
      }),
    ).toBe('Pasto 2: Sem ocupação, sem UA/ha, acima da capacidade');
  });
});

describe('buildMapShapes', () => {
  it('draws the paddocks with a usable boundary and counts the others', () => {
    const built = buildMapShapes([
      paddock('1', square),
      paddock('2', null),
      paddock('3', [
        [-49.3, -15.8],
        [-49.29, -15.8],
      ]),
      paddock('4', [
        [-49.3, Number.NaN],
        [-49.29, -15.8],
        [-49.29, -15.79],
        [-49.3, Number.NaN],
      ]),
    ]);
    expect(built?.shapes.map((shape) => shape.id)).toEqual(['1']);
    expect(built?.missing).toBe(3);
    expect(built?.shapes[0]?.d).toMatch(/^M[\d. ]+(L[\d. ]+){3}Z$/);
    expect(built?.shapes[0]?.lines).toEqual(['Pasto 1', '1,0 UA/ha']);
  });

  it('gives nothing to draw without a boundary', () => {
    expect(buildMapShapes([])).toBeNull();
    expect(buildMapShapes([paddock('1', null)])).toBeNull();
  });

  it('simplifies a boundary of thousands of corners the server did not', () => {
    const circle: [number, number][] = Array.from({ length: 3000 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 3000;
      return [-49.3 + 0.01 * Math.cos(angle), -15.8 + 0.01 * Math.sin(angle)];
    });
    const built = buildMapShapes([paddock('1', [...circle, circle[0]!])]);
    const corners = built!.shapes[0]!.d.split('L').length;
    expect(corners).toBeLessThanOrEqual(200);
    expect(corners).toBeGreaterThan(20);
  });
});
