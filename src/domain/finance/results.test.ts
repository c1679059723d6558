import { describe, expect, it } from 'vitest';
import { DRE_LABELS, buildDre } from './dre';
import {
  PRODUCED_ARROBAS_METHOD,
  coeCents,
  costFigures,
  costPerArroba,
  costPerHeadPerDay,
  periodDays,
  producedArrobas,
  producedArrobasText,
  producedKg,
  type AccountTotal,
  type HerdKg,
} from './results';

const account = (
  key: string | null,
  name: string,
  group: AccountTotal['group'],
  cents: number,
): AccountTotal => ({ accountId: `id-${key ?? name}`, key, name, group, cents });

const year: AccountTotal[] = [
  account('animal-sales', 'Venda de animais', 'revenue', 80_000_000),
  account('milk-sales', 'Venda de leite', 'revenue', 0),
  account('other-income', 'Outras receitas', 'revenue', 500_000),
  account('funrural', 'Funrural', 'deduction', 1_200_000),
  account('animal-purchases', 'Compra de animais', 'restocking', 20_000_000),
  account('labour', 'Mão de obra', 'coe', 12_000_000),
  account('feed', 'Suplementação e ração', 'coe', 18_000_000),
  account(null, 'Assistência técnica', 'coe', 1_000_000),
  account(null, 'Arrendamento de máquinas', 'coe', 500_000),
  account('machinery-improvements', 'Máquinas e benfeitorias', 'investment', 9_000_000),
];

const herd: HerdKg = {
  initialStockKg: 300_000,
  finalStockKg: 320_000,
  exitedKg: 90_000,
  enteredKg: 20_000,
};

describe('cost figures', () => {
  it('sums the COE accounts only', () => {
    expect(coeCents(year)).toBe(31_500_000);
    expect(coeCents([])).toBe(0);
  });

  it('counts the days of a period, both ends', () => {
    expect(periodDays('2025-01-01', '2025-12-31')).toBe(365);
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(periodDays('2025-03-01', '2025-03-01')).toBe(1);
    expect(() => periodDays('2025-03-02', '2025-03-01')).toThrow('Período inválido');
    expect(() => periodDays('0000-01-01', '2025-03-01')).toThrow('Período inválido');
    expect(() => periodDays('2025-02-30', '2025-03-01')).toThrow(RangeError);
  });

  it('gives the cost per head per day, null without heads', () => {
    expect(costPerHeadPerDay(109_500_000, 1000, 365)).toBe(300);
    expect(costPerHeadPerDay(100, 3, 1)).toBe(33);
    expect(costPerHeadPerDay(100, 0, 365)).toBeNull();
    expect(costPerHeadPerDay(0, 0, 0)).toBeNull();
    expect(() => costPerHeadPerDay(100, -1, 365)).toThrow(RangeError);
    expect(() => costPerHeadPerDay(100, Number.NaN, 365)).toThrow(RangeError);
    expect(() => costPerHeadPerDay(100, 1e308, 365)).toThrow(RangeError);
    expect(() => costPerHeadPerDay(0.5, 1, 1)).toThrow(RangeError);
  });

  it('counts kg and arrobas produced', () => {
    expect(producedKg(herd)).toBe(90_000);
    expect(producedArrobas(90_000)).toBe(3000);
    expect(producedKg({ ...herd, finalStockKg: 100_000 })).toBe(-130_000);
    expect(() => producedKg({ ...herd, exitedKg: -1 })).toThrow('Saídas (kg): valor inválido');
    expect(() => producedKg({ ...herd, enteredKg: Infinity })).toThrow(RangeError);
  });

  it('gives the cost of the arroba produced, null when none was produced', () => {
    expect(costPerArroba(31_500_000, 3000)).toBe(10_500);
    expect(costPerArroba(100, 3)).toBe(33);
    expect(costPerArroba(31_500_000, 0)).toBeNull();
    expect(costPerArroba(31_500_000, -10)).toBeNull();
    expect(costPerArroba(31_500_000, 1e-300)).toBeNull();
    expect(() => costPerArroba(31_500_000, Number.NaN)).toThrow(RangeError);
  });

  it('says how the arrobas were counted, with the numbers', () => {
    expect(PRODUCED_ARROBAS_METHOD).toContain('÷ 30');
    expect(producedArrobasText(herd)).toBe(
      '320.000 kg − 300.000 kg + 90.000 kg − 20.000 kg = 90.000 kg ÷ 30 = 3.000,00 @',
    );
    expect(producedArrobasText(herd, 1)).toContain(
      '(peso típico da categoria para 1 animal sem pesagem)',
    );
    expect(producedArrobasText(herd, 1200)).toContain('1.200 animais sem pesagem');
  });

  it('puts every figure of a year together', () => {
    const figures = costFigures({
      from: '2025-01-01',
      to: '2025-12-31',
      accounts: year,
      averageHeads: 800,
      herd,
      estimatedHeads: 3,
    });
    expect(figures).toMatchObject({
      days: 365,
      coeCents: 31_500_000,
      costPerHeadPerDayCents: 108,
      producedKg: 90_000,
      producedArrobas: 3000,
      costPerArrobaCents: 10_500,
    });
    expect(figures.method).toContain('3 animais sem pesagem');
  });

  it('gives nulls, never Infinity, for an empty herd', () => {
    const empty = { initialStockKg: 0, finalStockKg: 0, exitedKg: 0, enteredKg: 0 };
    const figures = costFigures({
      from: '2025-01-01',
      to: '2025-12-31',
      accounts: year,
      averageHeads: 0,
      herd: empty,
    });
    expect(figures.costPerHeadPerDayCents).toBeNull();
    expect(figures.costPerArrobaCents).toBeNull();
    expect(figures.producedArrobas).toBe(0);
  });
});

