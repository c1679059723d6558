import { describe, expect, it } from 'vitest';
import { digitsOf, isValidCpfCnpj } from './cpf-cnpj';

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
