import { createRoute } from '@hono/zod-openapi';
import { AppError, errorBody, fieldErrors, VALIDATION_MESSAGE } from '../errors';
import { toWeighing as toAppWeighing } from '../farm-records';
import type { weighings } from '../db/schema';

/** A weighing as /api/v1 answers it: the app's shape without the lot (lots are not in v1). */
function toWeighing(row: Parameters<typeof toAppWeighing>[0]) {
  const { batchId: _lot, ...weighing } = toAppWeighing(row);
  return weighing;
}
import {
  errorResponses,
  json,
  jsonBody,
  security,
  type ApiApp,
  type ApiV1Deps,
  weighingAfter,
} from './common';
import {
  BulkResultSchema,
  BulkWeighingItemSchema,
  bulkWeighingItemAt,
  BulkWeighingsSchema,
  weighingInputAt,
  WeighingInputSchema,
  WeighingPageSchema,
  WeighingQuerySchema,
  WeighingSchema,
} from './schemas';

const listRoute = createRoute({
  method: 'get',
  path: '/weighings',
  tags: ['Pesagens'],
  summary: 'List weighings',
  description:
    'By weighing date, then by entry. One page of `limit` (default 1000, at most 1000; above it 400) after `cursor`: pass the `next_cursor` of each page as `cursor` until it is null. Rows added while paging are never repeated and no row is skipped. `offset` (deprecated) still pages by position, with `nextOffset`.',
  security,
  request: { query: WeighingQuerySchema },
  responses: { 200: json(WeighingPageSchema, 'A page of weighings.'), ...errorResponses() },
});

const createOneRoute = createRoute({
  method: 'post',
  path: '/weighings',
  tags: ['Pesagens'],
  summary: 'Add one weighing',
  description:
    'With an `idempotencyKey` already used on this farm, nothing is added: the answer is 200 with the weighing stored the first time.',
  security,
  request: { body: jsonBody(WeighingInputSchema) },
  responses: {
    201: json(WeighingSchema, 'Added.'),
    200: json(WeighingSchema, 'Already stored under this idempotencyKey.'),
    ...errorResponses(403, 413, 415),
  },
});

const bulkRoute = createRoute({
  method: 'post',
  path: '/weighings/bulk',
  tags: ['Pesagens'],
  summary: 'Add up to 1000 weighings',
  description:
    'Each item needs an `idempotencyKey` and is checked on its own: the answer lists, by index, what became of each (created, existing: already stored under that key, or invalid with its error). Sending the same batch again adds nothing. A key repeated inside one batch counts once (its later items answer existing).',
  security,
  request: { body: jsonBody(BulkWeighingsSchema) },
  responses: {
    200: json(BulkResultSchema, 'What became of each item.'),
    ...errorResponses(403, 413, 415),
  },
});

type BulkResult = {
  index: number;
  status: 'created' | 'existing' | 'invalid';
  id?: string;
  error?: { code: string; message: string; fields?: Record<string, string> };
};

/**
 * Weighings through the API (issue 11 item 4). Written by the key, not by a person: the author
 * (user_id) is null, as for every /api/v1 write.
 */
export function registerWeighings(api: ApiApp, deps: ApiV1Deps) {
  const store = deps.stores.weighing;
  // The bulk body's items are checked one by one in the handler; the document still shows them.
  api.openAPIRegistry.register('BulkWeighingItem', BulkWeighingItemSchema);

  api.openapi(listRoute, async (c) => {
    const { cursor, ...filter } = c.req.valid('query');
    const after = weighingAfter(cursor);
    if (after && c.req.query('offset') !== undefined) {
      throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, {
        offset: 'Use cursor ou offset, não os dois',
      });
    }
    const page = await deps.stores.apiV1.weighingPage(c.get('farm').id, { ...filter, after });
    return c.json(
      {
        weighings: page.rows.map(toWeighing),
        next_cursor: page.nextCursor,
        nextOffset: !after && page.more ? filter.offset + filter.limit : null,
      },
      200,
    );
  });

  api.openapi(createOneRoute, async (c) => {
    // The body passed the static schema; this adds "not after São Paulo's today".
    const checked = weighingInputAt(deps.now()).safeParse(c.req.valid('json'));
    if (!checked.success) {
      return c.json(errorBody('VALIDATION', VALIDATION_MESSAGE, fieldErrors(checked.error)), 400);
    }
    const { idempotencyKey, ...input } = checked.data;
    const farmId = c.get('farm').id;
    const { row, replayed } = await store.add({
      ...input,
      farmId,
      userId: null,
      batchId: null,
      idempotencyKey,
    });
    return c.json(toWeighing(row), replayed ? 200 : 201);
  });

  api.openapi(bulkRoute, async (c) => {
    const items = c.req.valid('json').weighings;
    const farmId = c.get('farm').id;
    const schema = bulkWeighingItemAt(deps.now());
    const results: BulkResult[] = [];
    // The first item with a key is the one stored; later ones with the same key point to it.
    const firstOfKey = new Map<string, typeof weighings.$inferInsert>();
    const keyAt = new Map<number, string>();
    items.forEach((item, index) => {
      const parsed = schema.safeParse(item);
      if (!parsed.success) {
        const error = errorBody('VALIDATION', VALIDATION_MESSAGE, fieldErrors(parsed.error)).error;
        results.push({ index, status: 'invalid', error });
        return;
      }
      const { idempotencyKey, ...input } = parsed.data;
      if (!firstOfKey.has(idempotencyKey)) {
        firstOfKey.set(idempotencyKey, {
          ...input,
          farmId,
          userId: null,
          batchId: null,
          idempotencyKey,
        });
      }
      keyAt.set(index, idempotencyKey);
      results.push({ index, status: 'existing' });
    });

    const { idOfKey, created } = await store.addMany(farmId, [...firstOfKey.values()]);

    const counts = { created: 0, existing: 0, invalid: 0 };
    for (const result of results) {
      const key = keyAt.get(result.index);
      if (key !== undefined) {
        result.id = idOfKey.get(key);
        if (created.delete(key)) result.status = 'created';
      }
      counts[result.status] += 1;
    }
    return c.json({ results, ...counts }, 200);
  });
}
