import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  recordColumns,
  amount,
  createdAt,
  updatedAt,
  idempotencyKey,
  farmKey,
  optionalAmount,
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
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    farmKey('lots', t),
    index('lots_farm_created_idx').on(t.farmId, t.createdAt.desc()),
    uniqueIndex('lots_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);
