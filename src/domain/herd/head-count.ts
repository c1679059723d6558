import { formatNumber } from '../format';
import { CATEGORIES, type Category } from './constants';

/*
 * One answer to "how many head do I have?" (issue 39 item 3, decision 062): the herd on a day is
 * the registry's animals in it that day plus the typed inventory rows the registry does not cover.
 * Computed by the database (src/server/farm-records/head-count.ts); these are its shape, the rule
 * by which a typed row names a registry category, and the words every screen uses for its parts.
 */

/** The herd at the end of one day, in its parts (decision 062). */
export interface HeadCount {
  /** YYYY-MM-DD: the day asked for (a day after today is counted as today). */
  date: string;
  /** registry + typed: the farm's heads. */
  total: number;
  /** Registry animals of known sex in the herd at the end of the day. */
  registry: number;
  /** Heads of the typed inventory rows the registry does not cover that day. */
  typed: number;
  /**
   * Heads of the typed rows the registry covers (their category has animals in the registry that
   * day): counted by the registry, not again.
   */
  covered: number;
  /** The registry categories that cover typed rows, in the registry's order. */
  coveredCategories: Category[];
  /** Registry animals in the herd that day whose sex nobody said yet (decision 039): not heads. */
  waiting: number;
  /** The registry's part by each animal's category that day ('Sem categoria' when unknown). */
  byCategory: Partial<Record<Category | typeof NO_CATEGORY, number>>;
}

/** The registry's animals whose category is unknown (no birth date, no override). */
export const NO_CATEGORY = 'Sem categoria';

/** A count of nothing on `date` (a farm without animals or typed rows). */
export const emptyHeadCount = (date: string): HeadCount => ({
  date,
  total: 0,
  registry: 0,
  typed: 0,
  covered: 0,
  coveredCategories: [],
  waiting: 0,
  byCategory: {},
});

/**
 * The registry category a typed inventory row stands for, when its name is one (trimmed, any
 * case, or its plural with 's': 'Bois', 'vacas'); null for any other name ('Garrotes de recria').
 * The database's typedCategoryKey (head-count.ts) is the same rule.
 */
export function registryCategoryOf(typed: string): Category | null {
  const name = typed.trim().toLowerCase();
  return CATEGORIES.find((c) => name === c.toLowerCase() || name === `${c.toLowerCase()}s`) ?? null;
}

/** Whether the typed row named `category` is counted by the registry in `count` (decision 062). */
export function isCovered(category: string, count: Pick<HeadCount, 'coveredCategories'>): boolean {
  const key = registryCategoryOf(category);
  return key !== null && count.coveredCategories.includes(key);
}

/** Adds up the counts of several farms on one day ('Todas as fazendas'). */
export function addHeadCounts(date: string, counts: readonly HeadCount[]): HeadCount {
  const sum = emptyHeadCount(date);
  const covered = new Set<Category>();
  for (const c of counts) {
    sum.total += c.total;
    sum.registry += c.registry;
    sum.typed += c.typed;
    sum.covered += c.covered;
    sum.waiting += c.waiting;
    for (const category of c.coveredCategories) covered.add(category);
    for (const [category, heads] of Object.entries(c.byCategory) as [Category, number][]) {
      sum.byCategory[category] = (sum.byCategory[category] ?? 0) + heads;
    }
  }
  sum.coveredCategories = CATEGORIES.filter((c) => covered.has(c));
  return sum;
}

const heads = (n: number) => formatNumber(n, 0);

/**
 * Where a total comes from, in the words every screen uses: '3.131 no Rebanho + 1.997 lançados
 * no estoque', '3.131 no Rebanho', '1.997 lançados no estoque'; '' for an empty herd.
 */
export function headCountParts(count: Pick<HeadCount, 'registry' | 'typed'>): string {
  const parts = [
    count.registry > 0 ? `${heads(count.registry)} no Rebanho` : '',
    count.typed > 0
      ? `${heads(count.typed)} ${count.typed === 1 ? 'lançado' : 'lançados'} no estoque`
      : '',
  ].filter(Boolean);
  return parts.join(' + ');
}

/**
 * The typed heads left out because the registry counts them: '2.000 lançados no estoque já
 * contados no Rebanho (Boi, Vaca)'; '' when none.
 */
export function coveredNote(count: Pick<HeadCount, 'covered' | 'coveredCategories'>): string {
  if (count.covered === 0) return '';
  const which = count.coveredCategories.join(', ');
  const typed =
    count.covered === 1 ? 'lançado no estoque já contado' : 'lançados no estoque já contados';
  return `${heads(count.covered)} ${typed} no Rebanho (${which})`;
}
