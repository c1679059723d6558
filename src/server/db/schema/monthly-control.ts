import { date, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  farmId,
  authorId,
  amount,
  createdAt,
  updatedAt,
  idempotencyKey,
  enteredAt,
} from './record-columns';

export const monthlyControl = pgTable(
  'monthly_control',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: farmId(),
    userId: authorId(),
    /** First day of the month. */
    monthYear: date('month_year', { mode: 'string' }).notNull(),
    initialQuantity: integer('initial_quantity').notNull(),
    purchases: integer('purchases').notNull(),
    sales: integer('sales').notNull(),
    deaths: integer('deaths').notNull(),
    totalCosts: amount('total_costs'),
    totalRevenue: amount('total_revenue'),
    finalQuantity: integer('final_quantity').notNull(),
    netProfit: amount('net_profit'),
    /** The key of the save whose figures the row holds (last write wins). */
    idempotencyKey: idempotencyKey(),
    enteredAt: enteredAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('monthly_control_farm_month_key').on(t.farmId, t.monthYear),
    uniqueIndex('monthly_control_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);
