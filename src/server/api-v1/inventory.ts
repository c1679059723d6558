import { createRoute } from '@hono/zod-openapi';
import { toInventoryItem } from '../farm-records';
import {
  errorResponses,
  json,
  jsonBody,
  entryAfter,
  security,
  type ApiApp,
  type ApiV1Deps,
} from './common';
import {
  InventoryInputSchema,
  InventoryItemSchema,
  InventoryListSchema,
  InventoryQuerySchema,
} from './schemas';

const listRoute = createRoute({
  method: 'get',
  path: '/inventory',
  tags: ['Estoque'],
  summary: 'List the herd inventory',
  description:
    'Newest first. One page of `limit` (default 1000, at most 1000) after `cursor`: pass the `next_cursor` of each page as `cursor` until it is null.',
  security,
  request: { query: InventoryQuerySchema },
  responses: { 200: json(InventoryListSchema, 'The inventory.'), ...errorResponses() },
});

const createRoute_ = createRoute({
  method: 'post',
  path: '/inventory',
  tags: ['Estoque'],
  summary: 'Add a herd category',
  description:
    "Checked against the animal limit of the farm owner's plan (403 ANIMAL_LIMIT when over it).",
  security,
  request: { body: jsonBody(InventoryInputSchema) },
  responses: { 201: json(InventoryItemSchema, 'Added.'), ...errorResponses(403, 413, 415) },
});

/** The inventory through the API; an API write has no author (user_id null). */
export function registerInventory(api: ApiApp, deps: ApiV1Deps) {
  const store = deps.stores.inventory;

  api.openapi(listRoute, async (c) => {
    const { limit, cursor } = c.req.valid('query');
    const after = entryAfter(cursor);
    const page = await deps.stores.apiV1.inventoryPage(c.get('farm').id, limit, after);
    // A key is the farm's, made by its owner: it sees the money figures.
    return c.json(
      {
        inventory: page.rows.map((row) => toInventoryItem(row, true)),
        next_cursor: page.nextCursor,
      },
      200,
    );
  });

  api.openapi(createRoute_, async (c) => {
    const { id: farmId, ownerId } = c.get('farm');
    const input = c.req.valid('json');
    const { row } = await store.add({ id: farmId, ownerId }, null, input, deps.now());
    return c.json(toInventoryItem(row, true), 201);
  });
}
