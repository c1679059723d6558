/*
 * What the catalog of a test database says of the `public` schema's tables and keys: read by the
 * checks that the records can be sharded by farm (decision 023, docs/scaling.md).
 */

/** Runs one query and gives its rows. */
export type CatalogQuery = <T = Record<string, unknown>>(
  text: string,
  values?: unknown[],
) => Promise<T[]>;

/** A primary key, unique constraint or unique index, with its columns in order. */
export interface UniqueKey {
  table: string;
  name: string;
  columns: string[];
}

/** A foreign key: from `table (columns)` to `target (targetColumns)`. */
export interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  target: string;
  targetColumns: string[];
}

/** Every table of the `public` schema, by name. */
export async function publicTables(q: CatalogQuery): Promise<string[]> {
  const rows = await q<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** The farm-owned tables: those of the `public` schema with a farm_id column, by name. */
export async function farmOwnedTables(q: CatalogQuery): Promise<string[]> {
  const rows = await q<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'farm_id' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Primary keys, unique constraints and unique indexes of `tables`, with their columns. */
export function uniqueKeys(q: CatalogQuery, tables: string[]): Promise<UniqueKey[]> {
  return q<UniqueKey>(
    `select c.relname as table, i.relname as name,
            array(select a.attname::text from unnest(x.indkey) k
                    join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k) as columns
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class c on c.oid = x.indrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and (x.indisunique or x.indisprimary)
        and c.relname = any($1)`,
    [tables],
  );
}

/** The foreign keys of the `public` schema, with their columns and the table they name. */
export function foreignKeys(q: CatalogQuery): Promise<ForeignKey[]> {
  return q<ForeignKey>(
    `select t.relname as table, con.conname as name, ft.relname as target,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                   order by k.i) as columns,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num
                   order by k.i) as "targetColumns"
       from pg_constraint con
       join pg_class t on t.oid = con.conrelid
       join pg_class ft on ft.oid = con.confrelid
       join pg_namespace n on n.oid = t.relnamespace
      where con.contype = 'f' and n.nspname = 'public'
      order by t.relname, con.conname`,
  );
}
