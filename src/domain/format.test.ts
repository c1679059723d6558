import { describe, expect, it } from 'vitest';
import { formatBRL, formatNumber, formatPercent } from './format';
import { roundTo } from './round';

describe('pt-BR formatting', () => {
  it('formats money as reais, cents rounded half away from zero', () => {
    expect(formatBRL(1234.5)).toBe('R$ 1.234,50');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(-49.9)).toBe('-R$ 49,90');
    expect(formatBRL(1.005)).toBe('R$ 1,01');
    expect(formatBRL(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatBRL(-0.001)).toBe('R$ 0,00');
  });

  it('formats numbers and percentages with pt-BR separators', () => {
    expect(formatNumber(999999, 0)).toBe('999.999');
    expect(formatNumber(0.8333333, 3)).toBe('0,833');
    expect(formatNumber(2.675, 2)).toBe('2,68');
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(formatPercent(-7.5, 1)).toBe('-7,5%');
  });

  it('writes what Intl.NumberFormat pt-BR writes, for any size and sign', () => {
    const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const fixed = (d: number) =>
      new Intl.NumberFormat('pt-BR', { minimumFractionDigits: d, maximumFractionDigits: d });
    // A fixed pseudo-random walk over magnitudes 1e-4 to 1e22, both signs.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i++) {
      const value = (next() < 0.5 ? -1 : 1) * next() * 10 ** Math.floor(next() * 26 - 4);
      const decimals = i % 4;
      const rounded = roundTo(value, decimals) || 0;
      expect(formatNumber(value, decimals)).toBe(fixed(decimals).format(rounded));
      expect(formatBRL(value)).toBe(money.format(roundTo(value, 2) || 0).replace(/\u00a0/g, ' '));
    }
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatBRL(Number.NaN)).toBe('—');
    expect(formatBRL(null)).toBe('—');
    expect(formatNumber(Infinity)).toBe('—');
    expect(formatPercent(null)).toBe('—');
  });
});
