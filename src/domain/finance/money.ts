import { formatBRL } from '../format';
import { parseDecimal } from '../number';
import { addMonthsClamped } from './calendar';
import { MAX_INSTALMENTS } from './constants';

/*
 * Money in the cash book is exact (issue 43): whole centavos in a safe integer, never a binary
 * fraction of a real. A typed amount is read as the app reads every number (number.ts), then
 * turned into centavos only when it has at most 2 decimals; sums, percentages and instalments are
 * integer arithmetic. Reais appear again only to show a value (formatBRL) or to fill a form.
 */

/** An amount in whole centavos (R$ 1.234,56 is 123456): an integer, signed where it says so. */
export type Cents = number;

/** The largest amount of one entry: R$ 999.999.999,99. */
export const MAX_CENTS: Cents = 99_999_999_999;

export const AMOUNT_REQUIRED_MESSAGE = 'Informe o valor';
export const AMOUNT_INVALID_MESSAGE = 'Informe um valor válido, como 1.234,56';
export const AMOUNT_DECIMALS_MESSAGE = 'Informe o valor com no máximo 2 casas decimais';
export const AMOUNT_POSITIVE_MESSAGE = 'O valor deve ser maior que zero';
export const AMOUNT_TOO_HIGH_MESSAGE = 'Valor de no máximo R$ 999.999.999,99';

/**
 * Reais to centavos, exactly, or null when the value has more than 2 decimals or is not a
 * finite number a centavo count can hold. 15 significant digits drop the binary noise of the
 * product (1234.56 × 100 is 123456.00000000001).
 * @example
 * reaisToCents(1234.56) //=> 123456
 * reaisToCents(0.29)    //=> 29
 * reaisToCents(1.005)   //=> null
 */
export function reaisToCents(reais: number): Cents | null {
  if (!Number.isFinite(reais)) return null;
  const cents = Number((reais * 100).toPrecision(15));
  return Number.isSafeInteger(cents) ? cents || 0 : null;
}

/** Centavos to reais, for formatBRL and the form's fields: 123456 → 1234.56. */
export function centsToReais(cents: Cents): number {
  return cents / 100;
}

/**
 * Money as the producer reads it: 123456 → 'R$ 1.234,56'; null or a value that is not a whole
 * number of centavos → '—'.
 */
export function formatCents(cents: Cents | null | undefined): string {
  return typeof cents === 'number' && Number.isSafeInteger(cents)
    ? formatBRL(centsToReais(cents))
    : formatBRL(null);
}

/**
 * The plain decimal of an amount, no thousands separator, always 2 decimals, written from the
 * integer (no rounding on the way): for CSV files and bank-like exports.
 * @example
 * plainCents(123456)     //=> '1234,56'
 * plainCents(-5, '.')    //=> '-0.05'
 */
export function plainCents(cents: Cents, separator = ','): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  return `${sign}${whole}${separator}${String(abs % 100).padStart(2, '0')}`;
}

export type MoneyReading = { ok: true; cents: Cents } | { ok: false; message: string };

/**
 * An amount as typed in pt-BR ('1.234,56', '1234,56', '1234.56', 'R$ 10'), read as parseDecimal
 * reads every number of the app (a lone dot followed by 3 digits groups thousands: '1.500' is
 * R$ 1.500,00), into signed centavos, within ±R$ 999.999.999,99.
 * @example
 * readMoney('1.234,56') //=> { ok: true, cents: 123456 }
 * readMoney('12,345')   //=> { ok: false, message: 'Informe o valor com no máximo 2 casas decimais' }
 */
export function readMoney(input: string | number | null | undefined): MoneyReading {
  const value = parseDecimal(input);
  if (value === undefined) return { ok: false, message: AMOUNT_REQUIRED_MESSAGE };
  if (!Number.isFinite(value)) return { ok: false, message: AMOUNT_INVALID_MESSAGE };
  if (Math.abs(value) > MAX_CENTS / 100) return { ok: false, message: AMOUNT_TOO_HIGH_MESSAGE };
  const cents = reaisToCents(value);
  if (cents === null) return { ok: false, message: AMOUNT_DECIMALS_MESSAGE };
  return { ok: true, cents };
}

