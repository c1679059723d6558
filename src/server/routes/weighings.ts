import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { weighingSchemaAt, type Weighing } from '../../domain/records/weighing';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { weighings } from '../db/schema';
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

/**
 * GET /api/weighings (by weighing date, then by entry) and POST /api/weighings. Weighings are
 * only added (spec section 4). A weighing may name one of the farm's open lots (decision 016).
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
      const input = await parseBody(c, weighingSchemaAt(deps.now()));
      const farmId = c.get('farm').id;
      await assertLot(db, farmId, input.batchId);
      const [row] = await db
        .insert(weighings)
        .values({ ...input, farmId, userId: c.get('user').id })
        .returning();
      return c.json(toWeighing(row!), 201);
    });
}
