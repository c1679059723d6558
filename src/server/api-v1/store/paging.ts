import { sql, type SQL } from 'drizzle-orm';
import { CURSORS } from '../../cursor';

/* What the /api/v1 pages share: the timestamps as the API writes them (the cursors' keys are in server/cursor.ts). */

/** A timestamp column as the API writes it: UTC, microseconds, 'Z'. */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page of a list by entry (the sanitary and reproduction records'). */
export interface EntryPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/** A row read with its cursor's key, `cursor_at` (its created_at, microseconds kept). */
export type WithCursor<Row> = Row & { cursor_at: string };

/** The page of `limit` of the `limit + 1` rows found, with the cursor after its last row. */
export function entryPageOf<Row extends { id: string }>(
  found: WithCursor<Row>[],
  limit: number,
): EntryPage<Row> {
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursor_at: _at, ...row }) => row as unknown as Row),
    nextCursor:
      found.length > limit && last ? CURSORS.rows.encode([last.cursor_at, last.id]) : null,
  };
}
