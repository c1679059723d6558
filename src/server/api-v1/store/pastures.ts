import { sql } from 'drizzle-orm';
import type { PaddockView } from '../../../domain/pastures/api';
import type { Db } from '../../db/client';
import type { EntryCursor } from '../../cursor';
import { paddockFigures } from '../../pastures/store/figures';
import { entryPageOf as pageOf, iso, type EntryPage, type WithCursor } from './paging';

/*
 * The pastures' /api/v1 pages (issue 42 item 7): the paddocks with their figures today and the
 * moves of animals into them, oldest entry first by (created_at, id) with the herd's cursor
 * (decision 043), as the reproduction records.
 */

/** A paddock as /api/v1 reads it: the list's view, with when it was made and last changed. */
export interface ApiPaddock extends PaddockView {
  createdAt: string;
  updatedAt: string;
}

export interface ApiPaddockMoveRow extends Record<string, unknown> {
  id: string;
  paddock_id: string;
  paddock_name: string;
  moved_on: string;
  lot_id: string | null;
  lot_name: string | null;
  heads: number;
  units: number;
  left_on: string | null;
  open: number;
  undone_at: string | null;
  undo_reason: string | null;
  created_at: string;
}

export interface PaddockMoveFilter {
  limit: number;
  after: EntryCursor | null;
  /** Only this move (read back after its undo). */
  id?: string;
  paddockId?: string;
  from?: string;
  to?: string;
}

interface EntryRow extends Record<string, unknown> {
  id: string;
  created_at: string;
  updated_at: string;
}

const afterEntry = (alias: string, cursor: EntryCursor | null) =>
  cursor
    ? sql`and (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;

export function pastureV1Queries(db: Db) {
  /** The paddocks of `rows` (in their order) with their figures on `today`. */
  async function withFigures(farmId: string, today: string, rows: EntryRow[]) {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const figures = await paddockFigures(
      db,
      farmId,
      today,
      sql`p.id = any(${sql.param(ids)}::uuid[])`,
    );
    const byId = new Map(figures.map((p) => [p.id, p]));
    return rows.flatMap((r): ApiPaddock[] => {
      const p = byId.get(r.id);
      return p ? [{ ...p, createdAt: r.created_at, updatedAt: r.updated_at }] : [];
    });
  }

  return {
    /** A page of the farm's paddocks by entry, each with its figures on São Paulo's `today`. */
    async paddockPage(
      farmId: string,
      today: string,
      limit: number,
      cursor: EntryCursor | null,
    ): Promise<EntryPage<ApiPaddock>> {
      const { rows } = await db.execute<WithCursor<EntryRow>>(sql`
        select p.id, ${iso(sql`p.created_at`)} as created_at,
          ${iso(sql`p.updated_at`)} as updated_at, ${iso(sql`p.created_at`)} as cursor_at
        from paddocks p
        where p.farm_id = ${farmId} ${afterEntry('p', cursor)}
        order by p.created_at, p.id
        limit ${limit + 1}`);
      const page = pageOf(rows, limit);
      return { rows: await withFigures(farmId, today, page.rows), nextCursor: page.nextCursor };
    },

    /** One paddock of the farm as the list reads it (after a write). */
    async apiPaddock(farmId: string, today: string, id: string): Promise<ApiPaddock | null> {
      const { rows } = await db.execute<EntryRow>(sql`
        select p.id, ${iso(sql`p.created_at`)} as created_at,
          ${iso(sql`p.updated_at`)} as updated_at
        from paddocks p where p.farm_id = ${farmId} and p.id = ${id}::uuid`);
      return (await withFigures(farmId, today, rows))[0] ?? null;
    },

    /**
     * The farm's moves by entry, undone ones included and marked; optionally of a paddock or a
     * period (by the day moved, both ends in). `left_on`: the day the last of its animals left,
     * while `open` counts those still in.
     */
    async paddockMovePage(farmId: string, filter: PaddockMoveFilter) {
      const { rows } = await db.execute<WithCursor<ApiPaddockMoveRow>>(sql`
        select m.id, m.paddock_id, p.name as paddock_name, m.moved_on::text as moved_on,
          m.lot_id, m.lot_name, m.heads, m.units::float8 as units,
          s.left_on::text as left_on, s.open,
          ${iso(sql`m.undone_at`)} as undone_at, m.undo_reason,
          ${iso(sql`m.created_at`)} as created_at, ${iso(sql`m.created_at`)} as cursor_at
        from paddock_moves m
        join paddocks p on p.farm_id = m.farm_id and p.id = m.paddock_id
        left join lateral (
          select max(x.left_on) as left_on, count(*) filter (where x.left_on is null)::int as open
          from paddock_stays x where x.farm_id = m.farm_id and x.move_id = m.id
        ) s on true
        where m.farm_id = ${farmId}
          ${filter.id ? sql`and m.id = ${filter.id}::uuid` : sql``}
          ${filter.paddockId ? sql`and m.paddock_id = ${filter.paddockId}::uuid` : sql``}
          ${filter.from ? sql`and m.moved_on >= ${filter.from}::date` : sql``}
          ${filter.to ? sql`and m.moved_on <= ${filter.to}::date` : sql``}
          ${afterEntry('m', filter.after)}
        order by m.created_at, m.id
        limit ${filter.limit + 1}`);
      return pageOf(rows, filter.limit);
    },
  };
}
