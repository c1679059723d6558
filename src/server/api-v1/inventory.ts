import { createRoute } from '@hono/zod-openapi';
import { toItem } from '../inventory/store';
import { errorResponses, json, jsonBody, security, type ApiApp, type ApiV1Deps } from './common';
import { InventoryInputSchema, InventoryItemSchema, InventoryListSchema } from './schemas';

const listRoute = createRoute({
  method: 'get',
  path: '/inventory',
  tags: ['Estoque'],
  summary: 'List the herd inventory',
  description: 'Newest first.',
  security,
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
    const rows = await store.list(c.get('farm').id);
    // A key is the farm's, made by its owner: it sees the money figures.
    return c.json({ inventory: rows.map((row) => toItem(row, true)) }, 200);
  });

  api.openapi(createRoute_, async (c) => {
    const { id: farmId, ownerId } = c.get('farm');
    const input = c.req.valid('json');
    const { row } = await store.add({ id: farmId, ownerId }, null, input, deps.now());
    return c.json(toItem(row, true), 201);
  });
}
