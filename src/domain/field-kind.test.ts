import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dailyRateInputSchema } from './calculators/daily-rate';
import { exchangeRatioInputSchema } from './calculators/exchange-ratio';
import { premiumInputSchema } from './calculators/premium';
import { resultsInputSchema } from './calculators/results';
import { stockingInputSchema } from './calculators/stocking';
import { supplementationCostInputSchema } from './calculators/supplementation-cost';
import { supplementationInputSchema } from './calculators/supplementation';
import { isIntegerField } from './field-kind';
import { annualResultsSchema } from './records/annual-results';
import { budgetPlanSchema } from './records/budget';
import { herdCategorySchema } from './records/inventory';
import { monthlyControlSchema } from './records/monthly-control';
import { weighingSchema } from './records/weighing';
import { VALID_INPUTS } from './schemas.fixture';

/** The fields of `schema` among `paths` that take whole numbers. */
const integers = (schema: z.ZodType, paths: string[]) =>
  paths.filter((path) => isIntegerField(schema, path));

describe('isIntegerField', () => {
  it('finds the heads of a calculator and nothing else (months of a lot may be fractional)', () => {
    expect(
      integers(resultsInputSchema, [
        'quantity',
        'initialWeight',
        'purchasePrice',
        'carcassYield',
        'months',
        'proteinadoConsumption',
      ]),
    ).toEqual(['quantity']);
    for (const schema of [
      supplementationInputSchema,
      stockingInputSchema,
      dailyRateInputSchema,
      premiumInputSchema,
    ]) {
      expect(isIntegerField(schema, 'quantity')).toBe(true);
    }
    expect(isIntegerField(stockingInputSchema, 'area')).toBe(false);
    expect(isIntegerField(premiumInputSchema, 'dailyGain')).toBe(false);
  });

  it('finds days, months of a plan and years', () => {
    expect(
      integers(supplementationCostInputSchema, ['quantity', 'days', 'costPerKg', 'averageWeight']),
    ).toEqual(['quantity', 'days']);
    expect(
      integers(budgetPlanSchema, [
        'planningName',
        'periodMonths',
        'expectedQuantity',
        'estimatedPurchasePrice',
      ]),
    ).toEqual(['periodMonths', 'expectedQuantity']);
  });

  it('walks intersections (annual, monthly) and nested blocks (exchange ratio)', () => {
    expect(
      integers(annualResultsSchema, ['year', ...Object.keys(VALID_INPUTS.annualFigures)]),
    ).toEqual(['year', 'initialInventory', 'totalPurchases', 'totalSales', 'totalDeaths']);
    expect(
      integers(monthlyControlSchema, [
        'monthYear',
        'initialQuantity',
        'purchases',
        'sales',
        'deaths',
        'totalCosts',
      ]),
    ).toEqual(['initialQuantity', 'purchases', 'sales', 'deaths']);
    expect(
      integers(exchangeRatioInputSchema, [
        'males.current.year',
        'females.previous.year',
        'males.current.arrobaValue',
        'females.previous.calfValue',
      ]),
    ).toEqual(['males.current.year', 'females.previous.year']);
  });

  it('reads record forms, and says no for unknown paths and non-numbers', () => {
    expect(integers(herdCategorySchema, ['quantity', 'averageWeight', 'averageValue'])).toEqual([
      'quantity',
    ]);
    expect(isIntegerField(weighingSchema, 'weight')).toBe(false);
    expect(isIntegerField(resultsInputSchema, 'nothing')).toBe(false);
    expect(isIntegerField(resultsInputSchema, 'quantity.deeper')).toBe(false);
    expect(isIntegerField(z.object({ n: z.number().int().optional() }), 'n')).toBe(true);
    expect(isIntegerField(z.string(), '')).toBe(false);
  });
});
