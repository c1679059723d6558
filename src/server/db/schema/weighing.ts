import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { farmId, authorId, amount, createdAt, idempotencyKey } from './record-columns';
import { lots } from './lots';

export const weighings = pgTable(
  'weighings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: farmId(),
    userId: authorId(),
    animalId: text('animal_id').notNull(),
    weighingDate: date('weighing_date', { mode: 'string' }).notNull(),
    /** kg */
    weight: amount('weight'),
    notes: text('notes'),
    /** The lot the animal was weighed in, if any (decision 016; the spec's screen sent null). */
    batchId: uuid('batch_id').references(() => lots.id, { onDelete: 'set null' }),
    /** A client's key for one weighing (API bulk, offline retries): a repeat finds this row. */
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    // The screen's list (by date) and the dashboard's per-animal first/last weighing.
    index('weighings_farm_date_idx').on(t.farmId, t.weighingDate, t.createdAt),
    index('weighings_farm_animal_date_idx').on(t.farmId, t.animalId, t.weighingDate, t.createdAt),
    uniqueIndex('weighings_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
    index('weighings_batch_idx').on(t.batchId),
  ],
);
