import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { weighingSchemaAt, type Weighing } from '../../domain/records/weighing';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { weighings } from '../db/schema';
import { requestIdempotencyKey } from '../idempotency';
import { requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { parseBody } from '../validate';
import { assertLot } from './lots';

type WeighingRow = typeof weighings.$inferSelect;

/** A row as the API returns it; `Number()` guards against numeric columns read as strings. */
export function toWeighing(row: WeighingRow): Weighing {
  return {
    id: row.id,
    animalId: row.animalId,
    weighingDate: row.weighingDate,
    weight: Number(row.weight),
    notes: row.notes,
    batchId: row.batchId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The farm's weighing stored under a client's key, if any. */
async function weighingOfKey(db: Db, farmId: string, key: string) {
  const [row] = await db
    .select()
    .from(weighings)
    .where(and(eq(weighings.farmId, farmId), eq(weighings.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * GET /api/weighings (by weighing date, then by entry) and POST /api/weighings. Weighings are
 * only added (spec section 4). A weighing may name one of the farm's open lots (decision 016).
 * A POST with an `Idempotency-Key` already stored on the farm adds nothing and answers that
 * weighing (200), even if its lot has been closed since: an offline retry saves once.
 */
export function weighingRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db } = deps;
  const session = requireSession(deps.auth);
  const inPlan = requireModule(db, 'weighing', deps.now);

  return new Hono<FarmEnv>()
    .get('/', session, inPlan, async (c) => {
      const rows = await db
        .select()
        .from(weighings)
        .where(eq(weighings.farmId, c.get('farm').id))
        .orderBy(asc(weighings.weighingDate), asc(weighings.createdAt), asc(weighings.id));
      return c.json(rows.map(toWeighing));
    })
    .post('/', session, inPlan, async (c) => {
      // A weighing dated after São Paulo's today is refused, by the server's clock.
      const idempotencyKey = requestIdempotencyKey(c);
      const input = await parseBody(c, weighingSchemaAt(deps.now()));
      const farmId = c.get('farm').id;
      const stored = idempotencyKey && (await weighingOfKey(db, farmId, idempotencyKey));
      if (stored) return c.json(toWeighing(stored), 200);
      await assertLot(db, farmId, input.batchId);
      const [row] = await db
        .insert(weighings)
        .values({ ...input, farmId, userId: c.get('user').id, idempotencyKey })
        .onConflictDoNothing({ target: [weighings.farmId, weighings.idempotencyKey] })
        .returning();
      if (row) return c.json(toWeighing(row), 201);
      // Only a repeated key conflicts (a null key never does): a concurrent request stored it.
      return c.json(toWeighing((await weighingOfKey(db, farmId, idempotencyKey!))!), 200);
    });
}
