import { Hono, type Context } from 'hono';
import type { AnimalDetail, AnimalPage } from '../../domain/herd/api';
import { movementsQuerySchema, periodOf } from '../../domain/herd/movements';
import {
  animalListQuerySchema,
  animalOptionsQuerySchema,
  timelineQuerySchema,
} from '../../domain/herd/queries';
import {
  animalSchemaUntil,
  animalUpdateSchemaUntil,
  birthSchemaUntil,
  deathSchemaUntil,
  purchaseSchemaUntil,
  saleSchemaUntil,
  transferSchemaUntil,
} from '../../domain/herd/schemas';
import { undoHerdEventSchema } from '../../domain/herd/undo';
import { hasFeature } from '../../domain/plans';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { refuseMoneyFrom, viewerOn } from '../access/money';
import { AppError, fieldErrors, VALIDATION_MESSAGE } from '../errors';
import { inWithdrawal } from '../farm-records';
import { requestIdempotencyKey } from '../idempotency';
import type { Limits } from '../limits/limiter';
import { idParam, parseBody, parseQuery } from '../validate';
import { CURSORS, herdListCursor, readCursor } from '../cursor';
import type { HerdStore, ListKey, WriteContext } from './store';
import { EVENT_NOT_FOUND } from './store/undo';

const NOT_FOUND = 'Animal não encontrado';
const FARM_NOT_FOUND = 'Fazenda não encontrada';

/** The body as JSON (a 400 when it is not), for an edit applied over the stored animal. */
async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'Os dados enviados não são um JSON válido.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, { _: 'Dados inválidos' });
  }
  return body as Record<string, unknown>;
}

/**
 * The herd registry ('Rebanho', issue 25, decisions 036 and 038), as the table of decision 036:
 * /api/animals (list, counts, options, an animal, its timeline, register, edit, births,
 * purchases, sales, deaths, transfers) and /api/animal-events/:id/undo. Every member of the
 * active farm, on every plan; a lapsed plan reads but writes nothing; 'Campo' sees no money and
 * records sales and purchases without a price (one sent is refused, decision 061). Dates are checked against São Paulo's today, by the server's clock.
 * Every write is once per `Idempotency-Key`: a repeat answers as the first did (200), creating
 * nothing.
 */