describe('buildDre', () => {
  const dre = buildDre(2025, year);

  it('lays the year out as the accountant reads it', () => {
    expect(dre.revenue.lines.map((l) => l.name)).toEqual(['Venda de animais', 'Outras receitas']);
    expect(dre.revenue.total).toBe(80_500_000);
    expect(dre.deductions).toEqual({
      lines: [{ accountId: 'id-funrural', key: 'funrural', name: 'Funrural', cents: 1_200_000 }],
      total: 1_200_000,
    });
    expect(dre.netRevenue).toBe(79_300_000);
    expect(dre.coe.lines.map((l) => l.name)).toEqual([
      'Suplementação e ração',
      'Mão de obra',
      'Arrendamento de máquinas',
      'Assistência técnica',
    ]);
    expect(dre.coe.total).toBe(31_500_000);
    expect(dre.marginOverCoe).toBe(47_800_000);
    expect(dre.marginPercent).toBe(60.3);
    expect(dre.restocking.total).toBe(20_000_000);
    expect(dre.result).toBe(27_800_000);
    expect(dre.investments.total).toBe(9_000_000);
  });

  it('keeps the Funrural line when there was none', () => {
    const none = buildDre(2025, [account('animal-sales', 'Venda de animais', 'revenue', 100)]);
    expect(none.deductions).toEqual({
      lines: [{ accountId: null, key: 'funrural', name: 'Funrural', cents: 0 }],
      total: 0,
    });
    expect(none.netRevenue).toBe(100);
  });

  it('gives no margin % without revenue, and a negative result when costs pass it', () => {
    const empty = buildDre(2025, []);
    expect(empty.marginPercent).toBeNull();
    expect(empty.result).toBe(0);
    const loss = buildDre(2025, [
      account('animal-sales', 'Venda de animais', 'revenue', 1000),
      account('feed', 'Suplementação e ração', 'coe', 3000),
    ]);
    expect(loss.marginOverCoe).toBe(-2000);
    expect(loss.marginPercent).toBe(-200);
  });

  it.each([
    [0, year],
    [2101, year],
    [2025.5, year],
    [2025, [account('feed', 'Suplementação e ração', 'coe', -1)]],
    [2025, [account('feed', 'Suplementação e ração', 'coe', Number.NaN)]],
    [2025, [account('feed', 'Suplementação e ração', 'coe', 1e308)]],
  ])('refuses year %d or a total that is not centavos', (y, accounts) => {
    expect(() => buildDre(y, accounts)).toThrow(RangeError);
  });

  it('has a label for every line', () => {
    expect(Object.keys(DRE_LABELS)).toHaveLength(8);
  });
});
