import { createRoute, z } from '@hono/zod-openapi';
import { CATEGORIES } from '../../domain/herd/constants';
import { isIsoDate, todayIn } from '../../domain/records/dates';
import { BRUCELLOSIS_VACCINES, DOSE_UNITS, PRODUCT_TYPES } from '../../domain/sanitary/constants';
import { entryAfter, errorResponses, json, security, type ApiApp, type ApiV1Deps } from './common';
import { animalIdQuery, entryPageQuery, nextCursor, PAGING } from './schemas';
import { applicationIds, protocolRule } from '../farm-records';
import type { ApiApplicationRow, ApiProductRow, ApiProtocolRow } from './store/sanitary';

/*
 * The sanitary records through the API (issue 26 item 7; decision 044): the farm's products,
 * protocols and applications, read-only, in keyset pages like the herd's (decision 043). A key
 * is the farm's, made by its owner: it sees prices and costs.
 */

const SanitaryProductSchema = z
  .object({
    id: z.uuid(),
    name: z.string().openapi({ example: 'Ivermectina 1%' }),
    type: z.enum(PRODUCT_TYPES),
    withdrawalDays: z
      .number()
      .int()
      .openapi({ description: "'Carência para abate': days after an application, 0 for none." }),
    doseUnit: z.enum(DOSE_UNITS),
    pricePerDose: z
      .number()
      .nullable()
      .openapi({ description: 'R$ per dose unit; null when not given.' }),
    brucellosis: z
      .enum(BRUCELLOSIS_VACCINES)
      .nullable()
      .openapi({ description: 'B19 or RB51 for a brucellosis vaccine.' }),
    suggested: z.boolean().openapi({
      description: 'A suggested example whose withdrawal days the producer has not confirmed.',
    }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .openapi('SanitaryProduct');

const SanitaryProtocolSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    productId: z.uuid(),
    productName: z.string(),
    sex: z.enum(['M', 'F']).nullable().openapi({ description: 'Only this sex; null for both.' }),
    minAgeMonths: z.number().int().nullable(),
    maxAgeMonths: z.number().int().nullable(),
    category: z.enum(CATEGORIES).nullable(),
    lotId: z.uuid().nullable(),
    firstAtAgeMonths: z.number().int().nullable(),
    boosterDays: z.number().int().nullable(),
    everyDays: z.number().int().nullable(),
    months: z
      .array(z.number().int())
      .nullable()
      .openapi({ description: 'Chosen months, 1-12; null when not by month.' }),
    active: z.boolean(),
    notes: z.string().nullable(),
    suggested: z.boolean(),
    startsOn: z.string().openapi({ format: 'date' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .openapi('SanitaryProtocol');

const SanitaryApplicationSchema = z
  .object({
    id: z.uuid(),
    groupId: z.uuid().openapi({ description: 'Shared by the rows of one application to many.' }),
    animalId: z.uuid(),
    tag: z.string().openapi({ description: "The animal's brinco." }),
    productId: z.uuid(),
    productName: z.string(),
    protocolId: z.uuid().nullable(),
    date: z.string().openapi({ format: 'date' }),
    dose: z.number(),
    doseUnit: z.enum(DOSE_UNITS),
    appliedBy: z.string().nullable(),
    veterinarian: z.string().nullable(),
    withdrawalUntil: z.string().nullable().openapi({
      format: 'date',
      description: "'Em carência até' this day, inclusive; null when the product has none.",
    }),
    cost: z
      .number()
      .nullable()
      .openapi({ description: "R$ of this dose at the product's price then; null without one." }),
    notes: z.string().nullable(),
    undone: z
      .object({ at: z.iso.datetime(), reason: z.string() })
      .nullable()
      .openapi({ description: 'Set when the application was undone (entered by mistake).' }),
    priorHistory: z.boolean().openapi({
      description:
        "A dose the animal had before it was registered ('Antes do cadastro'): `date` stands in for an unknown day (the day before the registration); no dose, cost or withdrawal.",
    }),
    createdAt: z.iso.datetime(),
  })
  .openapi('SanitaryApplication');

const PageQuerySchema = z.object({
  ...entryPageQuery,
});

const applicationDate = (name: string, description: string) =>
  z
    .string()
    .refine((d) => isIsoDate(d) && d >= '0001-01-01', { error: 'Data inválida' })
    .optional()
    .openapi({ param: { name, in: 'query' }, description, example: '2026-07-01' });

const ApplicationQuerySchema = z
  .object({
    from: applicationDate('from', 'Only applications on or after this day (YYYY-MM-DD).'),
    to: applicationDate('to', 'Only applications on or before this day (YYYY-MM-DD).'),
    animalId: animalIdQuery,
    ...entryPageQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'O início do período deve ser antes do fim',
    path: ['to'],
  });

const SUGGESTIONS =
  "A farm's first read of its sanitary records makes its suggested products and protocols (decision 044), as the app's first visit does.";

const productsRoute = createRoute({
  method: 'get',
  path: '/sanitary-products',
  tags: ['Sanidade'],
  summary: 'List the sanitary products (vaccines, wormers, ...)',
  description: `${PAGING} ${SUGGESTIONS}`,
  security,
  request: { query: PageQuerySchema },
  responses: {
    200: json(
      z
        .object({ products: z.array(SanitaryProductSchema), next_cursor: nextCursor })
        .openapi('SanitaryProductPage'),
      'A page of products.',
    ),
    ...errorResponses(),
  },
});

const protocolsRoute = createRoute({
  method: 'get',
  path: '/sanitary-protocols',
  tags: ['Sanidade'],
  summary: "List the protocols of the farm's sanitary calendar",
  description: `${PAGING} ${SUGGESTIONS}`,
  security,
  request: { query: PageQuerySchema },
  responses: {
    200: json(
      z
        .object({ protocols: z.array(SanitaryProtocolSchema), next_cursor: nextCursor })
        .openapi('SanitaryProtocolPage'),
      'A page of protocols.',
    ),
    ...errorResponses(),
  },
});

const applicationsRoute = createRoute({
  method: 'get',
  path: '/sanitary-applications',
  tags: ['Sanidade'],
  summary: 'List the applications of products to animals',
  description: `${PAGING} Pages stay by entry whatever the filter. Undone applications are listed with \`undone\` set.`,
  security,
  request: { query: ApplicationQuerySchema },
  responses: {
    200: json(
      z
        .object({ applications: z.array(SanitaryApplicationSchema), next_cursor: nextCursor })
        .openapi('SanitaryApplicationPage'),
      'A page of applications.',
    ),
    ...errorResponses(),
  },
});

type Product = z.infer<typeof SanitaryProductSchema>;
type Protocol = z.infer<typeof SanitaryProtocolSchema>;
type Application = z.infer<typeof SanitaryApplicationSchema>;
const money = (v: string | null) => (v === null ? null : Number(v));

const toProduct = (r: ApiProductRow): Product => ({
  id: r.id,
  name: r.name,
  type: r.type as Product['type'],
  withdrawalDays: r.withdrawal_days,
  doseUnit: r.dose_unit as Product['doseUnit'],
  pricePerDose: money(r.price_per_dose),
  brucellosis: r.brucellosis as Product['brucellosis'],
  suggested: r.suggested,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toProtocol = (r: ApiProtocolRow): Protocol => ({
  id: r.id,
  name: r.name,
  productId: r.product_id,
  productName: r.product_name,
  ...protocolRule(r),
  active: r.active,
  notes: r.notes,
  suggested: r.suggested,
  startsOn: r.starts_on,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toApplication = (r: ApiApplicationRow): Application => ({
  ...applicationIds(r),
  protocolId: r.protocol_id,
  date: r.applied_on,
  dose: Number(r.dose),
  doseUnit: r.dose_unit as Application['doseUnit'],
  appliedBy: r.applied_by,
  veterinarian: r.veterinarian,
  withdrawalUntil: r.withdrawal_until,
  cost: money(r.cost),
  notes: r.notes,
  undone: r.undone_at ? { at: r.undone_at, reason: r.undo_reason ?? '' } : null,
  priorHistory: r.prior_history,
  createdAt: r.created_at,
});

export function registerSanitary(api: ApiApp, deps: ApiV1Deps) {
  const { stores } = deps;

  api.openapi(productsRoute, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const after = entryAfter(cursor);
    const farmId = c.get('farm').id;
    await stores.sanitary.seedSuggestions(farmId, todayIn(deps.now()));
    const page = await stores.apiV1.sanitaryProductPage(farmId, limit, after);
    return c.json({ products: page.rows.map(toProduct), next_cursor: page.nextCursor }, 200);
  });

  api.openapi(protocolsRoute, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const after = entryAfter(cursor);
    const farmId = c.get('farm').id;
    await stores.sanitary.seedSuggestions(farmId, todayIn(deps.now()));
    const page = await stores.apiV1.sanitaryProtocolPage(farmId, limit, after);
    return c.json({ protocols: page.rows.map(toProtocol), next_cursor: page.nextCursor }, 200);
  });

  api.openapi(applicationsRoute, async (c) => {
    const { cursor, limit, from, to, animalId } = c.req.valid('query');
    const page = await stores.apiV1.sanitaryApplicationPage(c.get('farm').id, {
      limit,
      after: entryAfter(cursor),
      from,
      to,
      animalId,
    });
    return c.json(
      { applications: page.rows.map(toApplication), next_cursor: page.nextCursor },
      200,
    );
  });
}
