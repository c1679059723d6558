import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { seesMoney } from '../../domain/farms';
import { todayIn } from '../../domain/records/dates';
import { lotFigures, lotSchema, LOT_MESSAGES, type Lot } from '../../domain/records/lots';
import type { Auth } from '../auth';
import type { Db } from '../db/client';
import { lots, weighings } from '../db/schema';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { requireModule, type FarmEnv } from '../middleware/require-module';
import { requireSession } from '../middleware/session';
import { parseBody } from '../validate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type LotRow = typeof lots.$inferSelect;
type WeighingRow = Pick<typeof weighings.$inferSelect, 'animalId' | 'weighingDate' | 'weight'> & {
  batchId: string | null;
  createdAt: Date;
};

export const CAMPO_LOTS_MESSAGE = 'Só o proprietário e o gerente cadastram e alteram lotes.';

/** The lot as the API answers it, with its figures; no price for 'Campo'. */
export function toLot(row: LotRow, rows: WeighingRow[], today: string, withMoney: boolean): Lot {
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

/**
 * Lots of the active farm (issue 12, decision 016), inside the weighing module: GET /api/lots
 * (open first, newest first, each with its figures from the weighings that name it),
 * POST /api/lots (once per `Idempotency-Key`), PUT /api/lots/:id, POST /api/lots/:id/close and
 * …/reopen. 'Campo' lists lots and weighs into them, but does not create or change them (their
 * price is money).
 */
export function lotRoutes(deps: { auth: Auth; db: Db; now: () => Date }) {
  const { db } = deps;

  async function weighingsOf(lotIds: string[]): Promise<WeighingRow[]> {
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

  async function answer(c: Context<FarmEnv>, row: LotRow) {
    const today = todayIn(deps.now());
    return toLot(row, await weighingsOf([row.id]), today, seesMoney(c.get('farm').role));
  }

  function assertManages(c: Context<FarmEnv>) {
    if (!seesMoney(c.get('farm').role))
      throw new AppError(403, 'ROLE_FORBIDDEN', CAMPO_LOTS_MESSAGE);
  }

  async function lotOfKey(farmId: string, key: string): Promise<LotRow | undefined> {
    const [row] = await db
      .select()
      .from(lots)
      .where(and(eq(lots.farmId, farmId), eq(lots.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  async function ownLot(c: Context<FarmEnv>): Promise<LotRow> {
    const id = c.req.param('id') ?? '';
    const [row] = UUID.test(id)
      ? await db
          .select()
          .from(lots)
          .where(and(eq(lots.id, id), eq(lots.farmId, c.get('farm').id)))
      : [];
    if (!row) throw new AppError(404, 'NOT_FOUND', LOT_MESSAGES.notFound);
    return row;
  }

  const setClosed = (closed: boolean) => async (c: Context<FarmEnv>) => {
    assertManages(c);
    const row = await ownLot(c);
    const [updated] = await db
      .update(lots)
      .set({ closedAt: closed ? (row.closedAt ?? deps.now()) : null, updatedAt: deps.now() })
      .where(eq(lots.id, row.id))
      .returning();
    return c.json(await answer(c, updated!));
  };

  return new Hono<FarmEnv>()
    .use(requireSession(deps.auth), requireModule(db, 'weighing', deps.now))
    .get('/', async (c) => {
      const rows = await db
        .select()
        .from(lots)
        .where(eq(lots.farmId, c.get('farm').id))
        .orderBy(sql`${lots.closedAt} is not null`, desc(lots.createdAt), asc(lots.id));
      const all = await weighingsOf(rows.map((r) => r.id));
      const today = todayIn(deps.now());
      const withMoney = seesMoney(c.get('farm').role);
      return c.json(
        rows.map((row) =>
          toLot(
            row,
            all.filter((w) => w.batchId === row.id),
            today,
            withMoney,
          ),
        ),
      );
    })
    .post('/', async (c) => {
      assertManages(c);
      const idempotencyKey = requestIdempotencyKey(c);
      const input = await parseBody(c, lotSchema);
      const farmId = c.get('farm').id;
      // A key already stored on the farm adds nothing: the answer is the lot it made (200).
      const stored = idempotencyKey && (await lotOfKey(farmId, idempotencyKey));
      if (stored) return c.json(await answer(c, stored), 200);
      const [row] = await db
        .insert(lots)
        .values({ ...input, farmId, userId: c.get('user').id, idempotencyKey })
        .onConflictDoNothing({ target: [lots.farmId, lots.idempotencyKey] })
        .returning();
      if (row) return c.json(await answer(c, row), 201);
      // Only a repeated key conflicts (a null key never does): a concurrent request stored it.
      return c.json(await answer(c, (await lotOfKey(farmId, idempotencyKey!))!), 200);
    })
    .put('/:id', async (c) => {
      assertManages(c);
      const row = await ownLot(c);
      const input = await parseBody(c, lotSchema);
      const [updated] = await db
        .update(lots)
        .set({ ...input, updatedAt: deps.now() })
        .where(eq(lots.id, row.id))
        .returning();
      return c.json(await answer(c, updated!));
    })
    .post('/:id/close', setClosed(true))
    .post('/:id/reopen', setClosed(false));
}

/**
 * A weighing may name only an open lot of its own farm: another farm's lot is not found, a
 * closed one is refused, each as a field error of `batchId`.
 */
export async function assertLot(
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
