import { insertOnce } from '../db/insert-once';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Category } from '../../domain/herd/constants';
import type { HerdCategory } from '../../domain/records/inventory';
import type { RowCursor } from '../../domain/records/paging';
import type { FarmVersions } from '../access/farm-context';
import type { Db } from '../db/client';
import { CURSORS } from '../cursor';
import { inventory } from '../db/schema';
import {
  coveredNames,
  FIRST_PAGE_WITH_TOTALS,
  PAGE_AFTER,
  totalsOf,
  TOTALS,
  type FirstPageRow,
  type ListedRow,
  type TotalsRow,
} from './list-sql';
import {
  assertRoomForLocked,
  farmMemo,
  headCountToday,
  herdByCategory,
  lockOwner,
} from '../farm-records';

/** The registry's groups: they move with the animals and their weighings. */
const herdGroups = farmMemo<Awaited<ReturnType<typeof herdByCategory>>>('figures');

/**
 * The first pages with their totals: they move with the typed rows and the head count's covered
 * categories ('stock', decision 098). A slot per farm, size, values shown and covered names; an
 * answer of 100 rows is ~25 KB, so the slots kept stay under a few MB.
 */
const FIRST_PAGES_KEPT = 64;
const firstPages = farmMemo<FirstPageRow>('stock', FIRST_PAGES_KEPT);

type InventoryRow = typeof inventory.$inferSelect;

/**
 * Adds a herd category to `farm`, checked against the animal limit of its owner's plan in the
 * same transaction as the insert (the app's route and the public API). `userId` is the author;
 * null for a write made with an API key. Throws a 403 AppError when the limit refuses it.
 * With an `idempotencyKey` already stored on the farm, adds nothing and gives that row back
 * (`replayed`), before the limit is checked: a retry is never refused by the heads it added.
 */
async function addInventoryItem(
  db: Db,
  farm: { id: string; ownerId: string },
  userId: string | null,
  input: NewInventoryItem,
  now: Date,
  idempotencyKey: string | null = null,
): Promise<{ row: InventoryRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
    // Adds under one subscriber run one after the other, so two of them cannot both pass
    // the limit on the same count (decisions.md "Animal limit"), nor store one key twice.
    await lockOwner(tx, farm.ownerId);
    const ofKey = async () => {
      const [row] = await tx
        .select()
        .from(inventory)
        .where(and(eq(inventory.farmId, farm.id), eq(inventory.idempotencyKey, idempotencyKey!)))
        .limit(1);
      return row;
    };
    const stored = idempotencyKey ? await ofKey() : undefined;
    if (stored) return { row: stored, replayed: true };
    // The limit counts the heads of every farm the subscriber owns: the typed rows and the
    // registry's active animals (farm-records/limit.ts, decision 038).
    await assertRoomForLocked(tx, farm.ownerId, input.quantity, now);

    // A repeated key (its twin sent at once) finds the stored row; the lock above makes it rare.
    return insertOnce(tx, inventory, { ...input, farmId: farm.id, userId, idempotencyKey });
  });
}

/** A category as it is added: 'Campo' leaves the value unknown (null). */
export type NewInventoryItem = Omit<HerdCategory, 'averageValue'> & { averageValue: number | null };

/** Every query of 'Controle de Estoque'. */
export function inventoryStore(db: Db) {
  // The list is read on every visit: a prepared statement, built and planned once.
  const list = db
    .select()
    .from(inventory)
    .where(eq(inventory.farmId, sql.placeholder('farmId')))
    .orderBy(desc(inventory.createdAt), desc(inventory.id))
    .prepare('arroba-inventory-list');

  const pool = db.$client;
  const oneRow = <Row extends object>(query: { name: string; text: string; values: unknown[] }) =>
    pool.query<Row>(query).then((result) => result.rows[0]!);

  return {
    /** The farm's categories, newest first (the public API). */
    list: (farmId: string) => list.execute({ farmId }),
    /**
     * A page of the farm's categories, newest first, after `before` when given (keyset.ts), and
     * the summary of the whole inventory added up in SQL (spec section 9), the rows of the
     * `covered` registry categories left out of the heads, weight and value (decision 062).
     * The first page and the totals are one statement (decision 087); the page's items come as
     * the answer's JSON text (decision 095).
     */
    async pageWithTotals(
      farmId: string,
      before: RowCursor | undefined,
      limit: number,
      withMoney: boolean,
      covered: readonly Category[],
      kept?: { today: string; known: FarmVersions },
    ) {
      const names = coveredNames(covered);
      // The first page with its totals, one statement (list-sql.ts); kept between the farm's
      // changes when the request read its versions before anything else (decision 098).
      const firstPage = () => {
        const read = () =>
          oneRow<FirstPageRow>({
            ...FIRST_PAGE_WITH_TOTALS,
            values: [farmId, limit, withMoney, names],
          });
        const slot = `${limit}|${withMoney}|${names}`;
        return kept ? firstPages(db, farmId, kept.today, read, slot, kept.known) : read();
      };
      // Both give one row: the first page's has the totals too.
      const [listed, sums]: [ListedRow, TotalsRow] = before
        ? await Promise.all([
            oneRow<ListedRow>({
              ...PAGE_AFTER,
              values: [farmId, limit, withMoney, before.at, before.id],
            }),
            oneRow<TotalsRow>({ ...TOTALS, values: [farmId, names] }),
          ])
        : await firstPage().then((row) => [row, row]);
      const { items, nextAt, nextId } = listed;
      return {
        /** The page's items as the answer's JSON array (list-sql.ts, decision 095). */
        items,
        next: nextAt !== null && nextId !== null ? CURSORS.rows.encode([nextAt, nextId]) : null,
        totals: totalsOf(sums, withMoney),
      };
    },
    /**
     * The registry's active animals by category ('Do rebanho', decision 042), kept between the
     * farm's changes (decision 049).
     */
    herd: (farmId: string, today: string, known?: FarmVersions) =>
      herdGroups(db, farmId, today, () => herdByCategory(db, farmId, today), '', known),
    /** The herd today (decision 062): the registry's part, the typed rows' and which it covers. */
    headCount: (farmId: string, today: string, known?: FarmVersions) =>
      headCountToday(db, farmId, today, known),
    add(
      farm: { id: string; ownerId: string },
      userId: string | null,
      input: NewInventoryItem,
      now: Date,
      idempotencyKey: string | null = null,
    ) {
      return addInventoryItem(db, farm, userId, input, now, idempotencyKey);
    },
    /** The farm's categories in the order they were added (the CSV export). */
    listOldestFirst(farmId: string) {
      return db
        .select()
        .from(inventory)
        .where(eq(inventory.farmId, farmId))
        .orderBy(asc(inventory.createdAt), asc(inventory.id));
    },
    /** Removes the farm's category `id`; false when it has none such. */
    async remove(farmId: string, id: string) {
      const deleted = await db
        .delete(inventory)
        .where(and(eq(inventory.id, id), eq(inventory.farmId, farmId)))
        .returning({ id: inventory.id });
      return deleted.length > 0;
    },
  };
}

export type InventoryStore = ReturnType<typeof inventoryStore>;
