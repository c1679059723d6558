import type { AnnualRecord } from '../../domain/records/annual-results';
import type { BudgetPlan } from '../../domain/records/budget';
import type { InventoryItem } from '../../domain/records/inventory';
import type { MonthlyRecord } from '../../domain/records/monthly-control';
import type { Weighing } from '../../domain/records/weighing';
import type {
  annualResults,
  budgetPlanning,
  inventory,
  monthlyControl,
  weighings,
} from '../db/schema';

/*
 * How each of the farm's typed records is answered (row → the API's shape): by its module's
 * routes, the public API (/api/v1) and the export alike, so the three never differ.
 */

type MonthlyRow = typeof monthlyControl.$inferSelect;
type AnnualRow = typeof annualResults.$inferSelect;
type BudgetRow = typeof budgetPlanning.$inferSelect;
type InventoryRow = typeof inventory.$inferSelect;
type WeighingRow = typeof weighings.$inferSelect;

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

export function toMonthlyRecord(row: MonthlyRow): MonthlyRecord {
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

export function toAnnualRecord(row: AnnualRow): AnnualRecord {
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

export function toBudgetPlan(row: BudgetRow): BudgetPlan {
  return {
    id: row.id,
    planningName: row.planningName,
    periodMonths: row.periodMonths,
    expectedQuantity: row.expectedQuantity,
    estimatedPurchasePrice: Number(row.estimatedPurchasePrice),
    estimatedSalePrice: Number(row.estimatedSalePrice),
    monthlySupplementCost: Number(row.monthlySupplementCost),
    monthlyRentCost: Number(row.monthlyRentCost),
    monthlyLaborCost: Number(row.monthlyLaborCost),
    otherMonthlyCosts: Number(row.otherMonthlyCosts),
    totalInvestment: Number(row.totalInvestment),
    estimatedProfit: Number(row.estimatedProfit),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A row as the API returns it; `Number()` guards against numeric columns read as strings. A
 * 'Campo' member gets no money figure: the value is null for them (decision 015).
 */
export function toInventoryItem(
  row: Pick<
    InventoryRow,
    'id' | 'category' | 'quantity' | 'averageWeight' | 'averageValue' | 'location'
  > & { createdAt: Date | string },
  withMoney: boolean,
): InventoryItem {
  return {
    id: row.id,
    category: row.category,
    quantity: row.quantity,
    averageWeight: Number(row.averageWeight),
    averageValue: withMoney && row.averageValue !== null ? Number(row.averageValue) : null,
    location: row.location,
    // The list's rows bring it as that text already (inventory/list-sql.ts).
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : row.createdAt.toISOString(),
  };
}

/** A row as the API returns it; `Number()` guards against numeric columns read as strings. */
export function toWeighing(row: WeighingRow): Weighing {
  return {
    id: row.id,
    animalId: row.animalId,
    weighingDate: row.weighingDate,
    weight: Number(row.weight),
    notes: row.notes,
    batchId: row.batchId,
    createdAt: row.createdAt.toISOString(),
  };
}
