import { describe, expect, it } from 'vitest';
import { headCountDays } from './results';

describe('headCountDays', () => {
  it("counts on the period's ends and each month's first day", () => {
    expect(headCountDays('2025-01-15', '2025-03-10')).toEqual([
      '2025-01-15',
      '2025-02-01',
      '2025-03-01',
      '2025-03-10',
    ]);
    expect(headCountDays('2025-01-01', '2025-12-31')).toHaveLength(13);
    expect(headCountDays('2025-12-01', '2026-01-01')).toEqual(['2025-12-01', '2026-01-01']);
    expect(headCountDays('2025-06-15', '2025-06-15')).toEqual(['2025-06-15']);
  });

  it("counts a period of decades on each year's first day", () => {
    const days = headCountDays('1980-01-01', '2026-06-15');
    expect(days).toHaveLength(48);
    expect(days.slice(0, 3)).toEqual(['1980-01-01', '1981-01-01', '1982-01-01']);
    expect(days.at(-1)).toBe('2026-06-15');
  });
});
