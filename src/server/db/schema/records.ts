import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

/* The producer's records (spec section 3). Quantities are integers; kg and R$ are `numeric`
 * without a fixed scale, so a value is stored exactly as it was typed; `mode: 'number'` makes
 * Drizzle hand them back as numbers. Dates are calendar dates; times are UTC. */

/** The farm a record belongs to (docs/decisions/015-farms-team-and-api.md). */
export const farmId = () =>
  text('farm_id')
    .notNull()
    .references(() => farms.id, { onDelete: 'cascade' });
/** Who entered the record; kept when that person leaves the team or the account is removed. */
export const authorId = () => text('user_id').references(() => users.id, { onDelete: 'set null' });
const amount = (name: string) => numeric(name, { mode: 'number' }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A client's key for one write (the `Idempotency-Key` header, offline retries). */
const idempotencyKey = () => text('idempotency_key');
/** When the person typed the record (offline: maybe long before it reached the server). */
const enteredAt = () => timestamp('entered_at', { withTimezone: true }).notNull().defaultNow();

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

/** Lots ('Lotes', the spec's batch schema) of a farm; weighings may name one (decision 016). */
export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: farmId(),
    userId: authorId(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** kg per head at purchase */
    initialWeight: amount('initial_weight'),
    /** kg per head at sale; optional */
    finalWeight: numeric('final_weight', { mode: 'number' }),
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
    index('lots_farm_created_idx').on(t.farmId, t.createdAt.desc()),
    uniqueIndex('lots_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);

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

export const budgetPlanning = pgTable(
  'budget_planning',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: farmId(),
    userId: authorId(),
    planningName: text('planning_name').notNull(),
    periodMonths: integer('period_months').notNull(),
    expectedQuantity: integer('expected_quantity').notNull(),
    estimatedPurchasePrice: amount('estimated_purchase_price'),
    estimatedSalePrice: amount('estimated_sale_price'),
    monthlySupplementCost: amount('monthly_supplement_cost'),
    monthlyRentCost: amount('monthly_rent_cost'),
    monthlyLaborCost: amount('monthly_labor_cost'),
    otherMonthlyCosts: amount('other_monthly_costs'),
    totalInvestment: amount('total_investment'),
    estimatedProfit: amount('estimated_profit'),
    /** The client's key for one save: a repeated POST (double click, retry) finds this row. */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('budget_planning_farm_created_idx').on(t.farmId, t.createdAt.desc()),
    uniqueIndex('budget_planning_farm_idempotency_key').on(t.farmId, t.idempotencyKey),
  ],
);

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
