import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import { roundTo } from '../../domain/calculators/common';
import {
  calculateAnnual,
  type AnnualEntry,
  type AnnualFigures,
  type YearTotals,
} from '../../domain/records/annual-results';
import type { Db } from '../db/client';
import { annualResults, inventory, monthlyControl } from '../db/schema';
import { toAnnualRecord } from '../farm-records';
import { periodRecords, type SaveOptions } from '../period-records/store';

const roundOrNull = (value: number | null) => (value === null ? null : roundTo(value, 2));

type AnnualRow = typeof annualResults.$inferSelect;

/** The year as the app answers it: the record and when its figures were typed. */
export function toEntry(row: AnnualRow): AnnualEntry {
  return { ...toAnnualRecord(row), enteredAt: row.enteredAt.toISOString() };
}

/**
 * The year's row from its figures: the server computes the results itself (the app's route and
 * the public API), and the shared store saves them last-write-wins (period-records/store.ts).
 */
function yearValues(figures: AnnualFigures) {
  const output = calculateAnnual(figures);
  return {
    ...figures,
    finalInventory: output.finalInventory,
    // Money the server derives is stored in cents, without binary dust.
    netProfit: roundTo(output.netProfit, 2),
    // Percentages in hundredths, like the money (34.24, not 34.239999999999995).
    grossMargin: roundOrNull(output.grossMarginPercent),
    roiPercent: roundOrNull(output.roiPercent),
  };
}

/** Every query of the annual results ('Resultados Anuais'). */
export function annualStore(db: Db) {
  const years = periodRecords<typeof annualResults, number>(db, annualResults, 'year');
  return {
    /** The farm's year, or undefined. */
    get: (farmId: string, year: number) => years.get(farmId, year),
    /** Saves the year (`userId` null from an API key): see period-records/store.ts. */
    save(
      farmId: string,
      userId: string | null,
      year: number,
      figures: AnnualFigures,
      options: SaveOptions,
    ) {
      return years.save(farmId, userId, year, yearValues(figures), options);
    },
    /**
     * The figures of the farm's saved months of `year` ('Preencher com os meses salvos'): at
     * most twelve rows, added up by the domain (figuresFromMonths).
     */
    monthsOf(farmId: string, year: number) {
      return db
        .select({
          monthYear: monthlyControl.monthYear,
          initialQuantity: monthlyControl.initialQuantity,
          purchases: monthlyControl.purchases,
          sales: monthlyControl.sales,
          deaths: monthlyControl.deaths,
          totalRevenue: sql<number>`${monthlyControl.totalRevenue}::float8`,
          totalCosts: sql<number>`${monthlyControl.totalCosts}::float8`,
        })
        .from(monthlyControl)
        .where(
          and(
            eq(monthlyControl.farmId, farmId),
            between(monthlyControl.monthYear, `${year}-01-01`, `${year}-12-01`),
          ),
        );
    },
    /**
     * The farm's inventory: its heads, and its value per head over the items that have a value
     * (Σ quantity × average value ÷ their heads; null when none has one).
     */
    async herdValue(farmId: string) {
      const [row] = await db
        .select({
          heads: sql<number>`coalesce(sum(${inventory.quantity}), 0)::int`,
          averageValuePerHead: sql<number | null>`(
            sum(${inventory.quantity} * ${inventory.averageValue})
              / nullif(sum(${inventory.quantity}) filter (where ${isNotNull(inventory.averageValue)}), 0)
          )::float8`,
        })
        .from(inventory)
        .where(eq(inventory.farmId, farmId));
      return row!;
    },
    /** A page of the farm's years, newest first, strictly before `before` when given. */
    page: (farmId: string, before: number | undefined, limit: number) =>
      years.page(farmId, before, limit),
    /** How many years the farm saved, with their money added up in SQL. */
    async totals(farmId: string): Promise<YearTotals> {
      const { count, ...money } = await years.totals(farmId);
      return { years: count, ...money };
    },
    /** Every year of the farm, oldest first (the CSV export). */
    list: (farmId: string) => years.list(farmId),
  };
}

export type AnnualStore = ReturnType<typeof annualStore>;
