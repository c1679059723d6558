import { Hono, type Context } from 'hono';
import type { ApplicationPage, BrucellosisProof, DuePage } from '../../domain/sanitary/api';
import {
  applicationsQuerySchema,
  brucellosisQuerySchema,
  dueCountsQuerySchema,
  dueQuerySchema,
  semesterRange,
} from '../../domain/sanitary/queries';
import {
  applicationSchemaUntil,
  priorHistorySchema,
  productSchema,
  protocolSchema,
  reminderSettingsSchema,
  undoApplicationSchema,
} from '../../domain/sanitary/schemas';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { viewerOn } from '../access/money';
import { requestIdempotencyKey } from '../idempotency';
import { idParam, parseBody, parseQuery } from '../validate';
import { CURSORS, readCursor } from '../cursor';
import type { SanitaryStore, SanitaryWriteContext } from './store';
import { PRODUCT_NOT_FOUND, PROTOCOL_NOT_FOUND } from './store/shared';

const APPLICATION_NOT_FOUND = 'Aplicação não encontrada';

/**
 * The sanitary records ('Sanidade', issue 26, decision 044) under /api/sanitary: products,
 * protocols, the due lists, applications, the brucellosis proof and the weekly e-mail's
 * setting. Pro, Master and the trial (a lapsed plan reads); every member of the farm records
 * applications, only the owner and a 'Gerente' change products and protocols; 'Campo' never sees
 * a price. Writes are once per `Idempotency-Key`.
 */
export function sanitaryRoutes(deps: { access: Access; store: SanitaryStore; now: () => Date }) {
  const { access, store, now } = deps;
  const member = () => access({ farmPage: true, feature: 'sanitary' });
  const manager = () => access({ farmPage: true, feature: 'sanitary', manager: true });

  function writeContext(c: Context<AccessEnv>): SanitaryWriteContext {
    const farm = c.get('farm');
    return {
      farmId: farm.id,
      userId: c.get('user').id,
      idempotencyKey: requestIdempotencyKey(c),
      today: todayIn(now()),
      withMoney: farm.seesMoney,
      role: farm.role,
    };
  }

  /** The farm's suggestions are made the first time anything here is read. */
  async function seeded(c: Context<AccessEnv>) {
    const today = todayIn(now());
    await store.seedSuggestions(c.get('farm').id, today);
    return today;
  }

  return (
    new Hono<AccessEnv>()
      .get('/products', member(), async (c) => {
        await seeded(c);
        const farm = c.get('farm');
        return c.json({ items: await store.products(farm.id, farm.seesMoney) });
      })
      .post('/products', manager(), async (c) => {
        const input = await parseBody(c, productSchema);
        return c.json(await store.createProduct(writeContext(c), input), 201);
      })
      .put('/products/:id', manager(), async (c) => {
        const id = idParam(c, PRODUCT_NOT_FOUND);
        const input = await parseBody(c, productSchema);
        return c.json(await store.updateProduct(writeContext(c), id, input));
      })
      .delete('/products/:id', manager(), async (c) => {
        await store.deleteProduct(c.get('farm').id, idParam(c, PRODUCT_NOT_FOUND));
        return c.body(null, 204);
      })
      .get('/protocols', member(), async (c) => {
        await seeded(c);
        return c.json({ items: await store.protocols(c.get('farm').id) });
      })
      .post('/protocols', manager(), async (c) => {
        const input = await parseBody(c, protocolSchema);
        return c.json(await store.createProtocol(writeContext(c), input), 201);
      })
      .put('/protocols/:id', manager(), async (c) => {
        const id = idParam(c, PROTOCOL_NOT_FOUND);
        const input = await parseBody(c, protocolSchema);
        return c.json(await store.updateProtocol(writeContext(c), id, input));
      })
      .delete('/protocols/:id', manager(), async (c) => {
        await store.deleteProtocol(c.get('farm').id, idParam(c, PROTOCOL_NOT_FOUND));
        return c.body(null, 204);
      })
      .get('/due/counts', member(), async (c) => {
        const { paddockId } = parseQuery(c, dueCountsQuerySchema);
        const today = await seeded(c);
        return c.json(await store.dueCounts(c.get('farm').id, today, paddockId));
      })
      .get('/due', member(), async (c) => {
        const query = parseQuery(c, dueQuerySchema);
        const after = readCursor(CURSORS.due, query.cursor);
        const today = await seeded(c);
        const page = await store.duePage(c.get('farm').id, today, { ...query, after });
        const body: DuePage = {
          items: page.items,
          total: page.total,
          nextCursor: page.last && CURSORS.due.encode(page.last),
        };
        return c.json(body);
      })
      .get('/applications', member(), async (c) => {
        const query = parseQuery(c, applicationsQuerySchema);
        const after = readCursor(CURSORS.applications, query.cursor);
        const farm = c.get('farm');
        const page = await store.applications(
          farm.id,
          query,
          { limit: query.limit, after },
          viewerOn(farm, c.get('user').id),
        );
        const body: ApplicationPage = {
          items: page.items,
          nextCursor: page.last && CURSORS.applications.encode(page.last),
        };
        return c.json(body);
      })
      .post('/applications', member(), async (c) => {
        const ctx = writeContext(c);
        const input = await parseBody(c, applicationSchemaUntil(ctx.today));
        const { replay, ...result } = await store.apply(ctx, input);
        return c.json(result, replay ? 200 : 201);
      })
      // 'Marcar como vacinadas antes do cadastro' (decision 063): every member, as applications.
      .post('/prior-history', member(), async (c) => {
        const input = await parseBody(c, priorHistorySchema);
        const { replay, ...result } = await store.markPriorHistory(writeContext(c), input);
        return c.json(result, replay ? 200 : 201);
      })
      .post('/applications/:id/undo', member(), async (c) => {
        const id = idParam(c, APPLICATION_NOT_FOUND);
        const input = await parseBody(c, undoApplicationSchema);
        const undone = await store.undoApplication(writeContext(c), id, input);
        return c.json({ ok: true, undone });
      })
      .get('/brucellosis', member(), async (c) => {
        const query = parseQuery(c, brucellosisQuerySchema);
        const after = readCursor(CURSORS.byDateAndTag, query.cursor);
        const farm = c.get('farm');
        const page = await store.brucellosis(farm.id, semesterRange(query.semester), {
          limit: query.limit,
          after,
        });
        const body: BrucellosisProof = {
          farmName: farm.name,
          semester: query.semester,
          from: page.from,
          to: page.to,
          items: page.items,
          total: page.total,
          nextCursor: page.last && CURSORS.byDateAndTag.encode(page.last),
        };
        return c.json(body);
      })
      .get('/settings', member(), async (c) => {
        const farm = c.get('farm');
        return c.json({
          weeklyEmail: await store.reminderSettings(farm.id, c.get('user').id),
          eligible: farm.role !== 'field',
        });
      })
      .put('/settings', member(), async (c) => {
        const { weeklyEmail } = await parseBody(c, reminderSettingsSchema);
        const farm = c.get('farm');
        await store.setReminderSettings(farm.id, c.get('user').id, weeklyEmail);
        return c.json({ weeklyEmail, eligible: farm.role !== 'field' });
      })
  );
}
