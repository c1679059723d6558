import { Hono } from 'hono';
import { seesMoney } from '../../domain/farms';
import { fieldHerdCategorySchema, herdCategorySchema } from '../../domain/records/inventory';
import type { Access, AccessEnv } from '../access/access';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { idParam, parseBody } from '../validate';
import { toItem, type InventoryStore } from './store';

const NOT_FOUND = 'Item não encontrado.';

/**
 * GET /api/inventory (newest first), POST /api/inventory (checked against the animal limit in
 * the same transaction as the insert; once per `Idempotency-Key`: a repeat answers the stored
 * row, 200), DELETE /api/inventory/:id. Always the request's farm's rows.
 */
export function inventoryRoutes(deps: { access: Access; store: InventoryStore; now: () => Date }) {
  const { access, store } = deps;
  // A lapsed plan may still try: the animal limit is checked with the insert (store.ts).
  const inventoryAccess = () => access({ module: 'inventory', lapsedMayWrite: true });

  return new Hono<AccessEnv>()
    .get('/', inventoryAccess(), async (c) => {
      const rows = await store.list(c.get('farm').id);
      const withMoney = seesMoney(c.get('farm').role);
      return c.json(rows.map((row) => toItem(row, withMoney)));
    })
    .post('/', inventoryAccess(), async (c) => {
      const farm = c.get('farm');
      const idempotencyKey = requestIdempotencyKey(c);
      const withMoney = seesMoney(farm.role);
      // 'Campo' enters heads and weights only; the value stays unknown (null).
      const input = withMoney
        ? await parseBody(c, herdCategorySchema)
        : { ...(await parseBody(c, fieldHerdCategorySchema)), averageValue: null };
      const { row, replayed } = await store.add(
        farm,
        c.get('user').id,
        input,
        deps.now(),
        idempotencyKey,
      );
      return c.json(toItem(row, withMoney), replayed ? 200 : 201);
    })
    .delete('/:id', inventoryAccess(), async (c) => {
      const id = idParam(c, NOT_FOUND);
      if (!(await store.remove(c.get('farm').id, id))) {
        throw new AppError(404, 'NOT_FOUND', NOT_FOUND);
      }
      return c.body(null, 204);
    });
}
