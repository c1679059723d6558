import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  amount,
  createdAt,
  idempotencyKey,
  keyedRecordKeys,
  optionalAmount,
  recordColumns,
} from './record-columns';

export const inventory = pgTable(
  'inventory',
  {
    ...recordColumns(),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    /** kg per head */
    averageWeight: amount('average_weight'),
    /** R$ per head; null when entered by a 'Campo' member, who does not see money. */
    averageValue: optionalAmount('average_value'),
    location: text('location'),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    ...keyedRecordKeys('inventory', t),
    index('inventory_farm_created_idx').on(t.farmId, t.createdAt.desc()),
  ],
);
