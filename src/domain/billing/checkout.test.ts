import { describe, expect, it } from 'vitest';
import { firstDueDate } from './checkout';

const at = (iso: string) => new Date(iso);

describe('firstDueDate', () => {
  const now = at('2025-03-15T10:00:00-03:00');

  it('is the day the trial ends while it runs: its days are kept', () => {
    expect(firstDueDate(at('2025-03-20T12:00:00-03:00'), now)).toBe('2025-03-20');
    // São Paulo's calendar day, not UTC's (23:30 in São Paulo is the next day in UTC).
    expect(firstDueDate(at('2025-03-20T23:30:00-03:00'), now)).toBe('2025-03-20');
  });

  it('is today without a trial, after it ended, or when it ends today', () => {
    expect(firstDueDate(null, now)).toBe('2025-03-15');
    expect(firstDueDate(at('2025-03-10T12:00:00-03:00'), now)).toBe('2025-03-15');
    expect(firstDueDate(at('2025-03-15T18:00:00-03:00'), now)).toBe('2025-03-15');
  });
});