/**
 * The sum of amounts; a RangeError when it leaves the safe integers (never a rounded sum).
 * @example
 * sumCents([10, 20, -5]) //=> 25
 */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  if (!Number.isSafeInteger(total)) throw new RangeError('Soma de valores fora do limite');
  return total;
}

/**
 * `cents` ÷ `divisor` rounded to a whole centavo, half away from zero; null when the divisor is
 * 0 or the result is not finite (a ratio such as R$ per head or per arroba).
 * @example
 * divideCents(1000, 3) //=> 333
 * divideCents(1000, 0) //=> null
 */
export function divideCents(cents: Cents, divisor: number): Cents | null {
  const result = cents / divisor;
  if (!Number.isFinite(result) || Math.abs(result) > Number.MAX_SAFE_INTEGER) return null;
  const rounded = Math.round(Math.abs(result)) * Math.sign(result);
  return rounded || 0;
}

/**
 * A percentage of an amount, for the Funrural of a sale: the rate has at most 2 decimals (1.5 %,
 * 2.05 %), the product is integer arithmetic, rounded half away from zero to the centavo.
 * @example
 * percentOfCents(1_000_000, 1.5) //=> 15000
 * percentOfCents(3333, 1.5)      //=> 50
 */
export function percentOfCents(cents: Cents, ratePercent: number): Cents {
  const basisPoints = Math.round(ratePercent * 100);
  const product = cents * basisPoints;
  if (!Number.isSafeInteger(product)) throw new RangeError('Percentual fora do limite');
  const quotient = Math.trunc(product / 10_000);
  const rest = product - quotient * 10_000;
  const rounded = Math.abs(rest) * 2 >= 10_000 ? quotient + Math.sign(product) : quotient;
  return rounded || 0;
}

/** One of the N monthly instalments of an expense. */
export interface Instalment {
  /** 1 to `count`. */
  number: number;
  count: number;
  /** 'Vencimento', 'YYYY-MM-DD'. */
  dueDate: string;
  cents: Cents;
}

/**
 * An amount in `count` monthly instalments that add up to it exactly: each is the whole
 * centavos of the division, and the first carries the centavos left over (as a carnê does:
 * 3 × R$ 33,33 with R$ 33,34 in the first). They fall due month by month from `firstDue`, the
 * day kept and clamped to each month's last day (31 January → 28 or 29 February → 31 March).
 * A RangeError when the amount is not a positive whole number of centavos, the count not 1 to
 * 120, or the amount too small to give each instalment a centavo.
 * @example
 * splitInstalments(10000, 3, '2025-01-31').map((i) => [i.dueDate, i.cents])
 * //=> [['2025-01-31', 3334], ['2025-02-28', 3333], ['2025-03-31', 3333]]
 */
export function splitInstalments(total: Cents, count: number, firstDue: string): Instalment[] {
  if (!Number.isSafeInteger(total) || total <= 0 || total > MAX_CENTS) {
    throw new RangeError(AMOUNT_POSITIVE_MESSAGE);
  }
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALMENTS) {
    throw new RangeError(INSTALMENTS_MESSAGE);
  }
  if (total < count) throw new RangeError(INSTALMENTS_TOO_SMALL_MESSAGE);
  const each = Math.floor(total / count);
  const first = total - each * (count - 1);
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    count,
    dueDate: addMonthsClamped(firstDue, i),
    cents: i === 0 ? first : each,
  }));
}

export const INSTALMENTS_MESSAGE = 'Parcelas de 1 a 120';
export const INSTALMENTS_TOO_SMALL_MESSAGE = 'Valor pequeno demais para tantas parcelas';

/**
 * `value` when it is a whole number of centavos (a total read from the database), else a
 * RangeError naming `what`: a figure is never computed from NaN or Infinity.
 * @example
 * assertCents(1250, 'Entradas') //=> 1250
 */
export function assertCents(value: Cents, what: string): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what}: valor inválido`);
  return value;
}
