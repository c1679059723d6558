import { CATEGORIES, type Category } from '../herd/constants';
import { NO_CATEGORY, registryCategoryOf } from '../herd/head-count';
import {
  CHART_MONTHS,
  MAX_CATEGORY_GROUPS,
  OTHER_CATEGORIES,
  type HerdCategoriesChart,
  type HerdCategoryBar,
} from './schemas';

/*
 * The charts' pure rules (decision 048): which months a monthly chart covers, and how the typed
 * inventory's categories meet the registry's (decision 062).
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

export { NO_CATEGORY, registryCategoryOf } from '../herd/head-count';

/**
 * The herd by category (decision 062): the registry's groups (category null is 'Sem categoria')
 * and the typed rows' groups the registry does not cover — a typed name that is a registry
 * category ('Bois') of which the registry has animals is counted there already, and only adds to
 * `totals.covered`; one it has none of is its own bar under the category's name. Largest first
 * (ties in the registry's order, then by name), the smallest beyond `max - 1` groups added up in
 * 'Outras'. `totals` are the head count's: heads = registry + typed.
 */
export function mergeHerdCategories(
  registry: ReadonlyArray<{ category: string | null; heads: number }>,
  typed: ReadonlyArray<{ category: string; heads: number }>,
  covered: readonly Category[],
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
  const totals = {
    heads: 0,
    registry: 0,
    typed: 0,
    covered: 0,
    coveredCategories: new Set<Category>(),
  };
  for (const r of registry) {
    if (r.heads <= 0) continue;
    const bar = group(r.category ?? NO_CATEGORY);
    bar.registry += r.heads;
    bar.heads += r.heads;
  }
  for (const t of typed) {
    if (t.heads <= 0) continue;
    const key = registryCategoryOf(t.category);
    if (key !== null && covered.includes(key)) {
      totals.covered += t.heads;
      totals.coveredCategories.add(key);
      continue;
    }
    const bar = group(key ?? t.category.trim());
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
  for (const bar of sorted) {
    totals.heads += bar.heads;
    totals.registry += bar.registry;
    totals.typed += bar.typed;
  }
  const sums = {
    ...totals,
    coveredCategories: CATEGORIES.filter((c) => totals.coveredCategories.has(c)),
  };
  if (sorted.length <= max) return { items: sorted, totals: sums };
  const rest = sorted.slice(max - 1);
  const other: HerdCategoryBar = { category: OTHER_CATEGORIES, registry: 0, typed: 0, heads: 0 };
  for (const bar of rest) {
    other.registry += bar.registry;
    other.typed += bar.typed;
    other.heads += bar.heads;
  }
  return { items: [...sorted.slice(0, max - 1), other], totals: sums };
}

/** The last day of `month` (YYYY-MM): the day whose end a month's heads are counted at. */
export function monthEnd(month: string): string {
  const [y, m] = addMonths(month, 1).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
}
