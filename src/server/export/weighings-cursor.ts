import type pg from 'pg';

/**
 * One row of the cursor: the line's first four cells as the file writes them, then, on an
 * animal's first row only, what its GMD needs (its first and last weighing and its count).
 */
export type CursorRow = [
  cells: string,
  firstDate: string | null,
  firstWeight: string | null,
  lastDate: string | null,
  lastWeight: string | null,
  count: string | null,
];

/**
 * Rows per FETCH: about 50 KB of CSV, whatever the farm's size. Small, so a batch is garbage
 * before the young generation's next collection.
 */
export const EXPORT_FETCH_ROWS = 1000;

/** The animals' order of the app's dropdown and herd report (animalIds): pt-BR, numeric. */
const byAnimalId = new Intl.Collator('pt-BR', { numeric: true }).compare;

/**
 * A text column as `csvCell` (domain/export/csv.ts) writes it, in SQL: a leading apostrophe on
 * what a spreadsheet would run as a formula (plain numbers stay numbers), then quoted with its
 * quotes doubled when it holds ';', '"', CR or LF. The export's test compares the whole file with
 * `toCsv`'s, awkward cells included.
 */
function csvCellSql(column: string): string {
  const guarded = `(case when ${column} ~ '^[=+@\\t\\r-]' and ${column} !~ '^-?[0-9]+(,[0-9]+)?$'
    then '''' || ${column} else ${column} end)`;
  return `(case when ${guarded} ~ '[;"\\r\\n]'
    then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end)`;
}

/**
 * The cursor's query: the farm's weighings ($1) animal by animal in the order of $2, each
 * animal's by date then entry. The cells are written here (a decimal comma without trailing
 * zeros at 6 places, dd/mm/aaaa, guarded and quoted text), so Node handles one string a row.
 */
export const WEIGHINGS_EXPORT_SQL = `
  select w.cells,
         case when w.n = 1 then w.weighing_date::text end,
         case when w.n = 1 then w.weight::text end,
         case when w.n = 1 then w.last_date::text end,
         case when w.n = 1 then w.last_weight::text end,
         case when w.n = 1 then w.total::text end
  from unnest($2::text[]) with ordinality as a(animal_id, position)
  cross join lateral (
    select ${csvCellSql('animal_id')} || ';' || to_char(weighing_date, 'DD/MM/YYYY') || ';' ||
             replace(trim_scale(round(weight, 6))::text, '.', ',') || ';' ||
             ${csvCellSql(`coalesce(notes, '')`)} || ';' as cells,
           weighing_date, weight,
           row_number() over animal as n,
           last_value(weighing_date) over whole as last_date,
           last_value(weight) over whole as last_weight,
           count(*) over whole as total
    from weighings
    where farm_id = $1 and animal_id = a.animal_id
    window animal as (order by weighing_date, created_at, id),
           whole as (animal rows between unbounded preceding and unbounded following)
    order by weighing_date, created_at, id
  ) w`;

/**
 * A farm's weighings read through a server-side cursor (issue 24 item 5) on one pooled client,
 * inside a read-only REPEATABLE READ transaction. `next()` gives the next batch (empty at the
 * end, when the client is already back in the pool); `close()` gives the client back early (a
 * download the browser abandoned). Memory is the animal ids plus one batch.
 *
 * The animal order is pt-BR with numbers compared as numbers ('BR-2' before 'BR-10'), which the
 * database's collation does not give: the ids are sorted here and passed as an array; the
 * lateral join reads each animal's rows through weighings_farm_animal_date_idx in that order
 * (a nested loop keeps the outer order; no sort of the whole table).
 */
export function openWeighingsCursor(pool: pg.Pool, farmId: string) {
  let client: pg.PoolClient | undefined;
  let done = false;
  let busy: Promise<unknown> = Promise.resolve();

  async function open(): Promise<pg.PoolClient> {
    const c = await pool.connect();
    try {
      await c.query('begin isolation level repeatable read read only');
      const { rows } = await c.query<[string]>({
        text: 'select distinct animal_id from weighings where farm_id = $1',
        values: [farmId],
        rowMode: 'array',
      });
      const ids = rows.map((r) => r[0]).sort(byAnimalId);
      await c.query(`declare export_weighings no scroll cursor for ${WEIGHINGS_EXPORT_SQL}`, [
        farmId,
        ids,
      ]);
      return c;
    } catch (err) {
      c.release(err as Error);
      throw err;
    }
  }

  async function finish(commit: boolean) {
    const c = client;
    client = undefined;
    done = true;
    if (!c) return;
    try {
      await c.query(commit ? 'commit' : 'rollback');
      c.release();
    } catch (err) {
      c.release(err as Error);
    }
  }

  async function fetchBatch(): Promise<CursorRow[]> {
    if (done) return [];
    try {
      client ??= await open();
      const { rows } = await client.query<CursorRow>({
        text: `fetch forward ${EXPORT_FETCH_ROWS} from export_weighings`,
        rowMode: 'array',
      });
      if (rows.length === 0) await finish(true);
      return rows;
    } catch (err) {
      // A broken connection goes back to be discarded, not reused.
      const c = client;
      client = undefined;
      done = true;
      c?.release(err as Error);
      throw err;
    }
  }

  return {
    /** The next batch, in file order; empty once every row was read. */
    next(): Promise<CursorRow[]> {
      const batch = busy.then(fetchBatch);
      busy = batch.catch(() => undefined);
      return batch;
    },
    /** Ends the transaction and gives the client back (after a batch being read, if any). */
    close(): Promise<void> {
      const closed = busy.then(() => finish(false));
      busy = closed;
      return closed;
    },
  };
}
