import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { roundTo } from '../../domain/calculators/common';
import {
  calculateMonthly,
  monthlySaveSchema,
  monthSchema,
  type MonthlyEntry,
  type MonthlyFigures,
  type MonthlyRecord,
  type MonthlySaveResult,
} from '../../domain/records/monthly-control';
import { effectiveEnteredAt, type SaveOutcome } from '../../domain/records/entered-at';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { monthlyControl } from '../db/schema';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { enteredLaterOrSame, saveLatest } from '../last-write-wins';
import { requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { assertFinite, parseBody } from '../validate';

/** ':month' as 'YYYY-MM' (2000 to 2100) → the stored first day 'YYYY-MM-01'; else a 400. */
function monthParam(c: Context<FarmEnv>): string {
  const month = monthSchema.safeParse(c.req.param('month') ?? '');
  if (!month.success) throw new AppError(400, 'INVALID_MONTH', 'Mês/Ano inválido');
  return `${month.data}-01`;
}

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
export async function saveMonthly(
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

/**
 * GET, PUT /api/monthly-control/:month — one record per farm and month (spec section 2.8).
 * GET answers `null` for a month without a record.
 * PUT is the upsert: the server computes final quantity and net profit itself. The body may say
 * when the figures were typed (`enteredAt`; offline saves); the version typed last wins. The
 * answer is the month stored now, with `enteredAt` and `outcome` ('saved', 'replayed' for a
 * repeated `Idempotency-Key`, 'superseded' when a later version was already stored).
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
      return c.json(row ? toEntry(row) : null);
    })
    .put('/:month', async (c) => {
      const monthYear = monthParam(c);
      const idempotencyKey = requestIdempotencyKey(c);
      const { enteredAt, ...figures } = await parseBody(c, monthlySaveSchema);
      const { row, outcome } = await saveMonthly(
        db,
        c.get('farm').id,
        c.get('user').id,
        monthYear,
        figures,
        { enteredAt: effectiveEnteredAt(enteredAt, deps.now()), idempotencyKey },
      );
      const body: MonthlySaveResult = { ...toEntry(row), outcome };
      return c.json(body);
    });
}
