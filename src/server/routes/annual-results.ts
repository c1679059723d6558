import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { roundTo } from '../../domain/calculators/common';
import {
  annualSaveSchema,
  calculateAnnual,
  type AnnualEntry,
  type AnnualFigures,
  type AnnualRecord,
  type AnnualSaveResult,
  yearSchema,
} from '../../domain/records/annual-results';
import { effectiveEnteredAt, type SaveOutcome } from '../../domain/records/entered-at';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { annualResults } from '../db/schema';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { enteredLaterOrSame, saveLatest } from '../last-write-wins';
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

type AnnualRow = typeof annualResults.$inferSelect;

export function toRecord(row: AnnualRow): AnnualRecord {
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
export async function saveAnnual(
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

/**
 * GET, PUT /api/annual-results/:year — one record per farm and year (spec section 2.10).
 * GET answers `null` for a year without a record.
 * PUT is the upsert: recalculating a year overwrites it with the figures the server computes.
 * The body may say when the figures were typed (`enteredAt`; offline saves); the version typed
 * last wins. The answer is the year stored now, with `enteredAt` and `outcome` ('saved',
 * 'replayed' for a repeated `Idempotency-Key`, 'superseded' when a later version was stored).
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
      return c.json(row ? toEntry(row) : null);
    })
    .put('/:year', async (c) => {
      const year = yearParam(c);
      const idempotencyKey = requestIdempotencyKey(c);
      const { enteredAt, ...figures } = await parseBody(c, annualSaveSchema);
      const { row, outcome } = await saveAnnual(
        db,
        c.get('farm').id,
        c.get('user').id,
        year,
        figures,
        { enteredAt: effectiveEnteredAt(enteredAt, deps.now()), idempotencyKey },
      );
      const body: AnnualSaveResult = { ...toEntry(row), outcome };
      return c.json(body);
    });
}
