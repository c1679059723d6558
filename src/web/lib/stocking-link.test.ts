import { describe, expect, it } from 'vitest';
import { stockingLink, stockingPrefill } from './stocking-link';

describe("the stocking calculator's address", () => {
  it('carries the area, the heads and their mean weight, the pt-BR way', () => {
    expect(stockingLink({ areaHa: 100, heads: 150, units: 140 })).toBe(
      '/module/stocking?area=100&cabecas=150&pesoMedio=420',
    );
    expect(stockingLink({ areaHa: 1250.456, heads: 1200, units: 1000 })).toBe(
      '/module/stocking?area=1.250%2C46&cabecas=1.200&pesoMedio=375',
    );
  });

  it('leaves out what the farm lacks', () => {
    expect(stockingLink({ areaHa: 0, heads: 0, units: 0 })).toBe('/module/stocking');
    expect(stockingLink({ areaHa: 80, heads: 0, units: 0 })).toBe('/module/stocking?area=80');
  });

  it('reads back only numbers', () => {
    const link = stockingLink({ areaHa: 1250.456, heads: 1200, units: 1000 });
    expect(stockingPrefill(new URL(link, 'http://x').searchParams)).toEqual({
      area: '1.250,46',
      quantity: '1.200',
      averageWeight: '375',
    });
    expect(
      stockingPrefill(new URLSearchParams('area=abc&cabecas=-3&pesoMedio=' + '9'.repeat(30))),
    ).toEqual({});
  });
});
