import { sql } from 'drizzle-orm';
import { date, foreignKey, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { csvCellSql, csvDateSql, csvNumberSql } from '../csv-sql';
import {
  amount,
  createdAt,
  idempotencyKey,
  keyedRecordKeys,
  recordColumns,
} from './record-columns';
import { lots } from './lots';

/**
 * A weighing's date, weight and note as the weighings CSV writes them ('07/12/2026;330,5;'),
 * computed by the database when the row is written (decision 101): the export of 200,000
 * weighings joins stored text instead of formatting 600,000 cells again.
 */
export const WEIGHING_CSV_CELLS_SQL = `${csvDateSql('weighing_date')} || ';' || ${csvNumberSql('weight', 6)} || ';' ||
  case when notes is null or notes = '' then '' else ${csvCellSql('notes')} end`;

export const weighings = pgTable(
  'weighings',
  {
    ...recordColumns(),
    animalId: text('animal_id').notNull(),
    weighingDate: date('weighing_date', { mode: 'string' }).notNull(),
    /** kg */
    weight: amount('weight'),
    notes: text('notes'),
    /** The lot the animal was weighed in, if any (decision 016; the spec's screen sent null). */
    batchId: uuid('batch_id'),
    /** A client's key for one weighing (API bulk, offline retries): a repeat finds this row. */
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    /** Its cells in the weighings CSV (WEIGHING_CSV_CELLS_SQL); never written by the app. */
    csvCells: text('csv_cells').notNull().generatedAlwaysAs(sql.raw(WEIGHING_CSV_CELLS_SQL)),
  },
  (t) => [
    ...keyedRecordKeys('weighings', t),
    // The list's keyset pages, newest first: (weighing_date, created_at, id) read backwards.
    index('weighings_farm_date_id_idx').on(t.farmId, t.weighingDate, t.createdAt, t.id),
    // One animal's history, and its first and last weighing (animal_summaries).
    index('weighings_farm_animal_date_idx').on(t.farmId, t.animalId, t.weighingDate, t.createdAt),
    // A lot's weighings, animal by animal in date order (per-lot figures); its (farm_id,
    // batch_id) prefix serves the lot's foreign key. With id and weight, the figures of a page
    // of lots are read from the index alone (no visit of the table's rows).
    index('weighings_farm_batch_animal_idx').on(
      t.farmId,
      t.batchId,
      t.animalId,
      t.weighingDate,
      t.createdAt,
      t.id,
      t.weight,
    ),
    // The lot of the same farm; deleting it clears batch_id only (migration 0012 says `SET NULL
    // (batch_id)`, which Drizzle cannot state).
    foreignKey({
      name: 'weighings_batch_id_lots_id_fk',
      columns: [t.farmId, t.batchId],
      foreignColumns: [lots.farmId, lots.id],
    }).onDelete('set null'),
  ],
);
