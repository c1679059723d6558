import { CATEGORIES, type Category } from '../herd/constants';
import {
  CHART_MONTHS,
  MAX_CATEGORY_GROUPS,
  OTHER_CATEGORIES,
  type HeadsSource,
  type HerdCategoriesChart,
  type HerdCategoryBar,
} from './schemas';

/*
 * The charts' pure rules (decision 048): which months a monthly chart covers, how the typed
 * inventory's categories meet the registry's, and where a month's heads come from.
 */

/** 'YYYY-MM' of `month` moved by `by` months. */
export function addMonths(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The `count` months ending with today's, oldest first.
 * @example lastMonths('2025-03-10', 3) //=> ['2025-01', '2025-02', '2025-03']
 */
export function lastMonths(today: string, count = CHART_MONTHS): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

/** Sem categoria: the registry's animals whose category is unknown. */
export const NO_CATEGORY = 'Sem categoria';

/**
 * The registry category a typed inventory row stands for, when its name is one (any case, or its
 * plural with 's': 'Bois', 'vacas'); null for any other name ('Garrotes de recria').
 */
export function registryCategoryOf(typed: string): Category | null {
  const name = typed.trim().toLowerCase();
  return CATEGORIES.find((c) => name === c.toLowerCase() || name === `${c.toLowerCase()}s`) ?? null;
}

/**
 * The herd by category: the registry's groups (category null is 'Sem categoria') and the typed
 * rows' groups together, a typed name that is a registry category ('Bois') in that category;
 * largest first (ties in the registry's order, then by name), the smallest beyond `max - 1`
 * groups added up in 'Outras'. The totals are the sum of both, as the inventory counts them.
 */
export function mergeHerdCategories(
  registry: ReadonlyArray<{ category: string | null; heads: number }>,
  typed: ReadonlyArray<{ category: string; heads: number }>,
  max = MAX_CATEGORY_GROUPS,
): Pick<HerdCategoriesChart, 'items' | 'totals'> {
  const groups = new Map<string, HerdCategoryBar>();
  const group = (name: string) => {
    const key = name.toLowerCase();
    let bar = groups.get(key);
    if (!bar) {
      bar = { category: name, registry: 0, typed: 0, heads: 0 };
      groups.set(key, bar);
    }
    return bar;
  };
  for (const r of registry) {
    if (r.heads <= 0) continue;
    const bar = group(r.category ?? NO_CATEGORY);
    bar.registry += r.heads;
    bar.heads += r.heads;
  }
  for (const t of typed) {
    if (t.heads <= 0) continue;
    const bar = group(registryCategoryOf(t.category) ?? t.category.trim());
    bar.typed += t.heads;
    bar.heads += t.heads;
  }
  const rank = (name: string) => {
    const i = (CATEGORIES as readonly string[]).indexOf(name);
    return i === -1 ? CATEGORIES.length : i;
  };
  const sorted = [...groups.values()].sort(
    (a, b) =>
      b.heads - a.heads ||
      rank(a.category) - rank(b.category) ||
      a.category.localeCompare(b.category, 'pt-BR'),
  );
  const totals = { heads: 0, registry: 0, typed: 0 };
  for (const bar of sorted) {
    totals.heads += bar.heads;
    totals.registry += bar.registry;
    totals.typed += bar.typed;
  }
  if (sorted.length <= max) return { items: sorted, totals };
  const rest = sorted.slice(max - 1);
  const other: HerdCategoryBar = { category: OTHER_CATEGORIES, registry: 0, typed: 0, heads: 0 };
  for (const bar of rest) {
    other.registry += bar.registry;
    other.typed += bar.typed;
    other.heads += bar.heads;
  }
  return { items: [...sorted.slice(0, max - 1), other], totals };
}

/**
 * A month's heads on the chart: the registry's count at its end when the registry has data that
 * month (animals in the herd then, or an event in it), else the month's saved control's closing
 * heads, else none.
 */
export function monthHeads(month: {
  registryHeads: number;
  registryEvents: number;
  monthlyHeads: number | null;
}): { heads: number | null; source: HeadsSource } {
  if (month.registryHeads > 0 || month.registryEvents > 0) {
    return { heads: month.registryHeads, source: 'registry' };
  }
  if (month.monthlyHeads !== null) return { heads: month.monthlyHeads, source: 'monthly' };
  return { heads: null, source: null };
}
