import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cursorAt } from '../../db/keyset';
import { inventory, weighings } from '../../db/schema';
import { lastWeighingJoin, lotJoin, rowColumns, type RowColumns } from '../../farm-records';
import { CURSORS, type EntryCursor, type WeighingCursor } from '../../cursor';
import { iso } from './paging';
import { financeV1Queries } from './finance';
import { pastureV1Queries } from './pastures';
import { reproductionV1Queries } from './reproduction';
import { sanitaryV1Queries } from './sanitary';

/*
 * The /api/v1 list pages (issue 24 item 6): keyset pages after a cursor, or the deprecated
 * offset. One row more than the page tells whether another follows; the cursor of the page's
 * last row is read in the same statement (microseconds kept).
 */

export interface WeighingPageFilter {
  animalId?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
  after: WeighingCursor | null;
}

export interface PageOf<Row> {
  rows: Row[];
  /** The cursor after the page's last row; null when no row follows. */
  nextCursor: string | null;
  /** Whether more rows follow the page. */
  more: boolean;
}

function pageOf<Row>(
  found: (Row & { cursorAt: string })[],
  limit: number,
  cursor: (last: Row & { cursorAt: string }) => string,
): PageOf<Row> {
  const more = found.length > limit;
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursorAt: _at, ...row }) => row as Row),
    nextCursor: more && last ? cursor(last) : null,
    more,
  };
}

/** An animal as /api/v1 reads it: the herd list's row and the rest of its record. */
export type ApiAnimalRow = RowColumns & {
  sisbov: string | null;
  coat: string | null;
  breeder: boolean;
  category_override: string | null;
  mother_id: string | null;
  father: string | null;
  origin: string | null;
  entry_date: string | null;
  exit_date: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
  cursor_at: string;
};

/** An event as /api/v1 reads it, with its animal's brinco. */
export interface ApiEventRow extends Record<string, unknown> {
  id: string;
  animal_id: string;
  tag: string;
  kind: string;
  event_date: string;
  group_id: string;
  details: Record<string, unknown> | null;
  undone_at: string | null;
  undo_reason: string | null;
  created_at: string;
  cursor_at: string;
}

export interface HerdPageFilter {
  limit: number;
  after: EntryCursor | null;
}

