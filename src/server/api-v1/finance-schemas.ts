import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_GROUPS,
  ACCOUNT_KINDS,
  COST_CENTER_TYPES,
  ENTRY_SOURCES,
  ENTRY_STATUSES,
  ENTRY_TYPES,
  HERD_ENTRY_EVENTS,
} from '../../domain/finance/constants';
import { entryFilterFields, PERIOD_REFINEMENT, periodInOrder } from '../../domain/finance/queries';
import { entrySchemaUntil, settleSchemaUntil } from '../../domain/finance/schemas';
import { entryPageQuery } from './schemas';

/*
 * The OpenAPI schemas of the book's /api/v1 routes (issue 43 item 7, finance.ts), from the
 * domain schemas the app validates with. Money out is whole centavos (`amountCents`, never a
 * float); money in is `amount` in reais with at most 2 decimals, as the app's forms send it.
 */

/** The last day the documented schemas accept; the handlers check São Paulo's today. */
export const LAST_DAY = '2100-12-31';

const date = (description?: string) => z.string().openapi({ format: 'date', description });

const CostCenterSchema = z
  .object({
    type: z.enum(COST_CENTER_TYPES),
    id: z.uuid().nullable().openapi({ description: "The lot's or paddock's id; null: the farm." }),
    name: z.string().openapi({ example: 'Fazenda (geral)' }),
  })
  .openapi('FinanceCostCenter');

export const FinanceEntrySchema = z
  .object({
    id: z.uuid(),
    type: z.enum(ENTRY_TYPES).openapi({ description: 'Money in (income) or out (expense).' }),
    date: date("'Data'."),
    description: z.string().openapi({ example: 'Sal mineral, 20 sacos' }),
    amountCents: z.number().int().openapi({
      description: 'Whole centavos, positive (R$ 1.234,56 is 123456); `type` says in or out.',
      example: 123456,
    }),
    accountId: z.uuid(),
    accountName: z.string().openapi({ example: 'Suplementação e ração' }),
    group: z.enum(ACCOUNT_GROUPS).openapi({
      description:
        "Where the account's total goes: revenue, deduction (Funrural), coe (custo operacional efetivo), restocking (animals bought), investment.",
    }),
    costCenter: CostCenterSchema,
    status: z.enum(ENTRY_STATUSES).openapi({ description: "'Realizado' or 'Previsto'." }),
    dueDate: date("'Vencimento' of a foreseen entry; null once realized.").nullable(),
    settledOn: date('The day it was paid or received; null while foreseen.').nullable(),
    source: z.enum(ENTRY_SOURCES).openapi({
      description: "'Do rebanho' (herd), typed (manual) or a bank statement's line (bank).",
    }),
    herd: z
      .object({ event: z.enum([...HERD_ENTRY_EVENTS, 'funrural']), eventId: z.uuid() })
      .nullable()
      .openapi({
        description:
          "A 'Do rebanho' entry's event (a sale, purchase, sanitary application, or a sale's Funrural): changed or undone with the event, never here (409).",
      }),
    instalment: z
      .object({ number: z.number().int(), count: z.number().int(), groupId: z.uuid() })
      .nullable()
      .openapi({ description: "One of an expense's monthly 'Parcelas'." }),
    bank: z
      .object({ key: z.string(), accountKey: z.string() })
      .nullable()
      .openapi({ description: "A bank line's FITID and the statement's account." }),
    reconciledWith: z
      .object({ key: z.string(), accountKey: z.string(), date: date() })
      .nullable()
      .openapi({ description: 'The bank line that paid this entry.' }),
    reconciledEntryId: z.uuid().nullable().openapi({
      description: 'A bank line merged into the entry it paid (that one counts, this one not).',
    }),
    toReview: z
      .boolean()
      .openapi({ description: "'A conferir': a bank line whose category nobody confirmed yet." }),
    undone: z
      .object({ at: z.iso.datetime(), reason: z.string() })
      .nullable()
      .openapi({ description: 'Set when the entry was undone (entered by mistake).' }),
    counts: z.boolean().openapi({
      description:
        "In the app's totals, cash flow and results: not undone and not a merged bank line. Sum only these.",
    }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .openapi('FinanceEntry');

export const FinanceAccountSchema = z
  .object({
    id: z.uuid(),
    key: z
      .string()
      .nullable()
      .openapi({ description: "A seeded account's stable key ('feed'); null for the farm's own." }),
    name: z.string().openapi({ example: 'Suplementação e ração' }),
    kind: z.enum(ACCOUNT_KINDS).openapi({
      description: 'income takes income entries; expense and investment take expense entries.',
    }),
    group: z.enum(ACCOUNT_GROUPS),
    entries: z.number().int().openapi({ description: 'Entries not undone in it.' }),
    archived: z.boolean().openapi({ description: 'Hidden from the pickers; new entries refused.' }),
  })
  .openapi('FinanceAccount');

const param = (name: string, description: string, example?: string) => ({
  param: { name, in: 'query' as const },
  description,
  ...(example ? { example } : {}),
});
const dayParam = (name: string, description: string, example: string) => ({
  ...param(name, description, example),
  format: 'date',
});

const f = entryFilterFields;

/** The list's query: the app's filters ('Lançamentos'), then the page's. */
export const FinanceEntriesQuerySchema = z
  .object({
    from: f.from
      .clone()
      .openapi(dayParam('from', "Only entries whose 'Data' is on or after.", '2026-01-01')),
    to: f.to
      .clone()
      .openapi(dayParam('to', "Only entries whose 'Data' is on or before.", '2026-12-31')),
    type: f.type.clone().openapi(param('type', 'income or expense.')),
    accountId: f.accountId.clone().openapi(param('accountId', "Only this account's.")),
    status: f.status.clone().openapi(param('status', 'realized or planned.')),
    source: f.source.clone().openapi(param('source', 'herd, manual or bank.')),
    costCenter: f.costCenter
      .clone()
      .openapi(
        param(
          'costCenter',
          "'farm' (neither a lot nor a paddock), 'lot:<id>' or 'paddock:<id>'.",
          'farm',
        ),
      ),
    ...entryPageQuery,
  })
  .refine(periodInOrder, PERIOD_REFINEMENT);

export const FinanceEntryInputSchema = entrySchemaUntil(LAST_DAY)
  .clone()
  .openapi('FinanceEntryInput', {
    description:
      "A receita or a despesa. `amount` in reais (at most 2 decimals, up to 999999999.99). `accountId` of the farm's plano de contas (GET /finance-accounts), of the entry's kind. 'realized' (`date` not after today in America/Sao_Paulo) or 'planned' with its `dueDate`. An expense may come in `instalments` (2-120, planned): one entry per month from `dueDate`, adding up to `amount` exactly. `costCenter` defaults to the farm.",
  });

export const FinanceSettleInputSchema = settleSchemaUntil(LAST_DAY)
  .clone()
  .openapi('FinanceSettleInput', {
    description:
      "'Marcar como pago' / 'recebido': the day (not after today in America/Sao_Paulo) and, when it differs from the foreseen one, the `amount` paid (reais).",
  });
