import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { weighings } from '../db/schema';
import { errorBody, fieldErrors, VALIDATION_MESSAGE } from '../errors';
import { toWeighing as toAppWeighing } from '../routes/weighings';

/** A weighing as /api/v1 answers it: the app's shape without the lot (lots are not in v1). */
function toWeighing(row: Parameters<typeof toAppWeighing>[0]) {
  const { batchId: _lot, ...weighing } = toAppWeighing(row);
  return weighing;
}
import { errorResponses, json, jsonBody, security, type ApiApp, type ApiV1Deps } from './common';
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
    'By weighing date, then by entry. One page of `limit` (default 1000, at most 5000) from `offset`; `nextOffset` is the next page, null on the last.',
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
  const { db } = deps;
  // The bulk body's items are checked one by one in the handler; the document still shows them.
  api.openAPIRegistry.register('BulkWeighingItem', BulkWeighingItemSchema);

  api.openapi(listRoute, async (c) => {
    const { animalId, from, to, limit, offset } = c.req.valid('query');
    const where: SQL[] = [eq(weighings.farmId, c.get('apiKey').farmId)];
    if (animalId) where.push(eq(weighings.animalId, animalId));
    if (from) where.push(gte(weighings.weighingDate, from));
    if (to) where.push(lte(weighings.weighingDate, to));
    const rows = await db
      .select()
      .from(weighings)
      .where(and(...where))
      .orderBy(asc(weighings.weighingDate), asc(weighings.createdAt), asc(weighings.id))
      .limit(limit + 1)
      .offset(offset);
    const page = rows.slice(0, limit);
    return c.json(
      {
        weighings: page.map(toWeighing),
        nextOffset: rows.length > limit ? offset + limit : null,
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
    const farmId = c.get('apiKey').farmId;
    const [row] = await db
      .insert(weighings)
      .values({ ...input, farmId, userId: null, batchId: null, idempotencyKey })
      .onConflictDoNothing({ target: [weighings.farmId, weighings.idempotencyKey] })
      .returning();
    if (row) return c.json(toWeighing(row), 201);
    const [existing] = await db
      .select()
      .from(weighings)
      .where(and(eq(weighings.farmId, farmId), eq(weighings.idempotencyKey, idempotencyKey!)))
      .limit(1);
    return c.json(toWeighing(existing!), 200);
  });

  api.openapi(bulkRoute, async (c) => {
    const items = c.req.valid('json').weighings;
    const farmId = c.get('apiKey').farmId;
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

    const keys = [...firstOfKey.keys()];
    const idOfKey = new Map<string, string>();
    const created = new Set<string>();
    if (keys.length > 0) {
      await db.transaction(async (tx) => {
        // One statement: a key already stored (an earlier batch, a retry) adds nothing.
        const inserted = await tx
          .insert(weighings)
          .values([...firstOfKey.values()])
          .onConflictDoNothing({ target: [weighings.farmId, weighings.idempotencyKey] })
          .returning({ id: weighings.id, key: weighings.idempotencyKey });
        for (const row of inserted) {
          idOfKey.set(row.key!, row.id);
          created.add(row.key!);
        }
        const missing = keys.filter((key) => !idOfKey.has(key));
        if (missing.length > 0) {
          const found = await tx
            .select({ id: weighings.id, key: weighings.idempotencyKey })
            .from(weighings)
            .where(and(eq(weighings.farmId, farmId), inArray(weighings.idempotencyKey, missing)));
          for (const row of found) idOfKey.set(row.key!, row.id);
        }
      });
    }

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
