import { describe, expect, it } from 'vitest';
import { parseDecimal, toInputText } from './number';

describe('parseDecimal', () => {
  it.each([
    ['1.234,5', 1234.5],
    ['1234,5', 1234.5],
    ['1.234,56', 1234.56],
    ['100.000', 100000],
    ['1.500', 1500],
    ['0,1', 0.1],
    ['0.1', 0.1],
    ['0.125', 0.125],
    ['1234.5', 1234.5],
    ['12', 12],
    [',5', 0.5],
    ['  R$ 2.100,00 ', 2100],
    ['0,5%', 0.5],
    ['-3,2', -3.2],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it('gives undefined for an empty input', () => {
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('   ')).toBeUndefined();
  });

  it.each(['abc', '1,2,3', '1.23,4', '12a', '1..2', '--1', '1.2.3'])(
    'rejects %j as NaN',
    (text) => {
      expect(parseDecimal(text)).toBeNaN();
    },
  );

  it('round-trips through toInputText', () => {
    for (const value of [0.1, 1234.5, 30, 2.428])
      expect(parseDecimal(toInputText(value))).toBe(value);
  });
});
