import { describe, expect, it } from 'vitest';
import { digitsOf, formatCpfCnpjTyping, isValidCpfCnpj } from './cpf-cnpj';

describe('isValidCpfCnpj', () => {
  it.each(['529.982.247-25', '52998224725', '11.222.333/0001-81', '11222333000181'])(
    'accepts %s',
    (value) => expect(isValidCpfCnpj(value)).toBe(true),
  );
  it.each([
    '529.982.247-26',
    '111.111.111-11',
    '00000000000',
    '11.222.333/0001-82',
    '1234567890',
    '',
    'abc',
    '529982247250',
  ])('refuses %s', (value) => expect(isValidCpfCnpj(value)).toBe(false));
  it('keeps only digits', () => expect(digitsOf(' 529.982.247-25 ')).toBe('52998224725'));
});

describe('formatCpfCnpjTyping', () => {
  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81999', '11.222.333/0001-81'],
    ['a5b2c9', '529'],
  ])('formats %j as %j', (typed, shown) => expect(formatCpfCnpjTyping(typed)).toBe(shown));
});
