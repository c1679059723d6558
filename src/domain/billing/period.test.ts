import { describe, expect, it } from 'vitest';
import { addOneMonth, parseEventDate, periodEndFor } from './period';

describe('addOneMonth', () => {
  it.each([
    ['2025-03-15', '2025-04-15'],
    ['2025-01-31', '2025-02-28'],
    ['2024-01-31', '2024-02-29'],
    ['2025-03-31', '2025-04-30'],
    ['2025-12-10', '2026-01-10'],
    ['2025-12-31', '2026-01-31'],
  ])('%s → %s', (from, to) => expect(addOneMonth(from)).toBe(to));
});

describe('periodEndFor', () => {
  it('ends when the next payment falls due, at the start of that day in São Paulo', () => {
    expect(periodEndFor('2025-03-15').toISOString()).toBe('2025-04-15T03:00:00.000Z');
    expect(periodEndFor('2025-01-31').toISOString()).toBe('2025-02-28T03:00:00.000Z');
  });
});

describe('parseEventDate', () => {
  it("reads Asaas' São Paulo time and ISO 8601", () => {
    expect(parseEventDate('2025-03-15 10:30:00')?.toISOString()).toBe('2025-03-15T13:30:00.000Z');
    expect(parseEventDate('2025-03-15T13:30:00.123Z')?.toISOString()).toBe(
      '2025-03-15T13:30:00.123Z',
    );
    expect(parseEventDate('2025-03-15T10:30:00-03:00')?.toISOString()).toBe(
      '2025-03-15T13:30:00.000Z',
    );
    expect(parseEventDate('2025-03-15T10:30:00')?.toISOString()).toBe('2025-03-15T13:30:00.000Z');
  });

  it.each(['', '15/03/2025', '2025-02-30 10:00:00', '2025-03-15 24:00:00', '2025-03-15', 'agora'])(
    'refuses %j',
    (text) => expect(parseEventDate(text)).toBeNull(),
  );
});
