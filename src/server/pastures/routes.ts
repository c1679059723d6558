import { Hono, type Context } from 'hono';
import type { OccupationPage, PaddockPage } from '../../domain/pastures/api';
import {
  HISTORY_PAGE,
  historyQuerySchema,
  PADDOCK_PAGE,
  paddocksQuerySchema,
  stockingQuerySchema,
} from '../../domain/pastures/queries';
import {
  heightSchemaUntil,
  moveSchemaUntil,
  paddockSchema,
  pastureSettingsSchema,
  shapesImportSchema,
  SHAPES_BODY_MAX_BYTES,
  SHAPES_TOO_BIG_MESSAGE,
} from '../../domain/pastures/schemas';
import { undoEventSchema } from '../../domain/herd/schemas';
import { PASTURES_MANAGER_MESSAGE } from '../../domain/pastures/constants';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { CURSORS, readCursor } from '../cursor';
import { bodyUpTo } from '../middleware/body-limit';
import { writeContextOf } from '../write-context';
import { idParam, parseBody, parseQuery } from '../validate';
import type { PastureStore } from './store';
import { MOVE_NOT_FOUND, PADDOCK_NOT_FOUND } from './store/shared';

/**
 * 'Pastos' (issue 42, decision 070) under /api/pastures, every route of domain/pastures/api.ts.
 * Pro, Master and the trial (a lapsed plan reads); every member moves animals and records
 * heights; paddocks' registration and edits, shapes and settings are the owner's and a Gerente's.
 * Writes are once per `Idempotency-Key` (a replay answers 200 with what the first made).
 */
export function pastureRoutes(deps: { access: Access; store: PastureStore; now: () => Date }) {
  const { access, store, now } = deps;
  const member = () => access({ farmPage: true, feature: 'pastures' });
  const manager = () =>
    access({ farmPage: true, feature: 'pastures', manager: PASTURES_MANAGER_MESSAGE });
  const today = () => todayIn(now());

  const writeContext = (c: Context<AccessEnv>) => writeContextOf(c, today());

  const made = <T>(c: Context<AccessEnv>, body: T, replayed: boolean) =>
    c.json(body, replayed ? 200 : 201);
  const paddockId = (c: Context<AccessEnv>) => idParam(c, PADDOCK_NOT_FOUND);
  // A farm's file of shapes is larger than the API's 256 KB (app.ts leaves this one to it).
  const shapesLimit = bodyUpTo(SHAPES_BODY_MAX_BYTES, SHAPES_TOO_BIG_MESSAGE);

  return new Hono<AccessEnv>()
    .get('/paddocks', member(), async (c) => {
      const query = parseQuery(c, paddocksQuerySchema);
      const after = readCursor(CURSORS.byTag, query.cursor);
      const page = await store.paddocks(c.get('farm').id, today(), query, {
        limit: query.limit ?? PADDOCK_PAGE,
        after,
      });
      const body: PaddockPage = {
        items: page.items,
        nextCursor: page.last && CURSORS.byTag.encode([...page.last]),
        totals: page.totals,
      };
      return c.json(body);
    })
    .post('/paddocks', manager(), async (c) => {
      const input = await parseBody(c, paddockSchema);
      const { paddock, replayed } = await store.createPaddock(writeContext(c), input);
      return made(c, paddock, replayed);
    })
    .get('/paddocks/:id', member(), async (c) =>
      c.json(await store.paddockDetail(c.get('farm').id, paddockId(c), today())),
    )
    .put('/paddocks/:id', manager(), async (c) => {
      const id = paddockId(c);
      const input = await parseBody(c, paddockSchema);
      return c.json(await store.updatePaddock(writeContext(c), id, input));
    })
    .post('/paddocks/:id/heights', member(), async (c) => {
      const id = paddockId(c);
      const ctx = writeContext(c);
      const input = await parseBody(c, heightSchemaUntil(ctx.today));
      const { paddock, replayed } = await store.recordHeight(ctx, id, input);
      return made(c, paddock, replayed);
    })
    .get('/paddocks/:id/years', member(), async (c) => {
      const id = paddockId(c);
      const farmId = c.get('farm').id;
      await store.assertPaddock(farmId, id);
      return c.json({ items: await store.paddockYears(farmId, id, today()) });
    })
    .get('/history', member(), async (c) => {
      const query = parseQuery(c, historyQuerySchema);
      const after = readCursor(CURSORS.weighings, query.cursor);
      const farm = c.get('farm');
      const page = await store.history(
        farm.id,
        { role: farm.role, userId: c.get('user').id },
        { paddockId: query.paddockId },
        { limit: query.limit ?? HISTORY_PAGE, after },
      );
      const body: OccupationPage = {
        items: page.items,
        nextCursor: page.last && CURSORS.weighings.encode([...page.last]),
      };
      return c.json(body);
    })
    .get('/options', member(), async (c) => c.json(await store.options(c.get('farm').id)))
    .get('/map', member(), async (c) =>
      c.json({ items: await store.map(c.get('farm').id, today()) }),
    )
    .post('/shapes', manager(), shapesLimit, async (c) => {
      const input = await parseBody(c, shapesImportSchema);
      return c.json(await store.importShapes(writeContext(c), input));
    })
    .post('/moves', member(), async (c) => {
      const ctx = writeContext(c);
      const input = await parseBody(c, moveSchemaUntil(ctx.today));
      const what = input.animalIds?.length
        ? { animalIds: input.animalIds }
        : { lotId: input.lotId! };
      const { result, replayed } = await store.move(ctx, input, what);
      return made(c, result, replayed);
    })
    .post('/moves/:id/undo', member(), async (c) => {
      const id = idParam(c, MOVE_NOT_FOUND);
      const { reason } = await parseBody(c, undoEventSchema);
      await store.undoMove(writeContext(c), id, reason);
      return c.body(null, 204);
    })
    .get('/stocking', member(), async (c) => {
      const query = parseQuery(c, stockingQuerySchema);
      const day = today();
      return c.json(await store.stocking(c.get('farm').id, query.date ?? day, day));
    })
    .get('/settings', member(), async (c) => c.json(await store.settings(c.get('farm').id)))
    .put('/settings', manager(), async (c) => {
      const input = await parseBody(c, pastureSettingsSchema);
      return c.json(await store.saveSettings(c.get('farm').id, input));
    })
    .get('/animals/:id', member(), async (c) => {
      const id = idParam(c, 'Animal não encontrado');
      return c.json(await store.animalPaddock(c.get('farm').id, id));
    });
}
