import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { roundTo } from '../../domain/calculators/common';
import {
  annualFiguresSchema,
  calculateAnnual,
  type AnnualFigures,
  yearSchema,
  type AnnualRecord,
} from '../../domain/records/annual-results';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { annualResults } from '../db/schema';
import { AppError } from '../errors';
import { requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { assertFinite, parseBody } from '../validate';

/** ':year' as four digits within the form's bounds (2020 to 2100); anything else is a 400. */
function yearParam(c: Context<FarmEnv>): number {
  const text = c.req.param('year') ?? '';
  const parsed = yearSchema.safeParse(/^\d{4}$/.test(text) ? Number(text) : Number.NaN);
  if (!parsed.success) {
    throw new AppError(400, 'INVALID_YEAR', parsed.error.issues[0]?.message ?? 'Ano inválido');
  }
  return parsed.data;
}

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));
const roundOrNull = (value: number | null) => (value === null ? null : roundTo(value, 2));

export function toRecord(row: typeof annualResults.$inferSelect): AnnualRecord {
  return {
    year: row.year,
    initialInventory: row.initialInventory,
    totalPurchases: row.totalPurchases,
    totalSales: row.totalSales,
    totalDeaths: row.totalDeaths,
    totalInvestment: Number(row.totalInvestment),
    totalRevenue: Number(row.totalRevenue),
    totalCosts: Number(row.totalCosts),
    finalInventory: row.finalInventory,
    netProfit: Number(row.netProfit),
    grossMargin: numberOrNull(row.grossMargin),
    roiPercent: numberOrNull(row.roiPercent),
  };
}

/**
 * Upserts a farm's year: recalculating a year overwrites it with the figures the server
 * computes (the app's route and the public API). `userId` is the author; null from an API key.
 */
export async function saveAnnual(
  db: Db,
  farmId: string,
  userId: string | null,
  year: number,
  figures: AnnualFigures,
) {
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
  const [row] = await db
    .insert(annualResults)
    .values({ farmId, userId, year, ...values })
    .onConflictDoUpdate({
      target: [annualResults.farmId, annualResults.year],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * GET, PUT /api/annual-results/:year — one record per user and year (spec section 2.10).
 * GET answers `null` for a year without a record.
 * PUT is the upsert: recalculating a year overwrites it with the figures the server computes.
 */
export function annualResultRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db } = deps;
  return new Hono<FarmEnv>()
    .use(requireSession(deps.auth), requireModule(db, 'annual-results', deps.now))
    .get('/:year', async (c) => {
      const year = yearParam(c);
      const [row] = await db
        .select()
        .from(annualResults)
        .where(and(eq(annualResults.farmId, c.get('farm').id), eq(annualResults.year, year)))
        .limit(1);
      // No record is a normal state (an empty form), not an error.
      return c.json(row ? toRecord(row) : null);
    })
    .put('/:year', async (c) => {
      const year = yearParam(c);
      const figures = await parseBody(c, annualFiguresSchema);
      const row = await saveAnnual(db, c.get('farm').id, c.get('user').id, year, figures);
      return c.json(toRecord(row));
    });
}
