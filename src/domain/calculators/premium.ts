import { z } from 'zod';
import {
  arrobaPrice,
  carcassYield,
  DEFAULT_CARCASS_YIELD,
  headCount,
  KG_PER_ARROBA,
  positive,
  positiveMoney,
  roundTo,
  safeDivide,
} from './common';

/** Premium (% of the market price) above which the screen warns. */
export const HIGH_PREMIUM_PERCENT = 30;

export const HIGH_PREMIUM_WARNING =
  'Ágio acima de 30% do preço de mercado. Avalie bem antes de comprar.';
export const NO_PREMIUM_NOTE = 'Preço de compra igual ou abaixo do mercado: não há ágio a diluir.';

/** Inputs of 'Diluir Ágio na Compra' (spec section 5 "Premium dilution"; decisions.md units). */
export const premiumInputSchema = z.object({
  /** Price paid, R$ per head. */
  purchasePrice: positiveMoney('Preço de compra deve ser maior que zero'),
  /** Market price, R$ per head. */
  marketPrice: positiveMoney('Preço de mercado deve ser maior que zero'),
  /** Heads bought. */
  quantity: headCount(),
  /** Target weight gain, kg of live weight per head per day. */
  dailyGain: positive('Ganho de peso deve ser maior que zero').max(10, {
    error: 'Ganho de peso não pode exceder 10 kg/dia',
  }),
  /** R$ per arroba (15 kg of carcass). */
  arrobaValue: arrobaPrice(),
  /** Carcass yield, % of live weight. */
  carcassYield: carcassYield(),
});

export type PremiumInput = z.infer<typeof premiumInputSchema>;

export const PREMIUM_DEFAULTS: Partial<Record<keyof PremiumInput, number>> = {
  carcassYield: DEFAULT_CARCASS_YIELD,
};

export interface PremiumOutput {
  /** R$ per head: purchase − market (negative when bought below the market). */
  premiumPerHead: number;
  /** R$ for the lot: premium per head × heads. */
  totalPremium: number;
  /** Premium per head / market price, in percent. */
  premiumPercent: number | null;
  /** Carcass arrobas whose value equals the total premium (0 when there is no premium). */
  arrobasNeeded: number;
  /** Live kg the lot must gain to put on those arrobas (0 when there is no premium). */
  liveKgToGain: number;
  /** Days of the target gain that pay back the premium (0 when there is no premium). */
  daysToDilute: number | null;
  /** The premium shown (2 decimals) is above 30% of the market price: show HIGH_PREMIUM_WARNING. */
  highPremium: boolean;
  /** Purchase price at or below the market: show NO_PREMIUM_NOTE. */
  noPremium: boolean;
}

/**
 * How many days of weight gain pay back the premium (ágio) paid over the market price
 * (spec section 9 "Premium"; decisions.md "Premium dilution").
 *
 * - premium per head (R$) = purchase − market; total (R$) = premium per head × heads
 * - premium % = premium per head / market × 100; above 30% (as shown, 2 decimals) is a warning
 * - arrobas needed (@ of carcass) = total / R$ per @
 * - live kg to gain = arrobas × 15 / (yield% / 100)
 * - days = live kg / (kg/head/day × heads)
 * - no premium (purchase ≤ market): arrobas, kg and days are 0
 *
 * @example
 * calculatePremium({ purchasePrice: 3000, marketPrice: 2700, quantity: 100, dailyGain: 0.8,
 *   arrobaValue: 300, carcassYield: 50 })
 * //=> premiumPerHead 300, totalPremium 30000, premiumPercent 11.11…, arrobasNeeded 100,
 * //   liveKgToGain 3000, daysToDilute 37.5, highPremium false, noPremium false
 */
export function calculatePremium(input: PremiumInput): PremiumOutput {
  const premiumPerHead = input.purchasePrice - input.marketPrice;
  const totalPremium = premiumPerHead * input.quantity;
  const premiumShare = safeDivide(premiumPerHead, input.marketPrice);
  const premiumPercent = premiumShare === null ? null : premiumShare * 100;
  const highPremium = premiumPercent !== null && roundTo(premiumPercent, 2) > HIGH_PREMIUM_PERCENT;
  const noPremium = premiumPerHead <= 0;

  if (noPremium) {
    return {
      premiumPerHead,
      totalPremium,
      premiumPercent,
      arrobasNeeded: 0,
      liveKgToGain: 0,
      daysToDilute: 0,
      highPremium,
      noPremium,
    };
  }

  const arrobasNeeded = totalPremium / input.arrobaValue;
  const liveKgToGain = (arrobasNeeded * KG_PER_ARROBA) / (input.carcassYield / 100);
  return {
    premiumPerHead,
    totalPremium,
    premiumPercent,
    arrobasNeeded,
    liveKgToGain,
    daysToDilute: safeDivide(liveKgToGain, input.dailyGain * input.quantity),
    highPremium,
    noPremium,
  };
}
