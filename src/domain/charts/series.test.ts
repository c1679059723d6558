import { describe, expect, it } from 'vitest';
import { lotGmdQuerySchema, lotsGmdQuerySchema } from './schemas';
import { addMonths, lastMonths, mergeHerdCategories, monthEnd, registryCategoryOf } from './series';

describe('months of a chart', () => {
  it('moves across years both ways', () => {
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-06', -17)).toBe('2024-01');
  });

  it('gives the 12 months ending with today’s, oldest first', () => {
    const months = lastMonths('2025-03-31');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2024-04');
    expect(months.at(-1)).toBe('2025-03');
  });

  it('ends a month on its last day, February of a leap year too', () => {
    expect(monthEnd('2025-01')).toBe('2025-01-31');
    expect(monthEnd('2024-02')).toBe('2024-02-29');
    expect(monthEnd('2025-12')).toBe('2025-12-31');
  });
});

describe('herd by category', () => {
  it('reads a typed name as a registry category in any case or plural', () => {
    expect(registryCategoryOf(' bois ')).toBe('Boi');
    expect(registryCategoryOf('VACAS')).toBe('Vaca');
    expect(registryCategoryOf('Novilha')).toBe('Novilha');
    expect(registryCategoryOf('Garrotes de recria')).toBeNull();
  });

  it('leaves out the typed rows of a category the registry holds, largest first', () => {
    const chart = mergeHerdCategories(
      [
        { category: 'Boi', heads: 5 },
        { category: 'Vaca', heads: 7 },
        { category: null, heads: 1 },
      ],
      [
        { category: 'Bois', heads: 4 },
        { category: 'Recria', heads: 2 },
        // A registry category the registry has no animal of: its own bar, under its name.
        { category: 'touros', heads: 3 },
      ],
      ['Boi'],
    );
    expect(chart.items).toEqual([
      { category: 'Vaca', registry: 7, typed: 0, heads: 7 },
      { category: 'Boi', registry: 5, typed: 0, heads: 5 },
      { category: 'Touro', registry: 0, typed: 3, heads: 3 },
      { category: 'Recria', registry: 0, typed: 2, heads: 2 },
      { category: 'Sem categoria', registry: 1, typed: 0, heads: 1 },
    ]);
    expect(chart.totals).toEqual({
      heads: 18,
      registry: 13,
      typed: 5,
      covered: 4,
      coveredCategories: ['Boi'],
    });
  });

  it('adds the smallest groups beyond the limit in Outras, keeping the totals', () => {
    const typed = Array.from({ length: 6 }, (_, i) => ({ category: `C${i}`, heads: 10 - i }));
    const chart = mergeHerdCategories([], typed, [], 4);
    expect(chart.items.map((b) => [b.category, b.heads])).toEqual([
      ['C0', 10],
      ['C1', 9],
      ['C2', 8],
      ['Outras', 7 + 6 + 5],
    ]);
    expect(chart.totals.heads).toBe(45);
  });
});

describe('query schemas', () => {
  it('takes defaults and refuses numbers out of bounds or badly written', () => {
    expect(lotsGmdQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(lotGmdQuerySchema.parse({ bins: '5' })).toEqual({ bins: 5, lagging: 10 });
    for (const bad of ['', '0', '51', '1.5', '-1', '1e2', 'abc', '0010']) {
      expect(lotsGmdQuerySchema.safeParse({ limit: bad }).success, bad).toBe(false);
    }
    for (const bad of ['1', '21', ' 8']) {
      expect(lotGmdQuerySchema.safeParse({ bins: bad }).success, bad).toBe(false);
    }
  });
});
