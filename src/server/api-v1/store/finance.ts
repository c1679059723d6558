import { sql, type SQL } from 'drizzle-orm';
import type { EntryView } from '../../../domain/finance/api';
import type { Db } from '../../db/client';
import type { EntryCursor } from '../../cursor';
import { entryFilterParts, type EntryFilters } from '../../finance/store/list';
import { entryColumns, entryJoins, toEntryView, type EntryRow } from '../../finance/store/shared';
import { entryPageOf as pageOf, iso, type EntryPage, type WithCursor } from './paging';

/*
 * The book's /api/v1 pages (issue 43 item 7): the farm's entries oldest entered first by
 * (created_at, id) with the herd's cursor (decision 043), as the pastures' and the reproduction
 * records' — undone ones and the bank lines merged into the entry they paid included, marked,
 * so that an integration paging through sees every row once and knows which count.
 */

/** An entry as /api/v1 answers it: the list's view, and what only an integration needs. */
export interface ApiFinanceEntry extends Omit<EntryView, 'undoable'> {
  /** A bank line that is the payment of this other entry ('Conciliar'): it does not count. */
  reconciledEntryId: string | null;
  undone: { at: string; reason: string } | null;
  /** Whether it is in the app's totals, cash flow and results: not undone, not merged. */
  counts: boolean;
  updatedAt: string;
}

interface ApiEntryRow extends EntryRow {
  reconciled_entry_id: string | null;
  undone_at: string | null;
  undo_reason: string | null;
  updated_at: string;
}

/** A key answers as the farm's owner (a person's `undoable` is not part of the API's view). */
const OWNER = { role: 'owner', userId: '' } as const;

function toApiEntry(r: ApiEntryRow): ApiFinanceEntry {
  const { undoable: _undoable, ...view } = toEntryView(r, OWNER);
  return {
    ...view,
    reconciledEntryId: r.reconciled_entry_id,
    undone: r.undone_at ? { at: r.undone_at, reason: r.undo_reason ?? '' } : null,
    counts: r.undone_at === null && r.reconciled_entry_id === null,
    updatedAt: r.updated_at,
  };
}

export interface FinanceEntryFilter {
  limit: number;
  after: EntryCursor | null;
  filters: EntryFilters;
}

export function financeV1Queries(db: Db) {
  const read = (farmId: string, where: SQL[], limit: number) =>
    db.execute<WithCursor<ApiEntryRow>>(sql`
      select ${entryColumns}, e.reconciled_entry_id, ${iso(sql`e.undone_at`)} as undone_at,
        e.undo_reason, ${iso(sql`e.updated_at`)} as updated_at,
        ${iso(sql`e.created_at`)} as cursor_at
      from finance_entries e ${entryJoins}
      where ${sql.join([sql`e.farm_id = ${farmId}`, ...where], sql` and `)}
      order by e.created_at, e.id
      limit ${limit}`);

  return {
    /** A page of the farm's entries the filters name, by entry (finance_entries_farm_created_idx). */
    async financeEntryPage(
      farmId: string,
      { limit, after, filters }: FinanceEntryFilter,
    ): Promise<EntryPage<ApiFinanceEntry>> {
      const where = entryFilterParts(filters);
      if (after) {
        where.push(
          sql`(e.created_at, e.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      const { rows } = await read(farmId, where, limit + 1);
      const page = pageOf(rows, limit);
      return { rows: page.rows.map(toApiEntry), nextCursor: page.nextCursor };
    },

    /** The entries `ids` of the farm (a write's instalments), in instalment order. */
    async financeEntriesById(farmId: string, ids: string[]): Promise<ApiFinanceEntry[]> {
      const { rows } = await read(farmId, [sql`e.id = any(${sql.param(ids)}::uuid[])`], ids.length);
      return rows
        .map(toApiEntry)
        .sort((a, b) => (a.instalment?.number ?? 1) - (b.instalment?.number ?? 1));
    },

    /** One entry of the farm (undone ones too), or null. */
    async financeEntry(farmId: string, id: string): Promise<ApiFinanceEntry | null> {
      const { rows } = await read(farmId, [sql`e.id = ${id}::uuid`], 1);
      return rows[0] ? toApiEntry(rows[0]) : null;
    },
  };
}
