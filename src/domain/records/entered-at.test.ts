import { describe, expect, it } from 'vitest';
import { annualSaveSchema } from './annual-results';
import { effectiveEnteredAt, ENTERED_AT_MESSAGE, enteredAtSchema } from './entered-at';
import { monthlySaveSchema } from './monthly-control';

describe('enteredAtSchema', () => {
  it('takes ISO 8601 date-times with an offset, from 2000 on', () => {
    for (const value of [
      '2025-03-31T18:04:05-03:00',
      '2025-03-31T21:04:05.123Z',
      '2000-01-01T00:00:00Z',
      '2999-12-31T23:59:59+14:00',
    ]) {
      expect(enteredAtSchema.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses year 0, dates before 2000, a missing offset and anything not a date-time', () => {
    for (const value of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2000-01-01T00:00:00+01:00',
      '2025-03-31T18:04:05',
      '2025-02-30T00:00:00Z',
      '2025-03-31',
      '1e308',
      'ontem',
      '',
      `2025-03-31T18:04:05Z${'0'.repeat(10_000)}`,
      1e308,
      1743458645000,
      null,
    ]) {
      const result = enteredAtSchema.safeParse(value);
      expect(result.success, String(value).slice(0, 40)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ENTERED_AT_MESSAGE);
    }
  });

  it('is optional in the bodies of a month and a year, and names its field when wrong', () => {
    const month = {
      initialQuantity: 10,
      purchases: 0,
      sales: 0,
      deaths: 0,
      totalCosts: 0,
      totalRevenue: 0,
    };
    expect(monthlySaveSchema.parse(month)).toEqual(month);
    expect(monthlySaveSchema.parse({ ...month, enteredAt: '2025-03-31T18:04:05-03:00' })).toEqual({
      ...month,
      enteredAt: '2025-03-31T18:04:05-03:00',
    });
    const bad = annualSaveSchema.safeParse({ enteredAt: '1e308' });
    expect(bad.error?.issues.find((i) => i.path[0] === 'enteredAt')?.message).toBe(
      ENTERED_AT_MESSAGE,
    );
  });
});

describe('effectiveEnteredAt', () => {
  const now = new Date('2025-04-01T12:00:00Z');

  it('is the typed time, read with its offset', () => {
    expect(effectiveEnteredAt('2025-03-31T18:00:00-03:00', now).toISOString()).toBe(
      '2025-03-31T21:00:00.000Z',
    );
  });

  it("is the server's now when missing or later than now", () => {
    expect(effectiveEnteredAt(undefined, now)).toBe(now);
    expect(effectiveEnteredAt('2999-01-01T00:00:00Z', now)).toEqual(now);
    expect(effectiveEnteredAt('2025-04-01T12:00:00.001Z', now)).toEqual(now);
  });
});
