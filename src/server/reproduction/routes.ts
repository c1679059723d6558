import { Hono, type Context } from 'hono';
import type { FemalePage } from '../../domain/reproduction/api';
import { femalesQuerySchema, FEMALE_PAGE } from '../../domain/reproduction/queries';
import {
  abortionSchemaUntil,
  diagnosisSchemaUntil,
  exposeSchema,
  inseminationSchemaUntil,
  naturalServiceSchemaUntil,
  protocolSchema,
  seasonSchema,
  semenSchema,
  startProtocolSchemaUntil,
  weaningSchemaUntil,
} from '../../domain/reproduction/schemas';
import { undoEventSchema } from '../../domain/herd/schemas';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { refuseMoneyFrom } from '../access/money';
import { writeContextOf } from '../write-context';
import { idParam, parseBody, parseQuery } from '../validate';
import { CURSORS, readCursor } from '../cursor';
import type { ExposeTarget, ReproductionStore } from './store';
import {
  ANIMAL_NOT_FOUND,
  PROTOCOL_NOT_FOUND,
  RECORD_NOT_FOUND,
  SEASON_NOT_FOUND,
} from './store/shared';

/**
 * The reproduction records ('Reprodução', issue 41, decision 067) under /api/reproduction, every
 * route of domain/reproduction/api.ts. Pro, Master and the trial (a lapsed plan reads); every
 * member records seasons, exposures, batches, services, checks and weanings; a season's edit, a
 * female's removal and the protocols are the owner's and a Gerente's, as an insemination's cost
 * (money: refused from 'Campo', decision 073). Writes are once per
 * `Idempotency-Key` (a replay answers 200 with what the first made).
 */
