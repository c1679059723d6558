import { KG_PER_ARROBA } from '../../domain/calculators/common';
import { CATEGORIES, type Category } from '../../domain/herd/constants';
import type { InventoryListTotals } from '../../domain/records/inventory';

/*
 * The statements 'Controle de Estoque' runs on every visit, written out and named (prepared once
 * per connection): the first page of the typed rows and the totals of all of them in ONE
 * statement (decision 087), so a visit is one round trip after the caller's, not two; and the
 * totals alone, for the pages after a cursor. The page's rows come out as the list needs them.
 */

/**
 * A typed row as the list shows it (toInventoryItem's fields) and its cursor. The time comes as
 * the cursor's text alone (UTC, microseconds): the answer's `createdAt` is its milliseconds
 * (listCreatedAt), with no Date parsed and printed again for each of a page's rows.
 */
export interface InventoryListRow {
  id: string;
  category: string;
  quantity: number;
  averageWeight: number;
  averageValue: number | null;
  location: string | null;
  cursorAt: string;
}

/** `2026-05-01T12:00:00.123456Z` → `2026-05-01T12:00:00.123Z`: Date's toISOString of the time. */
const listCreatedAt = (cursorAt: string) => `${cursorAt.slice(0, 23)}Z`;

/** A listed row with its `createdAt` as the answer gives it. */
export type ListedRow = InventoryListRow & { createdAt: string };

/** The rows with their `createdAt` (listCreatedAt), set in place. */
export function withCreatedAt(rows: InventoryListRow[]): ListedRow[] {
  const listed = rows as ListedRow[];
  for (const row of listed) row.createdAt = listCreatedAt(row.cursorAt);
  return listed;
}

interface TotalsColumns {
  categories: number;
  heads: number;
  weight: number;
  value: number;
  unvalued: number;
}

/**
 * The names under which a typed row stands for one of `covered` (head-count.ts's
 * typedCategoryKey: the name trimmed, in any case, or its plural with 's'), lower case.
 */
export function coveredNames(covered: readonly Category[]): string {
  const names = covered
    .filter((c) => CATEGORIES.includes(c))
    .flatMap((c) => [c.toLowerCase(), `${c.toLowerCase()}s`]);
  return `{${names.join(',')}}`;
}

/**
 * The totals' columns over the farm `$1`; the rows whose name is one of `covered` (a text array,
 * coveredNames) are counted in 'N categorias' and the unvalued, not in heads, weight and value
 * (decision 062).
 */
const totalsColumns = (covered: string) => {
  const counted = `lower(btrim(category)) <> all(${covered}::text[])`;
  return `count(*)::int as categories,
    coalesce(sum(quantity) filter (where ${counted}), 0)::float8 as heads,
    coalesce(sum(quantity * average_weight) filter (where ${counted}), 0)::float8 as weight,
    coalesce(sum(quantity * average_value) filter (where ${counted}), 0)::float8 as value,
    (count(*) filter (where average_value is null))::int as unvalued`;
};

/** A listed row's columns (also bench:load's plain select of the page). */
export const ROW_COLUMNS = `id, category, quantity, average_weight::float8 as "averageWeight",
  average_value::float8 as "averageValue", location,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"`;

/**
 * $1 the farm, $2 the rows asked (the page's limit + 1), $3 the covered names. The page's rows
 * (is_totals false, newest first), then one row of totals (is_totals true: the row columns null).
 */
export const FIRST_PAGE_WITH_TOTALS = {
  name: 'arroba-inventory-first-page-totals',
  text: `
  select * from (
  (select false as is_totals, ${ROW_COLUMNS},
     null::int as categories, null::float8 as heads, null::float8 as weight,
     null::float8 as value, null::int as unvalued
   from inventory where farm_id = $1
   order by created_at desc, id desc limit $2)
  union all
  (select true, null, null, null, null, null, null, null, ${totalsColumns('$3')}
   from inventory where farm_id = $1)) both_parts
  order by is_totals, "cursorAt" collate "C" desc, id desc`,
};

/** $1 the farm, $2 the covered names: the totals alone. */
export const TOTALS = {
  name: 'arroba-inventory-totals',
  text: `select ${totalsColumns('$2')} from inventory where farm_id = $1`,
};

export type FirstPageRow = { is_totals: boolean } & InventoryListRow & TotalsColumns;
export type TotalsRow = TotalsColumns;

/** The list's totals of the typed rows (the registry's are added by withHerd). */
export function totalsOf(row: TotalsColumns, withMoney: boolean): InventoryListTotals {
  const weight = Number(row.weight);
  return {
    categories: Number(row.categories),
    heads: Number(row.heads),
    weight,
    arrobas: weight / KG_PER_ARROBA,
    value: withMoney ? Number(row.value) : 0,
    unvalued: Number(row.unvalued),
    herdHeads: 0,
    herdWeighed: 0,
  };
}
