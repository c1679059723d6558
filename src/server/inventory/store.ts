import { insertOnce } from '../db/insert-once';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { KG_PER_ARROBA } from '../../domain/calculators/common';
import type { HerdCategory, InventoryListTotals } from '../../domain/records/inventory';
import type { RowCursor } from '../../domain/records/paging';
import type { Db } from '../db/client';
import { afterCursor, cursorAt, keysetPage } from '../db/keyset';
import { inventory } from '../db/schema';
import {
  assertRoomForLocked,
  farmMemo,
  headCountToday,
  herdByCategory,
  lockOwner,
  typedCategoryKey,
} from '../farm-records';

/** The registry's groups: they move with the animals and their weighings. */
const herdGroups = farmMemo<Awaited<ReturnType<typeof herdByCategory>>>('figures');

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

  // The screen's first page and its totals are read on every visit: prepared too.
  const farmIs = eq(inventory.farmId, sql.placeholder('farmId'));
  const pageQuery = (where: SQL) =>
    db
      .select({ row: inventory, cursorAt: cursorAt(inventory.createdAt), id: inventory.id })
      .from(inventory)
      .where(where)
      .orderBy(desc(inventory.createdAt), desc(inventory.id));
  const firstPage = pageQuery(farmIs)
    .limit(sql.placeholder('limit'))
    .prepare('arroba-inventory-first-page');
  // The typed rows the registry covers (decision 062) are listed but not added: their heads are
  // the registry's. 'N categorias registradas' and the rows without a value count every row.
  const counted = sql`(${typedCategoryKey(sql`${inventory.category}`)} is null
    or ${typedCategoryKey(sql`${inventory.category}`)} <> all(${sql.placeholder('covered')}::text[]))`;
  const totals = db
    .select({
      categories: sql<number>`count(*)::int`,
      heads: sql<number>`coalesce(sum(${inventory.quantity}) filter (where ${counted}), 0)::float8`,
      weight: sql<number>`coalesce(sum(${inventory.quantity} * ${inventory.averageWeight}) filter (where ${counted}), 0)::float8`,
      value: sql<number>`coalesce(sum(${inventory.quantity} * ${inventory.averageValue}) filter (where ${counted}), 0)::float8`,
      unvalued: sql<number>`(count(*) filter (where ${inventory.averageValue} is null))::int`,
    })
    .from(inventory)
    .where(farmIs)
    .prepare('arroba-inventory-totals');

  return {
    /** The farm's categories, newest first (the public API). */
    list: (farmId: string) => list.execute({ farmId }),
    /** A page of the farm's categories, newest first, after `before` when given (keyset.ts). */
    async page(farmId: string, before: RowCursor | undefined, limit: number) {
      const rows = before
        ? await pageQuery(and(farmIs, afterCursor(inventory.createdAt, inventory.id, before))!)
            .limit(limit + 1)
            .execute({ farmId })
        : await firstPage.execute({ farmId, limit: limit + 1 });
      const page = keysetPage(rows, limit);
      return { rows: page.rows.map((r) => r.row), next: page.next };
    },
    /**
     * The summary of the whole inventory, added up in SQL (spec section 9), the rows of the
     * `covered` registry categories left out of the heads, weight and value (decision 062).
     */
    async totals(
      farmId: string,
      withMoney: boolean,
      covered: readonly string[],
    ): Promise<InventoryListTotals> {
      const [row] = await totals.execute({ farmId, covered: `{${covered.join(',')}}` });
      const weight = Number(row!.weight);
      return {
        categories: Number(row!.categories),
        heads: Number(row!.heads),
        weight,
        arrobas: weight / KG_PER_ARROBA,
        value: withMoney ? Number(row!.value) : 0,
        unvalued: Number(row!.unvalued),
        herdHeads: 0,
        herdWeighed: 0,
      };
    },
    /**
     * The registry's active animals by category ('Do rebanho', decision 042), kept between the
     * farm's changes (decision 049).
     */
    herd: (farmId: string, today: string) =>
      herdGroups(db, farmId, today, () => herdByCategory(db, farmId, today)),
    /** The herd today (decision 062): the registry's part, the typed rows' and which it covers. */
    headCount: (farmId: string, today: string) => headCountToday(db, farmId, today),
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
