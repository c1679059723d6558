import { sql, type SQL } from 'drizzle-orm';

/* What the /api/v1 pages share: the cursors' keys and the timestamps as the API writes them. */

/** A weighing's place in the list: date, entry time (µs), id (CURSORS.weighings). */
export interface WeighingCursor {
  weighingDate: string;
  createdAt: string;
  id: string;
}

/** A row's place in a list by entry: entry time (µs), id (CURSORS.rows). */
export interface EntryCursor {
  createdAt: string;
  id: string;
}

/** A timestamp column as the API writes it: UTC, microseconds, 'Z'. */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
