import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cursorAt } from '../db/keyset';
import { inventory, weighings } from '../db/schema';
import {
  encodeInventoryCursor,
  encodeWeighingCursor,
  type InventoryCursor,
  type WeighingCursor,
} from './cursor';

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

export function apiV1Queries(db: Db) {
  const weighingCursorAt = cursorAt(weighings.createdAt);
  const inventoryCursorAt = cursorAt(inventory.createdAt);

  return {
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
        (last) =>
          encodeWeighingCursor({
            weighingDate: last.weighingDate,
            createdAt: last.cursorAt,
            id: last.id,
          }),
      );
    },

    /** The farm's inventory, newest first (entry time, then id): after a cursor. */
    async inventoryPage(farmId: string, limit: number, after: InventoryCursor | null) {
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
        (last) => encodeInventoryCursor({ createdAt: last.cursorAt, id: last.id }),
      );
    },
  };
}

export type ApiV1Queries = ReturnType<typeof apiV1Queries>;
