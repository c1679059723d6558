import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProviderDate } from './provider-dates';

/** The same inputs on every run; FC_SEED=… tries others. */
const SEED = Number(process.env.FC_SEED ?? 2026);

describe('parseProviderDate', () => {
  it.each([
    ['2025-03-15', '2025-03-15'],
    ['15/03/2025', '2025-03-15'],
    ['29/02/2024', '2024-02-29'],
    ['31/12/2999', '2999-12-31'],
  ])('reads %s as %s', (text, date) => {
    expect(parseProviderDate(text)).toBe(date);
  });

  it.each([
    '31/02/2025',
    '29/02/2025',
    '2025-02-30',
    '0000-01-01',
    '01/01/0000',
    '15/3/2025',
    '2025-3-15',
    '15-03-2025',
    '2025-03-15T00:00:00Z',
    '15/03/2025\u0000',
    '',
    'ontem',
  ])('refuses %j', (text) => {
    expect(parseProviderDate(text)).toBeNull();
  });

  it('reads any real day written either way as the same ISO date', () => {
    const day = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2999-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, dd] = iso.split('-');
        expect(parseProviderDate(iso)).toBe(iso);
        expect(parseProviderDate(`${dd}/${m}/${y}`)).toBe(iso);
      }),
      { seed: SEED },
    );
  });

  it('refuses a day past the end of its month, written either way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        (year, month, past) => {
          // Day 0 of the next month is this month's last day.
          const day = new Date(Date.UTC(year, month, 0)).getUTCDate() + past;
          const [y, m, d] = [String(year), String(month).padStart(2, '0'), String(day)];
          expect(parseProviderDate(`${y}-${m}-${d}`)).toBeNull();
          expect(parseProviderDate(`${d}/${m}/${y}`)).toBeNull();
        },
      ),
      { seed: SEED },
    );
  });

  it('never throws, and answers only valid ISO dates', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const date = parseProviderDate(text);
        if (date !== null) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { seed: SEED },
    );
  });
});
