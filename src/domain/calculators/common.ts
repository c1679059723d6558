import { z } from 'zod';
import { roundTo } from '../round';

/** 1 arroba = 15 kg (spec section 9). */
export const KG_PER_ARROBA = 15;
/** 1 animal unit (UA) = 450 kg of live weight (spec section 9). */
export const KG_PER_ANIMAL_UNIT = 450;
/** A month is 30 days in costs; a year is 365 days (spec section 9). */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;
export const DAYS_PER_WEEK = 7;

/** Default and bounds of 'Rendimento de Carcaça (%)' (decisions.md "Arrobas of finished cattle"). */
export const DEFAULT_CARCASS_YIELD = 50;

/**
 * `a / b`, or `null` when the result would not be a finite number (a zero divisor): the screen
 * shows null as '—', never NaN or Infinity.
 * @example
 * safeDivide(10, 4) //=> 2.5
 * safeDivide(10, 0) //=> null
 */
export function safeDivide(a: number, b: number): number | null {
  const result = a / b;
  return Number.isFinite(result) ? result : null;
}

export { roundTo } from '../round';

/**
 * The smallest whole number ≥ value, ignoring floating-point dust: 300 × 0.1 / 100 × 100 / 30 is
 * 1.0000000000000002 in binary, and must give 1 bag, not 2.
 * @example
 * ceilWhole(1.0000000000000002) //=> 1
 * ceilWhole(1.01)               //=> 2
 */
export function ceilWhole(value: number): number {
  return Math.ceil(roundTo(value, 9));
}

// --- zod builders for calculator fields -----------------------------------------------------

const REQUIRED = 'Campo obrigatório';
const NOT_A_NUMBER = 'Informe um número válido';

/** A finite number; a missing value says 'Campo obrigatório', text says 'Informe um número válido'. */
export function num() {
  return z.number({
    error: (issue) => (issue.input === undefined ? REQUIRED : NOT_A_NUMBER),
  });
}

/** A whole number (heads, days). */
export function int(message = 'Informe um número inteiro') {
  return num().int({ error: message });
}

/** The carcass yield field: 40 to 70 %. */
export function carcassYield() {
  return num()
    .min(40, { error: 'Rendimento deve ser de no mínimo 40%' })
    .max(70, { error: 'Rendimento deve ser de no máximo 70%' });
}

/** Raw form values (strings as typed) in; numbers (or undefined/NaN) out, ready for a schema. */
export type FormValues<T> = { [K in keyof T]: string };

/**
 * For a cross-field refine's `when`: run the check as soon as the named fields are numbers, even
 * if other fields failed, and never on a payload that is not an object (null, text, arrays).
 */
export function whenNumbers(...keys: string[]) {
  return (payload: { value: unknown }) => {
    const value = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    return keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'number');
  };
}

/** A number > 0 with the given message. */
export function positive(message: string) {
  return num().gt(0, { error: message });
}

/**
 * The ceiling of a money field the spec bounds only from below (docs/decisions/007-input-bounds.md):
 * no farm reaches it, and products of bounded fields stay far from overflowing a double.
 */
export const MAX_MONEY = 1_000_000_000;
export const MAX_MONEY_MESSAGE = 'Valor não pode exceder R$ 1.000.000.000';

/** R$ > 0, up to MAX_MONEY. */
export function positiveMoney(message: string) {
  return positive(message).max(MAX_MONEY, { error: MAX_MONEY_MESSAGE });
}

/** R$ ≥ 0, up to MAX_MONEY. */
export function nonNegativeMoney(message: string) {
  return num().min(0, { error: message }).max(MAX_MONEY, { error: MAX_MONEY_MESSAGE });
}

/** kg of live weight per head, > 0 and up to 1.000 kg (the spec's bound for weights). */
export function liveWeight(message: string, tooHigh = 'Peso médio não pode exceder 1.000 kg') {
  return positive(message).max(1000, { error: tooHigh });
}

/** R$ per arroba, > 0 and up to R$ 10.000 (the spec's bound in the exchange ratio). */
export function arrobaPrice(tooHigh = 'Valor muito alto') {
  return positive('Valor da arroba deve ser maior que zero').max(10000, { error: tooHigh });
}

/** Heads in a lot, 1 to 100.000 (spec section 5, verbatim messages). */
export function headCount() {
  return int()
    .gt(0, { error: 'Quantidade deve ser maior que zero' })
    .max(100000, { error: 'Quantidade não pode exceder 100.000 cabeças' });
}
