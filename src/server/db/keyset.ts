import type { Context } from 'hono';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowPageQuerySchema, type RowCursor } from '../../domain/records/paging';
import { CURSORS, readCursor } from '../cursor';
import { AppError, fieldErrors, VALIDATION_MESSAGE } from '../errors';

/*
 * Keyset pages of the lists ordered by creation, newest first (decision 032): a page is the rows
 * strictly after the cursor in (created_at desc, id desc), one more asked for to know whether
 * another page follows.
 */

/** How a cursor writes a timestamp, as a to_char format: UTC, with PostgreSQL's microseconds. */
const CURSOR_TIME = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** A column's timestamp as a cursor takes it. */
export const cursorAt = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(CURSOR_TIME)})`;

/** The same for a statement written as text (`expression`: a timestamptz in SQL). */
export const cursorAtText = (expression: string) =>
  `to_char(${expression} at time zone 'UTC', ${CURSOR_TIME})`;

/** Rows after `cursor` in (created_at desc, id desc). */
export const afterCursor = (createdAt: AnyColumn, id: AnyColumn, cursor: RowCursor): SQL =>
  sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;

/** The query's `before` and `limit` (`fallback` when absent); a 400 for anything else. */
export function rowPageQuery(c: Context, fallback: number): { before?: RowCursor; limit: number } {
  const { before, limit } = pageQuery(c, rowPageQuerySchema, fallback);
  const key = readCursor(CURSORS.rows, before, 'before');
  return { before: key && { at: key[0], id: key[1] }, limit };
}

/** A page query checked against `schema`; a 400 with field messages when it does not fit. */
export function pageQuery<S extends z.ZodType<{ before?: unknown; limit?: number }>>(
  c: Context,
  schema: S,
  fallback: number,
): Omit<z.output<S>, 'limit'> & { limit: number } {
  const query = schema.safeParse(c.req.query());
  if (!query.success) {
    throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, fieldErrors(query.error));
  }
  return { ...query.data, limit: query.data.limit ?? fallback };
}

/**
 * The page of `rows` (read with `limit + 1`): at most `limit` rows and the cursor of the next
 * page, made from the last row kept (null when no row follows).
 */
export function keysetPage<T extends { cursorAt: string; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last ? CURSORS.rows.encode([last.cursorAt, last.id]) : null,
  };
}
