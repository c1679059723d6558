import { sql, type SQL } from 'drizzle-orm';

/* What the /api/v1 pages share: the timestamps as the API writes them (the cursors' keys are in server/cursor.ts). */

/** A timestamp column as the API writes it: UTC, microseconds, 'Z'. */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
