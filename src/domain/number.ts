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
 * What a field holds: money (2 decimals), a count of heads (whole), or a decimal such as a weight
 * or a percentage (as many decimals as it has, up to 6).
 */
export type InputKind = 'money' | 'count' | 'decimal';

const DECIMALS: Record<InputKind, [min: number, max: number]> = {
  money: [2, 2],
  count: [0, 0],
  decimal: [0, 6],
};

/**
 * A number as a person types it in pt-BR, for the values the app fills in (a saved record loaded
 * back, a default): comma decimals, dot thousands. parseDecimal reads it back to the same number.
 * Not for years ('2025'): those are written with String().
 * @example
 * toInputText(48500, 'money')  //=> '48.500,00'
 * toInputText(1500, 'count')   //=> '1.500'
 * toInputText(1234.5)          //=> '1.234,5'
 * toInputText(0.1)             //=> '0,1'
 */
export function toInputText(value: number, kind: InputKind = 'decimal'): string {
  // Always the ASCII minus: the one a keyboard types and parseDecimal reads.
  return inputFormat(kind)
    .format(value)
    .replace(/\u2212/g, '-');
}

/** One formatter per kind: making one costs far more than formatting with it. */
const inputFormats = new Map<InputKind, Intl.NumberFormat>();
function inputFormat(kind: InputKind): Intl.NumberFormat {
  let format = inputFormats.get(kind);
  if (!format) {
    const [min, max] = DECIMALS[kind];
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    inputFormats.set(kind, format);
  }
  return format;
}
