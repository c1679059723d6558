import { formatNumber } from '../format';
import { roundTo } from '../round';
import {
  HERD_EVENT_ACCOUNT,
  type EntryType,
  type HerdEntryEvent,
  type SeedAccountKey,
} from './constants';
import { MAX_CENTS, percentOfCents, reaisToCents, type Cents } from './money';

/*
 * 'Do rebanho' (issue 43 item 3): the entries a herd event puts in the book, never typed twice.
 * Each is keyed by its event (herdEntryKey): the server writes them with the event, rewrites them
 * when the event is edited and removes them when it is undone, so a sale is counted once however
 * many times it changes. An event without a price ('Preço a informar', decision 061) has none.
 */

/** An entry a herd event makes, before it has an id. All are realized on the event's day. */
export interface HerdEntryDraft {
  event: HerdEntryEvent | 'funrural';
  accountKey: SeedAccountKey;
  type: EntryType;
  date: string;
  description: string;
  amountCents: Cents;
}

/** The book's key of a herd event's entry: one per event and kind, never two. */
export function herdEntryKey(event: HerdEntryDraft['event'], eventId: string): string {
  return `${event}:${eventId}`;
}

const animals = (heads: number) => (heads === 1 ? '1 animal' : `${formatNumber(heads, 0)} animais`);

/**
 * The event's value (reais, as the herd stores it, already to the centavo) in centavos; null
 * without a usable price (none, 0, NaN, beyond R$ 999.999.999,99).
 */
function cents(value: number | null): Cents | null {
  if (value === null || !(value > 0) || value > MAX_CENTS / 100) return null;
  return reaisToCents(roundTo(value, 2));
}

function draft(
  event: HerdEntryEvent | 'funrural',
  type: EntryType,
  date: string,
  description: string,
  amountCents: Cents,
): HerdEntryDraft {
  return {
    event,
    accountKey: HERD_EVENT_ACCOUNT[event],
    type,
    date,
    description: description.slice(0, 200),
    amountCents,
  };
}

/**
 * A sale's entries: the gross value in 'Venda de animais' and, for a sale that carries the
 * Funrural (a frigorífico's), the deduction at the farm's rate on its own line.
 * @example
 * saleEntries({ date: '2025-05-10', heads: 12, value: 60000, buyer: 'Frigorífico Boi Bom', funruralRate: 1.5 })
 * //=> [{ event: 'sale', amountCents: 6000000, description: 'Venda de 12 animais — Frigorífico Boi Bom', … },
 * //    { event: 'funrural', amountCents: 90000, description: 'Funrural (1,5%) da venda de 12 animais', … }]
 */
export function saleEntries(sale: {
  date: string;
  heads: number;
  /** R$, the event's value; null for a sale still without a price. */
  value: number | null;
  buyer: string | null;
  /** The farm's rate (%) when this sale carries the Funrural; null when it does not. */
  funruralRate: number | null;
}): HerdEntryDraft[] {
  const gross = cents(sale.value);
  if (gross === null) return [];
  const what = `Venda de ${animals(sale.heads)}`;
  const entries = [
    draft('sale', 'income', sale.date, sale.buyer ? `${what} — ${sale.buyer}` : what, gross),
  ];
  if (sale.funruralRate !== null && sale.funruralRate > 0) {
    const deduction = percentOfCents(gross, sale.funruralRate);
    const rate = formatNumber(sale.funruralRate, 2).replace(/,?0+$/, '');
    if (deduction > 0) {
      entries.push(
        draft(
          'funrural',
          'expense',
          sale.date,
          `Funrural (${rate}%) da venda de ${animals(sale.heads)}`,
          deduction,
        ),
      );
    }
  }
  return entries;
}

/** A purchase's entry in 'Compra de animais'. */
export function purchaseEntries(purchase: {
  date: string;
  heads: number;
  value: number | null;
  seller: string | null;
}): HerdEntryDraft[] {
  const value = cents(purchase.value);
  if (value === null) return [];
  const what = `Compra de ${animals(purchase.heads)}`;
  const text = purchase.seller ? `${what} — ${purchase.seller}` : what;
  return [draft('purchase', 'expense', purchase.date, text, value)];
}

/** A sanitary application's cost in 'Sanidade' (doses × price per dose, as the event stores it). */
export function sanitaryEntries(application: {
  date: string;
  heads: number;
  product: string;
  cost: number | null;
}): HerdEntryDraft[] {
  const value = cents(application.cost);
  if (value === null) return [];
  const text = `${application.product} (${animals(application.heads)})`;
  return [draft('sanitary', 'expense', application.date, text, value)];
}

/** A reproduction service's cost (semen, IATF protocol) in 'Reprodução'. */
export function reproductionEntries(service: {
  date: string;
  heads: number;
  what: string;
  cost: number | null;
}): HerdEntryDraft[] {
  const value = cents(service.cost);
  if (value === null) return [];
  const text = `${service.what} (${animals(service.heads)})`;
  return [draft('reproduction', 'expense', service.date, text, value)];
}