export function reproductionRoutes(deps: {
  access: Access;
  store: ReproductionStore;
  now: () => Date;
}) {
  const { access, store, now } = deps;
  const member = () => access({ farmPage: true, feature: 'reproduction' });
  const manager = () => access({ farmPage: true, feature: 'reproduction', manager: true });
  const today = () => todayIn(now());

  const writeContext = (c: Context<AccessEnv>) => writeContextOf(c, today());

  const made = <T>(c: Context<AccessEnv>, body: T, replayed: boolean) =>
    c.json(body, replayed ? 200 : 201);
  const seasonId = (c: Context<AccessEnv>) => idParam(c, SEASON_NOT_FOUND);

  return new Hono<AccessEnv>()
    .get('/seasons', member(), async (c) =>
      c.json({ items: await store.seasons(c.get('farm').id, today()) }),
    )
    .post('/seasons', member(), async (c) => {
      const input = await parseBody(c, seasonSchema);
      const { season, replayed } = await store.createSeason(writeContext(c), input);
      return made(c, season, replayed);
    })
    .get('/seasons/:id', member(), async (c) =>
      c.json(await store.seasonSummary(c.get('farm').id, seasonId(c), today())),
    )
    .put('/seasons/:id', manager(), async (c) => {
      const id = seasonId(c);
      const input = await parseBody(c, seasonSchema);
      return c.json(await store.updateSeason(writeContext(c), id, input));
    })
    .get('/seasons/:id/females', member(), async (c) => {
      const id = seasonId(c);
      const query = parseQuery(c, femalesQuerySchema);
      const after = readCursor(CURSORS.byTag, query.cursor);
      const page = await store.females(c.get('farm').id, id, today(), query, {
        limit: query.limit ?? FEMALE_PAGE,
        after,
      });
      const body: FemalePage = {
        items: page.items,
        nextCursor: page.last && CURSORS.byTag.encode([...page.last]),
      };
      return c.json(body);
    })
    .post('/seasons/:id/exposures', member(), async (c) => {
      const id = seasonId(c);
      const input = await parseBody(c, exposeSchema);
      const what: ExposeTarget = input.animalIds?.length
        ? { animalIds: input.animalIds }
        : input.lotId
          ? { lotId: input.lotId }
          : { category: input.category! };
      return c.json(await store.expose(writeContext(c), id, what));
    })
    .delete('/seasons/:id/exposures/:animalId', manager(), async (c) => {
      const id = seasonId(c);
      const animalId = idParam(c, ANIMAL_NOT_FOUND, 'animalId');
      await store.removeExposure(writeContext(c), id, animalId);
      return c.body(null, 204);
    })
    .get('/seasons/:id/batches', member(), async (c) =>
      c.json({ items: await store.batches(c.get('farm').id, seasonId(c)) }),
    )
    .get('/protocols', member(), async (c) => {
      const farmId = c.get('farm').id;
      await store.seedProtocols(farmId);
      return c.json({ items: await store.protocols(farmId) });
    })
    .post('/protocols', manager(), async (c) => {
      const input = await parseBody(c, protocolSchema);
      const { protocol, replayed } = await store.createProtocol(writeContext(c), input);
      return made(c, protocol, replayed);
    })
    .put('/protocols/:id', manager(), async (c) => {
      const id = idParam(c, PROTOCOL_NOT_FOUND);
      const input = await parseBody(c, protocolSchema);
      return c.json(await store.updateProtocol(writeContext(c), id, input));
    })
    .post('/protocols/:id/copy', manager(), async (c) => {
      const id = idParam(c, PROTOCOL_NOT_FOUND);
      const { protocol, replayed } = await store.copyProtocol(writeContext(c), id);
      return made(c, protocol, replayed);
    })
    .post('/batches', member(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, startProtocolSchemaUntil(ctx.today));
      const { batch, replayed } = await store.startBatch(ctx, input);
      return made(c, batch, replayed);
    })
    .get('/semen', member(), async (c) => c.json({ items: await store.semen(c.get('farm').id) }))
    .post('/semen', member(), async (c) => {
      const input = await parseBody(c, semenSchema);
      const { semen, replayed } = await store.createSemen(writeContext(c), input);
      return made(c, semen, replayed);
    })
    .post('/inseminations', member(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, inseminationSchemaUntil(ctx.today));
      // 'Custo por animal (R$)' is money: 'Campo' records the service without it (decision 073).
      refuseMoneyFrom(c.get('farm'), 'cost', input.cost);
      const result = await store.inseminate(ctx, input);
      return made(c, result, result.replayed);
    })
    .post('/natural-services', member(), async (c) => {
      const ctx = writeContext(c);
      const result = await store.cover(
        ctx,
        await parseBody(c, naturalServiceSchemaUntil(ctx.today)),
      );
      return made(c, result, result.replayed);
    })
    .post('/diagnoses', member(), async (c) => {
      const ctx = writeContext(c);
      const result = await store.diagnose(ctx, await parseBody(c, diagnosisSchemaUntil(ctx.today)));
      return made(c, result, result.replayed);
    })
    .post('/abortions', member(), async (c) => {
      const ctx = writeContext(c);
      const result = await store.abort(ctx, await parseBody(c, abortionSchemaUntil(ctx.today)));
      return made(c, result, result.replayed);
    })
    .post('/weanings', member(), async (c) => {
      const ctx = writeContext(c);
      const result = await store.wean(ctx, await parseBody(c, weaningSchemaUntil(ctx.today)));
      return made(c, result, result.replayed);
    })
    .post('/events/:id/undo', member(), async (c) => {
      const id = idParam(c, RECORD_NOT_FOUND);
      const { reason } = await parseBody(c, undoEventSchema);
      await store.undo(writeContext(c), id, reason);
      return c.body(null, 204);
    })
    .get('/animals/:id', member(), async (c) => {
      const id = idParam(c, ANIMAL_NOT_FOUND);
      const farm = c.get('farm');
      return c.json(
        await store.femaleReproduction(farm.id, id, today(), {
          userId: c.get('user').id,
          role: farm.role,
        }),
      );
    });
}
