import { date, foreignKey, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  amount,
  createdAt,
  idempotencyKey,
  keyedRecordKeys,
  recordColumns,
} from './record-columns';
import { lots } from './lots';

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
