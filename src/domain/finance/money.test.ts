import { describe, expect, it } from 'vitest';
import { addMonthsClamped, monthsBetween, shiftMonth } from './calendar';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_REQUIRED_MESSAGE,
  AMOUNT_TOO_HIGH_MESSAGE,
  MAX_CENTS,
  divideCents,
  formatCents,
  percentOfCents,
  plainCents,
  readMoney,
  reaisToCents,
  splitInstalments,
  sumCents,
} from './money';

describe('readMoney', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['1.500', 150000],
    ['0,1', 10],
    ['0.29', 29],
    ['R$ 2.100,00', 210000],
    ['-12,50', -1250],
    ['999.999.999,99', MAX_CENTS],
    [1234.56, 123456],
    [0.07, 7],
  ])('reads %j as %d centavos', (input, cents) => {
    expect(readMoney(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', AMOUNT_REQUIRED_MESSAGE],
    [null, AMOUNT_REQUIRED_MESSAGE],
    ['abc', AMOUNT_INVALID_MESSAGE],
    ['1,2,3', AMOUNT_INVALID_MESSAGE],
    ['12\u00003', AMOUNT_INVALID_MESSAGE],
    [Number.NaN, AMOUNT_INVALID_MESSAGE],
    [Number.POSITIVE_INFINITY, AMOUNT_INVALID_MESSAGE],
    ['12,345', AMOUNT_DECIMALS_MESSAGE],
    ['0.125', AMOUNT_DECIMALS_MESSAGE],
    [1.005, AMOUNT_DECIMALS_MESSAGE],
    ['1.000.000.000,00', AMOUNT_TOO_HIGH_MESSAGE],
    [1e308, AMOUNT_TOO_HIGH_MESSAGE],
    ['1e308', AMOUNT_INVALID_MESSAGE],
  ])('refuses %j: %s', (input, message) => {
    expect(readMoney(input)).toEqual({ ok: false, message });
  });
});

describe('reaisToCents', () => {
  it('is exact for two decimals and null beyond', () => {
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(0.301)).toBeNull();
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(-0)).toBe(0);
    expect(Object.is(reaisToCents(-0), 0)).toBe(true);
    expect(reaisToCents(1e300)).toBeNull();
  });

  it('round-trips every centavo of a range', () => {
    for (let cents = 0; cents < 20_000; cents += 7) {
      expect(reaisToCents(cents / 100)).toBe(cents);
    }
    expect(reaisToCents(MAX_CENTS / 100)).toBe(MAX_CENTS);
  });
});

describe('formatting', () => {
  it('shows R$ 1.234,56', () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(-5)).toBe('-R$ 0,05');
    expect(formatCents(MAX_CENTS)).toBe('R$ 999.999.999,99');
    expect(formatCents(null)).toBe('—');
    expect(formatCents(Number.NaN)).toBe('—');
    expect(formatCents(0.5)).toBe('—');
  });

  it('writes the plain decimal from the integer', () => {
    expect(plainCents(123456)).toBe('1234,56');
    expect(plainCents(5)).toBe('0,05');
    expect(plainCents(-1250, '.')).toBe('-12.50');
    expect(plainCents(MAX_CENTS)).toBe('999999999,99');
  });
});

describe('sums and ratios', () => {
  it('adds exactly and refuses to leave the safe integers', () => {
    expect(sumCents([10, 20, -5])).toBe(25);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumCents([Number.NaN])).toThrow(RangeError);
  });

  it('divides to the centavo, half away from zero, null on a zero divisor', () => {
    expect(divideCents(1000, 3)).toBe(333);
    expect(divideCents(1, 2)).toBe(1);
    expect(divideCents(-1, 2)).toBe(-1);
    expect(divideCents(1000, 0)).toBeNull();
    expect(divideCents(0, 0)).toBeNull();
    expect(divideCents(1000, Number.NaN)).toBeNull();
    expect(divideCents(MAX_CENTS, 1e-300)).toBeNull();
  });

  it('takes a percentage in integers', () => {
    expect(percentOfCents(1_000_000, 1.5)).toBe(15_000);
    expect(percentOfCents(3333, 1.5)).toBe(50);
    expect(percentOfCents(100, 0.5)).toBe(1);
    expect(percentOfCents(-100, 0.5)).toBe(-1);
    expect(percentOfCents(MAX_CENTS, 10)).toBe(10_000_000_000);
    expect(percentOfCents(12345, 0)).toBe(0);
    expect(percentOfCents(1_000_000, 2.05)).toBe(20_500);
  });
});

describe('splitInstalments', () => {
  it('adds up to the total, the first carrying the centavos left over', () => {
    const parts = splitInstalments(10000, 3, '2025-01-31');
    expect(parts.map((p) => [p.number, p.dueDate, p.cents])).toEqual([
      [1, '2025-01-31', 3334],
      [2, '2025-02-28', 3333],
      [3, '2025-03-31', 3333],
    ]);
  });

  it('is exact for every count up to 120', () => {
    for (const total of [1, 119, 120, 12_345, 99_999_999_999]) {
      for (let count = 1; count <= Math.min(120, total); count += 1) {
        const parts = splitInstalments(total, count, '2025-01-15');
        expect(parts).toHaveLength(count);
        expect(parts.reduce((s, p) => s + p.cents, 0)).toBe(total);
        const rest = parts.slice(1).map((p) => p.cents);
        expect(new Set(rest).size).toBeLessThanOrEqual(1);
        expect(parts[0]!.cents - (rest[0] ?? parts[0]!.cents)).toBeLessThan(count);
      }
    }
  });

  it('clamps the day to each month and keeps it afterwards', () => {
    const dates = splitInstalments(1200, 12, '2024-01-31').map((p) => p.dueDate);
    expect(dates.slice(0, 4)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
    expect(splitInstalments(200, 2, '2025-12-15').map((p) => p.dueDate)).toEqual([
      '2025-12-15',
      '2026-01-15',
    ]);
    const long = splitInstalments(12_000, 120, '2025-08-31');
    expect(long[119]!.dueDate).toBe('2035-07-31');
  });

  it.each([
    [0, 1],
    [-100, 2],
    [10.5, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [MAX_CENTS + 1, 1],
    [100, 0],
    [100, 121],
    [100, 1.5],
    [2, 3],
  ])('refuses %d in %d instalments', (total, count) => {
    expect(() => splitInstalments(total, count, '2025-01-01')).toThrow(RangeError);
  });
});

describe('calendar', () => {
  it('adds months with the day clamped', () => {
    expect(addMonthsClamped('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonthsClamped('2025-12-31', 1)).toBe('2026-01-31');
    expect(addMonthsClamped('2100-02-28', 0)).toBe('2100-02-28');
  });

  it('walks months', () => {
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2025-01', 24)).toBe('2027-01');
    expect(monthsBetween('2025-11', '2026-02')).toBe(3);
    expect(monthsBetween('2026-02', '2025-11')).toBe(-3);
  });
});
