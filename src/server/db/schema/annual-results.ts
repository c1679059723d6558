import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, amount, lastWriteColumns, farmKey, optionalAmount } from './record-columns';

export const annualResults = pgTable(
  'annual_results',
  {
    ...recordColumns(),
    year: integer('year').notNull(),
    initialInventory: integer('initial_inventory').notNull(),
    totalPurchases: integer('total_purchases').notNull(),
    totalSales: integer('total_sales').notNull(),
    totalDeaths: integer('total_deaths').notNull(),
    /** Calves born in the year (issue 39 item 9); 0 for years saved before it was asked. */
    totalBirths: integer('total_births').notNull().default(0),
    totalInvestment: amount('total_investment'),
    totalRevenue: amount('total_revenue'),
    totalCosts: amount('total_costs'),
    finalInventory: integer('final_inventory').notNull(),
    netProfit: amount('net_profit'),
    /** % ; null when there was no revenue */
    grossMargin: optionalAmount('gross_margin'),
    /** % ; null when there was no investment */
    roiPercent: optionalAmount('roi_percent'),
    ...lastWriteColumns(),
  },
  (t) => [
    farmKey('annual_results', t),
    uniqueIndex('annual_results_farm_year_key').on(t.farmId, t.year),
    uniqueIndex('annual_results_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);
