import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { daysBetween } from '../../domain/records/dates';
import {
  LOT_MESSAGES,
  type Lot,
  type LotCursor,
  type LotListTotals,
  type lotSchema,
} from '../../domain/records/lots';
import type { Db } from '../db/client';
import { insertOnce } from '../db/insert-once';
import { naturalKey } from '../db/natural-order';
import { lots } from '../db/schema';
import { AppError } from '../errors';
import { readLotFigures, type WeighedFigures } from '../farm-records';

type LotRow = typeof lots.$inferSelect;

const NOT_WEIGHED: WeighedFigures = {
  headsWeighed: 0,
  averageWeight: null,
  averageDailyGain: null,
  totalGain: 0,
  lastWeighingDate: null,
};

/** The lot as the API answers it, with its figures; no price for 'Campo'. */
export function toLot(
  row: LotRow,
  weighed: WeighedFigures,
  today: string,
  withMoney: boolean,
): Lot {
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
    figures: {
      ...weighed,
      daysSincePurchase: Math.max(0, daysBetween(row.purchaseDate, today)),
    },
  };
}

/** Open lots sort before closed ones. */
const isClosed = sql<boolean>`(${lots.closedAt} is not null)`;
/** Then by name in natural order ('Lote 2' before 'Lote 10', issue 39). */
const byName = naturalKey(sql`${lots.name}`);

/** Lots after `cursor` in the list's order: open first, then by name (natural order), then id. */
function afterLot(cursor: LotCursor): SQL {
  const after = sql`(${byName}, ${lots.id}) > (${naturalKey(sql`${cursor.name}::text`)}, ${cursor.id}::uuid)`;
  return sql`(${isClosed} > ${cursor.closed} or (${isClosed} = ${cursor.closed} and ${after}))`;
}

/** Every query of the lots (decision 016; figures in SQL, decision 032). */
export function lotsStore(db: Db) {
  /**
   * Lots with their figures (farm-records/lot-figures.ts: their registered animals, else the
   * weighings that name them), in the order given.
   */
  async function withFigures(rows: LotRow[], today: string, withMoney: boolean, weighed = true) {
    const farmId = rows[0]?.farmId;
    const figures =
      farmId && weighed
        ? await readLotFigures(
            db,
            farmId,
            rows.map((r) => r.id),
          )
        : new Map();
    return rows.map((row) => toLot(row, figures.get(row.id) ?? NOT_WEIGHED, today, withMoney));
  }

  /** The list's order: open first, then by name in natural order (ties by id). */
  const listOrder = [isClosed, byName, asc(lots.id)] as const;

  return {
    withFigures,
    /** A weighing names only an open lot of its own farm (assertOpenLot). */
    assertOpen: (farmId: string, lotId: string | null | undefined) =>
      assertOpenLot(db, farmId, lotId),
    /** The farm's lots: open first, then by name (the CSV export). */
    list(farmId: string) {
      return db
        .select()
        .from(lots)
        .where(eq(lots.farmId, farmId))
        .orderBy(...listOrder);
    },
    /**
     * A page of the farm's lots in the list's order, after `before` when given; `next` is the
     * cursor of the following page (null at the last).
     */
    async page(farmId: string, before: LotCursor | undefined, limit: number) {
      const rows = await db
        .select({ row: lots, closed: isClosed })
        .from(lots)
        .where(and(eq(lots.farmId, farmId), before && afterLot(before)))
        .orderBy(...listOrder)
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const next: LotCursor | null =
        rows.length > limit && last
          ? { closed: last.closed, name: last.row.name, id: last.row.id }
          : null;
      return { rows: page.map((r) => r.row), next };
    },
    /**
     * The totals of all the farm's lots, in SQL over the lots alone (no weighing is read): how
     * many, how many open, and the heads of the open lots.
     */
    async totals(farmId: string): Promise<LotListTotals> {
      const [row] = await db
        .select({
          lots: sql<number>`count(*)::int`,
          open: sql<number>`(count(*) filter (where ${lots.closedAt} is null))::int`,
          openHeads: sql<number>`coalesce(sum(${lots.quantity}) filter (where ${lots.closedAt} is null), 0)::float8`,
        })
        .from(lots)
        .where(eq(lots.farmId, farmId));
      return {
        lots: Number(row!.lots),
        open: Number(row!.open),
        openHeads: Number(row!.openHeads),
      };
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
