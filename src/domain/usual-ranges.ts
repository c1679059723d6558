import { formatBRL, formatNumber } from './format';

/** The kinds of value a producer types whose usual range the app knows (decision 028). */
export type UsualKind = 'arroba' | 'liveWeight' | 'dailyGain' | 'carcassYield';

interface UsualRange {
  min: number;
  max: number;
  /** The value's name in the warning: 'a arroba costuma ficar entre …'. */
  subject: string;
  show: (value: number) => string;
}

const kg = (value: number) => `${formatNumber(value, 0)} kg`;
const kgPerDay = (value: number) => `${formatNumber(value, 1)} kg/dia`;
const percent = (value: number) => `${formatNumber(value, 0)}%`;

/**
 * What a producer usually types, one range per kind of value (decision 028). Outside it the
 * app warns without blocking: the value may be a typo (R$ 3.720 for R$ 372,00) or a real outlier.
 */
export const USUAL_RANGES: Record<UsualKind, UsualRange> = {
  arroba: { min: 150, max: 600, subject: 'a arroba', show: formatBRL },
  liveWeight: { min: 20, max: 1200, subject: 'o peso vivo', show: kg },
  dailyGain: { min: -1, max: 2.5, subject: 'o GMD', show: kgPerDay },
  carcassYield: { min: 40, max: 65, subject: 'o rendimento de carcaça', show: percent },
};

/**
 * The polite warning for a value far outside its usual range, or undefined when the value is
 * usual, empty or not a number (the field's own validation speaks then).
 * @example
 * usualRangeWarning('arroba', 3720)
 * //=> 'Valor fora do comum: a arroba costuma ficar entre R$ 150,00 e R$ 600,00. Confira.'
 * usualRangeWarning('arroba', 320) //=> undefined
 */
export function usualRangeWarning(kind: UsualKind, value: number | undefined): string | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  const range = USUAL_RANGES[kind];
  if (value >= range.min && value <= range.max) return undefined;
  return `Valor fora do comum: ${range.subject} costuma ficar entre ${range.show(range.min)} e ${range.show(range.max)}. Confira.`;
}