export function apiV1Queries(db: Db) {
  const weighingCursorAt = cursorAt(weighings.createdAt);
  const inventoryCursorAt = cursorAt(inventory.createdAt);

  return {
    // The sanitary records' pages (issue 26 item 7).
    ...sanitaryV1Queries(db),
    ...reproductionV1Queries(db),
    ...pastureV1Queries(db),
    ...financeV1Queries(db),

    /** The farm's weighings by date, then entry, then id (a unique key): after a cursor or an offset. */
    async weighingPage(farmId: string, filter: WeighingPageFilter) {
      const where: SQL[] = [eq(weighings.farmId, farmId)];
      if (filter.animalId) where.push(eq(weighings.animalId, filter.animalId));
      if (filter.from) where.push(gte(weighings.weighingDate, filter.from));
      if (filter.to) where.push(lte(weighings.weighingDate, filter.to));
      const { after } = filter;
      if (after) {
        where.push(
          sql`(${weighings.weighingDate}, ${weighings.createdAt}, ${weighings.id}) >
              (${after.weighingDate}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      const found = await db
        .select({ row: weighings, cursorAt: weighingCursorAt })
        .from(weighings)
        .where(and(...where))
        .orderBy(asc(weighings.weighingDate), asc(weighings.createdAt), asc(weighings.id))
        .limit(filter.limit + 1)
        .offset(after ? 0 : filter.offset);
      return pageOf(
        found.map(({ row, cursorAt }) => ({ ...row, cursorAt })),
        filter.limit,
        (last) => CURSORS.weighings.encode([last.weighingDate, last.cursorAt, last.id]),
      );
    },

    /** The farm's inventory, newest first (entry time, then id): after a cursor. */
    async inventoryPage(farmId: string, limit: number, after: EntryCursor | null) {
      const where: SQL[] = [eq(inventory.farmId, farmId)];
      if (after) {
        where.push(
          sql`(${inventory.createdAt}, ${inventory.id}) <
              (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      const found = await db
        .select({ row: inventory, cursorAt: inventoryCursorAt })
        .from(inventory)
        .where(and(...where))
        .orderBy(desc(inventory.createdAt), desc(inventory.id))
        .limit(limit + 1);
      return pageOf(
        found.map(({ row, cursorAt }) => ({ ...row, cursorAt })),
        limit,
        (last) => CURSORS.rows.encode([last.cursorAt, last.id]),
      );
    },

    /**
     * The farm's animals (issue 25 item 6), oldest entry first (entry time, then id): a row
     * added while paging comes after every page read, so none repeats and none is skipped.
     * Removed animals (entries undone) are never shown. Category, age and last weight as the
     * herd list computes them on São Paulo's `today`.
     */
    async animalPage(
      farmId: string,
      filter: HerdPageFilter & { status: string; updatedSince?: string },
      today: string,
    ): Promise<PageOf<ApiAnimalRow>> {
      const where: SQL[] = [sql`a.farm_id = ${farmId}`];
      where.push(
        filter.status === 'all' ? sql`a.status <> 'removed'` : sql`a.status = ${filter.status}`,
      );
      if (filter.updatedSince) {
        where.push(sql`a.updated_at >= ${filter.updatedSince}::timestamptz`);
      }
      if (filter.after) {
        where.push(
          sql`(a.created_at, a.id) > (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      const { rows } = await db.execute<ApiAnimalRow>(sql`
        with page as materialized (
          select a.id, a.created_at from animals a
          where ${sql.join(where, sql` and `)}
          order by a.created_at, a.id
          limit ${filter.limit + 1}
        )
        select ${rowColumns(today)}, a.sisbov, a.coat, a.breeder, a.category_override,
               a.mother_id, a.father, a.origin, a.entry_date::text as entry_date,
               a.exit_date::text as exit_date, a.notes,
               ${iso(sql`a.created_at`)} as created_at, ${iso(sql`a.updated_at`)} as updated_at,
               ${iso(sql`a.created_at`)} as cursor_at
        from page p
        join animals a on a.farm_id = ${farmId} and a.id = p.id
        ${lotJoin} ${lastWeighingJoin}
        order by p.created_at, p.id`);
      return pageOf(
        rows.map((r) => ({ ...r, cursorAt: r.cursor_at })),
        filter.limit,
        (last) => CURSORS.rows.encode([last.cursorAt, last.id]),
      );
    },

    /**
     * The farm's animal events (issue 25 item 6), oldest entry first (entry time, then id), undone
     * ones included and marked; optionally of one kind or one animal.
     */
    async animalEventPage(
      farmId: string,
      filter: HerdPageFilter & { kind?: string; animalId?: string },
    ): Promise<PageOf<ApiEventRow>> {
      const where: SQL[] = [sql`e.farm_id = ${farmId}`];
      if (filter.kind) where.push(sql`e.kind = ${filter.kind}`);
      if (filter.animalId) where.push(sql`e.animal_id = ${filter.animalId}::uuid`);
      if (filter.after) {
        where.push(
          sql`(e.created_at, e.id) > (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      const { rows } = await db.execute<ApiEventRow>(sql`
        select e.id, e.animal_id, a.tag, e.kind, e.event_date::text as event_date, e.group_id,
               e.details, ${iso(sql`e.undone_at`)} as undone_at, e.undo_reason,
               ${iso(sql`e.created_at`)} as created_at, ${iso(sql`e.created_at`)} as cursor_at
        from animal_events e
        join animals a on a.farm_id = e.farm_id and a.id = e.animal_id
        where ${sql.join(where, sql` and `)}
        order by e.created_at, e.id
        limit ${filter.limit + 1}`);
      return pageOf(
        rows.map((r) => ({ ...r, cursorAt: r.cursor_at })),
        filter.limit,
        (last) => CURSORS.rows.encode([last.cursorAt, last.id]),
      );
    },
  };
}

export type ApiV1Queries = ReturnType<typeof apiV1Queries>;
