import { roundTo } from '../../domain/calculators/common';
import {
  calculateMonthly,
  type MonthlyEntry,
  type MonthlyFigures,
  type MonthTotals,
} from '../../domain/records/monthly-control';
import type { Db } from '../db/client';
import { monthlyControl } from '../db/schema';
import { toMonthlyRecord } from '../farm-records';
import { periodRecords, type SaveOptions } from '../period-records/store';

type MonthlyRow = typeof monthlyControl.$inferSelect;

/** The month as the app answers it: the record and when its figures were typed. */
export function toEntry(row: MonthlyRow): MonthlyEntry {
  return { ...toMonthlyRecord(row), enteredAt: row.enteredAt.toISOString() };
}

/**
 * The month's row from its figures: the server computes final quantity and net profit itself
 * (the app's route and the public API), and the shared store saves them last-write-wins
 * (period-records/store.ts).
 */
function monthValues(figures: MonthlyFigures) {
  const { finalQuantity, netProfit } = calculateMonthly(figures);
  // Money the server derives is stored in cents, without binary dust (77878.37999999998).
  return { ...figures, finalQuantity, netProfit: roundTo(netProfit, 2) };
}

/** Every query of the monthly control ('Controle Mensal'). */
export function monthlyStore(db: Db) {
  const months = periodRecords<typeof monthlyControl, string>(db, monthlyControl, 'monthYear');
  return {
    /** The farm's month ('YYYY-MM-01'), or undefined. */
    get: (farmId: string, monthYear: string) => months.get(farmId, monthYear),
    /** Saves the month (`userId` null from an API key): see period-records/store.ts. */
    save(
      farmId: string,
      userId: string | null,
      monthYear: string,
      figures: MonthlyFigures,
      options: SaveOptions,
    ) {
      return months.save(farmId, userId, monthYear, monthValues(figures), options);
    },
    /**
     * A page of the farm's months, newest first, strictly before `before` ('YYYY-MM-01') when
     * given: at most `limit` rows, and whether older ones remain.
     */
    page: (farmId: string, before: string | undefined, limit: number) =>
      months.page(farmId, before, limit),
    /** How many months the farm saved, with their money added up in SQL. */
    async totals(farmId: string): Promise<MonthTotals> {
      const { count, ...money } = await months.totals(farmId);
      return { months: count, ...money };
    },
    /** Every month of the farm, oldest first (the CSV export). */
    list: (farmId: string) => months.list(farmId),
  };
}

export type MonthlyStore = ReturnType<typeof monthlyStore>;
