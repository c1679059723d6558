import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { checkAnimalLimit } from '../../domain/records/animal-limit';
import { herdCategorySchema, type InventoryItem } from '../../domain/records/inventory';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { loadAccess } from '../access';
import { inventory } from '../db/schema';
import { AppError } from '../errors';
import { requireModule } from '../middleware/require-module';
import { requireSession, type SessionEnv } from '../middleware/session';
import { parseBody } from '../validate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type InventoryRow = typeof inventory.$inferSelect;

/** A row as the API returns it; `Number()` guards against numeric columns read as strings. */
function toItem(row: InventoryRow): InventoryItem {
  return {
    id: row.id,
    category: row.category,
    quantity: row.quantity,
    averageWeight: Number(row.averageWeight),
    averageValue: Number(row.averageValue),
    location: row.location,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/inventory (newest first), POST /api/inventory (checked against the animal limit in
 * the same transaction as the insert), DELETE /api/inventory/:id. Always the session's rows.
 */
export function inventoryRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db } = deps;
  const session = requireSession(deps.auth);
  const inPlan = requireModule(db, 'inventory', deps.now, { lapsedMayWrite: true });

  return new Hono<SessionEnv>()
    .get('/', session, inPlan, async (c) => {
      const rows = await db
        .select()
        .from(inventory)
        .where(eq(inventory.userId, c.get('user').id))
        .orderBy(desc(inventory.createdAt), desc(inventory.id));
      return c.json(rows.map(toItem));
    })
    .post('/', session, inPlan, async (c) => {
      const input = await parseBody(c, herdCategorySchema);
      const userId = c.get('user').id;
      const row = await db.transaction(async (tx) => {
        // Adds of one user run one after the other, so two of them cannot both pass the limit
        // on the same count (decisions.md "Animal limit").
        await tx.execute(sql`select 1 from users where id = ${userId} for update`);
        const access = await loadAccess(tx, userId, deps.now());
        const [herd] = await tx
          .select({ heads: sql<string>`coalesce(sum(${inventory.quantity}), 0)` })
          .from(inventory)
          .where(eq(inventory.userId, userId));
        const problem = checkAnimalLimit({
          subscription: access.subscription,
          currentHeads: Number(herd?.heads ?? 0),
          adding: input.quantity,
        });
        if (problem) throw new AppError(403, problem.code, problem.message);

        const [inserted] = await tx
          .insert(inventory)
          .values({ ...input, userId })
          .returning();
        return inserted!;
      });
      return c.json(toItem(row), 201);
    })
    .delete('/:id', session, inPlan, async (c) => {
      const id = c.req.param('id');
      const deleted = UUID.test(id)
        ? await db
            .delete(inventory)
            .where(and(eq(inventory.id, id), eq(inventory.userId, c.get('user').id)))
            .returning({ id: inventory.id })
        : [];
      if (deleted.length === 0) throw new AppError(404, 'NOT_FOUND', 'Item não encontrado.');
      return c.body(null, 204);
    });
}
