import type pg from 'pg';
import { csvCellSql, csvNumberSql } from '../db/csv-sql';
import { openCursorTransaction } from './cursor-transaction';

/** Animals per cursor row: one row is their lines, joined by the database. */
export const EXPORT_ANIMALS_PER_ROW = 25;

/** Cursor rows per FETCH: about 100 animals, some 50-100 KB of CSV for a typical herd. */
export const EXPORT_FETCH_ROWS = 4;

/** The animals' order of the app's dropdown and herd report (animalIds): pt-BR, numeric. */
const byAnimalId = new Intl.Collator('pt-BR', { numeric: true }).compare;

/**
 * The cursor's query: the farm's weighings ($1) in the animal order of $2 (a JSON array of the
 * ids, made by one JSON.stringify: see `openWeighingsCursor`), $3 animals a row, each animal's
 * by date then entry, each line joined whole here, so Node handles one string per 25 animals
 * instead of a dozen objects per weighing. A weighing's own cells (dd/mm/aaaa, its weight with a
 * decimal comma and no trailing zeros, its guarded and quoted note) are stored with it
 * (`csv_cells`, decision 101); what is the same on each of an animal's lines (its brinco's cell,
 * its GMD at 3 places: its last minus its first weight over the days between, 0 in one day,
 * empty with one weighing) is written once per animal, the GMD from its summary
 * (animal_summaries: kept in the same transaction as the weighings, so this snapshot's). On
 * 200,000 weighings the cells formatted here took 0.66 s of SQL at the machine's usual speed
 * (0.93–1.1 s with a window per animal); stored, the cursor's whole read takes 18 % less
 * (decision 101). The export's test compares the whole file with `toCsv`'s, awkward cells and
 * GMDs included.
 */
export const WEIGHINGS_EXPORT_SQL = `
  select (
    select string_agg(
             id.cell || ';' || w.csv_cells || ';' || id.gmd || E'\r\n',
             '' order by a.position, w.weighing_date, w.created_at, w.id)
    from unnest(ids.list[k * $3 + 1 : (k + 1) * $3]) with ordinality as a(animal_id, position)
    cross join lateral (
      select ${csvCellSql('a.animal_id')} as cell,
        case when s.weighings < 2 then ''
             when s.last_date = s.first_date then '0'
             else ${csvNumberSql('(s.last_weight - s.first_weight) / (s.last_date - s.first_date)', 3)}
        end as gmd
      from animal_summaries s where s.farm_id = $1 and s.animal_id = a.animal_id
      offset 0
    ) id
    join weighings w on w.farm_id = $1 and w.animal_id = a.animal_id
  )
  from (select array(select value from jsonb_array_elements_text($2::jsonb) with ordinality
                      order by ordinality) as list) as ids,
       generate_series(0, (cardinality(ids.list) - 1) / $3) as k`;

/** The animal ids as the cursor's query takes them ($2): a JSON array, in the file's order. */
export const exportAnimalIds = (ids: readonly string[]) => JSON.stringify(ids);

/**
 * The first column of each row `text` gives (one statement, simple protocol), as strings, read
 * by a minimal query object instead of pg's Query and Result (decision 041). Read through
 * `client.query(text)`, the batches' strings outlived V8's young collections: a scavenge found
 * 13 of the 15 MB allocated since the last one still alive, promoted it, and V8 grew the young
 * generation to its maximum (+24 MB of heap, +16 MB more of old space) during the first export
 * after start-up; the same strings read by this object die young (no growth). Most likely
 * finished queries promoted to the old generation keep later rows reachable for the scavenger
 * until a full collection; what matters here is that this path does not.
 */
export function firstColumn(client: pg.PoolClient, text: string): Promise<(string | null)[]> {
  return new Promise((resolve, reject) => {
    const rows: (string | null)[] = [];
    let failed = false;
    const query = {
      submit(connection: pg.Connection) {
        connection.query(text);
      },
      handleRowDescription() {},
      handleDataRow(message: { fields: (string | null)[] }) {
        rows.push(message.fields[0] ?? null);
      },
      handleCommandComplete() {},
      handleEmptyQuery() {},
      // An error answer is followed by ReadyForQuery; a broken connection is not.
      handleError(err: Error) {
        failed = true;
        reject(err);
      },
      handleReadyForQuery() {
        if (!failed) resolve(rows);
      },
    };
    client.query(query);
  });
}

/**
 * A farm's weighings read through a server-side cursor (issue 24 item 5) on one pooled client,
 * inside a read-only REPEATABLE READ transaction (cursor-transaction.ts). `next()` gives the next batch (empty at the
 * end, when the client is already back in the pool); `close()` gives the client back early (a
 * download the browser abandoned). Memory is the animal ids plus one batch.
 *
 * The animal order is pt-BR with numbers compared as numbers ('BR-2' before 'BR-10'), which the
 * database's collation does not give: the ids are sorted here and passed as an array; the
 * lateral join reads each animal's rows through weighings_farm_animal_date_idx in that order
 * (a nested loop keeps the outer order; no sort of the whole table).
 */
export function openWeighingsCursor(pool: pg.Pool, farmId: string) {
  const cursor = openCursorTransaction(pool, {
    async declare(c) {
      // The farm's animal ids from their summaries (one row per animal, kept by triggers in the
      // writing transaction, so this snapshot's set is the weighings'), not a scan of weighings.
      // They come and go back as one JSON text each way (decision 041): read as 50,000 rows and
      // sent as pg's array literal (built a piece at a time), opening the cursor alone grew
      // V8's young generation by 24 MB; one JSON.parse and one JSON.stringify, made natively,
      // grow nothing.
      const { rows } = await c.query<[string | null]>({
        text: 'select json_agg(animal_id)::text from animal_summaries where farm_id = $1',
        values: [farmId],
        rowMode: 'array',
      });
      const ids = (JSON.parse(rows[0]?.[0] ?? '[]') as string[]).sort(byAnimalId);
      await c.query(`declare export_weighings no scroll cursor for ${WEIGHINGS_EXPORT_SQL}`, [
        farmId,
        exportAnimalIds(ids),
        EXPORT_ANIMALS_PER_ROW,
      ]);
    },
    fetch: (c) => firstColumn(c, `fetch forward ${EXPORT_FETCH_ROWS} from export_weighings`),
  });

  return {
    /** The next lines of the file, in order; null once every row was read. */
    async next(): Promise<string | null> {
      const rows = await cursor.next();
      return rows && rows.join('');
    },
    /** Ends the transaction and gives the client back (after a batch being read, if any). */
    close: cursor.close,
  };
}
