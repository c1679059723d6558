import { z } from '@hono/zod-openapi';
import { annualFiguresSchema, yearSchema } from '../../domain/records/annual-results';
import { herdCategorySchema } from '../../domain/records/inventory';
import { monthlyFiguresSchema, monthSchema } from '../../domain/records/monthly-control';
import { weighingSchema, weighingSchemaAt } from '../../domain/records/weighing';
import { isIsoDate } from '../../domain/records/dates';
import { text } from '../../domain/text';
import { CURSOR_MESSAGE } from '../../domain/records/paging';
import { CURSOR_MAX_LENGTH } from '../cursor';

/*
 * The OpenAPI schemas of /api/v1, built from the domain schemas the app validates with: a rule
 * changed there changes both the API's validation and its document. `.openapi()` exists only on
 * schemas made after @hono/zod-openapi extended zod, so a domain schema used as it is gets
 * `.clone()` first (the domain modules may load before this one).
 */

export const MAX_BULK_WEIGHINGS = 1000;
export const DEFAULT_PAGE = 1000;
/** The largest page of a list (issue 24 item 6): a `limit` above it answers 400. */
export const MAX_PAGE = 1000;

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION' }),
      message: z.string().openapi({ example: 'Erro de validação' }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .openapi({ example: { weight: 'Peso muito alto' } }),
    }),
  })
  .openapi('Error');

// --- Weighings ---------------------------------------------------------------------------------

const idempotencyKey = text('Chave de idempotência inválida')
  .min(1, { error: 'Chave de idempotência inválida' })
  .max(100, { error: 'Chave de idempotência muito longa' })
  .openapi({
    description:
      "The client's key for this weighing (1-100 characters), unique per farm: sending it again finds the weighing already stored instead of adding another.",
    example: 'balanca-2025-02-10-0042',
  });

/** The weighing's fields as documented: the date is a calendar date; lots are not in v1. */
const weighingFields = weighingSchema.omit({ batchId: true }).extend({
  weighingDate: weighingSchema.shape.weighingDate
    .clone()
    .openapi({ format: 'date', example: '2025-02-10' }),
});

/** A weighing to add, without the 'not after today' rule (it depends on the day). */
export const WeighingInputSchema = weighingFields
  .extend({ idempotencyKey: idempotencyKey.optional() })
  .openapi('WeighingInput', {
    description: 'weighingDate may not be after today in America/Sao_Paulo.',
  });

/** One item of a bulk post: the key is required there. */
export const BulkWeighingItemSchema = weighingFields
  .extend({ idempotencyKey })
  .openapi('BulkWeighingItem');

/** The weighing schema as validated on `now` (no date after São Paulo's today). */
export function weighingInputAt(now: Date) {
  return weighingSchemaAt(now)
    .omit({ batchId: true })
    .extend({ idempotencyKey: idempotencyKey.optional() });
}

export function bulkWeighingItemAt(now: Date) {
  return weighingSchemaAt(now).omit({ batchId: true }).extend({ idempotencyKey });
}

