import type pg from 'pg';

/** One weighing as the export reads it from the cursor. */
export interface CursorWeighing {
  animalId: string;
  weighingDate: string;
  weight: number;
  notes: string | null;
  createdAt: string;
}

/**
 * Rows per FETCH: about 30 KB of CSV, whatever the farm's size. Small, so a batch is garbage
 * before the young generation's next collection (larger batches survived into the old
 * generation and the process grew by 100 MB over a million rows).
 */
export const EXPORT_FETCH_ROWS = 1000;

/** The animals' order of the app's dropdown and herd report (animalIds): pt-BR, numeric. */
const byAnimalId = new Intl.Collator('pt-BR', { numeric: true }).compare;

/** A row as FETCH gives it (array mode: no object per row): id, date, weight, notes, entry. */
type RawRow = [string, string, string, string | null, string];

/**
 * A farm's weighings read through a server-side cursor (issue 24 item 5) on one pooled client,
 * inside a read-only REPEATABLE READ transaction: animal by animal in the app's animal order,
 * each animal's weighings by date then entry. `next()` gives the next batch (empty at the end,
 * when the client is already back in the pool); `close()` gives the client back early (a
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
      const { rows } = await c.query<{ animal_id: string }>(
        'select distinct animal_id from weighings where farm_id = $1',
        [farmId],
      );
      const ids = rows.map((r) => r.animal_id).sort(byAnimalId);
      await c.query(
        `declare export_weighings no scroll cursor for
         select w.animal_id, w.weighing_date::text as weighing_date, w.weight::text as weight,
                w.notes, w.created_at::text as created_at
         from unnest($2::text[]) with ordinality as a(animal_id, position)
         cross join lateral (
           select animal_id, weighing_date, weight, notes, created_at
           from weighings
           where farm_id = $1 and animal_id = a.animal_id
           order by weighing_date, created_at, id
         ) w`,
        [farmId, ids],
      );
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

  async function fetchBatch(): Promise<CursorWeighing[]> {
    if (done) return [];
    try {
      client ??= await open();
      const { rows } = await client.query<RawRow>({
        text: `fetch forward ${EXPORT_FETCH_ROWS} from export_weighings`,
        rowMode: 'array',
      });
      if (rows.length === 0) await finish(true);
      // createdAt only orders an animal's weighings of one day (the texts share one format).
      return rows.map(([animalId, weighingDate, weight, notes, createdAt]) => ({
        animalId,
        weighingDate,
        weight: Number(weight),
        notes,
        createdAt,
      }));
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
    next(): Promise<CursorWeighing[]> {
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
