import { describe, expect, it } from 'vitest';
import {
  MAX_CASH_FLOW_MONTHS,
  buildCashFlow,
  defaultCashFlowStart,
  dueSoon,
  type DueEntry,
  type MonthTotals,
} from './cash-flow';

const month = (
  m: string,
  realizedIn = 0,
  realizedOut = 0,
  plannedIn = 0,
  plannedOut = 0,
): MonthTotals => ({ month: m, realizedIn, realizedOut, plannedIn, plannedOut });

describe('buildCashFlow', () => {
  const totals = [
    month('2024-12', 1000, 200),
    month('2025-01', 5000, 3000),
    month('2025-02', 0, 1000, 0, 500),
    month('2025-04', 0, 0, 8000, 2000),
  ];

  it('runs the balances month by month, realized and projected side by side', () => {
    const flow = buildCashFlow({ totals, from: '2025-01', currentMonth: '2025-02' });
    expect(flow.opening).toEqual({ realized: 800, projected: 800 });
    expect(
      flow.months.map((m) => [m.month, m.realized.balance, m.planned.balance, m.ahead]),
    ).toEqual([
      ['2025-01', 2800, 2800, false],
      ['2025-02', 1800, 1300, false],
      ['2025-03', 1800, 1300, true],
      ['2025-04', 1800, 7300, true],
    ]);
    expect(flow.months[0]!.realized).toEqual({ in: 5000, out: 3000, net: 2000, balance: 2800 });
    expect(flow.months[3]!.planned).toEqual({ in: 8000, out: 2000, net: 6000, balance: 7300 });
  });

  it('reaches the current month when nothing is foreseen, and starts from an opening balance', () => {
    const flow = buildCashFlow({
      totals: [month('2025-01', 100)],
      from: '2025-01',
      currentMonth: '2025-03',
      openingCents: 1_000,
    });
    expect(flow.months.map((m) => [m.month, m.realized.balance])).toEqual([
      ['2025-01', 1100],
      ['2025-02', 1100],
      ['2025-03', 1100],
    ]);
  });

  it('counts foreseen entries overdue before the range in the projection', () => {
    const flow = buildCashFlow({
      totals: [month('2024-11', 0, 0, 0, 300)],
      from: '2025-01',
      currentMonth: '2025-01',
    });
    expect(flow.opening).toEqual({ realized: 0, projected: -300 });
    expect(flow.months[0]!.planned.balance).toBe(-300);
  });

  it('adds a month given twice and honours an explicit end', () => {
    const flow = buildCashFlow({
      totals: [month('2025-01', 10), month('2025-01', 5, 1)],
      from: '2025-01',
      to: '2025-02',
      currentMonth: '2025-06',
    });
    expect(flow.months).toHaveLength(2);
    expect(flow.months[0]!.realized).toEqual({ in: 15, out: 1, net: 14, balance: 14 });
  });

  it('shows at most 120 months and at least the first', () => {
    const far = buildCashFlow({
      totals: [month('2099-12', 0, 0, 1, 0)],
      from: '2025-01',
      currentMonth: '2025-01',
    });
    expect(far.months).toHaveLength(MAX_CASH_FLOW_MONTHS);
    expect(far.months.at(-1)!.month).toBe('2034-12');
    const back = buildCashFlow({
      totals: [],
      from: '2025-05',
      to: '2025-01',
      currentMonth: '2025-01',
    });
    expect(back.months.map((m) => m.month)).toEqual(['2025-05']);
  });

  it.each([
    [{ totals: [], from: '0000-00', currentMonth: '2025-01' }],
    [{ totals: [], from: '2025-13', currentMonth: '2025-01' }],
    [{ totals: [month('2025-01', Number.NaN)], from: '2025-01', currentMonth: '2025-01' }],
    [{ totals: [month('2025-01', 1e308)], from: '2025-01', currentMonth: '2025-01' }],
    [{ totals: [month('2025-01', 0.5)], from: '2025-01', currentMonth: '2025-01' }],
    [{ totals: [month('2025-1', 1)], from: '2025-01', currentMonth: '2025-01' }],
    [{ totals: [], from: '2025-01', currentMonth: '2025-01', openingCents: Infinity }],
  ])('refuses what is not a month or a centavo: %j', (input) => {
    expect(() => buildCashFlow(input)).toThrow(RangeError);
  });

  it('starts twelve months back by default', () => {
    expect(defaultCashFlowStart('2025-06-15')).toBe('2024-07');
  });
});

describe('dueSoon', () => {
  const entries: DueEntry[] = [
    { id: 'a', type: 'expense', description: 'Ração 2/3', dueDate: '2025-07-10', amountCents: 300 },
    { id: 'b', type: 'expense', description: 'Energia', dueDate: '2025-06-01', amountCents: 100 },
    { id: 'c', type: 'expense', description: 'Ração 3/3', dueDate: '2025-08-10', amountCents: 300 },
    { id: 'd', type: 'income', description: 'Leite', dueDate: '2025-06-20', amountCents: 900 },
    { id: 'e', type: 'expense', description: 'Frete', dueDate: '2025-06-15', amountCents: 50 },
  ];

  it('lists what is due in 30 days and what is overdue, by due date', () => {
    const { payable, receivable, until } = dueSoon(entries, '2025-06-15');
    expect(until).toBe('2025-07-15');
    expect(payable.items.map((i) => [i.id, i.overdue])).toEqual([
      ['b', true],
      ['e', false],
      ['a', false],
    ]);
    expect(payable.total).toBe(450);
    expect(payable.count).toBe(3);
    expect(payable.overdueTotal).toBe(100);
    expect(receivable.items.map((i) => i.id)).toEqual(['d']);
    expect(receivable.total).toBe(900);
  });

  it('is empty without entries', () => {
    expect(dueSoon([], '2025-06-15').payable).toEqual({
      items: [],
      count: 0,
      total: 0,
      overdueTotal: 0,
    });
  });
});