export const WeighingSchema = weighingFields
  .extend({
    id: z.uuid(),
    notes: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi('Weighing');

const isoDate = (name: string) =>
  z
    .string()
    .refine(isIsoDate, { error: 'Data inválida' })
    // PostgreSQL has no year 0: '0000-01-01' was a 500 (found by the fuzz).
    .refine((d) => d >= '0001-01-01', { error: 'Data inválida' })
    .optional()
    .openapi({
      param: { name, in: 'query' },
      description: 'YYYY-MM-DD',
      example: '2025-01-01',
    });

/** A whole number in the query; `fallback` when absent. */
export const pageNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Número inválido' })
    .optional()
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(
      z
        .number()
        .min(min, { error: `Deve ser de pelo menos ${min}` })
        .max(max, { error: `Deve ser no máximo ${max}` }),
    )
    .openapi({ param: { name, in: 'query' }, example: String(fallback) });

/** The opaque cursor of a list: what the previous page answered as `next_cursor`. */
/** How the lists by entry page (the herd's and the sanitary records', decision 043). */
export const PAGING =
  'Oldest first (by entry, then id). One page of `limit` (default 1000, at most 1000; above it 400) after `cursor`: pass the `next_cursor` of each page as `cursor` until it is null. Rows added while paging come after the pages read: none is repeated and none is skipped.';

/** Only one animal's rows (the events, the applications). */
export const animalIdQuery = z
  .uuid({ error: 'Animal inválido' })
  .optional()
  .openapi({ param: { name: 'animalId', in: 'query' }, description: "Only this animal's." });

export const cursorParam = z
  .string()
  .max(CURSOR_MAX_LENGTH, { error: CURSOR_MESSAGE })
  .optional()
  .openapi({
    param: { name: 'cursor', in: 'query' },
    description:
      'The `next_cursor` of the previous page; absent for the first page. Opaque: pass it back as it came. Rows added while paging are never repeated and no row is skipped.',
  });

export const nextCursor = z.string().nullable().openapi({
  description: 'Pass it as `cursor` for the next page; null on the last page.',
});

/** The query of a list by entry: `limit` and `cursor` (the herd's and the sanitary records'). */
export const entryPageQuery = {
  limit: pageNumber('limit', 1, MAX_PAGE, DEFAULT_PAGE),
  cursor: cursorParam,
};

export const WeighingQuerySchema = z.object({
  animalId: weighingSchema.shape.animalId.optional().openapi({
    param: { name: 'animalId', in: 'query' },
    description: "Only this animal's weighings.",
  }),
  from: isoDate('from'),
  to: isoDate('to'),
  limit: pageNumber('limit', 1, MAX_PAGE, DEFAULT_PAGE),
  cursor: cursorParam,
  offset: pageNumber('offset', 0, 100_000_000, 0).openapi({
    param: { name: 'offset', in: 'query', deprecated: true },
    description:
      'Deprecated: use `cursor`. Rows to skip; pages by offset can repeat or skip rows added meanwhile. Not with `cursor`.',
  }),
});

export const WeighingPageSchema = z
  .object({
    weighings: z.array(WeighingSchema),
    next_cursor: nextCursor,
    nextOffset: z.number().int().nullable().openapi({
      deprecated: true,
      description:
        'Deprecated: use `cursor` and `next_cursor`. The offset of the next page when paging by `offset`; null on the last page and when paging by `cursor`.',
    }),
  })
  .openapi('WeighingPage');

export const BulkWeighingsSchema = z
  .object({
    weighings: z
      .array(z.unknown())
      .min(1, { error: 'Envie pelo menos uma pesagem' })
      .max(MAX_BULK_WEIGHINGS, {
        error: `Envie no máximo ${MAX_BULK_WEIGHINGS} pesagens por requisição`,
      })
      // Each item is checked on its own (a bad one does not refuse the others).
      .openapi({
        items: { $ref: '#/components/schemas/BulkWeighingItem' },
        minItems: 1,
        maxItems: MAX_BULK_WEIGHINGS,
      }),
  })
  .openapi('BulkWeighings');

export const BulkResultSchema = z
  .object({
    results: z.array(
      z.object({
        index: z.number().int(),
        status: z.enum(['created', 'existing', 'invalid']),
        id: z.uuid().optional(),
        error: ErrorSchema.shape.error.optional(),
      }),
    ),
    created: z.number().int(),
    existing: z.number().int(),
    invalid: z.number().int(),
  })
  .openapi('BulkResult');

// --- Inventory ---------------------------------------------------------------------------------

export const InventoryInputSchema = herdCategorySchema.clone().openapi('InventoryInput');

export const InventoryItemSchema = herdCategorySchema
  .extend({
    id: z.uuid(),
    averageValue: z.number().nullable(),
    location: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi('InventoryItem');

export const InventoryQuerySchema = z.object({
  limit: pageNumber('limit', 1, MAX_PAGE, DEFAULT_PAGE),
  cursor: cursorParam,
});

export const InventoryListSchema = z
  .object({ inventory: z.array(InventoryItemSchema), next_cursor: nextCursor })
  .openapi('InventoryList');

// --- Monthly control ---------------------------------------------------------------------------

export const MonthParamSchema = z.object({
  month: monthSchema.clone().openapi({
    param: { name: 'month', in: 'path' },
    description: 'YYYY-MM (2000-01 to 2100-12)',
    example: '2025-03',
  }),
});

export const MonthlyInputSchema = monthlyFiguresSchema.clone().openapi('MonthlyFigures');

export const MonthlyRecordSchema = monthlyFiguresSchema
  .and(
    z.object({
      monthYear: z.string().openapi({ example: '2025-03' }),
      finalQuantity: z.number().int(),
      netProfit: z.number(),
    }),
  )
  .openapi('MonthlyRecord');

// --- Annual results ----------------------------------------------------------------------------

export const YearParamSchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, { error: 'Ano inválido' })
    .transform(Number)
    .pipe(yearSchema)
    .openapi({
      param: { name: 'year', in: 'path' },
      description: '2020 to 2100',
      example: '2025',
    }),
});

export const AnnualInputSchema = annualFiguresSchema.clone().openapi('AnnualFigures');

export const AnnualRecordSchema = annualFiguresSchema
  .and(
    z.object({
      year: z.number().int(),
      finalInventory: z.number().int(),
      netProfit: z.number(),
      grossMargin: z.number().nullable(),
      roiPercent: z.number().nullable(),
    }),
  )
  .openapi('AnnualRecord');
