import { describe, expect, it } from 'vitest';
import { ceilWhole, roundTo, safeDivide } from './common';

describe('safeDivide', () => {
  it('divides, and gives null instead of Infinity or NaN', () => {
    expect(safeDivide(10, 4)).toBe(2.5);
    expect(safeDivide(10, 0)).toBeNull();
    expect(safeDivide(0, 0)).toBeNull();
    expect(safeDivide(-1, 0)).toBeNull();
  });
});

describe('roundTo', () => {
  it('rounds half away from zero without binary surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-2.675, 2)).toBe(-2.68);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(2.4285714, 2)).toBe(2.43);
    expect(roundTo(1e-7, 2)).toBe(0);
  });
});

describe('ceilWhole', () => {
  it('ignores floating-point dust but rounds up real fractions', () => {
    // 300 kg × 0,1 % = 0,3 kg; × 100 head = 30 kg; / 30 kg bags = 1 bag (binary: 1.0000000000000002).
    expect(ceilWhole((((300 * 0.1) / 100) * 100) / 30)).toBe(1);
    expect(ceilWhole(1.01)).toBe(2);
    expect(ceilWhole(0)).toBe(0);
    expect(ceilWhole(29.0000001)).toBe(30);
  });
});
