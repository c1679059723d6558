/**
 * Parses a number as a Brazilian producer types it: a comma is the decimal separator and dots
 * group thousands ('1.234,5' → 1234.5, '1234,5' → 1234.5, '100.000' → 100000). Without a comma,
 * a dot is a decimal point unless it clearly groups thousands ('0.1' → 0.1, '1234.5' → 1234.5,
 * '1.500' → 1500). 'R$', '%' and spaces are ignored.
 *
 * @returns the number; `undefined` for an empty input; `NaN` for anything else.
 * @example
 * parseDecimal('1.234,56') //=> 1234.56
 * parseDecimal('0,1')      //=> 0.1
 * parseDecimal('')         //=> undefined
 */
export function parseDecimal(input: string | number | null | undefined): number | undefined {
  if (typeof input === 'number') return input;
  if (input === null || input === undefined) return undefined;
  const text = input.replace(/R\$|%|\s/g, '');
  if (text === '') return undefined;
  let normalized: string;
  if (text.includes(',')) {
    if (!/^[-+]?(\d{1,3}(\.\d{3})+|\d*),\d*$/.test(text)) return Number.NaN;
    normalized = text.replace(/\./g, '').replace(',', '.');
  } else if (/^[-+]?[1-9]\d{0,2}(\.\d{3})+$/.test(text)) {
    normalized = text.replace(/\./g, '');
  } else {
    normalized = text;
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}

/**
 * A number as the producer would type it back: pt-BR decimal comma, no thousands dots
 * (so it round-trips through parseDecimal): 0.1 → '0,1', 1234.5 → '1234,5'.
 */
export function toInputText(value: number): string {
  return String(value).replace('.', ',');
}
