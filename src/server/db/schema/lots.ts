import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  amount,
  keyedRecordKeys,
  keyedWriteColumns,
  optionalAmount,
  recordColumns,
} from './record-columns';

/** Lots ('Lotes', the spec's batch schema) of a farm; weighings may name one (decision 016). */
export const lots = pgTable(
  'lots',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** kg per head at purchase */
    initialWeight: amount('initial_weight'),
    /** kg per head at sale; optional */
    finalWeight: optionalAmount('final_weight'),
    /** R$ per head */
    purchasePrice: amount('purchase_price'),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    /** Set when the lot is closed: it takes no new weighings. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...keyedWriteColumns(),
  },
  (t) => [
    ...keyedRecordKeys('lots', t),
    index('lots_farm_created_idx').on(t.farmId, t.createdAt.desc()),
  ],
);
