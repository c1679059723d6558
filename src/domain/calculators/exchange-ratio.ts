import { z } from 'zod';
import { int, positive, roundTo, safeDivide } from './common';

/** One year of one block: what a finished animal sells for and what a calf costs. */
export const exchangeRatioColumnSchema = z.object({
  /** The year the prices refer to (the column label). */
  year: int().min(2000, { error: 'Ano inválido' }).max(2100, { error: 'Ano inválido' }),
  /** R$ per arroba (15 kg of carcass). */
  arrobaValue: positive('Valor da arroba deve ser maior que zero').max(10000, {
    error: 'Valor muito alto',
  }),
  /** Arrobas (carcass) of one finished animal. */
  arrobasPerAnimal: positive('Quantidade de arrobas deve ser maior que zero').max(50, {
    error: 'Quantidade muito alta',
  }),
  /** R$ per calf. */
  calfValue: positive('Valor do bezerro deve ser maior que zero').max(50000, {
    error: 'Valor muito alto',
  }),
});

/** A block (Machos or Fêmeas): the current year beside a previous one. */
export const exchangeRatioBlockSchema = z.object({
  current: exchangeRatioColumnSchema,
  previous: exchangeRatioColumnSchema,
});

/** Inputs of 'Cálculo da Relação de Troca' (spec section 5 "Exchange ratio"; decisions.md). */
export const exchangeRatioInputSchema = z.object({
  males: exchangeRatioBlockSchema,
  females: exchangeRatioBlockSchema,
});

export type ExchangeRatioColumn = z.infer<typeof exchangeRatioColumnSchema>;
export type ExchangeRatioBlock = z.infer<typeof exchangeRatioBlockSchema>;
export type ExchangeRatioInput = z.infer<typeof exchangeRatioInputSchema>;

/**
 * Spec section 9 defaults (arroba value, arrobas, calf value, and the previous year's arroba value);
 * decisions.md: years 2025 and 2021, the previous year's other fields equal the current year's.
 */
export const EXCHANGE_RATIO_DEFAULTS: ExchangeRatioInput = {
  males: {
    current: { year: 2025, arrobaValue: 255, arrobasPerAnimal: 20, calfValue: 2100 },
    previous: { year: 2021, arrobaValue: 320, arrobasPerAnimal: 20, calfValue: 2100 },
  },
  females: {
    current: { year: 2025, arrobaValue: 240, arrobasPerAnimal: 14, calfValue: 1600 },
    previous: { year: 2021, arrobaValue: 300, arrobasPerAnimal: 14, calfValue: 1600 },
  },
};

/** The trend words of spec section 4. */
export type ExchangeTrend = 'Piorou' | 'Melhorou' | 'Estável';

/** The line shown under the trend (decisions.md "Exchange ratio"). */
export const TREND_NOTE =
  'A tendência é lida do lado de quem vende bezerros (cria): quanto maior a relação, pior para quem vende.';

export interface ExchangeRatioBlockOutput {
  /** Calves bought by one finished animal in the current year. */
  currentRatio: number | null;
  /** Calves bought by one finished animal in the previous year. */
  previousRatio: number | null;
  /** currentRatio − previousRatio, in calves. */
  change: number | null;
  /** change / previousRatio × 100, in percent. */
  changePercent: number | null;
  trend: ExchangeTrend | null;
}

export interface ExchangeRatioOutput {
  males: ExchangeRatioBlockOutput;
  females: ExchangeRatioBlockOutput;
}

/**
 * The trend of spec section 4, comparing the ratios rounded to 2 decimals (what the screen shows):
 * a greater current ratio is 'Piorou', a lower one 'Melhorou', an equal one 'Estável'.
 * @example
 * exchangeTrend(2.428571, 3.047619) //=> 'Melhorou'
 * exchangeTrend(2.4286, 2.4295)     //=> 'Estável' (both show 2,43)
 */
export function exchangeTrend(current: number, previous: number): ExchangeTrend {
  const shownCurrent = roundTo(current, 2);
  const shownPrevious = roundTo(previous, 2);
  if (shownCurrent > shownPrevious) return 'Piorou';
  if (shownCurrent < shownPrevious) return 'Melhorou';
  return 'Estável';
}

const ratioOf = (column: ExchangeRatioColumn) =>
  safeDivide(column.arrobaValue * column.arrobasPerAnimal, column.calfValue);

function blockResult(block: ExchangeRatioBlock): ExchangeRatioBlockOutput {
  const currentRatio = ratioOf(block.current);
  const previousRatio = ratioOf(block.previous);
  if (currentRatio === null || previousRatio === null) {
    return { currentRatio, previousRatio, change: null, changePercent: null, trend: null };
  }
  const change = currentRatio - previousRatio;
  const changeShare = safeDivide(change, previousRatio);
  return {
    currentRatio,
    previousRatio,
    change,
    changePercent: changeShare === null ? null : changeShare * 100,
    trend: exchangeTrend(currentRatio, previousRatio),
  };
}

/**
 * Exchange ratio: how many calves the sale of one finished animal buys (spec section 9; decisions.md
 * "Exchange ratio"), for males and females, current year against a previous year.
 *
 * - ratio (calves) = R$/@ × @ per animal / R$ per calf
 * - change = current − previous; change % = change / previous × 100
 * - trend: spec section 4, read on the ratios rounded to 2 decimals (see {@link exchangeTrend})
 *
 * @example
 * calculateExchangeRatio(EXCHANGE_RATIO_DEFAULTS).males
 * //=> { currentRatio: 2.428571…, previousRatio: 3.047619…, change: −0.619047…,
 * //     changePercent: −20.3125, trend: 'Melhorou' }
 */
export function calculateExchangeRatio(input: ExchangeRatioInput): ExchangeRatioOutput {
  return { males: blockResult(input.males), females: blockResult(input.females) };
}
