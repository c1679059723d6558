import type { AnnualFigures, AnnualOutput, AnnualRecord } from '@/domain/records/annual-results';
import { toInputText, type InputKind } from '@/domain/number';

/*
 * The annual form's figures: which there are, how each reads in a field, which the monthly
 * controls fill, and the form's values for a year.
 */

export const FORM_ID = 'annual-results';

export const FIGURES = [
  'initialInventory',
  'totalBirths',
  'totalPurchases',
  'totalSales',
  'totalDeaths',
  'totalInvestment',
  'totalRevenue',
  'totalCosts',
] as const satisfies ReadonlyArray<keyof AnnualFigures>;

export type Figure = (typeof FIGURES)[number];

/** Heads are whole numbers; investment, revenue and costs are money. */
export const KINDS: Record<Figure, InputKind> = {
  initialInventory: 'count',
  totalBirths: 'count',
  totalPurchases: 'count',
  totalSales: 'count',
  totalDeaths: 'count',
  totalInvestment: 'money',
  totalRevenue: 'money',
  totalCosts: 'money',
};

/** The fields the year's monthly controls fill. */
export const FROM_MONTHS = [
  'totalPurchases',
  'totalSales',
  'totalDeaths',
  'totalRevenue',
  'totalCosts',
] as const satisfies ReadonlyArray<Figure>;

/** The results shown under the form: a year, its figures and what they give. */
export type Shown = { year: number; input: AnnualFigures; output: AnnualOutput };

/** The form's values for a year: the saved record's figures, or empty fields. */
export const initialValues = (year: number, saved: AnnualRecord | null) => ({
  year: String(year),
  ...Object.fromEntries(FIGURES.map((k) => [k, saved ? toInputText(saved[k] ?? 0, KINDS[k]) : ''])),
});
