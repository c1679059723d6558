import { createRoute, z } from '@hono/zod-openapi';
import { REPRO_EVENT_KINDS } from '../../domain/reproduction/constants';
import { todayIn } from '../../domain/records/dates';
import { errorBody, fieldErrors, VALIDATION_MESSAGE } from '../errors';
import { requestIdempotencyKey } from '../idempotency';
import type { ReproWriteContext } from '../reproduction/store';
import {
  entryAfter,
  errorResponses,
  json,
  jsonBody,
  security,
  type ApiApp,
  type ApiV1Deps,
} from './common';
import { REPRO_WRITES, type ReproWrite } from './reproduction-writes';
import { animalIdQuery, entryPageQuery, nextCursor, PAGING } from './schemas';
import type { ApiReproEventRow, ApiSeasonRow } from './store/reproduction';

/*
 * The reproduction records through the API (issue 41 item 10; decision 067): the breeding
 * seasons and the module's records (services, checks, abortions, weanings) in keyset pages like
 * the herd's events, and the writes of services, checks and weanings through the module's store,
 * so each female's state in her season is kept as the app's own writes keep it.
 */

const dateQuery = (name: string, description: string) =>
  z.iso
    .date({ error: 'Data inválida' })
    .refine((d) => d >= '0001-01-01', { error: 'Data inválida' })
    .optional()
    .openapi({ param: { name, in: 'query' }, description, example: '2026-07-01' });

const BreedingSeasonSchema = z
  .object({
    id: z.uuid(),
    name: z.string().openapi({ example: 'Estação 2026/27' }),
    startsOn: z.string().openapi({ format: 'date' }),
    endsOn: z.string().openapi({ format: 'date' }),
    exposed: z.number().int().openapi({ description: 'Females exposed in the season.' }),
    createdAt: z.iso.datetime(),
  })
  .openapi('BreedingSeason');

const ReproductionEventSchema = z
  .object({
    id: z.uuid(),
    groupId: z.uuid().openapi({ description: 'Shared by the rows of one write (a batch).' }),
    animalId: z.uuid(),
    tag: z.string().openapi({ description: "The animal's brinco." }),
    kind: z.enum(REPRO_EVENT_KINDS),
    date: z.string().openapi({
      format: 'date',
      description: "The insemination's, check's, abortion's or weaning's day; a bull's entry.",
    }),
    seasonId: z.uuid().nullable().openapi({
      description: 'The season the female was exposed in on the day; null for a weaning.',
    }),
    batchId: z.uuid().nullable().openapi({ description: "An insemination's IATF batch." }),
    details: z.record(z.string(), z.unknown()).openapi({
      description:
        "By kind: sire (the bull's brinco or the semen's bull), semenId, bullId, inseminator, cost (an insemination's R$ per female, when given), endsOn (a bull's exit, null while in), result (pregnant, empty, inconclusive), gestationDays, serviceId (the service a pregnancy is attributed to), expectedFrom and expectedTo ('Previsão de parto': one day, or a window for a natural service without days of gestation), notes, weight (kg at weaning), ageDays, p205 (kg adjusted to 205 days, null outside 160-250 days) and birthWeightAssumed.",
    }),
    undone: z
      .object({ at: z.iso.datetime(), reason: z.string() })
      .nullable()
      .openapi({ description: 'Set when the record was undone (entered by mistake).' }),
    createdAt: z.iso.datetime(),
  })
  .openapi('ReproductionEvent');

const EventQuerySchema = z
  .object({
    kind: z
      .enum(REPRO_EVENT_KINDS, { error: 'Tipo de registro inválido' })
      .optional()
      .openapi({ param: { name: 'kind', in: 'query' }, description: 'Only records of this kind.' }),
    seasonId: z
      .uuid({ error: 'Estação inválida' })
      .optional()
      .openapi({ param: { name: 'seasonId', in: 'query' }, description: "Only this season's." }),
    groupId: z
      .uuid({ error: 'Grupo inválido' })
      .optional()
      .openapi({ param: { name: 'groupId', in: 'query' }, description: 'Only one write’s rows.' }),
    animalId: animalIdQuery,
    from: dateQuery('from', 'Only records on or after this day (YYYY-MM-DD).'),
    to: dateQuery('to', 'Only records on or before this day (YYYY-MM-DD).'),
    ...entryPageQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'O início do período deve ser antes do fim',
    path: ['to'],
  });

