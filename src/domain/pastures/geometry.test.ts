import { describe, expect, it } from 'vitest';
import { ringAreaHectares, ringProblem, type Position } from './geometry';

/** A square of `side` degrees with its south-west corner at (lon, lat), closed. */
const square = (lon: number, lat: number, side: number): Position[] => [
  [lon, lat],
  [lon + side, lat],
  [lon + side, lat + side],
  [lon, lat + side],
  [lon, lat],
];

describe('ringAreaHectares', () => {
  it('measures on the Earth: a 0.01° square is 123.9 ha at the equator', () => {
    // (0.01° × π/180 × 6,378,137 m)² = 1,239,149 m².
    expect(ringAreaHectares(square(-50, 0, 0.01))).toBeCloseTo(123.9, 0);
  });

  it('shrinks with the latitude as the degree of longitude does (cos 15.8° in Goiás)', () => {
    const equator = ringAreaHectares(square(-50, 0, 0.01));
    const goias = ringAreaHectares(square(-49.3, -15.8, 0.01));
    expect(goias / equator).toBeCloseTo(Math.cos((15.805 * Math.PI) / 180), 3);
  });

  it('is the same whichever way the ring turns, closed or not', () => {
    const ring = square(-49.3, -15.8, 0.01);
    const area = ringAreaHectares(ring);
    expect(ringAreaHectares([...ring].reverse())).toBeCloseTo(area, 9);
    expect(ringAreaHectares(ring.slice(0, -1))).toBeCloseTo(area, 9);
    expect(ringAreaHectares(ring.slice(0, 2))).toBe(0);
  });
});

describe('ringProblem', () => {
  it('keeps a closed paddock in Brazil', () => {
    expect(ringProblem(square(-49.3, -15.8, 0.01), 'Pasto 1')).toBeNull();
  });

  it('says what is wrong with a boundary, naming the paddock', () => {
    const open = square(-49.3, -15.8, 0.01).slice(0, -1);
    expect(ringProblem(open, 'Pasto 1')).toBe('O contorno de Pasto 1 não está fechado.');
    expect(
      ringProblem(
        [
          [-49, -15],
          [-49.1, -15],
          [-49, -15],
        ],
        'P',
      ),
    ).toBe('O contorno de P precisa de pelo menos 3 pontos.');
    expect(ringProblem(square(2.35, 48.85, 0.01), 'Paris')).toMatch(/fora do Brasil/);
    // Latitude and longitude swapped: the usual mistake, and out of Brazil too.
    expect(ringProblem(square(-15.8, -49.3, 0.01), 'P')).toMatch(/fora do Brasil/);
    const bowtie: Position[] = [
      [-49.3, -15.8],
      [-49.29, -15.79],
      [-49.29, -15.8],
      [-49.3, -15.79],
      [-49.3, -15.8],
    ];
    expect(ringProblem(bowtie, 'P')).toBe('O contorno de P se cruza: confira a ordem dos pontos.');
    expect(
      ringProblem(
        [
          [-49.3, Number.NaN],
          [-49.2, -15],
          [-49.2, -15.1],
          [-49.3, Number.NaN],
        ],
        'P',
      ),
    ).toBe('O contorno de P tem uma coordenada inválida.');
  });
});
