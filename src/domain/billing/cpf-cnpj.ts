/**
 * CPF (11 digits) and CNPJ (14 digits) with their check digits, as Asaas needs them to create a
 * customer (decisions.md "Subscriptions and payments").
 */

/** Only the digits of what was typed ('123.456.789-09' → '12345678909'). */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + Number(digits[i]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Whether `value` is a valid CPF or CNPJ (punctuation ignored; repeated digits refused).
 * @example
 * isValidCpfCnpj('529.982.247-25') //=> true
 * isValidCpfCnpj('11.222.333/0001-81') //=> true
 * isValidCpfCnpj('111.111.111-11') //=> false
 */
export function isValidCpfCnpj(value: string): boolean {
  const d = digitsOf(value);
  if (/^(\d)\1*$/.test(d)) return false;
  if (d.length === 11) {
    const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return first === Number(d[9]) && second === Number(d[10]);
  }
  if (d.length === 14) {
    const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    return first === Number(d[12]) && second === Number(d[13]);
  }
  return false;
}

/**
 * Punctuates a CPF or CNPJ as it is typed: up to 11 digits as a CPF, 12 to 14 as a CNPJ; other
 * characters are dropped and digits past 14 ignored.
 * @example
 * formatCpfCnpjTyping('5299822') //=> '529.982.2'
 * formatCpfCnpjTyping('52998224725') //=> '529.982.247-25'
 * formatCpfCnpjTyping('112223330001') //=> '11.222.333/0001'
 * formatCpfCnpjTyping('11222333000181') //=> '11.222.333/0001-81'
 */
export function formatCpfCnpjTyping(value: string): string {
  const d = digitsOf(value).slice(0, 14);
  if (d.length <= 11) {
    return d
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3-$4');
  }
  return d
    .replace(/^(\d{2})(\d{3})(\d{3})(\d{1,4})/, '$1.$2.$3/$4')
    .replace(/^(\d{2}\.\d{3}\.\d{3}\/\d{4})(\d)/, '$1-$2');
}
