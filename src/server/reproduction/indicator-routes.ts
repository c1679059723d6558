import { Hono } from 'hono';
import type { ToWeanPage } from '../../domain/reproduction/api';
import { FEMALE_PAGE, toWeanQuerySchema } from '../../domain/reproduction/queries';
import { todayIn } from '../../domain/records/dates';
import type { Access, AccessEnv } from '../access/access';
import { CURSORS, readCursor } from '../cursor';
import { idParam, parseQuery } from '../validate';
import type { ReproductionStore } from './store';
import { SEASON_NOT_FOUND } from './store/shared';

/**
 * A season's indicators and the lists that tell the producer what to do (issue 41 items 8 and 9),
 * under /api/reproduction beside routes.ts: every member of a farm with the feature reads them
 * (nothing here carries money; a lapsed plan reads too).
 */
export function reproductionIndicatorRoutes(deps: {
  access: Access;
  store: ReproductionStore;
  now: () => Date;
}) {
  const { access, store, now } = deps;
  const member = () => access({ farmPage: true, feature: 'reproduction' });

  return new Hono<AccessEnv>()
    .get('/seasons/:id/indicators', member(), async (c) =>
      c.json(await store.indicators(c.get('farm').id, idParam(c, SEASON_NOT_FOUND))),
    )
    .get('/seasons/:id/calvings-by-month', member(), async (c) =>
      c.json({
        items: await store.calvingsByMonth(c.get('farm').id, idParam(c, SEASON_NOT_FOUND)),
      }),
    )
    .get('/seasons/:id/to-wean', member(), async (c) => {
      const id = idParam(c, SEASON_NOT_FOUND);
      const query = parseQuery(c, toWeanQuerySchema);
      const after = readCursor(CURSORS.byDateAndTag, query.cursor);
      const page = await store.toWean(c.get('farm').id, id, todayIn(now()), {
        limit: query.limit ?? FEMALE_PAGE,
        after,
      });
      const body: ToWeanPage = {
        items: page.items,
        nextCursor: page.last && CURSORS.byDateAndTag.encode([...page.last]),
      };
      return c.json(body);
    });
}
