import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  recordColumns,
  amount,
  createdAt,
  idempotencyKey,
  farmKey,
  optionalAmount,
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
    farmKey('inventory', t),
    index('inventory_farm_created_idx').on(t.farmId, t.createdAt.desc()),
    uniqueIndex('inventory_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);