export function herdRoutes(deps: {
  access: Access;
  store: HerdStore;
  now: () => Date;
  limits: Limits;
}) {
  const { access, store, now } = deps;
  const herd = () => access({ farmPage: true });
  // A search by text counts against the account's and the address's searches (decision 058).
  const searched = deps.limits.search();

  function writeContext(c: Context<AccessEnv>): WriteContext {
    const farm = c.get('farm');
    const at = now();
    return {
      farmId: farm.id,
      ownerId: farm.ownerId,
      userId: c.get('user').id,
      idempotencyKey: requestIdempotencyKey(c),
      today: todayIn(at),
      now: at,
      withMoney: farm.seesMoney,
    };
  }

  /**
   * 'Campo' records sales and purchases without a price (decision 061): one sent is refused (403
   * on `price`), and nothing is written.
   */
  const noPriceFromField = (c: Context<AccessEnv>, price: number | null) =>
    refuseMoneyFrom(c.get('farm'), 'price', price);

  async function detailOf(c: Context<AccessEnv>, id: string): Promise<AnimalDetail> {
    const farmId = c.get('farm').id;
    const today = todayIn(now());
    const found = await store.detail(farmId, id, today);
    if (!found) throw new AppError(404, 'NOT_FOUND', NOT_FOUND);
    // Its withdrawal's product, when the animal is in one ('Em carência até', issue 26).
    const [w] = found.withdrawalUntil ? await store.withdrawals(farmId, [id], today) : [];
    return { ...found, withdrawal: w ? { until: w.until, productName: w.productName } : null };
  }

  return new Hono<AccessEnv>()
    .get('/', herd(), searched, async (c) => {
      const query = parseQuery(c, animalListQuerySchema);
      const cursor = herdListCursor(query.sort, query.dir);
      const after = readCursor(cursor, query.cursor) as ListKey | undefined;
      const page = await store.page(c.get('farm').id, query, after, todayIn(now()));
      const body: AnimalPage = {
        items: page.items,
        total: page.total,
        nextCursor: page.next && cursor.encode(page.next),
      };
      return c.json(body);
    })
    .get('/counts', herd(), async (c) =>
      c.json(await store.counts(c.get('farm').id, todayIn(now()))),
    )
    .get('/options', herd(), searched, async (c) => {
      const query = parseQuery(c, animalOptionsQuerySchema);
      return c.json({ items: await store.options(c.get('farm').id, query, todayIn(now())) });
    })
    .get('/movements', herd(), async (c) => {
      // The month's or year's births, purchases, sales and deaths (decision 042): what the
      // monthly control and the annual results start from. Money null for 'Campo'.
      const query = parseQuery(c, movementsQuerySchema);
      const farm = c.get('farm');
      const today = todayIn(now());
      return c.json(await store.movements(farm.id, periodOf(query), farm.seesMoney, today));
    })
    .get('/:id', herd(), async (c) => c.json(await detailOf(c, idParam(c, NOT_FOUND))))
    .get('/:id/timeline', herd(), async (c) => {
      const id = idParam(c, NOT_FOUND);
      const query = parseQuery(c, timelineQuerySchema);
      const farm = c.get('farm');
      const animal = await store.find(farm.id, id);
      if (!animal) throw new AppError(404, 'NOT_FOUND', NOT_FOUND);
      const after = readCursor(CURSORS.timeline, query.cursor);
      const viewer = viewerOn(farm, c.get('user').id);
      const page = await store.timeline(farm.id, animal, after, query.limit, viewer);
      return c.json({
        items: page.items,
        nextCursor: page.next && CURSORS.timeline.encode(page.next),
      });
    })
    .post('/', herd(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, animalSchemaUntil(ctx.today));
      const { id, replayed } = await store.register(ctx, input);
      return c.json(await detailOf(c, id), replayed ? 200 : 201);
    })
    .patch('/:id', herd(), async (c) => {
      const id = idParam(c, NOT_FOUND);
      const ctx = writeContext(c);
      const body = await jsonObject(c);
      const schema = animalUpdateSchemaUntil(ctx.today);
      await store.update(ctx, id, (stored) => {
        // The fields sent replace the stored ones; an age sent replaces the birth date.
        const merged = { ...stored, ...body };
        if ('ageMonths' in body && !('birthDate' in body)) merged.birthDate = null;
        const parsed = schema.safeParse(merged);
        if (!parsed.success) {
          throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, fieldErrors(parsed.error));
        }
        return parsed.data;
      });
      return c.json(await detailOf(c, id));
    })
    .post('/births', herd(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, birthSchemaUntil(ctx.today));
      const { id, replayed } = await store.birth(ctx, input);
      return c.json({ calf: await detailOf(c, id) }, replayed ? 200 : 201);
    })
    .post('/purchases', herd(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, purchaseSchemaUntil(ctx.today));
      noPriceFromField(c, input.price);
      const { animalIds, replayed } = await store.purchase(ctx, input);
      return c.json({ count: animalIds.length, animalIds }, replayed ? 200 : 201);
    })
    .post('/sales', herd(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, saleSchemaUntil(ctx.today));
      noPriceFromField(c, input.price);
      // Selling an animal in a withdrawal needs the producer's word (issue 26). Checked before
      // the sale's transaction: a warning, not a rule the herd lock has to keep.
      if (!input.confirmWithdrawal) {
        const found = await store.withdrawals(ctx.farmId, input.animalIds, input.date);
        if (found.length > 0) throw inWithdrawal(found);
      }
      const { count, replayed } = await store.sale(ctx, input);
      return c.json({ count }, replayed ? 200 : 201);
    })
    .post('/deaths', herd(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, deathSchemaUntil(ctx.today));
      const { count, replayed } = await store.death(ctx, input);
      return c.json({ count }, replayed ? 200 : 201);
    })
    .post('/transfers', herd(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, transferSchemaUntil(ctx.today));
      if (input.toFarmId === undefined) {
        const { count, replayed } = await store.transfer(ctx, input);
        return c.json({ count }, replayed ? 200 : 201);
      }
      // Between farms of one account: Master, and the caller runs both farms.
      const farm = c.get('farm');
      if (!hasFeature(farm.access, 'master')) {
        throw new AppError(403, 'PLAN_REQUIRED', 'Transferir entre fazendas exige o plano Master.');
      }
      if (farm.role === 'field') {
        throw new AppError(
          403,
          'ROLE_FORBIDDEN',
          'Só o proprietário e o gerente transferem entre fazendas.',
        );
      }
      const target = await store.membership(ctx.userId, input.toFarmId);
      if (!target || target.owner_id !== farm.ownerId || input.toFarmId === farm.id) {
        throw new AppError(404, 'NOT_FOUND', FARM_NOT_FOUND, { toFarmId: FARM_NOT_FOUND });
      }
      if (target.role === 'field') {
        throw new AppError(
          403,
          'ROLE_FORBIDDEN',
          'Só o proprietário e o gerente transferem entre fazendas.',
        );
      }
      const { count, replayed } = await store.transferToFarm(ctx, input, {
        farmId: input.toFarmId,
        farmName: target.name,
        fromFarmName: farm.name,
      });
      return c.json({ count }, replayed ? 200 : 201);
    });
}

/**
 * POST /api/animal-events/:id/undo {reason, animalId?}: decision 038; with `animalId`, that
 * animal alone leaves a sale, purchase or move of several (decision 063). 'Campo' undoes only the
 * events he entered, and no purchase or sale with a price (decision 057). Once per
 * Idempotency-Key.
 */
export function herdEventRoutes(deps: { access: Access; store: HerdStore; now: () => Date }) {
  const { access, store, now } = deps;
  return new Hono<AccessEnv>().post('/:id/undo', access({ farmPage: true }), async (c) => {
    const id = idParam(c, EVENT_NOT_FOUND);
    const input = await parseBody(c, undoHerdEventSchema);
    const farm = c.get('farm');
    const { undone, animals } = await store.undo(
      {
        farmId: farm.id,
        ownerId: farm.ownerId,
        userId: c.get('user').id,
        role: farm.role,
        now: now(),
        idempotencyKey: requestIdempotencyKey(c),
      },
      id,
      input,
    );
    return c.json({ undone, animals });
  });
}
