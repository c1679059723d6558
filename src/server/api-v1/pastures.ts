import { createRoute, z } from '@hono/zod-openapi';
import { undoEventSchema } from '../../domain/herd/schemas';
import { FORAGES, GRAZING_METHODS, PASTURE_SEASONS } from '../../domain/pastures/constants';
import { moveSchemaUntil, paddockSchema } from '../../domain/pastures/schemas';
import { todayIn } from '../../domain/records/dates';
import { errorBody, fieldErrors, VALIDATION_MESSAGE } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import type { PastureWriteContext } from '../pastures/store';
import { MOVE_NOT_FOUND, notFound } from '../pastures/store/shared';
import { idSchema } from '../validate';
import {
  entryAfter,
  errorResponses,
  json,
  jsonBody,
  security,
  type ApiApp,
  type ApiV1Deps,
} from './common';
import { entryPageQuery, nextCursor, PAGING } from './schemas';
import type { ApiPaddockMoveRow } from './store/pastures';

/*
 * 'Pastos' through the API (issue 42 item 7): the paddocks with their figures today and the moves
 * of animals into them, in keyset pages by entry like the other records; paddocks and moves
 * written, and a move undone, through the module's own store, so each animal's stays are kept
 * as the app's own writes keep them. A key writes, not a person: no author.
 */

const TAG = 'Pastos';
/** The last day the documented schemas accept; the handler checks São Paulo's today. */
const LAST_DAY = '2100-12-31';

const dateQuery = (name: string, description: string) =>
  z.iso
    .date({ error: 'Data inválida' })
    .refine((d) => d >= '0001-01-01', { error: 'Data inválida' })
    .optional()
    .openapi({ param: { name, in: 'query' }, description, example: '2026-07-01' });

