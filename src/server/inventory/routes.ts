import { Hono } from 'hono';
import { todayIn } from '../../domain/records/dates';
import {
  fieldHerdCategorySchema,
  herdCategorySchema,
  withHerd,
  type InventoryListPage,
} from '../../domain/records/inventory';
import type { Access, AccessEnv } from '../access/access';
import { rowPageQuery } from '../db/keyset';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { idParam, parseBody } from '../validate';
import { toInventoryItem } from '../farm-records';
import type { InventoryStore } from './store';

const NOT_FOUND = 'Item não encontrado.';
const JSON_TYPE = { 'content-type': 'application/json' };

/** Categories a page holds when the query does not say. */
const DEFAULT_PAGE = 50;

/**
 * GET /api/inventory: a page of the categories, newest first (`?before=` the `next` of the page
 * before, `?limit=` 1 to 100, default 50), with the totals of the whole inventory and the
 * registry's active animals by category (`herd`, read-only, in the heads and weight: decision 042)
 * and the head count (`count`: the typed rows of a category the registry holds are not added
 * again, decision 062). POST /api/inventory (checked against the animal limit in
 * the same transaction as the insert; once per `Idempotency-Key`: a repeat answers the stored
 * row, 200), DELETE /api/inventory/:id. Always the request's farm's rows.
 */
export function inventoryRoutes(deps: { access: Access; store: InventoryStore; now: () => Date }) {
  const { access, store } = deps;
  // A lapsed plan may still try: the animal limit is checked with the insert (store.ts).
  const inventoryAccess = () => access({ module: 'inventory', lapsedMayWrite: true });

  return new Hono<AccessEnv>()
    .get('/', inventoryAccess(), async (c) => {
      const { before, limit } = rowPageQuery(c, DEFAULT_PAGE);
      const { id: farmId, seesMoney: withMoney, versionsAtStart } = c.get('farm');
      const today = todayIn(deps.now());
      // The head count first (kept between changes): it says which typed rows the registry
      // covers, which the totals leave out (decision 062). The kept figures and first page
      // are current to the versions read with the farm (decisions 087, 098): nothing is
      // written before them here.
      const count = await store.headCount(farmId, today, versionsAtStart);
      const [page, herd] = await Promise.all([
        store.pageWithTotals(farmId, before, limit, withMoney, count.coveredCategories, {
          today,
          known: versionsAtStart,
        }),
        store.herd(farmId, today, versionsAtStart),
      ]);
      // The registry's animals by category beside the typed rows, in the totals (decision 042);
      // the page's items are already the answer's JSON (decision 095).
      const rest: Omit<InventoryListPage, 'items'> = {
        totals: withHerd(page.totals, herd.groups, count),
        next: page.next,
        herd: herd.groups,
        herdWaiting: herd.waiting,
        count,
      };
      return c.body(`{"items":${page.items},${JSON.stringify(rest).slice(1)}`, 200, JSON_TYPE);
    })
    .post('/', inventoryAccess(), async (c) => {
      const farm = c.get('farm');
      const idempotencyKey = requestIdempotencyKey(c);
      const withMoney = farm.seesMoney;
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
      return c.json(toInventoryItem(row, withMoney), replayed ? 200 : 201);
    })
    .delete('/:id', inventoryAccess(), async (c) => {
      const id = idParam(c, NOT_FOUND);
      if (!(await store.remove(c.get('farm').id, id))) {
        throw new AppError(404, 'NOT_FOUND', NOT_FOUND);
      }
      return c.body(null, 204);
    });
}
