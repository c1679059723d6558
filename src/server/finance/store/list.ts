import { sql, type SQL } from 'drizzle-orm';
import type { EntryPage, EntryTotals } from '../../../domain/finance/api';
import {
  FARM_COST_CENTER_LABEL,
  type EntrySource,
  type EntryStatus,
  type EntryType,
} from '../../../domain/finance/constants';
import type { EntryExportRow } from '../../../domain/finance/export';
import type { EntriesQuery } from '../../../domain/finance/queries';
import type { CostCenter } from '../../../domain/finance/schemas';
import type { Db } from '../../db/client';
import { farmMemo } from '../../farm-records';
import {
  cents,
  counting,
  entryColumns,
  entryJoins,
  entryNameJoins,
  toEntryView,
  type EntryRow,
  type FinanceViewer,
} from './shared';

/*
 * 'Lançamentos' (issue 43 item 1): a page of the entries the filters name, newest first by
 * (date, entered, id) — a keyset on the farm's date index, 50 rows read whatever the book holds —
 * and their totals over every matching entry, summed in SQL.
 */

/** The filters of the list (and its CSV file) as a condition on `e`. */
export type EntryFilters = Omit<EntriesQuery, 'cursor' | 'limit'>;

/** `text` for a LIKE pattern: its own '%', '_' and '\' taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters alone, on `e` (the /api/v1 pages add them to every entry, undone ones too). */
export function entryFilterParts(q: EntryFilters): SQL[] {
  const parts: SQL[] = [];
  if (q.from) parts.push(sql`e.entry_date >= ${q.from}::date`);
  if (q.to) parts.push(sql`e.entry_date <= ${q.to}::date`);
  if (q.type) parts.push(sql`e.type = ${q.type}`);
  if (q.accountId) parts.push(sql`e.account_id = ${q.accountId}::uuid`);
  if (q.status) parts.push(sql`e.status = ${q.status}`);
  if (q.source) parts.push(sql`e.source = ${q.source}`);
  if (q.costCenter) parts.push(costCenterSql(q.costCenter));
  if (q.review) parts.push(sql`e.to_review`);
  if (q.q) parts.push(sql`e.description ilike ${`%${likeText(q.q)}%`}`);
  return parts;
}

/** 'Centro de custo': the farm's own entries are those of no lot and no paddock. */
function costCenterSql(center: CostCenter): SQL {
  if (center.type === 'lot') return sql`e.lot_id = ${center.id}::uuid`;
  if (center.type === 'paddock') return sql`e.paddock_id = ${center.id}::uuid`;
  return sql`e.lot_id is null and e.paddock_id is null`;
}

/** The farm's entries that count and that the filters name, as a condition on `e`. */
export function entryFilterSql(farmId: string, q: EntryFilters): SQL {
  return sql.join([sql`e.farm_id = ${farmId}`, counting, ...entryFilterParts(q)], sql` and `);
}

/** A page's statement (the bench's EXPLAIN reads it): `limit + 1` rows after `after`. */
export function entryPageSql(
  farmId: string,
  q: EntryFilters,
  page: { limit: number; after?: readonly [string, string, string] },
): SQL {
  const after = page.after
    ? sql`and (e.entry_date, e.created_at, e.id) < (${page.after[0]}::date,
        ${page.after[1]}::timestamptz, ${page.after[2]}::uuid)`
    : sql``;
  return sql`
    select ${entryColumns} from (
      select * from finance_entries e where ${entryFilterSql(farmId, q)} ${after}
      order by e.entry_date desc, e.created_at desc, e.id desc
      limit ${page.limit + 1}
    ) e ${entryJoins}
    order by e.entry_date desc, e.created_at desc, e.id desc`;
}

/*
 * The totals of a filter kept between the farm's changes (decision 049, scope 'finance'): over
 * the whole book a pass of ~40 ms at 50,000 entries, asked again by every visit and every page.
 */
const totalsMemo = farmMemo<EntryTotals>('finance');

