import { and, between, desc, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { roundTo } from '../../domain/calculators/common';
import {
  calculateAnnual,
  type AnnualEntry,
  type AnnualFigures,
  type AnnualRecord,
  type YearTotals,
} from '../../domain/records/annual-results';
import type { SaveOutcome } from '../../domain/records/entered-at';
import type { Db } from '../db/client';
import { enteredLaterOrSame, saveLatest } from '../db/last-write-wins';
import { annualResults, inventory, monthlyControl } from '../db/schema';
import { assertFinite } from '../validate';

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));
const roundOrNull = (value: number | null) => (value === null ? null : roundTo(value, 2));

type AnnualRow = typeof annualResults.$inferSelect;

export function toRecord(row: AnnualRow): AnnualRecord {
  return {
    year: row.year,
    initialInventory: row.initialInventory,
    totalPurchases: row.totalPurchases,
    totalSales: row.totalSales,
    totalDeaths: row.totalDeaths,
    totalBirths: row.totalBirths,
    totalInvestment: Number(row.totalInvestment),
    totalRevenue: Number(row.totalRevenue),
    totalCosts: Number(row.totalCosts),
    finalInventory: row.finalInventory,
    netProfit: Number(row.netProfit),
    grossMargin: numberOrNull(row.grossMargin),
    roiPercent: numberOrNull(row.roiPercent),
  };
}

/** The year as the app answers it: the record and when its figures were typed. */
export function toEntry(row: AnnualRow): AnnualEntry {
  return { ...toRecord(row), enteredAt: row.enteredAt.toISOString() };
}

/**
 * Saves a farm's year: the server computes the results itself (the app's route and the public
 * API). `userId` is the author; null from an API key. The stored year is replaced only by
 * figures entered at the same time or later (`enteredAt`, last write wins); a save whose
 * `idempotencyKey` is already stored on the farm changes nothing. Gives back the row the farm
 * holds now and what became of this save (last-write-wins.ts).
 */
async function saveAnnual(
  db: Db,
  farmId: string,
  userId: string | null,
  year: number,
  figures: AnnualFigures,
  { enteredAt, idempotencyKey = null }: { enteredAt: Date; idempotencyKey?: string | null },
): Promise<{ row: AnnualRow; outcome: SaveOutcome }> {
  const output = calculateAnnual(figures);
  const values = {
    ...figures,
    finalInventory: output.finalInventory,
    // Money the server derives is stored in cents, without binary dust.
    netProfit: roundTo(output.netProfit, 2),
    // Percentages in hundredths, like the money (34.24, not 34.239999999999995).
    grossMargin: roundOrNull(output.grossMarginPercent),
    roiPercent: roundOrNull(output.roiPercent),
  };
  assertFinite(values);
  const first = async (where: SQL) =>
    (
      await db
        .select()
        .from(annualResults)
        .where(and(eq(annualResults.farmId, farmId), where))
        .limit(1)
    )[0];
  return saveLatest(idempotencyKey, {
    findByKey: () => first(eq(annualResults.idempotencyKey, idempotencyKey!)),
    upsert: async () => {
      const [row] = await db
        .insert(annualResults)
        .values({ farmId, userId, year, ...values, enteredAt, idempotencyKey })
        .onConflictDoUpdate({
          target: [annualResults.farmId, annualResults.year],
          set: {
            ...values,
            enteredAt: sql`excluded.entered_at`,
            idempotencyKey: sql`excluded.idempotency_key`,
            updatedAt: sql`now()`,
          },
          setWhere: enteredLaterOrSame(annualResults.enteredAt, annualResults.idempotencyKey),
        })
        .returning();
      return row;
    },
    findCurrent: () => first(eq(annualResults.year, year)),
  });
}

type SaveOptions = { enteredAt: Date; idempotencyKey?: string | null };

/** Every query of the annual results ('Resultados Anuais'). */
export function annualStore(db: Db) {
  return {
    /** The farm's year, or undefined. */
    async get(farmId: string, year: number) {
      const [row] = await db
        .select()
        .from(annualResults)
        .where(and(eq(annualResults.farmId, farmId), eq(annualResults.year, year)))
        .limit(1);
      return row;
    },
    save(
      farmId: string,
      userId: string | null,
      year: number,
      figures: AnnualFigures,
      options: SaveOptions,
    ) {
      return saveAnnual(db, farmId, userId, year, figures, options);
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
    /**
     * A page of the farm's years, newest first, strictly before `before` when given: at most
     * `limit` rows, and whether older ones remain (one row more is asked for).
     */
    async page(farmId: string, before: number | undefined, limit: number) {
      const rows = await db
        .select()
        .from(annualResults)
        .where(
          and(
            eq(annualResults.farmId, farmId),
            before === undefined ? undefined : lt(annualResults.year, before),
          ),
        )
        .orderBy(desc(annualResults.year))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },
    /** How many years the farm saved, with their money added up in SQL. */
    async totals(farmId: string): Promise<YearTotals> {
      const [row] = await db
        .select({
          years: sql<number>`count(*)::int`,
          totalRevenue: sql<number>`coalesce(sum(${annualResults.totalRevenue}), 0)::float8`,
          totalCosts: sql<number>`coalesce(sum(${annualResults.totalCosts}), 0)::float8`,
          netProfit: sql<number>`coalesce(sum(${annualResults.netProfit}), 0)::float8`,
        })
        .from(annualResults)
        .where(eq(annualResults.farmId, farmId));
      return {
        years: Number(row!.years),
        totalRevenue: Number(row!.totalRevenue),
        totalCosts: Number(row!.totalCosts),
        netProfit: Number(row!.netProfit),
      };
    },
    /** Every year of the farm, oldest first (the CSV export). */
    list(farmId: string) {
      return db
        .select()
        .from(annualResults)
        .where(eq(annualResults.farmId, farmId))
        .orderBy(annualResults.year);
    },
  };
}

export type AnnualStore = ReturnType<typeof annualStore>;