const seasonsRoute = createRoute({
  method: 'get',
  path: '/breeding-seasons',
  tags: ['Reprodução'],
  summary: "List the breeding seasons ('Estação de monta')",
  description: PAGING,
  security,
  request: { query: z.object({ ...entryPageQuery }) },
  responses: {
    200: json(
      z
        .object({ seasons: z.array(BreedingSeasonSchema), next_cursor: nextCursor })
        .openapi('BreedingSeasonPage'),
      'A page of seasons.',
    ),
    ...errorResponses(),
  },
});

const eventsRoute = createRoute({
  method: 'get',
  path: '/reproduction-events',
  tags: ['Reprodução'],
  summary: 'List the reproduction records (services, checks, abortions, weanings)',
  description: `${PAGING} Pages stay by entry whatever the filter. Undone records are listed with \`undone\` set.`,
  security,
  request: { query: EventQuerySchema },
  responses: {
    200: json(
      z
        .object({ events: z.array(ReproductionEventSchema), next_cursor: nextCursor })
        .openapi('ReproductionEventPage'),
      'A page of records.',
    ),
    ...errorResponses(),
  },
});

const RecordedSchema = z
  .object({
    groupId: z.uuid().openapi({ description: 'Read its rows with `groupId` on the list.' }),
    count: z.number().int().openapi({ description: 'Records made, one per animal.' }),
  })
  .openapi('ReproductionRecorded');

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

function writeRoute(path: string, write: ReproWrite) {
  return createRoute({
    method: 'post',
    path,
    tags: ['Reprodução'],
    summary: write.summary,
    description: `${write.description} Dates may not be after today in America/Sao_Paulo. Each female's status in her season is recomputed as the app's own records do.`,
    security,
    request: { headers: IdempotencyHeader, body: jsonBody(write.body) },
    responses: {
      201: json(RecordedSchema, 'Recorded.'),
      200: json(RecordedSchema, 'Already recorded under this Idempotency-Key.'),
      ...errorResponses(403, 404, 413, 415),
    },
  });
}

type Season = z.infer<typeof BreedingSeasonSchema>;
type ReproEvent = z.infer<typeof ReproductionEventSchema>;

const toSeason = (r: ApiSeasonRow): Season => ({
  id: r.id,
  name: r.name,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  exposed: r.exposed,
  createdAt: r.created_at,
});

const toEvent = (r: ApiReproEventRow): ReproEvent => ({
  id: r.id,
  groupId: r.group_id,
  animalId: r.animal_id,
  tag: r.tag,
  kind: r.kind as ReproEvent['kind'],
  date: r.event_date,
  seasonId: r.season_id,
  batchId: r.batch_id,
  details: r.details ?? {},
  undone: r.undone_at ? { at: r.undone_at, reason: r.undo_reason ?? '' } : null,
  createdAt: r.created_at,
});

export function registerReproduction(api: ApiApp, deps: ApiV1Deps) {
  const { stores } = deps;

  api.openapi(seasonsRoute, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const page = await stores.apiV1.breedingSeasonPage(c.get('farm').id, limit, entryAfter(cursor));
    return c.json({ seasons: page.rows.map(toSeason), next_cursor: page.nextCursor }, 200);
  });

  api.openapi(eventsRoute, async (c) => {
    const { cursor, ...filter } = c.req.valid('query');
    const page = await stores.apiV1.reproductionEventPage(c.get('farm').id, {
      ...filter,
      after: entryAfter(cursor),
    });
    return c.json({ events: page.rows.map(toEvent), next_cursor: page.nextCursor }, 200);
  });

  for (const [path, write] of Object.entries(REPRO_WRITES)) {
    api.openapi(writeRoute(path, write), async (c) => {
      const today = todayIn(deps.now());
      // The body passed the static schema; this adds "not after São Paulo's today".
      const checked = write.until(today).safeParse(await c.req.json());
      if (!checked.success) {
        return c.json(errorBody('VALIDATION', VALIDATION_MESSAGE, fieldErrors(checked.error)), 400);
      }
      // A key writes, not a person: no author (as every /api/v1 write); undone in the app by
      // the owner or a Gerente.
      const ctx: ReproWriteContext = {
        farmId: c.get('farm').id,
        userId: null,
        idempotencyKey: requestIdempotencyKey(c),
        today,
        role: 'owner',
      };
      const result = await write.record(stores.reproduction, ctx, checked.data as never);
      return c.json({ groupId: result.groupId, count: result.count }, result.replayed ? 200 : 201);
    });
  }
}
