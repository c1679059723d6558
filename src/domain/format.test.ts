import { describe, expect, it } from 'vitest';
import { formatBRL, formatNumber } from './format';

describe('pt-BR formatting', () => {
  it('formats money as reais', () => {
    expect(formatBRL(1234.5)).toBe('R$ 1.234,50');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(-49.9)).toBe('-R$ 49,90');
  });

  it('formats numbers with pt-BR separators', () => {
    expect(formatNumber(999999, 0)).toBe('999.999');
    expect(formatNumber(0.8333333, 3)).toBe('0,833');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatBRL(Number.NaN)).toBe('—');
    expect(formatNumber(Infinity)).toBe('—');
  });
});
