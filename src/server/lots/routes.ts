import { Hono, type Context } from 'hono';
import { todayIn } from '../../domain/records/dates';
import {
  lotPageQuerySchema,
  lotSchema,
  LOT_MESSAGES,
  type Lot,
  type LotChoice,
  type LotListTotals,
} from '../../domain/records/lots';
import type { ListPage } from '../../domain/records/paging';
import type { Access, AccessEnv } from '../access/access';
import { pageQuery } from '../db/keyset';
import { CURSORS, readCursor } from '../cursor';
import { AppError } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import { idParam, parseBody } from '../validate';
import type { LotsStore } from './store';

/** Lots a page holds when the query does not say. */
const DEFAULT_PAGE = 20;

/**
 * Lots of the active farm (issue 12, decision 016), inside the weighing module: GET /api/lots
 * (a page of lots, open first, newest first, each with its figures from the weighings that name
 * it, and the totals of all lots; `?before=`, `?limit=` 1 to 100; decision 032),
 * POST /api/lots (once per `Idempotency-Key`), PUT /api/lots/:id, POST /api/lots/:id/close and
 * …/reopen. 'Campo' lists lots and weighs into them, but does not create or change them (their
 * price is money).
 */
export function lotRoutes(deps: { access: Access; store: LotsStore; now: () => Date }) {
  const { access, store, now } = deps;
  const lotsAccess = () => access({ module: 'weighing' });
  const managing = () => access({ module: 'weighing', manager: true });

  /** The lots with their figures, as the caller may see them. */
  const answer = async (
    c: Context<AccessEnv>,
    rows: Parameters<LotsStore['withFigures']>[0],
    weighed = true,
  ) => store.withFigures(rows, todayIn(now()), c.get('farm').seesMoney, weighed);

  async function ownLot(c: Context<AccessEnv>) {
    const row = await store.get(c.get('farm').id, idParam(c, LOT_MESSAGES.notFound));
    if (!row) throw new AppError(404, 'NOT_FOUND', LOT_MESSAGES.notFound);
    return row;
  }

  const setClosed = (closed: boolean) => async (c: Context<AccessEnv>) => {
    const updated = await store.setClosed(await ownLot(c), closed, now());
    return c.json((await answer(c, [updated]))[0]);
  };

  return new Hono<AccessEnv>()
    .get('/', lotsAccess(), async (c) => {
      const query = pageQuery(c, lotPageQuerySchema, DEFAULT_PAGE);
      const { limit, figures } = query;
      const key = readCursor(CURSORS.lots, query.before, 'before');
      const before = key && { closed: key[0] === 'c', name: key[1], id: key[2] };
      const farmId = c.get('farm').id;
      const [page, totals] = await Promise.all([
        store.page(farmId, before, limit),
        store.totals(farmId),
      ]);
      const lots = await answer(c, page.rows, figures !== 'none');
      const body: ListPage<Lot | LotChoice, LotListTotals> = {
        items: figures === 'none' ? lots.map(({ figures: _, ...choice }) => choice) : lots,
        totals,
        next:
          page.next &&
          CURSORS.lots.encode([page.next.closed ? 'c' : 'o', page.next.name, page.next.id]),
      };
      return c.json(body);
    })
    .post('/', managing(), async (c) => {
      const idempotencyKey = requestIdempotencyKey(c);
      const input = await parseBody(c, lotSchema);
      // A key already stored on the farm adds nothing: the answer is the lot it made (200).
      const { row, replayed } = await store.add({
        ...input,
        farmId: c.get('farm').id,
        userId: c.get('user').id,
        idempotencyKey,
      });
      return c.json((await answer(c, [row]))[0], replayed ? 200 : 201);
    })
    .put('/:id', managing(), async (c) => {
      const row = await ownLot(c);
      const input = await parseBody(c, lotSchema);
      const updated = await store.update(row.id, input, now());
      return c.json((await answer(c, [updated]))[0]);
    })
    .post('/:id/close', managing(), setClosed(true))
    .post('/:id/reopen', managing(), setClosed(false));
}