const PaddockSchema = z
  .object({
    id: z.uuid(),
    name: z.string().openapi({ example: 'Piquete 1' }),
    areaHa: z.number().nullable().openapi({ description: "'Área (ha)' as typed." }),
    shapeAreaHa: z.number().nullable().openapi({
      description: 'The area of its imported boundary (geodesic, ha); null without one.',
    }),
    forage: z.enum(FORAGES),
    grazingMethod: z.enum(GRAZING_METHODS),
    retiro: z.string().nullable(),
    capacityRainy: z.number().nullable().openapi({ description: "UA/ha in 'Águas' (Oct-Mar)." }),
    capacityDry: z.number().nullable().openapi({ description: "UA/ha in 'Seca' (Apr-Sep)." }),
    restDays: z.number().int().nullable().openapi({
      description: "Days of rest that make it 'Pronto para entrada'; null: by height only.",
    }),
    hasShape: z.boolean(),
    state: z
      .object({
        kind: z.enum(['occupied', 'resting', 'never']),
        days: z.number().int().openapi({ description: 'Days occupied, or resting.' }),
        lotName: z.string().nullable().openapi({ description: 'The lot most of them are in.' }),
        heads: z.number().int(),
      })
      .openapi({ description: 'Today in America/Sao_Paulo.' }),
    units: z.number().openapi({ description: 'Animal units in it today (live weight ÷ 450 kg).' }),
    uaPerHa: z.number().nullable().openapi({ description: 'Of the typed area, else the shape’s.' }),
    season: z.enum(PASTURE_SEASONS),
    overCapacity: z.boolean().openapi({ description: "Over this season's capacity." }),
    lastHeight: z
      .object({ heightCm: z.number(), measuredOn: z.string().openapi({ format: 'date' }) })
      .nullable(),
    ready: z.boolean().openapi({ description: "'Pronto para entrada'." }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .openapi('Paddock');

const PaddockMoveSchema = z
  .object({
    id: z.uuid(),
    paddockId: z.uuid(),
    paddockName: z.string(),
    movedOn: z.string().openapi({ format: 'date', description: 'The day they went in.' }),
    lotId: z.uuid().nullable().openapi({ description: 'The lot moved; null for animals picked.' }),
    lotName: z.string().nullable().openapi({ description: "The lot's name on the day." }),
    heads: z.number().int(),
    units: z.number().openapi({ description: 'Animal units moved (live weight ÷ 450 kg).' }),
    leftOn: z.string().nullable().openapi({
      format: 'date',
      description: 'The day the last of them left the paddock; null while any is still in.',
    }),
    undone: z
      .object({ at: z.iso.datetime(), reason: z.string() })
      .nullable()
      .openapi({ description: 'Set when the move was undone (entered by mistake).' }),
    createdAt: z.iso.datetime(),
  })
  .openapi('PaddockMove');

const MovedSchema = z
  .object({
    moveId: z.uuid(),
    heads: z.number().int(),
    units: z.number(),
    paddockName: z.string(),
  })
  .openapi('PaddockMoved');

/** The bodies as documented: the app's own schemas ('' is taken for an empty number, as null). */
const PaddockInputSchema = paddockSchema.clone().openapi('PaddockInput');
const MoveInputSchema = moveSchemaUntil(LAST_DAY).clone().openapi('PaddockMoveInput', {
  description:
    'One of `animalIds` and `lotId`. movedOn may not be after today in America/Sao_Paulo.',
});

const IdempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .openapi({
      param: { name: 'idempotency-key', in: 'header' },
      description:
        'A UUID made by the client for this write: sent again, nothing is recorded and the answer is 200 with what the first made.',
    }),
});

const paddocksRoute = createRoute({
  method: 'get',
  path: '/paddocks',
  tags: [TAG],
  summary: "List the paddocks ('Pastos') with their state and stocking today",
  description: PAGING,
  security,
  request: { query: z.object({ ...entryPageQuery }) },
  responses: {
    200: json(
      z
        .object({ paddocks: z.array(PaddockSchema), next_cursor: nextCursor })
        .openapi('PaddockPage'),
      'A page of paddocks.',
    ),
    ...errorResponses(),
  },
});

const createPaddockRoute = createRoute({
  method: 'post',
  path: '/paddocks',
  tags: [TAG],
  summary: "Register a paddock ('Cadastrar pasto')",
  description:
    "The name is unique in the farm whatever the case (409). `capacityRainy` and `capacityDry` are UA/ha for 'Águas' and 'Seca'.",
  security,
  request: { headers: IdempotencyHeader, body: jsonBody(PaddockInputSchema) },
  responses: {
    201: json(PaddockSchema, 'Registered.'),
    200: json(PaddockSchema, 'Already registered under this Idempotency-Key.'),
    ...errorResponses(403, 409, 413, 415),
  },
});

const movesRoute = createRoute({
  method: 'get',
  path: '/paddock-moves',
  tags: [TAG],
  summary: "List the moves of animals into paddocks ('Histórico de ocupação')",
  description: `${PAGING} Pages stay by entry whatever the filter. Undone moves are listed with \`undone\` set.`,
  security,
  request: {
    query: z
      .object({
        paddockId: z
          .uuid({ error: 'Pasto inválido' })
          .optional()
          .openapi({ param: { name: 'paddockId', in: 'query' }, description: "Only this one's." }),
        from: dateQuery('from', 'Only moves on or after this day (YYYY-MM-DD).'),
        to: dateQuery('to', 'Only moves on or before this day (YYYY-MM-DD).'),
        ...entryPageQuery,
      })
      .refine((q) => !q.from || !q.to || q.from <= q.to, {
        error: 'O início do período deve ser antes do fim',
        path: ['to'],
      }),
  },
  responses: {
    200: json(
      z
        .object({ moves: z.array(PaddockMoveSchema), next_cursor: nextCursor })
        .openapi('PaddockMovePage'),
      'A page of moves.',
    ),
    ...errorResponses(),
  },
});

const moveRoute = createRoute({
  method: 'post',
  path: '/paddock-moves',
  tags: [TAG],
  summary: "Move animals into a paddock ('Mover para pasto')",
  description:
    'A lot (`lotId`: its active animals) or animals picked (`animalIds`), one of the two, into `paddockId` on `movedOn` (not after today in America/Sao_Paulo, nor before the day they entered the paddock they are in). An animal is in one paddock at a time: its stay there ends that day. 409 when they are all in that paddock already.',
  security,
  request: { headers: IdempotencyHeader, body: jsonBody(MoveInputSchema) },
  responses: {
    201: json(MovedSchema, 'Moved.'),
    200: json(MovedSchema, 'Already moved under this Idempotency-Key.'),
    ...errorResponses(403, 404, 409, 413, 415),
  },
});

const undoRoute = createRoute({
  method: 'post',
  path: '/paddock-moves/{id}/undo',
  tags: [TAG],
  summary: 'Undo a move entered by mistake',
  description:
    'Its animals go back to the paddocks they were in before it. 409 when any of them was moved since (undo that one first). Undoing it again changes nothing. The move stays listed with `undone` set.',
  security,
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }),
    }),
    body: jsonBody(undoEventSchema),
  },
  responses: {
    200: json(PaddockMoveSchema, 'The move, undone.'),
    ...errorResponses(403, 404, 409, 413, 415),
  },
});

