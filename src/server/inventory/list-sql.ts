import { KG_PER_ARROBA } from '../../domain/calculators/common';
import { CATEGORIES, type Category } from '../../domain/herd/constants';
import type { InventoryListTotals } from '../../domain/records/inventory';
import { cursorAtText } from '../db/keyset';

/*
 * The statements 'Controle de Estoque' runs on every visit, written out and named (prepared once
 * per connection): the first page of the typed rows and the totals of all of them in ONE
 * statement (decision 087), so a visit is one round trip after the caller's, not two; and the
 * totals alone, for the pages after a cursor. A page's rows come out as the answer's JSON text,
 * one string made by PostgreSQL (decision 095): no row is parsed into an object and printed again.
 */

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

/** A row's entry time as a cursor holds it (keyset.ts). */
const CURSOR_AT = cursorAtText('created_at');

/** A row's columns as a plain select reads them (bench:load's baseline of the page). */
export const ROW_COLUMNS = `id, category, quantity, average_weight::float8 as "averageWeight",
  average_value::float8 as "averageValue", location, ${CURSOR_AT} as "cursorAt"`;

/**
 * A row as the answer's JSON text, made by PostgreSQL (decision 095): toInventoryItem's fields,
 * the value null unless `money` (a boolean expression), `createdAt` to the millisecond
 * (truncated, as Date keeps it). to_json quotes the texts and writes the numbers as JSON does.
 */
const itemJson = (money: string) => `'{"id":"' || id
  || '","category":' || to_json(category)::text
  || ',"quantity":' || quantity
  || ',"averageWeight":' || to_json(average_weight::float8)::text
  || ',"averageValue":' || case when ${money} and average_value is not null
       then to_json(average_value::float8)::text else 'null' end
  || ',"location":' || coalesce(to_json(location)::text, 'null')
  || ',"createdAt":"' || to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  || '"}'`;

/**
 * The rows of the farm `$1` newest first, after the cursor's (`$4` time, `$5` id) when `after`,
 * one more than the page's `$2` to know whether another follows, numbered (`n`).
 */
const pageRows = (after: boolean) => `
  select *, row_number() over (order by created_at desc, id desc) as n
  from (select id, category, quantity, average_weight, average_value, location, created_at
    from inventory where farm_id = $1
    ${after ? 'and (created_at, id) < ($4::timestamptz, $5::uuid)' : ''}
    order by created_at desc, id desc limit $2::int + 1) rows`;

/**
 * Over `page` (pageRows): the page's rows as one JSON array (`items`) and the cursor of its last
 * row when another follows (`nextAt`, `nextId`; null on the last page); `$3` shows the values.
 */
const LISTED_COLUMNS = `
  '[' || coalesce(string_agg(${itemJson('$3::boolean')}, ',' order by n)
    filter (where n <= $2::int), '') || ']' as items,
  case when count(*) > $2::int then max(${CURSOR_AT}) filter (where n = $2::int) end as "nextAt",
  case when count(*) > $2::int then max(id::text) filter (where n = $2::int) end as "nextId"`;

/**
 * $1 the farm, $2 the page's size, $3 whether values show, $4 the covered names: the first page
 * (LISTED_COLUMNS) and the totals of all the rows, one row (decision 087).
 */
export const FIRST_PAGE_WITH_TOTALS = {
  name: 'arroba-inventory-first-page-totals',
  text: `
  with page as (${pageRows(false)}),
  listed as (select ${LISTED_COLUMNS} from page),
  totals as (select ${totalsColumns('$4')} from inventory where farm_id = $1)
  select * from listed, totals`,
};

/** $1 the farm, $2 the page's size, $3 whether values show, $4 and $5 the cursor: a page after. */
export const PAGE_AFTER = {
  name: 'arroba-inventory-page-after',
  text: `with page as (${pageRows(true)}) select ${LISTED_COLUMNS} from page`,
};

/** $1 the farm, $2 the covered names: the totals alone. */
export const TOTALS = {
  name: 'arroba-inventory-totals',
  text: `select ${totalsColumns('$2')} from inventory where farm_id = $1`,
};

/** A page as LISTED_COLUMNS gives it. */
export interface ListedRow {
  items: string;
  nextAt: string | null;
  nextId: string | null;
}

export type FirstPageRow = ListedRow & TotalsColumns;
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
