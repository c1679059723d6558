import { index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { farmId, authorId, amount, createdAt, idempotencyKey } from './record-columns';

export const inventory = pgTable(
  'inventory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: farmId(),
    userId: authorId(),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    /** kg per head */
    averageWeight: amount('average_weight'),
    /** R$ per head; null when entered by a 'Campo' member, who does not see money. */
    averageValue: numeric('average_value', { mode: 'number' }),
    location: text('location'),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inventory_farm_created_idx').on(t.farmId, t.createdAt.desc()),
    uniqueIndex('inventory_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);