type PaddockMove = z.infer<typeof PaddockMoveSchema>;

const toMove = (r: ApiPaddockMoveRow): PaddockMove => ({
  id: r.id,
  paddockId: r.paddock_id,
  paddockName: r.paddock_name,
  movedOn: r.moved_on,
  lotId: r.lot_id,
  lotName: r.lot_name,
  heads: r.heads,
  units: r.units,
  leftOn: r.open > 0 || r.undone_at ? null : r.left_on,
  undone: r.undone_at ? { at: r.undone_at, reason: r.undo_reason ?? '' } : null,
  createdAt: r.created_at,
});

export function registerPastures(api: ApiApp, deps: ApiV1Deps) {
  const { stores } = deps;
  const today = () => todayIn(deps.now());
  // A key writes, not a person: no author (as every /api/v1 write); its moves are undone in the
  // app by the owner or a Gerente.
  const writeContext = (farmId: string, idempotencyKey: string | null): PastureWriteContext => ({
    farmId,
    userId: null,
    idempotencyKey,
    today: today(),
    role: 'owner',
  });

  api.openapi(paddocksRoute, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const farmId = c.get('farm').id;
    const page = await stores.apiV1.paddockPage(farmId, today(), limit, entryAfter(cursor));
    return c.json({ paddocks: page.rows, next_cursor: page.nextCursor }, 200);
  });

  api.openapi(createPaddockRoute, async (c) => {
    const ctx = writeContext(c.get('farm').id, requestIdempotencyKey(c));
    const { paddock, replayed } = await stores.pastures.createPaddock(ctx, c.req.valid('json'));
    const made = await stores.apiV1.apiPaddock(ctx.farmId, ctx.today, paddock.id);
    return c.json(made!, replayed ? 200 : 201);
  });

  api.openapi(movesRoute, async (c) => {
    const { cursor, ...filter } = c.req.valid('query');
    const page = await stores.apiV1.paddockMovePage(c.get('farm').id, {
      ...filter,
      after: entryAfter(cursor),
    });
    return c.json({ moves: page.rows.map(toMove), next_cursor: page.nextCursor }, 200);
  });

  api.openapi(moveRoute, async (c) => {
    const ctx = writeContext(c.get('farm').id, requestIdempotencyKey(c));
    // The body passed the static schema; this adds "not after São Paulo's today".
    const checked = moveSchemaUntil(ctx.today).safeParse(await c.req.json());
    if (!checked.success) {
      return c.json(errorBody('VALIDATION', VALIDATION_MESSAGE, fieldErrors(checked.error)), 400);
    }
    const input = checked.data;
    const what = input.animalIds?.length ? { animalIds: input.animalIds } : { lotId: input.lotId! };
    const { result, replayed } = await stores.pastures.move(ctx, input, what);
    return c.json(result, replayed ? 200 : 201);
  });

  api.openapi(undoRoute, async (c) => {
    const id = idSchema.safeParse(c.req.valid('param').id);
    if (!id.success) throw notFound(MOVE_NOT_FOUND);
    const farmId = c.get('farm').id;
    await stores.pastures.undoMove(writeContext(farmId, null), id.data, c.req.valid('json').reason);
    const page = await stores.apiV1.paddockMovePage(farmId, { limit: 1, after: null, id: id.data });
    return c.json(toMove(page.rows[0]!), 200);
  });
}
