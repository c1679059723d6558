import { describe, expect, it } from 'vitest';
import {
  APP_TIME_ZONE,
  daysBetween,
  formatDateBR,
  formatMonthBR,
  formatMonthShortBR,
  isIsoDate,
  isIsoMonth,
  todayIn,
} from './dates';

describe('todayIn', () => {
  it('is the São Paulo date (UTC−3), not the UTC one', () => {
    expect(APP_TIME_ZONE).toBe('America/Sao_Paulo');
    // 02:59:59 UTC on 1 March is still 23:59:59 on 28 February in São Paulo.
    expect(todayIn(new Date('2025-03-01T02:59:59Z'))).toBe('2025-02-28');
    expect(todayIn(new Date('2025-03-01T03:00:00Z'))).toBe('2025-03-01');
    // New Year's Eve and a leap day.
    expect(todayIn(new Date('2025-01-01T01:00:00Z'))).toBe('2024-12-31');
    expect(todayIn(new Date('2024-02-29T15:00:00Z'))).toBe('2024-02-29');
  });

  it('takes another time zone', () => {
    expect(todayIn(new Date('2025-03-01T02:59:59Z'), 'UTC')).toBe('2025-03-01');
    expect(todayIn(new Date('2025-03-01T02:00:00Z'), 'America/Manaus')).toBe('2025-02-28');
  });

  it('answers each minute its own day, whatever was asked before and in any zone', () => {
    const at = (iso: string, zone?: string) => todayIn(new Date(iso), zone);
    expect(at('2025-03-01T02:59:00.000Z')).toBe('2025-02-28');
    expect(at('2025-03-01T02:59:59.999Z')).toBe('2025-02-28');
    expect(at('2025-03-01T02:59:30.000Z', 'UTC')).toBe('2025-03-01');
    expect(at('2025-03-01T03:00:00.000Z')).toBe('2025-03-01');
    // Back in time: the day of the minute asked, not the last one's.
    expect(at('2025-03-01T02:59:59.999Z')).toBe('2025-02-28');
    expect(at('2026-03-01T02:59:10.000Z')).toBe('2026-02-28');
    expect(() => todayIn(new Date(NaN))).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2025-03-07', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['2025-3-7', false],
    ['07/03/2025', false],
    ['2025-03-07T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe('isIsoMonth', () => {
  it.each([
    ['2025-01', true],
    ['2025-12', true],
    ['2025-00', false],
    ['2025-13', false],
    ['2025-1', false],
    ['2025-01-01', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isIsoMonth(text)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days', () => {
    expect(daysBetween('2025-01-10', '2025-02-24')).toBe(45);
    expect(daysBetween('2025-01-01', '2025-01-01')).toBe(0);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2024-03-01', '2025-03-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('is negative backwards', () => {
    expect(daysBetween('2025-02-24', '2025-01-10')).toBe(-45);
  });
});

describe('formatDateBR and formatMonthBR', () => {
  it('write dates the Brazilian way', () => {
    expect(formatDateBR('2025-03-07')).toBe('07/03/2025');
    expect(formatDateBR('2024-12-31')).toBe('31/12/2024');
    expect(formatMonthBR('2025-03')).toBe('março de 2025');
    expect(formatMonthShortBR('2026-03')).toBe('março/2026');
    expect(formatMonthShortBR('2025-12')).toBe('dezembro/2025');
    expect(formatMonthBR('2025-01')).toBe('janeiro de 2025');
    expect(formatMonthBR('2025-12')).toBe('dezembro de 2025');
  });
});
