import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  birthDateFromAge,
  deriveCategory,
  gtaBand,
  type CategoryFacts,
} from './category';

const animal = (over: Partial<CategoryFacts>): CategoryFacts => ({
  sex: 'M',
  birthDate: '2024-01-15',
  breeder: false,
  hasCalved: false,
  override: null,
  ...over,
});

describe('ageInMonths', () => {
  it('counts whole months', () => {
    expect(ageInMonths('2024-01-15', '2024-01-15')).toBe(0);
    expect(ageInMonths('2024-01-15', '2025-01-14')).toBe(11);
    expect(ageInMonths('2024-01-15', '2025-01-15')).toBe(12);
    expect(ageInMonths('2024-01-31', '2024-02-29')).toBe(1);
    expect(ageInMonths('2024-01-31', '2024-02-28')).toBe(0);
    expect(ageInMonths('2025-06-01', '2025-01-01')).toBe(0);
  });

  it('birthDateFromAge is its inverse', () => {
    expect(birthDateFromAge(14, '2025-03-31')).toBe('2024-01-31');
    expect(birthDateFromAge(1, '2025-03-31')).toBe('2025-02-28');
    expect(birthDateFromAge(0, '2025-03-31')).toBe('2025-03-31');
    for (const months of [0, 5, 12, 25, 40]) {
      expect(ageInMonths(birthDateFromAge(months, '2025-07-20'), '2025-07-20')).toBe(months);
    }
  });
});

describe('deriveCategory', () => {
  const today = '2026-01-15';
  it.each([
    ['2025-01-16', 'Bezerro'],
    ['2025-01-15', 'Garrote'],
    ['2024-01-16', 'Garrote'],
    ['2024-01-15', 'Boi'],
  ] as const)('a male born %s is %s', (birthDate, category) => {
    expect(deriveCategory(animal({ birthDate }), today)).toBe(category);
  });

  it.each([
    ['2025-01-16', false, 'Bezerra'],
    ['2025-01-15', false, 'Novilha'],
    ['2023-01-16', false, 'Novilha'],
    ['2023-01-15', false, 'Vaca'],
    ['2024-03-01', true, 'Vaca'],
  ] as const)('a female born %s (calved: %s) is %s', (birthDate, hasCalved, category) => {
    expect(deriveCategory(animal({ sex: 'F', birthDate, hasCalved }), today)).toBe(category);
  });

  it('a breeder male is Touro', () => {
    expect(deriveCategory(animal({ breeder: true }), today)).toBe('Touro');
  });

  it('the override wins when it fits the sex', () => {
    expect(deriveCategory(animal({ override: 'Touro' }), today)).toBe('Touro');
    expect(deriveCategory(animal({ override: 'Vaca' }), today)).toBe('Boi');
  });

  it('is unknown without an age', () => {
    expect(deriveCategory(animal({ birthDate: null }), today)).toBeNull();
    expect(deriveCategory(animal({ sex: 'F', birthDate: null, hasCalved: true }), today)).toBe(
      'Vaca',
    );
  });

  it('is unknown without the sex (an animal registered from its weighings), unless overridden', () => {
    expect(deriveCategory(animal({ sex: null, breeder: true }), today)).toBeNull();
    expect(deriveCategory(animal({ sex: null, hasCalved: true }), today)).toBeNull();
    expect(deriveCategory(animal({ sex: null, override: 'Novilha' }), today)).toBe('Novilha');
  });
});

describe('gtaBand', () => {
  it.each([
    [0, '0-12'],
    [12, '0-12'],
    [13, '13-24'],
    [24, '13-24'],
    [25, '25-36'],
    [36, '25-36'],
    [37, '36+'],
  ] as const)('%i months is %s', (months, band) => {
    expect(gtaBand(months)).toBe(band);
  });
});
