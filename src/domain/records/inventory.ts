import { z } from 'zod';
import { int, KG_PER_ARROBA, positive, positiveMoney } from '../calculators/common';
import { formatNumber } from '../format';
import type { HeadCount } from '../herd/head-count';
import { optionalText, text } from '../text';

/** A herd category to add to the inventory (spec section 5 "Inventory screen" + herd-category schema). */
export const herdCategorySchema = z.object({
  /** Free text: 'Bezerros', 'Garrotes', 'Vacas'... */
  category: text('Categoria é obrigatória')
    .min(1, { error: 'Categoria é obrigatória' })
    .max(60, { error: 'Categoria muito longa' }),
  quantity: int()
    .min(1, { error: 'Quantidade deve ser maior que zero' })
    .max(100000, { error: 'Quantidade não pode exceder 100.000 cabeças' }),
  /** kg of live weight per head. */
  averageWeight: positive('Peso médio deve ser maior que zero').max(1000, {
    error: 'Peso médio não pode exceder 1.000 kg',
  }),
  /** R$ per head. */
  averageValue: positiveMoney('Valor médio deve ser maior que zero'),
  /** Optional; an empty location is stored as null. */
  location: optionalText('Local inválido', 80, 'Local muito longo'),
});

export type HerdCategoryInput = z.input<typeof herdCategorySchema>;
export type HerdCategory = z.output<typeof herdCategorySchema>;

/** What a 'Campo' member enters: heads and weights, no money (decision 015). */
export const fieldHerdCategorySchema = herdCategorySchema.omit({ averageValue: true });

/**
 * An inventory row as the API returns it. The value is null when a 'Campo' member entered the
 * row, and always null for a 'Campo' member reading.
 */
export interface InventoryItem extends Omit<HerdCategory, 'averageValue'> {
  averageValue: number | null;
  id: string;
  createdAt: string;
}

/** Value and live-weight arrobas of one item: quantity × R$/head; quantity × kg / 15. */
export function itemTotals(
  item: Pick<InventoryItem, 'quantity' | 'averageWeight' | 'averageValue'>,
) {
  return {
    /** Null when the value is not known (entered by 'Campo'). */
    totalValue: item.averageValue === null ? null : item.quantity * item.averageValue,
    totalWeight: item.quantity * item.averageWeight,
    arrobas: (item.quantity * item.averageWeight) / KG_PER_ARROBA,
  };
}

export interface InventoryTotals {
  heads: number;
  /** kg of live weight. */
  weight: number;
  /** Live kg / 15 — the way stock is counted, not carcass arrobas (decisions.md). */
  arrobas: number;
  value: number;
}

/**
 * Inventory summary (spec section 9): heads = Σ quantity; weight = Σ quantity × average weight;
 * value = Σ quantity × average value (rows without a value count 0); arrobas = total weight / 15.
 * @example
 * inventoryTotals([{ quantity: 10, averageWeight: 300, averageValue: 2000 }])
 * //=> { heads: 10, weight: 3000, arrobas: 200, value: 20000 }
 */
export function inventoryTotals(
  items: ReadonlyArray<Pick<InventoryItem, 'quantity' | 'averageWeight' | 'averageValue'>>,
): InventoryTotals {
  let heads = 0;
  let weight = 0;
  let value = 0;
  for (const item of items) {
    const totals = itemTotals(item);
    heads += item.quantity;
    weight += totals.totalWeight;
    value += totals.totalValue ?? 0;
  }
  return { heads, weight, arrobas: weight / KG_PER_ARROBA, value };
}

/** 'N categoria(s) registrada(s)' (spec), with the right plural. */
export function categoriesLabel(count: number): string {
  return count === 1 ? '1 categoria registrada' : `${count} categorias registradas`;
}

export const INVENTORY_EMPTY_MESSAGE = 'Nenhum item no estoque. Adicione itens para começar.';

/**
 * The totals of the whole inventory as GET /api/inventory answers them with each page, added up
 * by the database: the four of the summary, how many categories, and how many rows have no value
 * ('Campo'). `value` is 0 for a reader who sees no money.
 */
export interface InventoryListTotals extends InventoryTotals {
  /** The typed rows ('N categorias registradas'); the registry's groups are not counted here. */
  categories: number;
  unvalued: number;
  /**
   * Heads of the registry's active animals, already inside `heads` (decision 042); they have no
   * value, so `value` leaves them out.
   */
  herdHeads: number;
  /** Of those, how many have a weighing: the only ones in `weight` (decision 062). */
  herdWeighed: number;
}

