import { createRoute, z } from '@hono/zod-openapi';
import { entrySchemaUntil, settleSchemaUntil } from '../../domain/finance/schemas';
import { undoEventSchema } from '../../domain/herd/schemas';
import { todayIn } from '../../domain/records/dates';
import { AppError, fieldErrors, VALIDATION_MESSAGE } from '../errors';
import type { FinanceViewer, FinanceWriteContext } from '../finance/store';
import { ENTRY_NOT_FOUND, notFound } from '../finance/store/shared';
import { requestIdempotencyKey } from '../idempotency';
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
import {
  FinanceAccountSchema,
  FinanceEntriesQuerySchema,
  FinanceEntryInputSchema,
  FinanceEntrySchema,
  FinanceSettleInputSchema,
} from './finance-schemas';
import { nextCursor, PAGING } from './schemas';
import type { ApiFinanceEntry } from './store/finance';

/*
 * 'Financeiro' through the API (issue 43 item 7): the farm's cash book read in keyset pages by
 * entry (as every /api/v1 list) with the app's filters, one entry, its plano de contas; a receita
 * or despesa (or an expense's 'Parcelas') registered once per Idempotency-Key, a foreseen entry
 * paid or received, an entry undone — through the module's own store, so the app's rules hold
 * ('Do rebanho' entries are the herd's: 409). The module's access: a farm whose plan has the
 * Financeiro (Pro, Master, the trial; 403 otherwise); a key answers as the owner who made it, so
 * it sees the money; writing takes a read-write key and an active Master plan, as every write
 * here. A key writes, not a person: no author.
 */

const TAG = 'Financeiro';

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

const IdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }),
});

const EntriesMadeSchema = z
  .object({ entries: z.array(FinanceEntrySchema) })
  .openapi('FinanceEntriesMade', {
    description: 'The entry, or each of its instalments in order.',
  });

const entriesRoute = createRoute({
  method: 'get',
  path: '/finance-entries',
  tags: [TAG],
  summary: "List the cash book's entries ('Lançamentos')",
  description: `${PAGING} Pages stay by entry whatever the filter. Undone entries and bank lines merged into the entry they paid are listed too, with \`counts\` false: sum only those with \`counts\` true, as the app's totals do.`,
  security,
  request: { query: FinanceEntriesQuerySchema },
  responses: {
    200: json(
      z
        .object({ entries: z.array(FinanceEntrySchema), next_cursor: nextCursor })
        .openapi('FinanceEntryPage'),
      'A page of entries.',
    ),
    ...errorResponses(403),
  },
});

const entryRoute = createRoute({
  method: 'get',
  path: '/finance-entries/{id}',
  tags: [TAG],
  summary: 'Read one entry',
  security,
  request: { params: IdParam },
  responses: {
    200: json(FinanceEntrySchema, 'The entry (undone ones too).'),
    ...errorResponses(403, 404),
  },
});

const createEntryRoute = createRoute({
  method: 'post',
  path: '/finance-entries',
  tags: [TAG],
  summary: "Register a receita or a despesa ('Nova receita', 'Nova despesa')",
  description:
    "404 for an account, lot or paddock of no farm's; 400 for an account of the other kind or archived.",
  security,
  request: { headers: IdempotencyHeader, body: jsonBody(FinanceEntryInputSchema) },
  responses: {
    201: json(EntriesMadeSchema, 'Registered.'),
    200: json(EntriesMadeSchema, 'Already registered under this Idempotency-Key.'),
    ...errorResponses(403, 404, 413, 415),
  },
});

const settleRoute = createRoute({
  method: 'post',
  path: '/finance-entries/{id}/settle',
  tags: [TAG],
  summary: "Mark a foreseen entry paid or received ('Marcar como pago')",
  description:
    'Asked again for the same day it changes nothing; 409 when it was realized on another day or undone.',
  security,
  request: { params: IdParam, body: jsonBody(FinanceSettleInputSchema) },
  responses: {
    200: json(FinanceEntrySchema, 'The entry, realized.'),
    ...errorResponses(403, 404, 409, 413, 415),
  },
});

