import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { roundTo } from '../../domain/calculators/common';
import {
  calculateMonthly,
  type MonthlyEntry,
  type MonthlyFigures,
  type MonthlyRecord,
  type MonthTotals,
} from '../../domain/records/monthly-control';
import type { SaveOutcome } from '../../domain/records/entered-at';
import type { Db } from '../db/client';
import { enteredLaterOrSame, saveLatest } from '../db/last-write-wins';
import { monthlyControl } from '../db/schema';
import { assertFinite } from '../validate';

type MonthlyRow = typeof monthlyControl.$inferSelect;

export function toRecord(row: MonthlyRow): MonthlyRecord {
  return {
    monthYear: row.monthYear.slice(0, 7),
    initialQuantity: row.initialQuantity,
    purchases: row.purchases,
    sales: row.sales,
    deaths: row.deaths,
    totalCosts: Number(row.totalCosts),
    totalRevenue: Number(row.totalRevenue),
    finalQuantity: row.finalQuantity,
    netProfit: Number(row.netProfit),
  };
}

/** The month as the app answers it: the record and when its figures were typed. */
export function toEntry(row: MonthlyRow): MonthlyEntry {
  return { ...toRecord(row), enteredAt: row.enteredAt.toISOString() };
}

/**
 * Saves a farm's month ('YYYY-MM-01'): the server computes final quantity and net profit itself
 * (the app's route and the public API). `userId` is the author; null from an API key. The
 * stored month is replaced only by figures entered at the same time or later (`enteredAt`, last
 * write wins); a save whose `idempotencyKey` is already stored on the farm changes nothing.
 * Gives back the row the farm holds now and what became of this save (last-write-wins.ts).
 */
async function saveMonthly(
  db: Db,
  farmId: string,
  userId: string | null,
  monthYear: string,
  figures: MonthlyFigures,
  { enteredAt, idempotencyKey = null }: { enteredAt: Date; idempotencyKey?: string | null },
): Promise<{ row: MonthlyRow; outcome: SaveOutcome }> {
  const { finalQuantity, netProfit } = calculateMonthly(figures);
  // Money the server derives is stored in cents, without binary dust (77878.37999999998).
  const values = { ...figures, finalQuantity, netProfit: roundTo(netProfit, 2) };
  assertFinite(values);
  const ofFarm = (where: SQL) => and(eq(monthlyControl.farmId, farmId), where);
  const first = async (where: SQL) =>
    (await db.select().from(monthlyControl).where(ofFarm(where)).limit(1))[0];
  return saveLatest(idempotencyKey, {
    findByKey: () => first(eq(monthlyControl.idempotencyKey, idempotencyKey!)),
    upsert: async () => {
      const [row] = await db
        .insert(monthlyControl)
        .values({ farmId, userId, monthYear, ...values, enteredAt, idempotencyKey })
        .onConflictDoUpdate({
          target: [monthlyControl.farmId, monthlyControl.monthYear],
          set: {
            ...values,
            enteredAt: sql`excluded.entered_at`,
            idempotencyKey: sql`excluded.idempotency_key`,
            updatedAt: sql`now()`,
          },
          setWhere: enteredLaterOrSame(monthlyControl.enteredAt, monthlyControl.idempotencyKey),
        })
        .returning();
      return row;
    },
    findCurrent: () => first(eq(monthlyControl.monthYear, monthYear)),
  });
}

/** Every query of the monthly control ('Controle Mensal'). */
export function monthlyStore(db: Db) {
  return {
    /** The farm's month ('YYYY-MM-01'), or undefined. */
    async get(farmId: string, monthYear: string) {
      const [row] = await db
        .select()
        .from(monthlyControl)
        .where(and(eq(monthlyControl.farmId, farmId), eq(monthlyControl.monthYear, monthYear)))
        .limit(1);
      return row;
    },
    save(
      farmId: string,
      userId: string | null,
      monthYear: string,
      figures: MonthlyFigures,
      options: { enteredAt: Date; idempotencyKey?: string | null },
    ) {
      return saveMonthly(db, farmId, userId, monthYear, figures, options);
    },
    /**
     * A page of the farm's months, newest first, strictly before `before` ('YYYY-MM-01') when
     * given: at most `limit` rows, and whether older ones remain (one row more is asked for).
     */
    async page(farmId: string, before: string | undefined, limit: number) {
      const rows = await db
        .select()
        .from(monthlyControl)
        .where(
          and(
            eq(monthlyControl.farmId, farmId),
            before === undefined ? undefined : lt(monthlyControl.monthYear, before),
          ),
        )
        .orderBy(desc(monthlyControl.monthYear))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },
    /** How many months the farm saved, with their money added up in SQL. */
    async totals(farmId: string): Promise<MonthTotals> {
      const [row] = await db
        .select({
          months: sql<number>`count(*)::int`,
          totalRevenue: sql<number>`coalesce(sum(${monthlyControl.totalRevenue}), 0)::float8`,
          totalCosts: sql<number>`coalesce(sum(${monthlyControl.totalCosts}), 0)::float8`,
          netProfit: sql<number>`coalesce(sum(${monthlyControl.netProfit}), 0)::float8`,
        })
        .from(monthlyControl)
        .where(eq(monthlyControl.farmId, farmId));
      return {
        months: Number(row!.months),
        totalRevenue: Number(row!.totalRevenue),
        totalCosts: Number(row!.totalCosts),
        netProfit: Number(row!.netProfit),
      };
    },
    /** Every month of the farm, oldest first (the CSV export). */
    list(farmId: string) {
      return db
        .select()
        .from(monthlyControl)
        .where(eq(monthlyControl.farmId, farmId))
        .orderBy(monthlyControl.monthYear);
    },
  };
}

export type MonthlyStore = ReturnType<typeof monthlyStore>;
