import { describe, expect, it } from 'vitest';
import { calculateDailyRate, dailyRateInputSchema, type DailyRateInput } from './daily-rate';
import { formatBRL } from '../format';
import {
  BOUNDS,
  firstMessageOf,
  missingNaNAndText,
  NUMBER_FIELD_MESSAGES,
} from '../schemas.fixture';

const lot: DailyRateInput = {
  quantity: 120,
  rentPerHeadPerDay: 1.2,
  supplementPerHeadPerDay: 0.85,
  laborPerDay: 180,
  otherPerDay: 45.5,
};

describe('calculateDailyRate', () => {
  it('computes a lot by hand', () => {
    const r = calculateDailyRate(lot);
    // (1,20 + 0,85 = 2,05) × 120 head = 246; + 180 + 45,50 = R$ 471,50/day
    expect(r.costPerDay).toBeCloseTo(471.5, 9);
    // 471,50 / 120 = R$ 3,929166…/head/day
    expect(r.costPerHeadPerDay).toBeCloseTo(3.9291667, 6);
    // 471,50 × 30 = R$ 14.145,00/month
    expect(r.costPerMonth).toBeCloseTo(14145, 9);
    // 3,929166… × 30 = R$ 117,875/head/month
    expect(r.costPerHeadPerMonth).toBeCloseTo(117.875, 9);
    // 471,50 × 365 = R$ 172.097,50/year
    expect(r.costPerYear).toBeCloseTo(172097.5, 9);

    expect(formatBRL(r.costPerDay)).toBe('R$ 471,50');
    expect(formatBRL(r.costPerHeadPerDay)).toBe('R$ 3,93');
    expect(formatBRL(r.costPerMonth)).toBe('R$ 14.145,00');
    expect(formatBRL(r.costPerHeadPerMonth)).toBe('R$ 117,88');
    expect(formatBRL(r.costPerYear)).toBe('R$ 172.097,50');
  });

  it('gives zero when every cost is zero', () => {
    const r = calculateDailyRate({
      quantity: 1,
      rentPerHeadPerDay: 0,
      supplementPerHeadPerDay: 0,
      laborPerDay: 0,
      otherPerDay: 0,
    });
    expect(r).toEqual({
      costPerDay: 0,
      costPerHeadPerDay: 0,
      costPerMonth: 0,
      costPerHeadPerMonth: 0,
      costPerYear: 0,
    });
  });

  it('spreads the lot costs (labour, other) over the heads', () => {
    // (0 + 0) × 7 + 100 + 5 = R$ 105/day; / 7 = R$ 15/head/day; × 30 = R$ 450/head/month
    const r = calculateDailyRate({
      ...lot,
      quantity: 7,
      rentPerHeadPerDay: 0,
      supplementPerHeadPerDay: 0,
      laborPerDay: 100,
      otherPerDay: 5,
    });
    expect(r.costPerDay).toBe(105);
    expect(r.costPerHeadPerDay).toBe(15);
    expect(r.costPerHeadPerMonth).toBe(450);
  });

  it('shows — for the per-head figures without heads', () => {
    const r = calculateDailyRate({ ...lot, quantity: 0 });
    // (no heads) 0 + 180 + 45,50 = 225,50/day; per head → null
    expect(r.costPerDay).toBe(225.5);
    expect(r.costPerHeadPerDay).toBeNull();
    expect(r.costPerHeadPerMonth).toBeNull();
    expect(formatBRL(r.costPerHeadPerDay)).toBe('—');
  });
});

describe('dailyRateInputSchema', () => {
  const errorOf = firstMessageOf(dailyRateInputSchema, lot);

  it('accepts the lot', () => {
    expect(errorOf({})).toBeNull();
  });

  it.each([
    ...BOUNDS.quantity.accepted,
    [{ rentPerHeadPerDay: 0 }],
    [{ rentPerHeadPerDay: 100 }],
    [{ supplementPerHeadPerDay: 0 }],
    [{ supplementPerHeadPerDay: 100 }],
    [{ laborPerDay: 0 }],
    [{ laborPerDay: 10000 }],
    [{ otherPerDay: 0 }],
    [{ otherPerDay: 10000 }],
  ])('accepts the bound %j', (patch) => {
    expect(errorOf(patch)).toBeNull();
  });

  it.each([
    ...BOUNDS.quantity.rejected,
    [{ rentPerHeadPerDay: -0.01 }, 'Arrendamento não pode ser negativo'],
    [{ rentPerHeadPerDay: 100.01 }, 'Arrendamento não pode exceder R$ 100'],
    [{ supplementPerHeadPerDay: -0.01 }, 'Suplemento não pode ser negativo'],
    [{ supplementPerHeadPerDay: 100.01 }, 'Suplemento não pode exceder R$ 100'],
    [{ laborPerDay: -0.01 }, 'Mão de obra não pode ser negativa'],
    [{ laborPerDay: 10000.01 }, 'Mão de obra não pode exceder R$ 10.000'],
    [{ otherPerDay: -0.01 }, 'Outras despesas não podem ser negativas'],
    [{ otherPerDay: 10000.01 }, 'Outras despesas não podem exceder R$ 10.000'],
  ])('rejects %j with %s', (patch, message) => {
    expect(errorOf(patch)).toBe(message);
  });

  it.each(Object.keys(lot))('%s: missing, NaN and text', (field) => {
    expect(missingNaNAndText(errorOf, field)).toEqual(NUMBER_FIELD_MESSAGES);
  });
});
