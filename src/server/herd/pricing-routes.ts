import { Hono } from 'hono';
import type { UnpricedPage } from '../../domain/herd/api';
import { unpricedQuerySchema } from '../../domain/herd/queries';
import { eventPriceSchema } from '../../domain/herd/schemas';
import type { Access, AccessEnv } from '../access/access';
import { CURSORS, readCursor } from '../cursor';
import { idParam, parseBody, parseQuery } from '../validate';
import type { HerdStore } from './store';
import { EVENT_NOT_FOUND } from './store/undo';

/** 'Campo' records without prices; completing one is the owner's or the Gerente's. */
export const PRICE_MANAGER_MESSAGE = 'Só o proprietário e o gerente informam preços.';

/**
 * 'Preço a informar' (issue 39 item 8, decision 061), under /api/animal-events beside undo:
 * GET /unpriced, the sales and purchases recorded without a price (newest first, keyset pages,
 * with how many of each wait); PUT /:id/price, the price of one of them (any row of the event
 * names it), given to all its animals. The owner and a 'Gerente' only; a lapsed plan reads.
 */
export function herdPricingRoutes(deps: { access: Access; store: HerdStore; now: () => Date }) {
  const { access, store, now } = deps;
  const managing = () => access({ farmPage: true, manager: PRICE_MANAGER_MESSAGE });
  return new Hono<AccessEnv>()
    .get('/unpriced', managing(), async (c) => {
      const query = parseQuery(c, unpricedQuerySchema);
      const after = readCursor(CURSORS.unpriced, query.cursor);
      const farmId = c.get('farm').id;
      const [page, total] = await Promise.all([
        store.unpriced(farmId, after, query.limit),
        store.unpricedCounts(farmId),
      ]);
      const body: UnpricedPage = {
        items: page.items,
        nextCursor: page.next && CURSORS.unpriced.encode(page.next),
        total,
      };
      return c.json(body);
    })
    .put('/:id/price', managing(), async (c) => {
      const id = idParam(c, EVENT_NOT_FOUND);
      const terms = await parseBody(c, eventPriceSchema);
      const user = c.get('user');
      const result = await store.price(
        { farmId: c.get('farm').id, userId: user.id, userName: user.name, now: now() },
        id,
        terms,
      );
      return c.json(result);
    });
}