/**
 * One category of the registry's active animals ('Do rebanho', decision 042), read-only beside
 * the typed rows: its heads, how many have a weighing, the sum and the mean of their last weights
 * (null when none was weighed). `category` null is 'Sem categoria'.
 */
export interface HerdInventoryRow {
  category: string | null;
  heads: number;
  weighed: number;
  /** kg: Σ of the weighed animals' last weights (0 when none was weighed). */
  weight: number;
  averageWeight: number | null;
}

/** The label of a registry group: its category, or 'Sem categoria'. */
export const herdRowLabel = (row: Pick<HerdInventoryRow, 'category'>) =>
  row.category ?? 'Sem categoria';

/**
 * A group's live weight, kg: the weighed animals' last weights, never a mean projected onto the
 * unweighed (decision 062: 'Peso de 1 de 361 bezerros').
 */
export const herdRowWeight = (row: Pick<HerdInventoryRow, 'weight'>) => row.weight;

const PLURAL: Record<string, string> = {
  Bezerro: 'bezerros',
  Bezerra: 'bezerras',
  Garrote: 'garrotes',
  Novilha: 'novilhas',
  Boi: 'bois',
  Touro: 'touros',
  Vaca: 'vacas',
};

/**
 * Where a group's weight comes from: 'Peso de 1 de 361 bezerros', 'Peso de 1 de 1 boi',
 * 'Peso de 0 de 2 animais sem categoria'.
 */
export function herdWeightSource(row: Pick<HerdInventoryRow, 'category' | 'heads' | 'weighed'>) {
  const one = row.heads === 1;
  const name =
    row.category === null
      ? one
        ? 'animal sem categoria'
        : 'animais sem categoria'
      : one
        ? row.category.toLowerCase()
        : (PLURAL[row.category] ?? `${row.category.toLowerCase()}s`);
  return `Peso de ${formatNumber(row.weighed, 0)} de ${formatNumber(row.heads, 0)} ${name}`;
}

/**
 * The totals of the typed rows the registry does not cover plus the registry's groups (decision
 * 062): heads are the head count's (`count.total`); the weight adds the typed rows' and the
 * weighed animals' (so arrobas); value and the category count are the typed rows'.
 * @example
 * withHerd({ categories: 1, heads: 10, weight: 3000, arrobas: 200, value: 20000, unvalued: 0, herdHeads: 0, herdWeighed: 0 },
 *          [{ category: 'Boi', heads: 2, weighed: 1, weight: 450, averageWeight: 450 }],
 *          { total: 12, registry: 2 })
 * //=> { categories: 1, heads: 12, weight: 3450, arrobas: 230, value: 20000, unvalued: 0, herdHeads: 2, herdWeighed: 1 }
 */
export function withHerd(
  typed: InventoryListTotals,
  herd: ReadonlyArray<HerdInventoryRow>,
  count: Pick<HeadCount, 'total' | 'registry'>,
): InventoryListTotals {
  let weight = 0;
  let weighed = 0;
  for (const row of herd) {
    weight += herdRowWeight(row);
    weighed += row.weighed;
  }
  const total = typed.weight + weight;
  return {
    ...typed,
    heads: count.total,
    weight: total,
    arrobas: total / KG_PER_ARROBA,
    herdHeads: count.registry,
    herdWeighed: weighed,
  };
}

/** GET /api/inventory: a page of typed rows, the totals with the registry, and its groups. */
export interface InventoryListPage {
  items: InventoryItem[];
  totals: InventoryListTotals;
  next: string | null;
  /** The registry's active animals by category (decision 042); the same on every page. */
  herd: HerdInventoryRow[];
  /** Active animals known only from their weighings (no sex yet): not heads until completed. */
  herdWaiting: number;
  /** The herd today (decision 062): which typed rows the registry covers, and the parts. */
  count: HeadCount;
}

/** `InventoryListTotals` of the items given (the totals the server adds up, for mocks and tests). */
export function inventoryListTotals(
  items: ReadonlyArray<Pick<InventoryItem, 'quantity' | 'averageWeight' | 'averageValue'>>,
): InventoryListTotals {
  return {
    ...inventoryTotals(items),
    categories: items.length,
    unvalued: items.filter((item) => item.averageValue === null).length,
    herdHeads: 0,
    herdWeighed: 0,
  };
}
