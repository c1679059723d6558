import { describe, expect, it } from 'vitest';
import { emptyHeadCount } from './head-count';
import { birthsNote, dayBefore, hasMovements, movementsQuerySchema, periodOf } from './movements';

describe('movements query', () => {
  it('takes exactly one month or year from 2000 to 2100', () => {
    expect(movementsQuerySchema.safeParse({ month: '2025-06' }).success).toBe(true);
    expect(movementsQuerySchema.safeParse({ year: '2025' }).success).toBe(true);
    for (const bad of [
      {},
      { month: '2025-13' },
      { year: '1999' },
      { month: '2025-06', year: '2025' },
    ]) {
      expect(movementsQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('gives the first day of the period and the first day after it', () => {
    expect(periodOf({ month: '2025-12' })).toEqual({ from: '2025-12-01', to: '2026-01-01' });
    expect(periodOf({ month: '2025-02' })).toEqual({ from: '2025-02-01', to: '2025-03-01' });
    expect(periodOf({ year: '2025' })).toEqual({ from: '2025-01-01', to: '2026-01-01' });
  });

  it('says when the registry has something, and the births the forms have no field for', () => {
    const none = {
      from: '2025-06-01',
      to: '2025-07-01',
      births: 0,
      purchases: 0,
      sales: 0,
      deaths: 0,
      purchaseValue: 0,
      salesValue: 0,
      opening: emptyHeadCount('2025-05-31'),
      closing: emptyHeadCount('2025-06-30'),
    };
    expect(hasMovements(none)).toBe(false);
    const opening = { ...none.opening, total: 3, registry: 3 };
    expect(hasMovements({ ...none, opening })).toBe(true);
    expect(dayBefore('2025-03-01')).toBe('2025-02-28');
    expect(dayBefore('2024-01-01')).toBe('2023-12-31');
    expect(birthsNote(0)).toBe('');
    expect(birthsNote(1)).toBe('1 nascimento no período (sem campo no formulário).');
    expect(birthsNote(2)).toBe('2 nascimentos no período (sem campo no formulário).');
  });
});
