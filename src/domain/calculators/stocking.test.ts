import { describe, expect, it } from 'vitest';
import {
  calculateStocking,
  classifyStocking,
  stockingInputSchema,
  type StockingInput,
} from './stocking';
import { formatNumber } from '../format';
import {
  BOUNDS,
  firstMessageOf,
  missingNaNAndText,
  NUMBER_FIELD_MESSAGES,
} from '../schemas.fixture';

const pasture: StockingInput = { area: 100, quantity: 150, averageWeight: 420 };

describe('calculateStocking', () => {
  it('computes a pasture by hand', () => {
    const r = calculateStocking(pasture);
    // 150 head × 420 kg = 63.000 kg / 450 = 140 UA
    expect(r.totalAnimalUnits).toBeCloseTo(140, 12);
    // 140 UA / 100 ha = 1,4 UA/ha; 150 head / 100 ha = 1,5 head/ha
    expect(r.animalUnitsPerHectare).toBeCloseTo(1.4, 12);
    expect(r.headsPerHectare).toBeCloseTo(1.5, 12);
    expect(r.classification?.level).toBe('adequate');
    expect(r.classification?.label).toBe('Lotação adequada (extensivo)');

    expect(formatNumber(r.totalAnimalUnits)).toBe('140,00');
    expect(formatNumber(r.animalUnitsPerHectare)).toBe('1,40');
  });

  it('classifies what the screen shows: 0,996 UA/ha shows as 1,00 and is adequate', () => {
    // 1.000 head × 448,2 kg = 448.200 kg / 450 = 996 UA / 1.000 ha = 0,996 UA/ha → 1,00
    const r = calculateStocking({ area: 1000, quantity: 1000, averageWeight: 448.2 });
    expect(r.animalUnitsPerHectare).toBeCloseTo(0.996, 12);
    expect(formatNumber(r.animalUnitsPerHectare)).toBe('1,00');
    expect(r.classification?.level).toBe('adequate');
  });

  it('flags a very high stocking', () => {
    // 2.000 head × 450 kg / 450 = 2.000 UA / 400 ha = 5 UA/ha; 2.000 / 400 = 5 head/ha
    const r = calculateStocking({ area: 400, quantity: 2000, averageWeight: 450 });
    expect(r.animalUnitsPerHectare).toBe(5);
    expect(r.headsPerHectare).toBe(5);
    expect(r.classification).toEqual({
      level: 'very-high',
      label: 'Lotação muito alta',
      description: 'Risco de degradação da pastagem.',
    });
  });

  it('shows — without an area', () => {
    const r = calculateStocking({ ...pasture, area: 0 });
    expect(r.totalAnimalUnits).toBeCloseTo(140, 12);
    expect(r.animalUnitsPerHectare).toBeNull();
    expect(r.headsPerHectare).toBeNull();
    expect(r.classification).toBeNull();
    expect(formatNumber(r.animalUnitsPerHectare)).toBe('—');
  });
});

describe('classifyStocking', () => {
  it.each([
    [0, 'low', 'Lotação baixa'],
    [0.99, 'low', 'Lotação baixa'],
    [0.994, 'low', 'Lotação baixa'],
    [0.995, 'adequate', 'Lotação adequada (extensivo)'],
    [0.996, 'adequate', 'Lotação adequada (extensivo)'],
    [1, 'adequate', 'Lotação adequada (extensivo)'],
    [1.99, 'adequate', 'Lotação adequada (extensivo)'],
    [2, 'moderate', 'Lotação moderada (semi-intensivo)'],
    [2.99, 'moderate', 'Lotação moderada (semi-intensivo)'],
    [2.996, 'high', 'Lotação alta (intensivo)'],
    [3, 'high', 'Lotação alta (intensivo)'],
    [4.99, 'high', 'Lotação alta (intensivo)'],
    [4.995, 'very-high', 'Lotação muito alta'],
    [5, 'very-high', 'Lotação muito alta'],
    [12, 'very-high', 'Lotação muito alta'],
  ])('%d UA/ha → %s', (uaPerHa, level, label) => {
    const c = classifyStocking(uaPerHa);
    expect(c.level).toBe(level);
    expect(c.label).toBe(label);
    expect(c.description.length).toBeGreaterThan(0);
  });

  it('says a low stocking leaves room for more animals', () => {
    expect(classifyStocking(0.5).description).toBe('A pastagem suporta mais animais.');
  });
});

describe('stockingInputSchema', () => {
  const errorOf = firstMessageOf(stockingInputSchema, pasture);

  it('accepts the pasture', () => {
    expect(errorOf({})).toBeNull();
  });

  it.each([
    [{ area: 0.01 }],
    [{ area: 100000 }],
    ...BOUNDS.quantity.accepted,
    ...BOUNDS.averageWeight.accepted,
  ])('accepts the bound %j', (patch) => {
    expect(errorOf(patch)).toBeNull();
  });

  it.each([
    [{ area: 0 }, 'Área deve ser maior que zero'],
    [{ area: 100000.01 }, 'Área não pode exceder 100.000 ha'],
    ...BOUNDS.quantity.rejected,
    ...BOUNDS.averageWeight.rejected,
  ])('rejects %j with %s', (patch, message) => {
    expect(errorOf(patch)).toBe(message);
  });

  it.each(Object.keys(pasture))('%s: missing, NaN and text', (field) => {
    expect(missingNaNAndText(errorOf, field)).toEqual(NUMBER_FIELD_MESSAGES);
  });
});