/** The totals of every entry the filters name (kept per filter between the farm's changes). */
export function entryTotals(
  db: Pick<Db, 'execute'>,
  farmId: string,
  q: EntryFilters,
): Promise<EntryTotals> {
  const part = JSON.stringify(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .sort(),
  );
  return totalsMemo(db, farmId, '', () => readTotals(db, farmId, q), part);
}

/** The totals' statement (the bench's EXPLAIN reads it). */
export const entryTotalsSql = (farmId: string, q: EntryFilters): SQL => sql`
  select count(*)::int as count,
    coalesce(sum(e.amount_cents) filter (where e.type = 'income'), 0)::text as income,
    coalesce(sum(e.amount_cents) filter (where e.type = 'expense'), 0)::text as expense
  from finance_entries e where ${entryFilterSql(farmId, q)}`;

async function readTotals(
  db: Pick<Db, 'execute'>,
  farmId: string,
  q: EntryFilters,
): Promise<EntryTotals> {
  const { rows } = await db.execute<{ count: number; income: string; expense: string }>(
    entryTotalsSql(farmId, q),
  );
  const r = rows[0]!;
  const incomeCents = cents(r.income, 'Receitas');
  const expenseCents = cents(r.expense, 'Despesas');
  return { count: r.count, incomeCents, expenseCents, netCents: incomeCents - expenseCents };
}

/** A page of 'Lançamentos' with its totals; `last` is the key of the next page's cursor. */
export async function entryPage(
  db: Pick<Db, 'execute'>,
  farmId: string,
  viewer: FinanceViewer,
  q: EntryFilters,
  page: { limit: number; after?: readonly [string, string, string] },
): Promise<Omit<EntryPage, 'nextCursor'> & { last: [string, string, string] | null }> {
  const [{ rows }, totals] = await Promise.all([
    db.execute<EntryRow>(entryPageSql(farmId, q, page)),
    entryTotals(db, farmId, q),
  ]);
  const items = rows.slice(0, page.limit).map((r) => toEntryView(r, viewer));
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return {
    items,
    totals,
    last: last ? [last.entry_date, last.created_at, last.id] : null,
  };
}

/** A line of the book's CSV file as `entryCsvSql` reads it. */
export interface EntryCsvRow {
  date: string;
  description: string;
  amount_cents: string;
  type: EntryType;
  account_name: string;
  status: EntryStatus;
  due_date: string | null;
  settled_on: string | null;
  cost_center: string | null;
  source: EntrySource;
  instalment_number: number;
  instalment_count: number;
}

/**
 * The book's CSV file (issue 43 item 7): the entries the list's filters name, oldest first as a
 * cash book is read (date, entered: the list's index, forward; an expense's 'Parcelas', entered
 * at once, by their number), with the names it shows.
 */
export function entryCsvSql(farmId: string, q: EntryFilters): SQL {
  return sql`
    select e.entry_date::text as date, e.description, e.amount_cents::text as amount_cents,
      e.type, acc.name as account_name, e.status, e.due_date::text as due_date,
      e.settled_on::text as settled_on, coalesce(l.name, p.name) as cost_center, e.source,
      e.instalment_number, e.instalment_count
    from finance_entries e ${entryNameJoins}
    where ${entryFilterSql(farmId, q)}
    order by e.entry_date, e.created_at, e.instalment_number, e.id`;
}

/** A CSV line's row as the file's columns take it (domain/finance/export.ts). */
export function toEntryExport(r: EntryCsvRow): EntryExportRow {
  return {
    date: r.date,
    description: r.description,
    amountCents: cents(r.amount_cents, 'Valor'),
    type: r.type,
    accountName: r.account_name,
    status: r.status,
    dueDate: r.due_date,
    settledOn: r.settled_on,
    costCenter: r.cost_center ?? FARM_COST_CENTER_LABEL,
    source: r.source,
    instalment:
      r.instalment_count > 1 ? { number: r.instalment_number, count: r.instalment_count } : null,
  };
}
