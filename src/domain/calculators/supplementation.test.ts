import { describe, expect, it } from 'vitest';
import {
  calculateSupplementation,
  SUPPLEMENTATION_DEFAULTS,
  supplementationInputSchema,
} from './supplementation';
import { formatNumber } from '../format';
import {
  BOUNDS,
  firstMessageOf,
  missingNaNAndText,
  NUMBER_FIELD_MESSAGES,
} from '../schemas.fixture';

describe('calculateSupplementation', () => {
  it('computes the spec defaults by hand', () => {
    const r = calculateSupplementation(SUPPLEMENTATION_DEFAULTS);
    // 300 kg × 0,1 / 100 = 0,3 kg/head/day; × 100 head = 30 kg/day; / 30 kg bags = 1 bag
    expect(r.kgPerHeadPerDay).toBeCloseTo(0.3, 12);
    expect(r.kgPerDay).toBeCloseTo(30, 12);
    expect(r.bagsPerDay).toBe(1);
    // week: 30 × 7 = 210 kg / 30 = 7 bags
    expect(r.kgPerWeek).toBeCloseTo(210, 12);
    expect(r.bagsPerWeek).toBe(7);
    // month: 30 × 30 = 900 kg / 30 = 30 bags
    expect(r.kgPerMonth).toBeCloseTo(900, 12);
    expect(r.bagsPerMonth).toBe(30);

    expect(formatNumber(r.kgPerHeadPerDay, 3)).toBe('0,300');
    expect(formatNumber(r.kgPerMonth)).toBe('900,00');
  });

  it('rounds a part bag up to a whole bag', () => {
    // 420 kg × 0,8 / 100 = 3,36 kg/head/day; × 37 head = 124,32 kg/day; / 25 = 4,9728 → 5 bags
    const r = calculateSupplementation({
      quantity: 37,
      consumptionPercent: 0.8,
      averageWeight: 420,
      bagWeight: 25,
    });
    expect(r.kgPerHeadPerDay).toBeCloseTo(3.36, 12);
    expect(r.kgPerDay).toBeCloseTo(124.32, 9);
    expect(r.bagsPerDay).toBe(5);
    // week: 124,32 × 7 = 870,24 kg / 25 = 34,8096 → 35 bags
    expect(r.kgPerWeek).toBeCloseTo(870.24, 9);
    expect(r.bagsPerWeek).toBe(35);
    // month: 124,32 × 30 = 3.729,6 kg / 25 = 149,184 → 150 bags
    expect(r.kgPerMonth).toBeCloseTo(3729.6, 9);
    expect(r.bagsPerMonth).toBe(150);
    expect(formatNumber(r.kgPerDay)).toBe('124,32');
    expect(formatNumber(r.kgPerMonth)).toBe('3.729,60');
  });

  it('does not add a bag for floating-point dust', () => {
    // 280 kg × 0,1 / 100 = 0,28 kg/head/day; × 100 = 28 kg/day; / 30 = 0,933 → 1 bag
    // month: 28 × 30 = 840 kg / 30 = exactly 28 bags (binary: 28.000000000000004 → 29 with Math.ceil)
    const r = calculateSupplementation({ ...SUPPLEMENTATION_DEFAULTS, averageWeight: 280 });
    expect(Math.ceil(r.kgPerMonth / 30)).toBe(29);
    expect(r.bagsPerMonth).toBe(28);
    expect(r.bagsPerDay).toBe(1);
    // week: 28 × 7 = 196 kg / 30 = 6,53 → 7 bags
    expect(r.bagsPerWeek).toBe(7);
  });

  it('gives whole bags exactly when the kg divide evenly', () => {
    // 500 kg × 0,5 / 100 = 2,5 kg; × 100 = 250 kg/day / 25 = 10 bags; week 70; month 300
    const r = calculateSupplementation({
      quantity: 100,
      consumptionPercent: 0.5,
      averageWeight: 500,
      bagWeight: 25,
    });
    expect(r.bagsPerDay).toBe(10);
    expect(r.bagsPerWeek).toBe(70);
    expect(r.bagsPerMonth).toBe(300);
  });
});

describe('supplementationInputSchema', () => {
  const errorOf = firstMessageOf(supplementationInputSchema, SUPPLEMENTATION_DEFAULTS);

  it('accepts the defaults', () => {
    expect(errorOf({})).toBeNull();
  });

  it.each([
    ...BOUNDS.quantity.accepted,
    ...BOUNDS.consumptionPercent.accepted,
    ...BOUNDS.averageWeight.accepted,
    [{ bagWeight: 0.1 }],
    [{ bagWeight: 100 }],
  ])('accepts the bound %j', (patch) => {
    expect(errorOf(patch)).toBeNull();
  });

  it.each([
    ...BOUNDS.quantity.rejected,
    [{ quantity: -1 }, 'Quantidade deve ser maior que zero'],
    ...BOUNDS.consumptionPercent.rejected,
    ...BOUNDS.averageWeight.rejected,
    [{ bagWeight: 0 }, 'Peso do saco deve ser maior que zero'],
    [{ bagWeight: 100.1 }, 'Peso do saco não pode exceder 100 kg'],
  ])('rejects %j with %s', (patch, message) => {
    expect(errorOf(patch)).toBe(message);
  });

  it.each(Object.keys(SUPPLEMENTATION_DEFAULTS))('%s: missing, NaN and text', (field) => {
    expect(missingNaNAndText(errorOf, field)).toEqual(NUMBER_FIELD_MESSAGES);
  });
});
