import { describe, expect, it } from 'vitest';
import {
  formatIndicator,
  INDICATOR_BY_KEY,
  INDICATOR_KEYS,
  INDICATORS,
  meetsTarget,
  roundLabel,
} from './indicators';

describe('the season’s indicators (issue 41 item 8)', () => {
  it('every indicator has its Portuguese name and formula, in order', () => {
    expect(INDICATORS.map((d) => d.key)).toEqual([...INDICATOR_KEYS]);
    expect(INDICATORS.map((d) => d.label)).toContain('Kg de bezerro desmamado por vaca exposta');
    for (const d of INDICATORS) expect(d.formula).toMatch(/÷|Média/);
    expect(INDICATOR_BY_KEY.weaningRate.formula).toMatch(/fêmeas expostas/);
  });

  it('the usual targets: prenhez ≥ 80 %, intervalo ≤ 395 dias, primeiro parto ≤ 36 meses', () => {
    expect(INDICATOR_BY_KEY.pregnancyRate.target?.text).toBe('Meta: ≥ 80%');
    expect(INDICATOR_BY_KEY.calvingIntervalDays.target?.text).toBe('Meta: ≤ 395 dias');
    expect(INDICATOR_BY_KEY.firstCalvingMonths.target?.text).toBe('Meta: ≤ 36 meses');
    expect(meetsTarget('pregnancyRate', 80)).toBe(true);
    expect(meetsTarget('pregnancyRate', 79.9)).toBe(false);
    expect(meetsTarget('calvingIntervalDays', 395)).toBe(true);
    expect(meetsTarget('calvingIntervalDays', 396)).toBe(false);
    expect(meetsTarget('firstCalvingMonths', null)).toBeNull();
    expect(meetsTarget('serviceRate', 50)).toBeNull();
  });

  it('values in pt-BR: a comma, the unit, a dash for none', () => {
    expect(formatIndicator(82.5, 'percent')).toBe('82,5%');
    expect(formatIndicator(100, 'percent')).toBe('100,0%');
    expect(formatIndicator(1390, 'days')).toBe('1.390 dias');
    expect(formatIndicator(34.2, 'months')).toBe('34,2 meses');
    expect(formatIndicator(273.2, 'kg')).toBe('273,2 kg');
    expect(formatIndicator(null, 'percent')).toBe('—');
    expect(formatIndicator(Number.NaN, 'kg')).toBe('—');
    expect(roundLabel(2)).toBe('2º serviço');
  });
});
