import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { checkAnimalLimit } from '../../domain/records/animal-limit';
import { seesMoney } from '../../domain/farms';
import {
  fieldHerdCategorySchema,
  herdCategorySchema,
  type HerdCategory,
  type InventoryItem,
} from '../../domain/records/inventory';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { loadAccess } from '../access';
import { inventory } from '../db/schema';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { parseBody } from '../validate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type InventoryRow = typeof inventory.$inferSelect;

/**
 * A row as the API returns it; `Number()` guards against numeric columns read as strings. A
 * 'Campo' member gets no money figure: the value is null for them (decision 015).
 */
export function toItem(row: InventoryRow, withMoney: boolean): InventoryItem {
  return {
    id: row.id,
    category: row.category,
    quantity: row.quantity,
    averageWeight: Number(row.averageWeight),
    averageValue: withMoney && row.averageValue !== null ? Number(row.averageValue) : null,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds a herd category to `farm`, checked against the animal limit of its owner's plan in the
 * same transaction as the insert (the app's route and the public API). `userId` is the author;
 * null for a write made with an API key. Throws a 403 AppError when the limit refuses it.
 * With an `idempotencyKey` already stored on the farm, adds nothing and gives that row back
 * (`replayed`), before the limit is checked: a retry is never refused by the heads it added.
 */
export async function addInventoryItem(
  db: Db,
  farm: { id: string; ownerId: string },
  userId: string | null,
  input: Omit<HerdCategory, 'averageValue'> & { averageValue: number | null },
  now: Date,
  idempotencyKey: string | null = null,
): Promise<{ row: InventoryRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
    // Adds under one subscriber run one after the other, so two of them cannot both pass
    // the limit on the same count (decisions.md "Animal limit"), nor store one key twice.
    await tx.execute(sql`select 1 from users where id = ${farm.ownerId} for update`);
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
    const access = await loadAccess(tx, farm.ownerId, now);
    // The limit counts the heads of every farm the subscriber owns.
    const [herd] = await tx
      .select({ heads: sql<string>`coalesce(sum(${inventory.quantity}), 0)` })
      .from(inventory)
      .where(
        sql`${inventory.farmId} in (select organization_id from farm_members
          where user_id = ${farm.ownerId} and role = 'owner')`,
      );
    const problem = checkAnimalLimit({
      subscription: access.subscription,
      currentHeads: Number(herd?.heads ?? 0),
      adding: input.quantity,
    });
    if (problem) throw new AppError(403, problem.code, problem.message);

    const [inserted] = await tx
      .insert(inventory)
      .values({ ...input, farmId: farm.id, userId, idempotencyKey })
      .onConflictDoNothing({ target: [inventory.farmId, inventory.idempotencyKey] })
      .returning();
    if (inserted) return { row: inserted, replayed: false };
    // Only a repeated key conflicts (a null key never does); the lock above makes it rare.
    return { row: (await ofKey())!, replayed: true };
  });
}

/**
 * GET /api/inventory (newest first), POST /api/inventory (checked against the animal limit in
 * the same transaction as the insert; once per `Idempotency-Key`: a repeat answers the stored
 * row, 200), DELETE /api/inventory/:id. Always the request's farm's rows.
 */
export function inventoryRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db } = deps;
  const session = requireSession(deps.auth);
  const inPlan = requireModule(db, 'inventory', deps.now, { lapsedMayWrite: true });

  // The list is read on every visit: a prepared statement, built and planned once.
  const list = db
    .select()
    .from(inventory)
    .where(eq(inventory.farmId, sql.placeholder('farmId')))
    .orderBy(desc(inventory.createdAt), desc(inventory.id))
    .prepare('arroba-inventory-list');

  return new Hono<FarmEnv>()
    .get('/', session, inPlan, async (c) => {
      const rows = await list.execute({ farmId: c.get('farm').id });
      const withMoney = seesMoney(c.get('farm').role);
      return c.json(rows.map((row) => toItem(row, withMoney)));
    })
    .post('/', session, inPlan, async (c) => {
      const farm = c.get('farm');
      const idempotencyKey = requestIdempotencyKey(c);
      const withMoney = seesMoney(farm.role);
      // 'Campo' enters heads and weights only; the value stays unknown (null).
      const input = withMoney
        ? await parseBody(c, herdCategorySchema)
        : { ...(await parseBody(c, fieldHerdCategorySchema)), averageValue: null };
      const { row, replayed } = await addInventoryItem(
        db,
        farm,
        c.get('user').id,
        input,
        deps.now(),
        idempotencyKey,
      );
      return c.json(toItem(row, withMoney), replayed ? 200 : 201);
    })
    .delete('/:id', session, inPlan, async (c) => {
      const id = c.req.param('id');
      const deleted = UUID.test(id)
        ? await db
            .delete(inventory)
            .where(and(eq(inventory.id, id), eq(inventory.farmId, c.get('farm').id)))
            .returning({ id: inventory.id })
        : [];
      if (deleted.length === 0) throw new AppError(404, 'NOT_FOUND', 'Item não encontrado.');
      return c.body(null, 204);
    });
}
