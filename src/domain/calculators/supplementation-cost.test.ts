import { describe, expect, it } from 'vitest';
import {
  calculateSupplementationCost,
  supplementationCostInputSchema,
  type SupplementationCostInput,
} from './supplementation-cost';
import { formatBRL, formatNumber } from '../format';
import {
  BOUNDS,
  firstMessageOf,
  missingNaNAndText,
  NUMBER_FIELD_MESSAGES,
} from '../schemas.fixture';

const lot: SupplementationCostInput = {
  quantity: 50,
  consumptionPercent: 0.2,
  averageWeight: 350,
  costPerKg: 2.35,
  days: 90,
};

describe('calculateSupplementationCost', () => {
  it('computes a lot by hand', () => {
    const r = calculateSupplementationCost(lot);
    // 350 kg × 0,2 / 100 = 0,7 kg/head/day
    expect(r.kgPerHeadPerDay).toBeCloseTo(0.7, 12);
    // 0,7 kg × R$ 2,35 = R$ 1,645/head/day
    expect(r.costPerHeadPerDay).toBeCloseTo(1.645, 12);
    // 1,645 × 50 head = R$ 82,25/day
    expect(r.costPerDay).toBeCloseTo(82.25, 9);
    // 0,7 × 50 × 90 days = 3.150 kg
    expect(r.totalKg).toBeCloseTo(3150, 9);
    // 82,25 × 90 = R$ 7.402,50
    expect(r.totalCost).toBeCloseTo(7402.5, 9);
    // 1,645 × 90 = R$ 148,05 per head
    expect(r.costPerHeadForPeriod).toBeCloseTo(148.05, 9);

    expect(formatBRL(r.costPerHeadPerDay)).toBe('R$ 1,65');
    expect(formatBRL(r.costPerDay)).toBe('R$ 82,25');
    expect(formatBRL(r.totalCost)).toBe('R$ 7.402,50');
    expect(formatBRL(r.costPerHeadForPeriod)).toBe('R$ 148,05');
    expect(formatNumber(r.totalKg)).toBe('3.150,00');
  });

  it('computes one head for one day', () => {
    // 1.000 kg × 10 / 100 = 100 kg × R$ 100 = R$ 10.000 for the head, the lot and the period
    const r = calculateSupplementationCost({
      quantity: 1,
      consumptionPercent: 10,
      averageWeight: 1000,
      costPerKg: 100,
      days: 1,
    });
    expect(r.kgPerHeadPerDay).toBe(100);
    expect(r.totalKg).toBe(100);
    expect(r.totalCost).toBe(10000);
    expect(r.costPerHeadForPeriod).toBe(10000);
    expect(formatBRL(r.totalCost)).toBe('R$ 10.000,00');
  });
});

describe('supplementationCostInputSchema', () => {
  const errorOf = firstMessageOf(supplementationCostInputSchema, lot);

  it('accepts the lot', () => {
    expect(errorOf({})).toBeNull();
  });

  it.each([
    ...BOUNDS.quantity.accepted,
    ...BOUNDS.consumptionPercent.accepted,
    ...BOUNDS.averageWeight.accepted,
    [{ costPerKg: 0.01 }],
    [{ costPerKg: 100 }],
    [{ days: 1 }],
    [{ days: 365 }],
  ])('accepts the bound %j', (patch) => {
    expect(errorOf(patch)).toBeNull();
  });

  it.each([
    ...BOUNDS.quantity.rejected,
    ...BOUNDS.consumptionPercent.rejected,
    ...BOUNDS.averageWeight.rejected,
    [{ costPerKg: 0 }, 'Custo por kg deve ser maior que zero'],
    [{ costPerKg: 100.01 }, 'Custo por kg não pode exceder R$ 100'],
    [{ days: 0 }, 'Período deve ser maior que zero'],
    [{ days: 366 }, 'Período não pode exceder 365 dias'],
    [{ days: 1.5 }, 'Informe um número inteiro'],
  ])('rejects %j with %s', (patch, message) => {
    expect(errorOf(patch)).toBe(message);
  });

  it.each(Object.keys(lot))('%s: missing, NaN and text', (field) => {
    expect(missingNaNAndText(errorOf, field)).toEqual(NUMBER_FIELD_MESSAGES);
  });
});
