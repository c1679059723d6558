import { describe, expect, it } from 'vitest';
import { upgradeCharge } from './proration';

const period = { periodStart: new Date('2026-03-01'), periodEnd: new Date('2026-03-31') };

describe('upgradeCharge', () => {
  it('charges the price difference for the days left, in cents', () => {
    expect(
      upgradeCharge({ ...period, fromPrice: 49.9, toPrice: 97.9, now: new Date('2026-03-16') }),
    ).toBe(24);
    expect(
      upgradeCharge({ ...period, fromPrice: 97.9, toPrice: 197.9, now: new Date('2026-03-01') }),
    ).toBe(100);
    // 10 of 30 days left: 148 × 1/3 = 49,333… → 49,33
    expect(
      upgradeCharge({ ...period, fromPrice: 49.9, toPrice: 197.9, now: new Date('2026-03-21') }),
    ).toBe(49.33);
  });

  it('a part of a day counts as a whole day left', () => {
    expect(
      upgradeCharge({
        ...period,
        fromPrice: 49.9,
        toPrice: 197.9,
        now: new Date('2026-03-30T12:00:00Z'),
      }),
    ).toBe(0); // 1 day: 4,93 is under the minimum charge
    expect(
      upgradeCharge({
        ...period,
        fromPrice: 49.9,
        toPrice: 197.9,
        now: new Date('2026-03-29T12:00:00Z'),
      }),
    ).toBe(9.87);
  });

  it('is 0 for a downgrade, the same plan, a period over, or less than the minimum charge', () => {
    expect(
      upgradeCharge({ ...period, fromPrice: 97.9, toPrice: 49.9, now: new Date('2026-03-10') }),
    ).toBe(0);
    expect(
      upgradeCharge({ ...period, fromPrice: 97.9, toPrice: 97.9, now: new Date('2026-03-10') }),
    ).toBe(0);
    expect(
      upgradeCharge({ ...period, fromPrice: 49.9, toPrice: 97.9, now: new Date('2026-04-02') }),
    ).toBe(0);
    expect(
      upgradeCharge({ ...period, fromPrice: 49.9, toPrice: 97.9, now: new Date('2026-03-27') }),
    ).toBe(6.4);
    // 3 days: 4,80 is under the minimum charge
    expect(
      upgradeCharge({ ...period, fromPrice: 49.9, toPrice: 97.9, now: new Date('2026-03-28') }),
    ).toBe(0);
    expect(
      upgradeCharge({ ...period, fromPrice: 49.9, toPrice: 97.9, now: new Date('2026-03-29') }),
    ).toBe(0);
  });

  it('never charges more than the whole difference', () => {
    expect(
      upgradeCharge({ ...period, fromPrice: 49.9, toPrice: 97.9, now: new Date('2026-02-01') }),
    ).toBe(48);
  });
});
