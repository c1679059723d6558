import { describe, expect, it } from 'vitest';
import {
  areaText,
  capacityText,
  embrapaHelp,
  lastHeightText,
  recommendedHeights,
  totalsText,
  upTo2,
} from './pasture-format';

describe('the pastures words', () => {
  it("gives the typed area, with the map's beside it when it differs", () => {
    expect(areaText({ areaHa: 12, shapeAreaHa: null })).toBe('12 ha');
    expect(areaText({ areaHa: 12, shapeAreaHa: 12.43 })).toBe('12 ha (mapa: 12,4 ha)');
    expect(areaText({ areaHa: 12.4, shapeAreaHa: 12.38 })).toBe('12,4 ha');
    expect(areaText({ areaHa: null, shapeAreaHa: 8.05 })).toBe('8,1 ha (mapa)');
    expect(areaText({ areaHa: null, shapeAreaHa: null })).toBe('—');
  });

  it("says Embrapa's heights for the grass and its method", () => {
    expect(embrapaHelp('Mombaça', 'rotational')).toBe(
      'Altura de entrada 85 cm, de saída 45 cm (Embrapa)',
    );
    expect(embrapaHelp('Xaraés', 'continuous')).toBe('Manter entre 20 e 40 cm (Embrapa)');
    expect(embrapaHelp('Mombaça', 'continuous')).toBeNull();
    expect(embrapaHelp('', 'rotational')).toBeNull();
    expect(recommendedHeights('Zuri', 'rotational')).toEqual([
      { term: 'Altura de entrada', value: '80 cm' },
      { term: 'Altura de saída', value: '40 cm' },
    ]);
    expect(recommendedHeights('Decumbens', 'continuous')).toEqual([
      { term: 'Altura recomendada', value: 'Entre 15 e 30 cm' },
    ]);
    expect(recommendedHeights('Outra', 'rotational')).toEqual([]);
  });

  it('writes the capacities, the last height and the totals the pt-BR way', () => {
    expect(upTo2(2)).toBe('2');
    expect(upTo2(1.1)).toBe('1,1');
    expect(upTo2(1.25)).toBe('1,25');
    expect(capacityText({ capacityRainy: 2.5, capacityDry: null })).toBe('Águas 2,5 · Seca —');
    expect(capacityText({ capacityRainy: null, capacityDry: null })).toBe('Não informada');
    expect(lastHeightText({ heightCm: 30, measuredOn: '2026-03-02' })).toBe('30 cm em 02/03/2026');
    expect(lastHeightText(null)).toBeNull();
    expect(totalsText({ paddocks: 1, areaHa: 1500.25, heads: 1, units: 1, uaPerHa: null })).toBe(
      '1 pasto · 1.500,3 ha · 1 cabeça',
    );
  });
});
