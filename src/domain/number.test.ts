import { describe, expect, it } from 'vitest';
import { parseDecimal, toInputText, type InputKind } from './number';

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

describe('toInputText', () => {
  it('writes numbers the way a person types them in pt-BR', () => {
    expect(toInputText(48500, 'money')).toBe('48.500,00');
    expect(toInputText(2100, 'money')).toBe('2.100,00');
    expect(toInputText(187432.17, 'money')).toBe('187.432,17');
    expect(toInputText(0, 'money')).toBe('0,00');
    expect(toInputText(1394250.75, 'money')).toBe('1.394.250,75');
    expect(toInputText(350, 'count')).toBe('350');
    expect(toInputText(100000, 'count')).toBe('100.000');
    expect(toInputText(1234.5)).toBe('1.234,5');
    expect(toInputText(0.1)).toBe('0,1');
    expect(toInputText(20)).toBe('20');
    expect(toInputText(-12000, 'money')).toBe('-12.000,00');
  });

  it('is read back by parseDecimal as the same number', () => {
    const cases: Array<[number, InputKind]> = [
      [48500, 'money'],
      [2100, 'money'],
      [0.5, 'money'],
      [999999.99, 'money'],
      [1234567.8, 'money'],
      [-49.9, 'money'],
      [0, 'count'],
      [1500, 'count'],
      [100000, 'count'],
      [1234.5, 'decimal'],
      [0.125, 'decimal'],
      [1000, 'decimal'],
      [412.5, 'decimal'],
      [2.428571, 'decimal'],
      [-3.2, 'decimal'],
    ];
    for (const [value, kind] of cases) expect(parseDecimal(toInputText(value, kind))).toBe(value);
  });
});
