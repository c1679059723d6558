import { describe, expect, it } from 'vitest';
import { emptyHeadCount } from '../herd/head-count';
import type { HerdMovements } from '../herd/movements';
import { herdFigures, monthFigures, openingNote, sourceNote } from './annual-sources';

const movements: HerdMovements = {
  from: '2026-01-01',
  to: '2027-01-01',
  births: 53,
  purchases: 10,
  sales: 137,
  deaths: 4,
  purchaseValue: 0,
  salesValue: 181968.5,
  opening: { ...emptyHeadCount('2025-12-31'), total: 3140, registry: 3131, typed: 9 },
  closing: emptyHeadCount('2026-11-25'),
};

describe('where a year’s figure came from (issue 39 item 9)', () => {
  const herd = herdFigures(movements);
  const months = monthFigures({
    year: 2026,
    monthCount: 10,
    januaryInitial: 2078,
    totalPurchases: 10,
    totalSales: 120,
    totalDeaths: 4,
    totalRevenue: 165400,
    totalCosts: 119000,
  });

  it('says which source the field holds and what the other says, only when they differ', () => {
    expect(sourceNote('totalSales', 137, herd, months)).toBe(
      'Do Rebanho: 137. Nos meses salvos: 120.',
    );
    expect(sourceNote('totalSales', 120, herd, months)).toBe(
      'Dos meses salvos: 120. No Rebanho: 137.',
    );
    expect(sourceNote('totalSales', 125, herd, months)).toBe(
      'No Rebanho: 137. Nos meses salvos: 120.',
    );
    expect(sourceNote('totalPurchases', 10, herd, months)).toBe('');
    expect(sourceNote('initialInventory', 3140, herd, months)).toBe(
      'Do Rebanho: 3.140. Nos meses salvos: 2.078.',
    );
    expect(sourceNote('totalRevenue', 181968.5, herd, months)).toBe(
      'Do Rebanho: R$ 181.968,50. Nos meses salvos: R$ 165.400,00.',
    );
  });

  it('has nothing to compare without saved months or without herd', () => {
    const none = monthFigures({
      year: 2026,
      monthCount: 0,
      januaryInitial: null,
      totalPurchases: 0,
      totalSales: 0,
      totalDeaths: 0,
      totalRevenue: 0,
      totalCosts: 0,
    });
    expect(sourceNote('totalSales', 137, herd, none)).toBe('');
    expect(sourceNote('totalSales', 120, {}, months)).toBe('');
  });

  it('names the parts of the opening stock', () => {
    expect(openingNote('2026', movements.opening)).toBe(
      'Rebanho no início de 2026: 3.131 no Rebanho + 9 lançados no estoque.',
    );
    expect(openingNote('2026', emptyHeadCount('2025-12-31'))).toBe('');
  });
});
