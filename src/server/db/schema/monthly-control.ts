import { date, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, amount, lastWriteColumns, farmKey } from './record-columns';

export const monthlyControl = pgTable(
  'monthly_control',
  {
    ...recordColumns(),
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
    ...lastWriteColumns(),
  },
  (t) => [
    farmKey('monthly_control', t),
    uniqueIndex('monthly_control_farm_month_key').on(t.farmId, t.monthYear),
    uniqueIndex('monthly_control_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);