const undoRoute = createRoute({
  method: 'post',
  path: '/finance-entries/{id}/undo',
  tags: [TAG],
  summary: 'Undo an entry entered by mistake',
  description:
    "It stops counting and stays listed with `undone` set; a bank line reconciled with it goes back to 'A conferir'. Undoing it again changes nothing. A 'Do rebanho' entry is undone with its event (409).",
  security,
  request: { params: IdParam, body: jsonBody(undoEventSchema) },
  responses: {
    200: json(FinanceEntrySchema, 'The entry, undone.'),
    ...errorResponses(403, 404, 409, 413, 415),
  },
});

const accountsRoute = createRoute({
  method: 'get',
  path: '/finance-accounts',
  tags: [TAG],
  summary: "List the farm's plano de contas",
  description:
    "Every account, in the chart's order (the seeded rural chart first, then the farm's own by name), archived ones too. The chart is seeded on the farm's first read.",
  security,
  responses: {
    200: json(
      z.object({ accounts: z.array(FinanceAccountSchema) }).openapi('FinanceAccountList'),
      'The accounts.',
    ),
    ...errorResponses(403),
  },
});

/** The body checked against the rules of São Paulo's today, or a 400 VALIDATION. */
function checked<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AppError(400, 'VALIDATION', VALIDATION_MESSAGE, fieldErrors(result.error));
  }
  return result.data;
}

/** The path's id as an entry's, or the 404 any farm's absent entry gets. */
function entryId(id: string): string {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) throw notFound(ENTRY_NOT_FOUND);
  return parsed.data;
}

/** A key answers as the farm's owner (decision 015); as the author of nothing. */
const OWNER: FinanceViewer = { role: 'owner', userId: '' };

export function registerFinance(api: ApiApp, deps: ApiV1Deps) {
  const { stores } = deps;
  const today = () => todayIn(deps.now());
  const writeContext = (farmId: string, idempotencyKey: string | null): FinanceWriteContext => ({
    farmId,
    userId: null,
    idempotencyKey,
    today: today(),
    role: 'owner',
  });
  const read = async (farmId: string, id: string): Promise<ApiFinanceEntry> => {
    const entry = await stores.apiV1.financeEntry(farmId, id);
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    return entry;
  };

  api.openapi(entriesRoute, async (c) => {
    const { cursor, limit, ...filters } = c.req.valid('query');
    const page = await stores.apiV1.financeEntryPage(c.get('farm').id, {
      limit,
      after: entryAfter(cursor),
      filters,
    });
    return c.json({ entries: page.rows, next_cursor: page.nextCursor }, 200);
  });

  api.openapi(entryRoute, async (c) => {
    const id = entryId(c.req.valid('param').id);
    return c.json(await read(c.get('farm').id, id), 200);
  });

  api.openapi(createEntryRoute, async (c) => {
    const ctx = writeContext(c.get('farm').id, requestIdempotencyKey(c));
    // The body passed the documented schema; this adds "not after São Paulo's today".
    const input = checked(entrySchemaUntil(ctx.today), await c.req.json());
    const { items, replayed } = await stores.finance.createEntry(ctx, input, OWNER);
    const entries = await stores.apiV1.financeEntriesById(
      ctx.farmId,
      items.map((e) => e.id),
    );
    return c.json({ entries }, replayed ? 200 : 201);
  });

  api.openapi(settleRoute, async (c) => {
    const id = entryId(c.req.valid('param').id);
    const ctx = writeContext(c.get('farm').id, null);
    const input = checked(settleSchemaUntil(ctx.today), await c.req.json());
    await stores.finance.settleEntry(ctx, id, input, OWNER);
    return c.json(await read(ctx.farmId, id), 200);
  });

  api.openapi(undoRoute, async (c) => {
    const id = entryId(c.req.valid('param').id);
    const ctx = writeContext(c.get('farm').id, null);
    await stores.finance.undoEntry(ctx, id, c.req.valid('json').reason);
    return c.json(await read(ctx.farmId, id), 200);
  });

  api.openapi(accountsRoute, async (c) =>
    c.json({ accounts: await stores.finance.accounts(c.get('farm').id) }, 200),
  );
}
