import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SaveOutcome } from '../../domain/records/entered-at';
import type { Db } from '../db/client';
import { enteredLaterOrSame, saveLatest } from '../db/last-write-wins';
import type { annualResults, monthlyControl } from '../db/schema';
import { assertFinite } from '../validate';

/*
 * A farm's saved periods (issue 40): the monthly control's months and the annual results' years
 * are kept alike — one row per farm and period, saved last-write-wins, read a page at a time
 * newest first, added up in SQL, listed oldest first for the CSV. One implementation for both;
 * each store (annual-results/store.ts, monthly-control/store.ts) names its table and period.
 */

/** The tables of the periods: one row per farm and year, or farm and month ('YYYY-MM-01'). */
type PeriodTable = typeof annualResults | typeof monthlyControl;

/** The period's column: the year, or the month's first day. */
type PeriodKey = 'year' | 'monthYear';

export interface SaveOptions {
  enteredAt: Date;
  idempotencyKey?: string | null;
}

/** How many periods the farm saved, with their money added up. */
export interface PeriodTotals {
  count: number;
  totalRevenue: number;
  totalCosts: number;
  netProfit: number;
}

export function periodRecords<T extends PeriodTable, Period extends string | number>(
  db: Db,
  table: T,
  periodKey: PeriodKey,
) {
  type Row = T['$inferSelect'];
  const source = table as PeriodTable;
  const period = (table as unknown as Record<PeriodKey, PgColumn>)[periodKey];
  const ofFarm = (farmId: string, where?: SQL) => and(eq(table.farmId, farmId), where);
  const first = async (farmId: string, where: SQL) =>
    (await db.select().from(source).where(ofFarm(farmId, where)).limit(1))[0] as Row | undefined;

  return {
    /** The farm's period, or undefined. */
    get(farmId: string, value: Period) {
      return first(farmId, eq(period, value));
    },
    /**
     * Saves the period's figures with what the server derived from them (`values`). `userId` is
     * the author; null from an API key. The stored period is replaced only by figures entered at
     * the same time or later (`enteredAt`, last write wins); a save whose `idempotencyKey` is
     * already stored on the farm changes nothing. Gives back the row the farm holds now and what
     * became of this save (last-write-wins.ts).
     */
    save(
      farmId: string,
      userId: string | null,
      value: Period,
      values: Record<string, unknown>,
      { enteredAt, idempotencyKey = null }: SaveOptions,
    ): Promise<{ row: Row; outcome: SaveOutcome }> {
      assertFinite(values);
      return saveLatest(idempotencyKey, {
        findByKey: () => first(farmId, eq(table.idempotencyKey, idempotencyKey!)),
        upsert: async () => {
          const inserted = { farmId, userId, [periodKey]: value, ...values };
          const [row] = await db
            .insert(source)
            .values({ ...inserted, enteredAt, idempotencyKey } as never)
            .onConflictDoUpdate({
              target: [table.farmId, period],
              set: {
                ...values,
                enteredAt: sql`excluded.entered_at`,
                idempotencyKey: sql`excluded.idempotency_key`,
                updatedAt: sql`now()`,
              },
              setWhere: enteredLaterOrSame(table.enteredAt, table.idempotencyKey),
            })
            .returning();
          return row as Row | undefined;
        },
        findCurrent: () => first(farmId, eq(period, value)),
      });
    },
    /**
     * A page of the farm's periods, newest first, strictly before `before` when given: at most
     * `limit` rows, and whether older ones remain (one row more is asked for).
     */
    async page(farmId: string, before: Period | undefined, limit: number) {
      const rows = (await db
        .select()
        .from(source)
        .where(ofFarm(farmId, before === undefined ? undefined : lt(period, before)))
        .orderBy(desc(period))
        .limit(limit + 1)) as Row[];
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },
    /** How many periods the farm saved, with their money added up in SQL. */
    async totals(farmId: string): Promise<PeriodTotals> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          totalRevenue: sql<number>`coalesce(sum(${table.totalRevenue}), 0)::float8`,
          totalCosts: sql<number>`coalesce(sum(${table.totalCosts}), 0)::float8`,
          netProfit: sql<number>`coalesce(sum(${table.netProfit}), 0)::float8`,
        })
        .from(source)
        .where(ofFarm(farmId));
      return {
        count: Number(row!.count),
        totalRevenue: Number(row!.totalRevenue),
        totalCosts: Number(row!.totalCosts),
        netProfit: Number(row!.netProfit),
      };
    },
    /** Every period of the farm, oldest first (the CSV export). */
    async list(farmId: string) {
      return (await db.select().from(source).where(ofFarm(farmId)).orderBy(period)) as Row[];
    },
  };
}
