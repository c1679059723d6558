import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { lotFigures, LOT_MESSAGES, type Lot, type lotSchema } from '../../domain/records/lots';
import type { Db } from '../db/client';
import { insertOnce } from '../db/insert-once';
import { lots, weighings } from '../db/schema';
import { AppError } from '../errors';

type LotRow = typeof lots.$inferSelect;
type LotWeighing = Pick<typeof weighings.$inferSelect, 'animalId' | 'weighingDate' | 'weight'> & {
  batchId: string | null;
  createdAt: Date;
};

/** The lot as the API answers it, with its figures; no price for 'Campo'. */
export function toLot(row: LotRow, rows: LotWeighing[], today: string, withMoney: boolean): Lot {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    initialWeight: Number(row.initialWeight),
    finalWeight: row.finalWeight === null ? null : Number(row.finalWeight),
    purchasePrice: withMoney ? Number(row.purchasePrice) : null,
    purchaseDate: row.purchaseDate,
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    figures: lotFigures(
      rows.map((w) => ({ ...w, weight: Number(w.weight), createdAt: w.createdAt.toISOString() })),
      row.purchaseDate,
      today,
    ),
  };
}

/** Every query of the lots (decision 016). */
export function lotsStore(db: Db) {
  /** The weighings that name any of `lotIds`. */
  async function weighingsOf(lotIds: string[]): Promise<LotWeighing[]> {
    if (lotIds.length === 0) return [];
    return db
      .select({
        animalId: weighings.animalId,
        weighingDate: weighings.weighingDate,
        weight: weighings.weight,
        batchId: weighings.batchId,
        createdAt: weighings.createdAt,
      })
      .from(weighings)
      .where(and(inArray(weighings.batchId, lotIds), isNotNull(weighings.batchId)));
  }

  /** Lots with their figures (the weighings that name them). */
  async function withFigures(rows: LotRow[], today: string, withMoney: boolean) {
    const all = await weighingsOf(rows.map((r) => r.id));
    return rows.map((row) =>
      toLot(
        row,
        all.filter((w) => w.batchId === row.id),
        today,
        withMoney,
      ),
    );
  }

  return {
    withFigures,
    /** A weighing names only an open lot of its own farm (assertOpenLot). */
    assertOpen: (farmId: string, lotId: string | null | undefined) =>
      assertOpenLot(db, farmId, lotId),
    /** The farm's lots: open first, newest first. */
    list(farmId: string) {
      return db
        .select()
        .from(lots)
        .where(eq(lots.farmId, farmId))
        .orderBy(sql`${lots.closedAt} is not null`, desc(lots.createdAt), asc(lots.id));
    },
    /** The farm's lot `id`, or undefined. */
    async get(farmId: string, id: string) {
      const [row] = await db
        .select()
        .from(lots)
        .where(and(eq(lots.id, id), eq(lots.farmId, farmId)));
      return row;
    },
    /** Stores a lot once per idempotency key (insert-once.ts). */
    add(values: typeof lots.$inferInsert) {
      return insertOnce(db, lots, values);
    },
    async update(id: string, input: z.output<typeof lotSchema>, now: Date) {
      const [row] = await db
        .update(lots)
        .set({ ...input, updatedAt: now })
        .where(eq(lots.id, id))
        .returning();
      return row!;
    },
    async setClosed(row: LotRow, closed: boolean, now: Date) {
      const [updated] = await db
        .update(lots)
        .set({ closedAt: closed ? (row.closedAt ?? now) : null, updatedAt: now })
        .where(eq(lots.id, row.id))
        .returning();
      return updated!;
    },
  };
}

export type LotsStore = ReturnType<typeof lotsStore>;

/**
 * A weighing may name only an open lot of its own farm: another farm's lot is not found, a
 * closed one is refused, each as a field error of `batchId`. `db` may be a transaction.
 */
export async function assertOpenLot(
  db: Pick<Db, 'select'>,
  farmId: string,
  lotId: string | null | undefined,
): Promise<void> {
  if (!lotId) return;
  const [row] = await db
    .select({ closedAt: lots.closedAt })
    .from(lots)
    .where(and(eq(lots.id, lotId), eq(lots.farmId, farmId)));
  if (!row) {
    throw new AppError(400, 'VALIDATION', 'Erro de validação', { batchId: LOT_MESSAGES.notFound });
  }
  if (row.closedAt) {
    throw new AppError(400, 'VALIDATION', 'Erro de validação', { batchId: LOT_MESSAGES.closed });
  }
}
