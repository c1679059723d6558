import { z } from 'zod';
import { KG_PER_ARROBA } from '../calculators/common';
import { formatBRL, formatNumber } from '../format';
import { roundTo } from '../round';

/*
 * What a purchase or sale of the herd is worth (issue 39 item 2, decision 060). An arroba is 15 kg
 * of CARCASS (decisions.md "Arrobas of finished cattle"): a sale by the arroba counts the
 * romaneio's carcass weight, or the live weight times the carcass yield; a purchase by the arroba
 * counts the reposição trade's arroba, live kg ÷ 30 (15 kg of carcass at a conventional 50 %).
 * Shared by the dialogs (the figures shown before confirming), the server (the value stored) and
 * the migration's test (the stored sales recomputed).
 */

export const PRICE_KINDS = ['head', 'arroba', 'kg'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export const PRICE_KIND_LABELS: Record<PriceKind, string> = {
  head: 'Por cabeça',
  arroba: 'Por arroba',
  kg: 'Por kg',
};

/** A sale's 'Rendimento de carcaça (%)' until the farm sets its own. */
export const SALE_CARCASS_YIELD = 52;
/** Bounds of a carcass yield, in % (as the calculators'). */
export const CARCASS_YIELD_MIN = 40;
export const CARCASS_YIELD_MAX = 70;
/**
 * The yield a purchase's arroba stands for: calves and lean cattle are quoted per arroba of live
 * kg ÷ 30 ('bezerro de desmama de 6,5@' weighs about 195 kg), that is 15 kg of carcass at 50 %.
 */
export const PURCHASE_CARCASS_YIELD = 50;

/** 'Rendimento de carcaça (%)': 40 to 70 (a sale's, and the farm's default). */
export const carcassYieldSchema = () =>
  z
    .number({ error: 'Rendimento inválido' })
    .min(CARCASS_YIELD_MIN, { error: `Rendimento deve ser de no mínimo ${CARCASS_YIELD_MIN}%` })
    .max(CARCASS_YIELD_MAX, { error: `Rendimento deve ser de no máximo ${CARCASS_YIELD_MAX}%` });

/** How a purchase's arroba is counted, said on its screen so nobody takes it for a live 15 kg. */
export const PURCHASE_ARROBA_NOTE =
  'Na compra, a arroba é contada como na reposição: peso vivo ÷ 30 (15 kg de carcaça a 50%).';

/** A yield as a field shows it: '52', '54,5'. */
export const yieldText = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 1);

/** What a price is made of, per head (the weights are one animal's, or the batch's mean). */
export interface PriceTerms {
  priceKind: PriceKind;
  /** R$ per head, per arroba or per kg; null when nobody typed one. */
  price: number | null;
  /** Live kg. */
  weight: number | null;
  /** % of the live weight that is carcass (a sale by the arroba). */
  carcassYield?: number | null;
  /** Carcass kg from the romaneio: when known, it is the arrobas, whatever the yield. */
  carcassWeight?: number | null;
}

/**
 * Carcass arrobas of one head: the romaneio's carcass kg ÷ 15, else live kg × yield ÷ 15; null
 * when neither can be told. Not rounded: the value is counted from it, the screen rounds.
 * @example
 * arrobasPerHead({ weight: 540.5, carcassYield: 52 }) //=> 18.7373…
 * arrobasPerHead({ weight: 540.5, carcassWeight: 285 }) //=> 19
 */
export function arrobasPerHead(terms: {
  weight: number | null;
  carcassYield?: number | null;
  carcassWeight?: number | null;
}): number | null {
  if (terms.carcassWeight) return terms.carcassWeight / KG_PER_ARROBA;
  if (terms.weight === null || terms.carcassYield === null || terms.carcassYield === undefined) {
    return null;
  }
  return (terms.weight * terms.carcassYield) / 100 / KG_PER_ARROBA;
}

/**
 * R$ of one head (to the cent), or null when it cannot be told (no price; no weight for a price
 * per kg or per arroba).
 * @example
 * valuePerHead({ priceKind: 'arroba', price: 310.5, weight: 540.5, carcassYield: 52 }) //=> 5817.94
 */
export function valuePerHead(terms: PriceTerms): number | null {
  if (terms.price === null) return null;
  if (terms.priceKind === 'head') return terms.price;
  if (terms.priceKind === 'kg') {
    return terms.weight === null ? null : roundTo(terms.price * terms.weight, 2);
  }
  const arrobas = arrobasPerHead(terms);
  return arrobas === null ? null : roundTo(arrobas * terms.price, 2);
}

/**
 * What the dialog shows before confirming, for `heads` animals at these terms: '18,74 @ · R$
 * 5.817,94' (arrobas and total), '1.081,0 kg · R$ 9.729,00', '3 cabeças · R$ 9.000,00'; null
 * while the total cannot be told.
 */
export function priceSummary(terms: PriceTerms, heads: number): string | null {
  const value = valuePerHead(terms);
  if (value === null || heads < 1) return null;
  const total = formatBRL(roundTo(value * heads, 2));
  if (terms.priceKind === 'arroba') {
    return `${formatNumber(arrobasPerHead(terms)! * heads, 2)} @ · ${total}`;
  }
  if (terms.priceKind === 'kg') return `${formatNumber(terms.weight! * heads, 1)} kg · ${total}`;
  return `${heads === 1 ? '1 cabeça' : `${formatNumber(heads, 0)} cabeças`} · ${total}`;
}

/** The mean of the known weights (kg, one decimal), or null when none is known. */
export function meanWeight(weights: (number | null | undefined)[]): number | null {
  const known = weights.filter((w): w is number => typeof w === 'number' && w > 0);
  if (known.length === 0) return null;
  return roundTo(known.reduce((sum, w) => sum + w, 0) / known.length, 1);
}

/**
 * The sales and purchases waiting for their price, as the dashboard and 'Preço a informar' say
 * it (decision 061): 'Vendas sem preço: 2 · Compras sem preço: 1', only the kinds that have any.
 */
export function unpricedText(total: { sales: number; purchases: number }): string {
  return [
    total.sales > 0 ? `Vendas sem preço: ${formatNumber(total.sales, 0)}` : null,
    total.purchases > 0 ? `Compras sem preço: ${formatNumber(total.purchases, 0)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
