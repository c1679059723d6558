/*
 * CSV cells written by the database, as domain/export/csv.ts writes them in TypeScript: for the
 * exports read from a cursor (export/weighings-cursor.ts) and for the weighings' stored cells
 * (schema/weighing.ts, decision 101). The exports' tests compare whole files with `toCsv`'s,
 * awkward cells included.
 */

/**
 * A text column as `csvCell` writes it: a leading apostrophe on what a spreadsheet would run as
 * a formula (plain numbers stay numbers), then quoted with its quotes doubled when it holds ';',
 * '"', CR or LF. Immutable (a stored column may use it).
 */
export function csvCellSql(column: string): string {
  const guarded = `(case when ${column} ~ '^[=+@\\t\\r-]' and ${column} !~ '^-?[0-9]+(,[0-9]+)?$'
    then '''' || ${column} else ${column} end)`;
  return `(case when ${guarded} ~ '[;"\\r\\n]'
    then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end)`;
}

/** A number as `csvNumber` writes it: rounded half away from zero, no trailing zeros, a comma. */
export const csvNumberSql = (value: string, decimals: number) =>
  `replace(trim_scale(round(${value}, ${decimals}))::text, '.', ',')`;

/** A part of a date as at least `width` digits (lpad alone would cut a longer one). */
const datePartSql = (field: string, column: string, width: number) => {
  const digits = `extract(${field} from ${column})::int::text`;
  return `lpad(${digits}, greatest(${width}, length(${digits})), '0')`;
};

/**
 * A date as `csvDate` writes it, dd/mm/aaaa — from its parts, not to_char, which is only
 * stable (it reads the session's settings), so that a stored column may use it.
 */
export const csvDateSql = (column: string) =>
  `${datePartSql('day', column, 2)} || '/' || ${datePartSql('month', column, 2)} || '/' || ${datePartSql('year', column, 4)}`;
