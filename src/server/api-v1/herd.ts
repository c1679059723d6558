import { createRoute, z } from '@hono/zod-openapi';
import { BREEDS, CATEGORIES, STATUSES } from '../../domain/herd/constants';
import { STATUS_FILTERS } from '../../domain/herd/queries';
import { todayIn } from '../../domain/records/dates';
import { entryAfter, errorResponses, json, security, type ApiApp, type ApiV1Deps } from './common';
import { animalIdQuery, entryPageQuery, nextCursor, PAGING } from './schemas';
import type { ApiAnimalRow, ApiEventRow } from './store';

/*
 * The herd registry through the API (issue 25 item 6; decisions 036 and 038): the farm's animals
 * and the events of their lives, read-only, in keyset pages like the other v1 lists. A key is the
 * farm's, made by its owner: it sees prices.
 */

const EVENT_KINDS = ['entry', 'birth', 'purchase', 'sale', 'death', 'transfer', 'calving'] as const;

const AnimalSchema = z
  .object({
    id: z.uuid(),
    tag: z.string().openapi({ description: 'The ear tag (brinco).', example: '123' }),
    eid: z.string().nullable().openapi({
      description: 'Electronic id, 15 digits (ISO 11784/11785).',
      example: '982000123456789',
    }),
    sisbov: z.string().nullable(),
    name: z.string().nullable(),
    sex: z.enum(['M', 'F']).nullable().openapi({ description: 'M or F; null when not recorded.' }),
    breed: z.enum(BREEDS).nullable(),
    birthDate: z.string().nullable().openapi({ format: 'date' }),
    birthEstimated: z.boolean().openapi({ description: 'Estimated from an age in months.' }),
    ageMonths: z.number().int().nullable().openapi({ description: 'Whole months today.' }),
    category: z.enum(CATEGORIES).nullable().openapi({ description: 'Derived or overridden.' }),
    categoryOverride: z.enum(CATEGORIES).nullable(),
    breeder: z.boolean(),
    coat: z.string().nullable(),
    motherId: z.uuid().nullable(),
    father: z.string().nullable(),
    lotId: z.uuid().nullable(),
    lotName: z.string().nullable(),
    pasture: z.string().nullable(),
    origin: z.enum(['born', 'bought']).nullable(),
    status: z.enum(STATUSES),
    entryDate: z.string().nullable().openapi({ format: 'date' }),
    exitDate: z.string().nullable().openapi({ format: 'date' }),
    lastWeight: z.number().nullable().openapi({ description: 'kg, from the last weighing.' }),
    lastWeighingDate: z.string().nullable().openapi({ format: 'date' }),
    notes: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .openapi('Animal');

const AnimalPageSchema = z
  .object({ animals: z.array(AnimalSchema), next_cursor: nextCursor })
  .openapi('AnimalPage');

const AnimalQuerySchema = z.object({
  status: z
    .enum(STATUS_FILTERS, { error: 'Situação inválida' })
    .default('all')
    .openapi({
      param: { name: 'status', in: 'query' },
      description: 'active, sold, dead, transferred or all (default).',
    }),
  updatedSince: z.iso
    .datetime({ offset: true, error: 'Data e hora inválidas' })
    // PostgreSQL has no year 0.
    .refine((t) => t >= '0001', { error: 'Data e hora inválidas' })
    .optional()
    .openapi({
      param: { name: 'updatedSince', in: 'query' },
      description:
        'Only animals changed (edited, sold, dead, transferred, undone) at or after this instant, ISO 8601 with an offset. An undone purchase removes its animals: read the events for it.',
      example: '2026-11-01T00:00:00Z',
    }),
  ...entryPageQuery,
});

const AnimalEventSchema = z
  .object({
    id: z.uuid(),
    animalId: z.uuid(),
    tag: z.string().openapi({ description: "The animal's brinco." }),
    kind: z.enum(EVENT_KINDS),
    date: z.string().openapi({ format: 'date' }),
    groupId: z.uuid().openapi({
      description: 'Shared by the rows of one event of many animals (a purchase, a sale).',
    }),
    details: z.record(z.string(), z.unknown()).openapi({
      description:
        "By kind: weight (kg), priceKind (head, arroba, kg), price, value (R$ of this animal), carcassWeight (kg, a sale's romaneio), carcassYield (%: a sale by the arroba counts live kg × yield ÷ 15, or carcassWeight ÷ 15; a purchase by the arroba live kg ÷ 30, yield 50), pricedByName and pricedAt (a price given after the event was recorded without one), seller, buyer, gta, cause, note, fromLotName, toLotName, fromPasture, toPasture, toFarmName, fromFarmName, calfId, calfTag, origin. A sale or purchase with price null is waiting for its price.",
    }),
    undone: z
      .object({ at: z.iso.datetime(), reason: z.string() })
      .nullable()
      .openapi({ description: 'Set when the event was undone (entered by mistake).' }),
    createdAt: z.iso.datetime(),
  })
  .openapi('AnimalEvent');

const AnimalEventPageSchema = z
  .object({ events: z.array(AnimalEventSchema), next_cursor: nextCursor })
  .openapi('AnimalEventPage');

const AnimalEventQuerySchema = z.object({
  kind: z
    .enum(EVENT_KINDS, { error: 'Tipo de evento inválido' })
    .optional()
    .openapi({ param: { name: 'kind', in: 'query' }, description: 'Only events of this kind.' }),
  animalId: animalIdQuery,
  ...entryPageQuery,
});

const animalsRoute = createRoute({
  method: 'get',
  path: '/animals',
  tags: ['Rebanho'],
  summary: 'List the animals of the herd registry',
  description: `${PAGING} Category, age and last weight as of today in America/Sao_Paulo.`,
  security,
  request: { query: AnimalQuerySchema },
  responses: { 200: json(AnimalPageSchema, 'A page of animals.'), ...errorResponses() },
});

const eventsRoute = createRoute({
  method: 'get',
  path: '/animal-events',
  tags: ['Rebanho'],
  summary: 'List the events of the animals (births, purchases, sales, deaths, transfers)',
  description: `${PAGING} Undone events are listed with \`undone\` set.`,
  security,
  request: { query: AnimalEventQuerySchema },
  responses: { 200: json(AnimalEventPageSchema, 'A page of events.'), ...errorResponses() },
});

function toAnimal(r: ApiAnimalRow): z.infer<typeof AnimalSchema> {
  return {
    id: r.id,
    tag: r.tag,
    eid: r.eid,
    sisbov: r.sisbov,
    name: r.name,
    sex: r.sex === 'M' || r.sex === 'F' ? r.sex : null,
    breed: r.breed as z.infer<typeof AnimalSchema>['breed'],
    birthDate: r.birth_date,
    birthEstimated: r.birth_estimated,
    ageMonths: r.age_months === null ? null : Number(r.age_months),
    category: r.category as z.infer<typeof AnimalSchema>['category'],
    categoryOverride: r.category_override as z.infer<typeof AnimalSchema>['categoryOverride'],
    breeder: r.breeder,
    coat: r.coat,
    motherId: r.mother_id,
    father: r.father,
    lotId: r.lot_id,
    lotName: r.lot_name,
    pasture: r.pasture,
    origin: r.origin as z.infer<typeof AnimalSchema>['origin'],
    status: r.status as z.infer<typeof AnimalSchema>['status'],
    entryDate: r.entry_date,
    exitDate: r.exit_date,
    lastWeight: r.last_weight === null ? null : Number(r.last_weight),
    lastWeighingDate: r.last_date,
    notes: r.notes,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Ids the server keeps (to undo a transfer; who priced an event): not in the answer (as in the app). */
const INTERNAL_DETAILS = [
  'fromLotId',
  'toLotId',
  'toFarmId',
  'toAnimalId',
  'fromFarmId',
  'pricedBy',
];

function toEvent(r: ApiEventRow): z.infer<typeof AnimalEventSchema> {
  const details = { ...(r.details ?? {}) };
  for (const key of INTERNAL_DETAILS) delete details[key];
  return {
    id: r.id,
    animalId: r.animal_id,
    tag: r.tag,
    kind: r.kind as z.infer<typeof AnimalEventSchema>['kind'],
    date: r.event_date,
    groupId: r.group_id,
    details,
    undone: r.undone_at ? { at: r.undone_at, reason: r.undo_reason ?? '' } : null,
    createdAt: r.created_at,
  };
}

export function registerHerd(api: ApiApp, deps: ApiV1Deps) {
  api.openapi(animalsRoute, async (c) => {
    const { cursor, limit, status, updatedSince } = c.req.valid('query');
    const after = entryAfter(cursor);
    const page = await deps.stores.apiV1.animalPage(
      c.get('farm').id,
      { limit, status, updatedSince, after },
      todayIn(deps.now()),
    );
    return c.json({ animals: page.rows.map(toAnimal), next_cursor: page.nextCursor }, 200);
  });

  api.openapi(eventsRoute, async (c) => {
    const { cursor, limit, kind, animalId } = c.req.valid('query');
    const after = entryAfter(cursor);
    const page = await deps.stores.apiV1.animalEventPage(c.get('farm').id, {
      limit,
      kind,
      animalId,
      after,
    });
    return c.json({ events: page.rows.map(toEvent), next_cursor: page.nextCursor }, 200);
  });
}
