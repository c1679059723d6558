import { Hono } from 'hono';
import { weighingSchemaAt } from '../../domain/records/weighing';
import type { Access, AccessEnv } from '../access/access';
import { requestIdempotencyKey } from '../idempotency';
import type { LotsStore } from '../lots/store';
import { parseBody } from '../validate';
import { toWeighing, type WeighingStore } from './store';

/**
 * GET /api/weighings (by weighing date, then by entry) and POST /api/weighings. Weighings are
 * only added (spec section 4). A weighing may name one of the farm's open lots (decision 016).
 * A POST with an `Idempotency-Key` already stored on the farm adds nothing and answers that
 * weighing (200), even if its lot has been closed since: an offline retry saves once.
 */
export function weighingRoutes(deps: {
  access: Access;
  store: WeighingStore;
  lots: LotsStore;
  now: () => Date;
}) {
  const { access, store } = deps;
  return new Hono<AccessEnv>()
    .get('/', access({ module: 'weighing' }), async (c) => {
      return c.json((await store.list(c.get('farm').id)).map(toWeighing));
    })
    .post('/', access({ module: 'weighing' }), async (c) => {
      // A weighing dated after São Paulo's today is refused, by the server's clock.
      const idempotencyKey = requestIdempotencyKey(c);
      const input = await parseBody(c, weighingSchemaAt(deps.now()));
      const farmId = c.get('farm').id;
      const stored = idempotencyKey && (await store.byKey(farmId, idempotencyKey));
      if (stored) return c.json(toWeighing(stored), 200);
      await deps.lots.assertOpen(farmId, input.batchId);
      const { row, replayed } = await store.add({
        ...input,
        farmId,
        userId: c.get('user').id,
        idempotencyKey,
      });
      return c.json(toWeighing(row), replayed ? 200 : 201);
    });
}
