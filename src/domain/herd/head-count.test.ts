import { describe, expect, it } from 'vitest';
import {
  addHeadCounts,
  coveredNote,
  emptyHeadCount,
  headCountParts,
  isCovered,
  registryCategoryOf,
} from './head-count';

describe('the head count’s words (decision 062)', () => {
  it('names each part of a total', () => {
    expect(headCountParts({ registry: 3131, typed: 1997 })).toBe(
      '3.131 no Rebanho + 1.997 lançados no estoque',
    );
    expect(headCountParts({ registry: 3131, typed: 0 })).toBe('3.131 no Rebanho');
    expect(headCountParts({ registry: 0, typed: 1 })).toBe('1 lançado no estoque');
    expect(headCountParts({ registry: 0, typed: 0 })).toBe('');
  });

  it('says which typed heads the registry already counts', () => {
    expect(coveredNote({ covered: 0, coveredCategories: [] })).toBe('');
    expect(coveredNote({ covered: 2000, coveredCategories: ['Boi', 'Vaca'] })).toBe(
      '2.000 lançados no estoque já contados no Rebanho (Boi, Vaca)',
    );
    expect(coveredNote({ covered: 1, coveredCategories: ['Touro'] })).toBe(
      '1 lançado no estoque já contado no Rebanho (Touro)',
    );
  });
});

describe('which typed rows the registry covers', () => {
  it('reads a typed name as a registry category in any case or plural', () => {
    expect(registryCategoryOf(' bois ')).toBe('Boi');
    expect(registryCategoryOf('VACAS')).toBe('Vaca');
    expect(registryCategoryOf('Novilha')).toBe('Novilha');
    expect(registryCategoryOf('Garrotes de recria')).toBeNull();
    expect(registryCategoryOf('Boi gordo')).toBeNull();
  });

  it('covers a row only when its category is one the registry holds', () => {
    const count = { coveredCategories: ['Boi' as const] };
    expect(isCovered('Bois', count)).toBe(true);
    expect(isCovered('Vacas', count)).toBe(false);
    expect(isCovered('Boi gordo', count)).toBe(false);
  });

  it('adds up the farms of a user', () => {
    const a = {
      ...emptyHeadCount('2026-11-25'),
      total: 12,
      registry: 10,
      typed: 2,
      covered: 5,
      coveredCategories: ['Vaca' as const],
      byCategory: { Vaca: 10 },
    };
    const b = {
      ...emptyHeadCount('2026-11-25'),
      total: 4,
      registry: 4,
      waiting: 1,
      coveredCategories: ['Boi' as const],
      byCategory: { Boi: 3, Vaca: 1 },
    };
    expect(addHeadCounts('2026-11-25', [a, b])).toEqual({
      date: '2026-11-25',
      total: 16,
      registry: 14,
      typed: 2,
      covered: 5,
      coveredCategories: ['Boi', 'Vaca'],
      waiting: 1,
      byCategory: { Vaca: 11, Boi: 3 },
    });
  });
});
