import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { roundTo } from '../../domain/calculators/common';
import {
  calculateMonthly,
  monthlyFiguresSchema,
  monthSchema,
  type MonthlyFigures,
  type MonthlyRecord,
} from '../../domain/records/monthly-control';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { monthlyControl } from '../db/schema';
import { AppError } from '../errors';
import { requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { assertFinite, parseBody } from '../validate';

/** ':month' as 'YYYY-MM' (2000 to 2100) → the stored first day 'YYYY-MM-01'; else a 400. */
function monthParam(c: Context<FarmEnv>): string {
  const month = monthSchema.safeParse(c.req.param('month') ?? '');
  if (!month.success) throw new AppError(400, 'INVALID_MONTH', 'Mês/Ano inválido');
  return `${month.data}-01`;
}

export function toRecord(row: typeof monthlyControl.$inferSelect): MonthlyRecord {
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

/**
 * Upserts a farm's month ('YYYY-MM-01'): the server computes final quantity and net profit
 * itself (the app's route and the public API). `userId` is the author; null from an API key.
 */
export async function saveMonthly(
  db: Db,
  farmId: string,
  userId: string | null,
  monthYear: string,
  figures: MonthlyFigures,
) {
  const { finalQuantity, netProfit } = calculateMonthly(figures);
  // Money the server derives is stored in cents, without binary dust (77878.37999999998).
  const values = { ...figures, finalQuantity, netProfit: roundTo(netProfit, 2) };
  assertFinite(values);
  const [row] = await db
    .insert(monthlyControl)
    .values({ farmId, userId, monthYear, ...values })
    .onConflictDoUpdate({
      target: [monthlyControl.farmId, monthlyControl.monthYear],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * GET, PUT /api/monthly-control/:month — one record per user and month (spec section 2.8).
 * GET answers `null` for a month without a record.
 * PUT is the upsert: the server computes final quantity and net profit itself.
 */
export function monthlyControlRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db } = deps;
  return new Hono<FarmEnv>()
    .use(requireSession(deps.auth), requireModule(db, 'monthly-control', deps.now))
    .get('/:month', async (c) => {
      const monthYear = monthParam(c);
      const [row] = await db
        .select()
        .from(monthlyControl)
        .where(
          and(eq(monthlyControl.farmId, c.get('farm').id), eq(monthlyControl.monthYear, monthYear)),
        )
        .limit(1);
      // No record is a normal state (an empty form), not an error.
      return c.json(row ? toRecord(row) : null);
    })
    .put('/:month', async (c) => {
      const monthYear = monthParam(c);
      const figures = await parseBody(c, monthlyFiguresSchema);
      const row = await saveMonthly(db, c.get('farm').id, c.get('user').id, monthYear, figures);
      return c.json(toRecord(row));
    });
}
