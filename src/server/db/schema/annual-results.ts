import { integer, numeric, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  farmId,
  authorId,
  amount,
  createdAt,
  updatedAt,
  idempotencyKey,
  enteredAt,
} from './record-columns';

export const annualResults = pgTable(
  'annual_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: farmId(),
    userId: authorId(),
    year: integer('year').notNull(),
    initialInventory: integer('initial_inventory').notNull(),
    totalPurchases: integer('total_purchases').notNull(),
    totalSales: integer('total_sales').notNull(),
    totalDeaths: integer('total_deaths').notNull(),
    totalInvestment: amount('total_investment'),
    totalRevenue: amount('total_revenue'),
    totalCosts: amount('total_costs'),
    finalInventory: integer('final_inventory').notNull(),
    netProfit: amount('net_profit'),
    /** % ; null when there was no revenue */
    grossMargin: numeric('gross_margin', { mode: 'number' }),
    /** % ; null when there was no investment */
    roiPercent: numeric('roi_percent', { mode: 'number' }),
    /** The key of the save whose figures the row holds (last write wins). */
    idempotencyKey: idempotencyKey(),
    enteredAt: enteredAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('annual_results_farm_year_key').on(t.farmId, t.year),
    uniqueIndex('annual_results_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);
